import type { Brand } from './brand';
import type { Clock } from './clock';
import { drawFromAlphabet, type RandomBytes } from './random';

/** The characters of a request id's random part: upper-case letters and digits (requirements §9). */
export const REQUEST_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** How many random characters start a request id (requirements §9). */
export const REQUEST_ID_RANDOM_LENGTH = 12;

/**
 * The id every call carries and every log line repeats (requirements §7, §9; design §3).
 *
 * Format: 12 random characters from {@link REQUEST_ID_ALPHABET}, a hyphen, then the creation
 * time in milliseconds since the Unix epoch in decimal — `A1B2C3D4E5F6-1732200000000`.
 * Ids sent by clients may leave out the hyphen (`A1B2C3D4E5F61732200000000`); see
 * {@link isClientRequestId}.
 */
export type RequestId = Brand<string, 'RequestId'>;

// 16 digits covers every valid Date (at most 8.64e15 ms) and bounds what a client can put in logs.
const REQUEST_ID = /^[A-Z0-9]{12}-?\d{1,16}$/;

/**
 * True when a client-sent `value` has the request-id shape and can be trusted into logs as is:
 * 12 upper-case letters or digits, an optional hyphen, then 1 to 16 digits of timestamp. The
 * timestamp is not checked against the clock (client clocks drift); anything else — lower case,
 * spaces, other separators, longer input — is refused, and the server makes its own id instead.
 */
export function isClientRequestId(value: string): value is RequestId {
  return REQUEST_ID.test(value);
}

/**
 * A new request id in the canonical `RANDOM12-<ms>` format, with the random part drawn uniformly
 * from `randomBytes` (a CSPRNG) and the timestamp from `clock`.
 *
 * @throws RangeError when the clock's time is before the Unix epoch (no digits to write).
 */
export function createRequestId(clock: Clock, randomBytes: RandomBytes): RequestId {
  const id = `${drawFromAlphabet(REQUEST_ID_ALPHABET, REQUEST_ID_RANDOM_LENGTH, randomBytes)}-${clock.now().getTime()}`;
  if (!isClientRequestId(id)) throw new RangeError(`Cannot make a request id from ${id}`);
  return id;
}
