import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Clock } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import {
  EMAIL_VERIFICATION_TTL_MS,
  MEMBER_CODE_DIGITS,
  isMemberScheme,
  SIGN_IN_FAILURES_BEFORE_LOCK,
  SIGN_IN_LOCK_MS,
  memberCode,
  memberFullName,
  type MemberScheme,
} from '@skybook/domain/member-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { FixedWindowLimiter, RateLimits } from '../../../plugins/fixed-window-limiter';
import { hashSecret, verifySecret } from '../../../security/secret-hash';
import {
  clearWrongSecrets,
  findAccountById,
  findAccountBySignInName,
  findTakenSignInNames,
  findVerification,
  insertAccount,
  recordWrongSecret,
  replaceVerification,
  updateSecretHash,
  useVerification,
  type AccountRow,
} from './account.repository';
import type { SignInName, SignUpInput } from './account-forms';
import type { VerificationEmail } from './verification-email';

export type SignInResult =
  | { outcome: 'signedIn'; account: AccountRow }
  | { outcome: 'wrongCredentials' }
  | { outcome: 'locked' }
  /** The right secret, but a Skyclub address not confirmed yet. */
  | { outcome: 'emailNotVerified' };

export type SignUpResult =
  | { outcome: 'created'; memberId: string; memberCode: string }
  | { outcome: 'taken'; email: boolean; phone: boolean };

export type VerifyResult = 'verified' | 'alreadyVerified' | 'expired' | 'invalid';

export type ChangeSecretResult = 'changed' | 'wrongCurrent' | 'locked' | 'notFound';

export interface AccountServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Where the unknown names' lock is counted. */
  rateLimits: RateLimits;
  /** The page a verification link opens, with its token. */
  verificationLink: (token: string, language: Language) => string;
  sendVerification: (email: VerificationEmail) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Attempts a new code gets when the random one is taken (ten digits: a clash is rare). */
const MEMBER_CODE_ATTEMPTS = 5;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Members' accounts as the identity provider sees them (decision 028): sign-up with an e-mailed
 * verification link for Skyclub, sign-in with the lockout after five wrong secrets in a row, the
 * verification links, and changing the password or PIN. Secrets are scrypt hashes
 * (security/secret-hash.ts); a link is kept only as the SHA-256 of its token.
 */
export class AccountService {
  readonly #deps: AccountServiceDeps;
  /** Wrong sign-ins per name that names no account, so such a name locks like a real one. */
  readonly #unknownNames: FixedWindowLimiter;
  /** Checked against when the name is unknown, so both answers take as long. */
  #decoyHash: Promise<string> | undefined;

