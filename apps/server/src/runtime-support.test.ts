import { readFileSync } from 'node:fs';
import semver from 'semver';
import { afterEach, describe, expect, it, vi } from 'vitest';

const root = new URL('../../../', import.meta.url);
const readJson = (path: string): unknown => JSON.parse(readFileSync(new URL(path, root), 'utf8'));

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

describe('the Node version the README promises', () => {
  it('is supported by every package the lockfile installs (npm install prints no EBADENGINE)', () => {
    const manifest = readJson('package.json') as { engines: { node: string } };
    const lowest = semver.minVersion(manifest.engines.node);
    expect(lowest?.major).toBe(20);
    const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> };
    const unsupported = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!range || !lowest || semver.satisfies(lowest, range)) return [];
      return [`${path}@${entry.version ?? '?'} needs node ${range}`];
    });
    expect(unsupported).toEqual([]);
  });
});

describe('starting the server', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('prints no warning: no deprecation from Fastify, no runtime notice from the OpenID provider', async () => {
    const processWarnings: string[] = [];
    const onWarning = (warning: Error): void => {
      processWarnings.push(`${warning.name}: ${warning.message}`);
    };
    process.on('warning', onWarning);
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // Imported here, after the listeners, because the provider warns while its module loads.
      const { createTestApp } = await import('../test/app-fixture');
      const subject = await createTestApp({ engine: 'sqlite', url: 'sqlite::memory:' });
      try {
        const discovery = await subject.app.inject({ url: '/auth/.well-known/openid-configuration' });
        expect(discovery.statusCode).toBe(200);
      } finally {
        await subject.close();
      }
      // process.emitWarning delivers on a later tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(processWarnings).toEqual([]);
    expect(consoleWarn.mock.calls).toEqual([]);
    expect(consoleError.mock.calls).toEqual([]);
  });
});
