import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The server's import boundaries (eslint.config.js) checked on probe code: ESLint's own API lints
 * an import as if it were written in an existing file, with the repository's configuration.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT, ruleFilter: ({ ruleId }) => ruleId === RULE });
});

/** The boundary messages an import gets when written at the top of `file`. */
async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${REPO_ROOT}apps/server/src/${file}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`);
}

describe('server import boundaries', { timeout: 120_000 }, () => {
  it("refuses a module importing another module's inner files", async () => {
    const messages = await boundaryMessages(
      'modules/hotdeal/hotdeal.service.ts',
      "export { ContentReader } from '../content/content-reader';",
    );
    expect(messages).toEqual([expect.stringContaining('only through its public.ts')]);
  });

  it("lets a module import another module's public.ts and the infrastructure", async () => {
    const messages = await boundaryMessages(
      'modules/hotdeal/hotdeal.service.ts',
      [
        "export { ContentReader } from '../content/public';",
        "export { AppError } from '../../plugins/app-error';",
        "export { isPostgres } from '../../db/dialect';",
        "export { hashSecret } from '../../security/secret-hash';",
        "export { escapeHtml } from '../../documents/html/escape-html';",
        "export { defineModule } from '../module';",
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('covers booking like every module read from disk', async () => {
    const messages = await boundaryMessages(
      'modules/booking/booking.module.ts',
      "export { ensureCmsAdmin } from '../cms/cms-admin.service';",
    );
    expect(messages).toEqual([expect.stringContaining('only through its public.ts')]);
  });

  it("refuses a module importing the server's composition", async () => {
    const messages = await boundaryMessages(
      'modules/hotdeal/hotdeal.service.ts',
      "export { buildApp } from '../../app';",
    );
    expect(messages).toEqual([
      expect.stringContaining('plugins/, db/, documents/, i18n/, locales/, config.ts and packages only'),
    ]);
  });

  it.each([
    'plugins/health.ts',
    'db/ensure-seeded.ts',
    'documents/local-time.ts',
    'i18n/language-id.ts',
    'security/secret-hash.ts',
  ])('refuses %s importing a module, even its public.ts', async (file) => {
    const messages = await boundaryMessages(
      file,
      "export { ContentReader } from '../modules/content/public';",
    );
    expect(messages).toEqual([expect.stringContaining('Infrastructure never imports a module')]);
  });

  it('lets a test reach inside another module to set up what it checks', async () => {
    const messages = await boundaryMessages(
      'modules/booking/payments/payment.test.ts',
      "export { encryptCard } from '../../sandbox/sandbox.test-kit';",
    );
    expect(messages).toEqual([]);
  });
});
