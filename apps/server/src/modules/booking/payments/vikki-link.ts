import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { getOrCreateSecret } from '../../../db/app-secret.repository';
import type { Database } from '../../../db/database';

/**
 * The link that sends a traveller to the Vikki bank partner to pay an Unpaid booking (PATCH
 * reservations/vikki). The bank trusts the amount only because it is signed: the query carries
 * the booking's locator, the amount still to pay (minor units), its currency, the hold deadline,
 * where to come back and the merchant's payment id (the attempt Vikki's notification names), and
 * `signature` = base64url(HMAC-SHA256(secret, canonical)) where
 * canonical is those parameters as `name=value` joined by `&` in {@link SIGNED_PARAMS} order.
 */

export const SIGNED_PARAMS = [
  'locator',
  'amount',
  'currency',
  'expiresAt',
  'returnUrl',
  'paymentId',
] as const;

export type VikkiLinkParams = Record<(typeof SIGNED_PARAMS)[number], string>;

/**
 * The app_secret row of the secret the merchant and Vikki share (provisioned on both sides, as the
 * other gateways' merchant secrets are): its bytes (base64url-decoded) sign the link, its text
 * signs Vikki's notifications like the other gateways' (x-signature).
 */
export const VIKKI_SECRET_NAME = 'booking.vikki.hmac-sha256';

/** The secret's text, created once and shared by every process (app_secret). */
export function loadVikkiSecretText(db: Kysely<Database>, now: Date): Promise<string> {
  return getOrCreateSecret(
    db,
    VIKKI_SECRET_NAME,
    () => Promise.resolve(randomBytes(32).toString('base64url')),
    now,
  );
}

/** The HMAC key of the link: the shared secret's bytes. */
export async function loadVikkiSecret(db: Kysely<Database>, now: Date): Promise<Buffer> {
  return Buffer.from(await loadVikkiSecretText(db, now), 'base64url');
}

function canonical(params: VikkiLinkParams): string {
  return SIGNED_PARAMS.map((name) => `${name}=${params[name]}`).join('&');
}

export function signVikkiParams(params: VikkiLinkParams, secret: Buffer): string {
  return createHmac('sha256', secret).update(canonical(params)).digest('base64url');
}

/** `base` with the parameters and their signature in its query. */
export function buildVikkiLink(base: string, params: VikkiLinkParams, secret: Buffer): string {
  const url = new URL(base);
  for (const name of SIGNED_PARAMS) url.searchParams.set(name, params[name]);
  url.searchParams.set('signature', signVikkiParams(params, secret));
  return url.toString();
}

/** The signed parameters of a link, or undefined when one is missing or the signature is not theirs. */
export function verifyVikkiLink(link: string, secret: Buffer): VikkiLinkParams | undefined {
  const query = new URL(link).searchParams;
  const [locator, amount, currency, expiresAt, returnUrl, paymentId] = SIGNED_PARAMS.map((name) =>
    query.get(name),
  );
  if (
    locator == null ||
    amount == null ||
    currency == null ||
    expiresAt == null ||
    returnUrl == null ||
    paymentId == null
  ) {
    return undefined;
  }
  const complete: VikkiLinkParams = { locator, amount, currency, expiresAt, returnUrl, paymentId };
  const expected = Buffer.from(signVikkiParams(complete, secret));
  const given = Buffer.from(query.get('signature') ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? complete : undefined;
}
