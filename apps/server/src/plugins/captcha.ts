import { randomBytes } from 'node:crypto';
import {
  CAPTCHA_HEADER,
  captchaPayloadSchema,
  type CaptchaChallenge,
  type CaptchaPayload,
} from '@skybook/contracts/captcha';
import type { Clock } from '@skybook/domain/clock';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { getOrCreateSecret } from '../db/app-secret.repository';
import { redeemCaptcha } from '../db/captcha.repository';
import type { Database } from '../db/database';
import { appError } from './app-error';
import type { FixedWindowLimiter, RateLimits } from './fixed-window-limiter';

/*
 * The self-hosted proof-of-work challenge (ALTCHA v2 through altcha-lib; decision 045). Each
 * protected action counts its calls per client in a 10-minute window; below the action's
 * threshold nothing changes, past it every call needs a solved challenge (`x-captcha`, or the
 * sign-up form's `captcha` field), each good once: 428 CAPTCHA_REQUIRED without one, 403
 * CAPTCHA_INVALID for a wrong, forged or reused one, 403 CAPTCHA_EXPIRED past its 10 minutes.
 * Challenges are signed with a secret of the app-secrets store, so any process verifies what
 * another issued; redemptions are rows of `captcha_redemption`, so a solution is used once across
 * processes.
 */

export type CaptchaAction = 'booking' | 'lookup' | 'signup';

/** Each counting window, and how long a challenge may be answered. */
export const CAPTCHA_WINDOW_MS = 10 * 60 * 1000;
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

const ALGORITHM = 'PBKDF2/SHA-256';
const SECRET_NAME = 'captcha.hmac';

export interface CaptchaSettings {
  /** Calls per client and window before a challenge is asked, per action. */
  thresholds: Readonly<Record<CaptchaAction, number>>;
  /** PBKDF2 iterations per try. */
  cost: number;
  /** The highest counter the solver may have to reach. */
  maxCounter: number;
}

interface CaptchaSecret {
  signature: string;
  key: string;
}

/** Whether `key` is past its allowance, counting this call (`count`) or only asking. */
async function pastAllowance(limiter: FixedWindowLimiter, key: string, count: boolean): Promise<boolean> {
  return !(count ? await limiter.hit(key) : await limiter.peek(key)).allowed;
}

export class CaptchaGate {
  readonly #counters: Partial<Record<CaptchaAction, FixedWindowLimiter>> = {};
  #secret: Promise<CaptchaSecret> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly settings: CaptchaSettings,
    /** Counters shared by every process when REDIS_URL is set (decision 040). */
    rateLimits: RateLimits,
  ) {
    for (const action of ['booking', 'lookup', 'signup'] as const) {
      const max = settings.thresholds[action];
      // A threshold of 0 asks every call for a solution.
      if (max > 0)
        this.#counters[action] = rateLimits.limiter(`captcha:${action}`, {
          max,
          windowMs: CAPTCHA_WINDOW_MS,
        });
    }
  }

  /** A new signed challenge, good for CAPTCHA_TTL_MS by the server's clock. */
  async challenge(): Promise<CaptchaChallenge> {
    const secret = await this.#loadSecret();
    const { cost, maxCounter } = this.settings;
    const created = await createChallenge({
      algorithm: ALGORITHM,
      cost,
      counter: randomInt(maxCounter, Math.max(1, Math.floor(maxCounter / 5))),
      deriveKey,
      // The expiry travels in the signed data, read against the injected clock (altcha-lib's own
      // `expiresAt` is checked against the machine's time).
      data: { expiresAtMs: this.clock.now().getTime() + CAPTCHA_TTL_MS },
      hmacSignatureSecret: secret.signature,
      hmacKeySignatureSecret: secret.key,
    });
    return created as CaptchaChallenge;
  }

  /** Whether this client's next `action` will need a solved challenge (counts nothing). */
  async asksNext(action: CaptchaAction, client: string): Promise<boolean> {
    const counter = this.#counters[action];
    return counter === undefined || (await pastAllowance(counter, client, false));
  }

  /**
   * Counts one `action` of `client`; past the threshold, redeems `solution` (the header's or the
   * form field's value) or throws 428 CAPTCHA_REQUIRED without one.
   */
  async guard(action: CaptchaAction, client: string, solution: string | undefined): Promise<void> {
    const counter = this.#counters[action];
    const past = counter === undefined || (await pastAllowance(counter, client, true));
    if (!past) return;
    if (solution === undefined || solution === '') throw appError('CAPTCHA_REQUIRED');
    await this.redeem(solution);
  }

  /** Verifies an encoded solution and records it as used; throws CAPTCHA_INVALID / _EXPIRED. */
  async redeem(encoded: string): Promise<void> {
    const payload = decodePayload(encoded);
    const now = this.clock.now();
    const expiresAt = payload.challenge.parameters.data.expiresAtMs;
    const secret = await this.#loadSecret();
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret.signature,
      hmacKeySignatureSecret: secret.key,
    });
    if (!result.verified) throw appError('CAPTCHA_INVALID');
    // Signed, so the expiry is the server's own.
    if (expiresAt <= now.getTime()) throw appError('CAPTCHA_EXPIRED');
    const first = await redeemCaptcha(this.db, payload.challenge.signature, now, new Date(expiresAt));
    if (!first) throw appError('CAPTCHA_INVALID');
  }

  #loadSecret(): Promise<CaptchaSecret> {
    this.#secret ??= getOrCreateSecret<CaptchaSecret>(
      this.db,
      SECRET_NAME,
      () =>
        Promise.resolve({
          signature: randomBytes(32).toString('hex'),
          key: randomBytes(32).toString('hex'),
        }),
      this.clock.now(),
    ).catch((error: unknown) => {
      this.#secret = undefined;
      throw error;
    });
    return this.#secret;
  }
}

function decodePayload(encoded: string): CaptchaPayload {
  if (encoded.length > 4096 || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) throw appError('CAPTCHA_INVALID');
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    throw appError('CAPTCHA_INVALID');
  }
  const parsed = captchaPayloadSchema.safeParse(json);
  if (!parsed.success) throw appError('CAPTCHA_INVALID');
  return parsed.data;
}

/** The solution a request carries in its `x-captcha` header, if any. */
export function captchaHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[CAPTCHA_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A route's `preValidation` hook guarding `action` by the client's address and the `x-captcha`
 * header. It runs before an Idempotency-Key is claimed, so a 428 is never stored as the key's
 * answer and the retry with the solution runs.
 */
export function captchaGuard(action: CaptchaAction) {
  return async (request: FastifyRequest): Promise<void> => {
    await request.server.captcha.guard(action, request.ip, captchaHeader(request));
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaGate;
  }
}

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
async function captcha(app: FastifyInstance): Promise<void> {
  const { config } = app;
  app.decorate(
    'captcha',
    new CaptchaGate(
      app.db,
      app.clock,
      {
        thresholds: {
          booking: config.CAPTCHA_BOOKINGS_PER_WINDOW,
          lookup: config.CAPTCHA_LOOKUPS_PER_WINDOW,
          signup: config.CAPTCHA_SIGNUPS_PER_WINDOW,
        },
        cost: config.CAPTCHA_COST,
        maxCounter: config.CAPTCHA_MAX_COUNTER,
      },
      app.rateLimits,
    ),
  );
}

export const captchaPlugin = fp(captcha, { name: 'captcha' });
