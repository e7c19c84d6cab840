import { describe, expect, it } from 'vitest';
import { hashSecret, verifySecret } from './secret-hash';

describe('members’ secrets at rest', () => {
  it('verifies the secret a hash was made from, and no other', async () => {
    const stored = await hashSecret('correct horse 42');
    expect(stored).toMatch(/^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('correct horse');
    await expect(verifySecret('correct horse 42', stored)).resolves.toBe(true);
    await expect(verifySecret('correct horse 43', stored)).resolves.toBe(false);
  });

  it('salts each hash, so one PIN stored twice reads differently', async () => {
    const [first, second] = await Promise.all([hashSecret('123456'), hashSecret('123456')]);
    expect(first).not.toBe(second);
    await expect(verifySecret('123456', second)).resolves.toBe(true);
  });

  it('treats a composed and a decomposed accent as the same character', async () => {
    const stored = await hashSecret('Mật khẩu'.normalize('NFC'));
    await expect(verifySecret('Mật khẩu'.normalize('NFD'), stored)).resolves.toBe(true);
  });

  it('refuses stored text it cannot read rather than throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$99$8$1$c2FsdA$aGFzaA', 'bcrypt$10$x$y$z$w']) {
      await expect(verifySecret('x', stored)).resolves.toBe(false);
    }
  });
});
