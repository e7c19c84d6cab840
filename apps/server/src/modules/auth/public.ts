/*
 * What other modules may use of this module; lint lets other modules import this file only: a
 * member's secret and sign-ins for the member service's PIN change (decision 031), and the names
 * of the token exchange on the wire, for the member service that calls it over HTTP (decision
 * 035). The registry mounts the module from its routes file.
 */
import type { Clock } from '@skybook/domain/clock';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { RateLimits } from '../../plugins/fixed-window-limiter';
import { AccountService, type ChangeSecretResult } from './accounts/account.service';
import { deleteAccountRefreshGrants, findRefreshTokenGrant } from './oidc-payload.repository';

export type { ChangeSecretResult } from './accounts/account.service';

export interface MemberSecretsDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The same limits as the provider's pages: a name's lock counts in one place. */
  rateLimits: RateLimits;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * A member's password or PIN and their sign-ins, for the member service's change-password call
 * (decision 031): the same rules as the provider's change page (the current secret checked and
 * counted as a sign-in is, toward the same lock), then every other refresh token revoked.
 */
export class MemberSecrets {
  readonly #db: Kysely<Database>;
  readonly #accounts: AccountService;

  constructor(deps: MemberSecretsDeps) {
    this.#db = deps.db;
    // Changing a secret sends no mail: the verification-mail dependencies are never called.
    const noMail = (): never => {
      throw new Error('Changing a secret sends no verification e-mail');
    };
    this.#accounts = new AccountService({ ...deps, verificationLink: noMail, sendVerification: noMail });
  }

  /** Checks `current` (a wrong one counts toward the lock) and stores `next`'s hash. */
  changeSecret(memberId: string, current: string, next: string): Promise<ChangeSecretResult> {
    return this.#accounts.changeSecret(memberId, current, next);
  }

  /**
   * Revokes the member's refresh tokens but `keep`'s (when it is one of the member's); answers how
   * many sign-ins were revoked.
   */
  async revokeOtherSignIns(memberId: string, keep: string | undefined): Promise<number> {
    const keepGrant = keep === undefined ? null : await findRefreshTokenGrant(this.#db, memberId, keep);
    return deleteAccountRefreshGrants(this.#db, memberId, keepGrant);
  }
}
export {
  HAND_OFF_TOKEN_TYPE,
  MEMBER_ID_TOKEN_TYPE,
  MEMBER_SERVICE_CLIENT_ID,
  MEMBER_SERVICE_SECRET_NAME,
  SUBJECT_EXPIRED,
  TOKEN_EXCHANGE_GRANT,
} from './token-exchange/token-exchange-protocol';