  constructor(deps: AccountServiceDeps) {
    this.#deps = deps;
    this.#unknownNames = deps.rateLimits.limiter('auth-sign-in:unknown-name-failures', {
      max: SIGN_IN_FAILURES_BEFORE_LOCK,
      windowMs: SIGN_IN_LOCK_MS,
    });
  }

  findAccount(id: string): Promise<AccountRow | undefined> {
    return findAccountById(this.#deps.db, id);
  }

  async signUp(input: SignUpInput, language: Language): Promise<SignUpResult> {
    const { db, clock } = this.#deps;
    const secretHash = await hashSecret(input.secret);
    const now = clock.now();
    const id = randomUUID();
    const link = input.email === null ? null : newLink(id, input.email, now);
    for (let attempt = 0; attempt < MEMBER_CODE_ATTEMPTS; attempt++) {
      const code = memberCode(input.scheme, randomDigits());
      // The account and its first link are written together or not at all.
      const inserted = await db.transaction().execute(async (trx) => {
        const done = await insertAccount(trx, {
          id,
          scheme: input.scheme,
          member_code: code,
          email: input.email,
          phone: input.phone,
          secret_hash: secretHash,
          family_name: input.familyName,
          middle_given_name: input.middleGivenName,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        });
        if (done && link) await replaceVerification(trx, link.row);
        return done;
      });
      if (inserted) {
        if (link) {
          const account = { id, email: link.row.email, scheme: input.scheme, memberCode: code };
          await this.#mailLink(
            account,
            link.token,
            memberFullName(input.familyName, input.middleGivenName),
            language,
          );
        }
        return { outcome: 'created', memberId: id, memberCode: code };
      }
      const taken = await findTakenSignInNames(db, input.scheme, input);
      if (taken.email || taken.phone) return { outcome: 'taken', ...taken };
    }
    throw new Error('No free member code after several attempts');
  }

  async signIn(scheme: MemberScheme, name: SignInName | null, secret: string): Promise<SignInResult> {
    const account = name === null ? undefined : await findAccountBySignInName(this.#deps.db, scheme, name);
    if (!account) return this.#unknownSignIn(scheme, name, secret);
    const checked = await this.#checkSecret(account, secret);
    if (checked !== 'right') return { outcome: checked };
    if (account.scheme === 'skyclub' && account.email_verified_at === null)
      return { outcome: 'emailNotVerified' };
    return { outcome: 'signedIn', account };
  }

  /**
   * A new link for a Skyclub account still waiting for its address to be confirmed; nothing for
   * any other name. The page answers the same either way.
   */
  async resendForSignInName(
    scheme: MemberScheme,
    name: SignInName | null,
    language: Language,
  ): Promise<void> {
    if (scheme !== 'skyclub' || name === null) return;
    const account = await findAccountBySignInName(this.#deps.db, scheme, name);
    if (account?.email === undefined || account.email === null || account.email_verified_at !== null) return;
    await this.#sendLink(
      { id: account.id, email: account.email, scheme, memberCode: account.member_code },
      memberFullName(account.family_name, account.middle_given_name),
      language,
    );
  }

  /** Follows a verification link: once, within 24 hours, for the address it was sent to. */
  async verifyEmail(token: string): Promise<VerifyResult> {
    const { db, clock } = this.#deps;
    const link = await findVerification(db, sha256(token));
    if (!link) return 'invalid';
    const account = await findAccountById(db, link.member_id);
    if (account?.email !== link.email) return 'invalid';
    if (account.email_verified_at !== null) return 'alreadyVerified';
    const now = clock.now().toISOString();
    if (link.used_at !== null) return 'invalid';
    if (link.expires_at <= now) return 'expired';
    const used = await db
      .transaction()
      .execute((trx) =>
        useVerification(trx, { tokenHash: link.token_hash, memberId: account.id, email: link.email }, now),
      );
    return used ? 'verified' : 'invalid';
  }

  /** A new link in place of an expired one, to the address the old one was sent to. */
  async resendForExpiredLink(
    token: string,
    language: Language,
  ): Promise<'resent' | 'alreadyVerified' | 'invalid'> {
    const link = await findVerification(this.#deps.db, sha256(token));
    if (!link) return 'invalid';
    const account = await findAccountById(this.#deps.db, link.member_id);
    if (account?.email !== link.email || !isMemberScheme(account.scheme)) return 'invalid';
    if (account.email_verified_at !== null) return 'alreadyVerified';
    await this.#sendLink(
      { id: account.id, email: link.email, scheme: account.scheme, memberCode: account.member_code },
      memberFullName(account.family_name, account.middle_given_name),
      language,
    );
    return 'resent';
  }

  /** Changes the password or PIN, the current one checked (and counted) as a sign-in is. */
  async changeSecret(memberId: string, current: string, next: string): Promise<ChangeSecretResult> {
    const account = await findAccountById(this.#deps.db, memberId);
    if (!account) return 'notFound';
    const checked = await this.#checkSecret(account, current);
    if (checked === 'wrongCredentials') return 'wrongCurrent';
    if (checked === 'locked') return 'locked';
    await updateSecretHash(
      this.#deps.db,
      account.id,
      await hashSecret(next),
      this.#deps.clock.now().toISOString(),
    );
    return 'changed';
  }

  /** Checks a secret against the account, counting a wrong one toward the lock. */
  async #checkSecret(account: AccountRow, secret: string): Promise<'right' | 'wrongCredentials' | 'locked'> {
    const { db, clock } = this.#deps;
    const now = clock.now();
    if (account.locked_until !== null && account.locked_until > now.toISOString()) return 'locked';
    if (!(await verifySecret(secret, account.secret_hash))) {
      const lockUntil = new Date(now.getTime() + SIGN_IN_LOCK_MS).toISOString();
      const locked = await recordWrongSecret(db, account.id, SIGN_IN_FAILURES_BEFORE_LOCK, lockUntil);
      return locked === null ? 'wrongCredentials' : 'locked';
    }
    await clearWrongSecrets(db, account.id);
    return 'right';
  }

  /** A name with no account: as slow as a real check, and locked after as many wrong tries. */
  async #unknownSignIn(scheme: MemberScheme, name: SignInName | null, secret: string): Promise<SignInResult> {
    const key = `${scheme}:${name === null ? '' : 'email' in name ? name.email : name.phone}`;
    if (!(await this.#unknownNames.peek(key)).allowed) return { outcome: 'locked' };
    this.#decoyHash ??= hashSecret(randomBytes(16).toString('base64url'));
    await verifySecret(secret, await this.#decoyHash);
    await this.#unknownNames.hit(key);
    return (await this.#unknownNames.peek(key)).allowed
      ? { outcome: 'wrongCredentials' }
      : { outcome: 'locked' };
  }

  /** Issues a new link (the member's earlier ones stop working) and e-mails it. */
  async #sendLink(
    account: { id: string; email: string; scheme: MemberScheme; memberCode: string },
    name: string,
    language: Language,
  ): Promise<void> {
    const link = newLink(account.id, account.email, this.#deps.clock.now());
    await this.#deps.db.transaction().execute((trx) => replaceVerification(trx, link.row));
    await this.#mailLink(account, link.token, name, language);
  }

  /** E-mails a link; a failed send is logged, and the member asks for the link again. */
  async #mailLink(
    account: { id: string; email: string; scheme: MemberScheme; memberCode: string },
    token: string,
    name: string,
    language: Language,
  ): Promise<void> {
    try {
      await this.#deps.sendVerification({
        to: account.email,
        language,
        scheme: account.scheme,
        name,
        memberCode: account.memberCode,
        link: this.#deps.verificationLink(token, language),
      });
    } catch (error) {
      this.#deps.log.error({ err: error, memberId: account.id }, 'verification e-mail not sent');
    }
  }
}

/** A new verification link: its token (sent, never stored) and its row (the token's hash). */
function newLink(memberId: string, email: string, now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    row: {
      token_hash: sha256(token),
      member_id: memberId,
      email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS).toISOString(),
      used_at: null,
    },
  };
}

function randomDigits(): string {
  return Array.from({ length: MEMBER_CODE_DIGITS }, () => String(randomInt(10))).join('');
}
