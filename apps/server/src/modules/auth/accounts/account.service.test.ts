import { createHash } from 'node:crypto';
import { createManualClock } from '@skybook/domain/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_ENGINES, type TestDatabase } from '../../../../test/engines';
import { RateLimits } from '../../../plugins/fixed-window-limiter';
import type { SignUpInput } from './account-forms';
import { AccountService } from './account.service';
import type { VerificationEmail } from './verification-email';

describe.each(TEST_ENGINES)('member accounts on $engine', (engine) => {
  let database: TestDatabase;
  let accounts: AccountService;
  const clock = createManualClock(new Date('2026-11-29T10:00:00Z'));
  const sent: VerificationEmail[] = [];
  let serial = 0;

  const skyclub = (): SignUpInput => {
    serial++;
    return {
      scheme: 'skyclub',
      familyName: 'NGUYEN',
      middleGivenName: 'VAN AN',
      email: `an${String(serial)}@example.com`,
      phone: `0900000${String(serial).padStart(3, '0')}`,
      secret: 'hoa sen 2026',
    };
  };
  const tokenSentTo = (email: string) => {
    const mail = sent.findLast((message) => message.to === email);
    return new URL(mail?.link ?? 'https://x/').searchParams.get('token') ?? '';
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    accounts = new AccountService({
      db: database.db,
      clock,
      rateLimits: new RateLimits(clock),
      log: { error: () => undefined },
      verificationLink: (token, language) =>
        `https://skybook.test/auth/verify-email?token=${token}&lang=${language}`,
      sendVerification: (email) => {
        sent.push(email);
        return Promise.resolve();
      },
    });
  });
  afterAll(() => database.drop());

  it('keeps the secret as a scrypt hash and the link as its token’s SHA-256 only', async () => {
    const input = skyclub();
    const created = await accounts.signUp(input, 'vi');
    expect(created).toMatchObject({
      outcome: 'created',
      memberCode: expect.stringMatching(/^SC\d{10}$/) as unknown,
    });
    const row = await database.db
      .selectFrom('member')
      .selectAll()
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toMatch(/^scrypt\$15\$8\$1\$/);
    expect(row.secret_hash).not.toContain(input.secret);
    const token = tokenSentTo(input.email ?? '');
    const links = await database.db
      .selectFrom('member_email_verification')
      .selectAll()
      .where('member_id', '=', row.id)
      .execute();
    expect(links).toEqual([
      expect.objectContaining({
        token_hash: createHash('sha256').update(token).digest('hex'),
        used_at: null,
      }),
    ]);
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it('opens one account when the same e-mail signs up twice at once', async () => {
    const input = skyclub();
    const results = await Promise.all([
      accounts.signUp(input, 'vi'),
      accounts.signUp({ ...input, phone: '0911111111' }, 'vi'),
    ]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['created', 'taken']);
    expect(results.find((result) => result.outcome === 'taken')).toMatchObject({ email: true });
  });

  it('follows a link once, even twice at the same moment, and a new link retires the earlier ones', async () => {
    const input = skyclub();
    await accounts.signUp(input, 'en');
    const first = tokenSentTo(input.email ?? '');
    await accounts.resendForSignInName('skyclub', { email: input.email ?? '' }, 'en');
    const second = tokenSentTo(input.email ?? '');
    expect(second).not.toBe(first);
    expect(await accounts.verifyEmail(first)).toBe('invalid');
    const twice = await Promise.all([accounts.verifyEmail(second), accounts.verifyEmail(second)]);
    expect(twice.filter((result) => result === 'verified')).toHaveLength(1);
    expect(await accounts.verifyEmail(second)).toBe('alreadyVerified');
    expect(await accounts.signIn('skyclub', { email: input.email ?? '' }, input.secret)).toMatchObject({
      outcome: 'signedIn',
    });
  });

  it('lets a link work for 24 hours, then sends a new one in its place', async () => {
    const input = skyclub();
    await accounts.signUp(input, 'vi');
    const token = tokenSentTo(input.email ?? '');
    clock.advance(24 * 60 * 60 * 1000);
    expect(await accounts.verifyEmail(token)).toBe('expired');
    expect(await accounts.resendForExpiredLink(token, 'vi')).toBe('resent');
    const fresh = tokenSentTo(input.email ?? '');
    expect(await accounts.verifyEmail(fresh)).toBe('verified');
    expect(await accounts.resendForExpiredLink(token, 'vi')).toBe('invalid');
    expect(await accounts.verifyEmail('never-issued')).toBe('invalid');
  });

  it('counts wrong secrets arriving together and locks at the fifth, for 15 minutes', async () => {
    const input: SignUpInput = { ...skyclub(), scheme: 'skyjoy', email: null, secret: '246810' };
    await accounts.signUp(input, 'vi');
    const name = { phone: input.phone };
    const wrong = await Promise.all(
      Array.from({ length: 5 }, () => accounts.signIn('skyjoy', name, '000000')),
    );
    expect(wrong.map((result) => result.outcome).sort()).toEqual([
      'locked',
      'wrongCredentials',
      'wrongCredentials',
      'wrongCredentials',
      'wrongCredentials',
    ]);
    expect(await accounts.signIn('skyjoy', name, '246810')).toEqual({ outcome: 'locked' });
    clock.advance(15 * 60 * 1000 - 1);
    expect(await accounts.signIn('skyjoy', name, '246810')).toEqual({ outcome: 'locked' });
    clock.advance(1);
    expect(await accounts.signIn('skyjoy', name, '246810')).toMatchObject({ outcome: 'signedIn' });
  });

  it('starts the count again after a right secret', async () => {
    const input: SignUpInput = { ...skyclub(), scheme: 'skyjoy', email: null, secret: '135790' };
    await accounts.signUp(input, 'vi');
    const name = { phone: input.phone };
    for (let round = 0; round < 3; round++) {
      for (let attempt = 0; attempt < 4; attempt++) {
        expect(await accounts.signIn('skyjoy', name, '000000')).toEqual({ outcome: 'wrongCredentials' });
      }
      expect(await accounts.signIn('skyjoy', name, '135790')).toMatchObject({ outcome: 'signedIn' });
    }
  });

  it('answers a name with no account as a wrong secret, and locks it after as many', async () => {
    const name = { phone: '0999999999' };
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(await accounts.signIn('skyjoy', name, '123456')).toEqual({ outcome: 'wrongCredentials' });
    }
    expect(await accounts.signIn('skyjoy', name, '123456')).toEqual({ outcome: 'locked' });
  });
});
