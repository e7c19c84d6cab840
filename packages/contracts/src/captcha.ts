import { z } from 'zod';

/*
 * The self-hosted proof-of-work challenge (ALTCHA v2, decision 045). A client that books, looks
 * bookings up or signs up more often than a threshold answers a challenge before the call is done:
 * the call answers 428 CAPTCHA_REQUIRED, the client gets a challenge from
 * GET /booking/api/v1/captcha/challenge, solves it (a Web Worker in the browser) and sends the call
 * again with the solution in the `x-captcha` header (the sign-up form: the `captcha` field). A
 * solution is good once, for 10 minutes: a wrong or reused one answers 403 CAPTCHA_INVALID, an old
 * one 403 CAPTCHA_EXPIRED.
 */

/** The request header carrying a solved challenge. */
export const CAPTCHA_HEADER = 'x-captcha';

const hex = z.string().regex(/^[0-9a-f]+$/);

/** ALTCHA v2 challenge parameters, as `altcha-lib` creates and signs them. */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.literal('PBKDF2/SHA-256'),
    nonce: hex.max(64),
    salt: hex.max(64),
    cost: z.number().int().positive().max(1_000_000),
    keyLength: z.number().int().positive().max(64),
    keyPrefix: hex.max(128),
    keySignature: hex.max(128).optional(),
    /** The challenge's end (epoch milliseconds), signed with the rest. */
    data: z.object({ expiresAtMs: z.number().int().positive() }),
  }),
  signature: hex.max(128),
});

export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** What the client sends back: the challenge as received and the counter it found. */
export const captchaPayloadSchema = z.object({
  challenge: captchaChallengeSchema,
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: hex.max(128),
  }),
});

export type CaptchaPayload = z.infer<typeof captchaPayloadSchema>;

/** The header's value: the payload's JSON in base64 (ASCII only, as a header must be). */
export function encodeCaptchaPayload(payload: CaptchaPayload): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export const captchaChallengeResponseSchema = z.object({ challenge: captchaChallengeSchema });
