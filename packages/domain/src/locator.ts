import type { Brand } from './brand';
import { drawFromAlphabet, type RandomBytes } from './random';
import { err, ok, type Result } from './result';

/**
 * The characters a booking locator is made of: upper-case letters and digits without the ones
 * people confuse when reading a code aloud or off a screen — no `0`/`O`, no `1`/`I`/`L`.
 * 31 characters, so 31^6 ≈ 887 million locators.
 */
export const LOCATOR_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** How many characters a locator has. */
export const LOCATOR_LENGTH = 6;

/** A booking code (reservation locator, requirements §3): six characters of {@link LOCATOR_ALPHABET}. */
export type Locator = Brand<string, 'Locator'>;

const LOCATOR = new RegExp(`^[${LOCATOR_ALPHABET}]{${LOCATOR_LENGTH}}$`);

/** True when `value` is a locator in canonical (upper-case) form. */
export function isLocator(value: string): value is Locator {
  return LOCATOR.test(value);
}

/**
 * Reads a locator as a person types it into the search-booking or check-in form: surrounding
 * spaces dropped, letters upper-cased (`' ab2cde '` → `AB2CDE`). Look-alike characters are not
 * guessed (`0` is not read as `O`, which locators never contain anyway): such input is refused.
 */
export function parseLocator(value: string): Result<Locator, 'INVALID_LOCATOR'> {
  const locator = value.trim().toUpperCase();
  return isLocator(locator) ? ok(locator) : err('INVALID_LOCATOR');
}

/**
 * A new random locator, every one of the 31^6 equally likely. Characters are drawn by rejection
 * sampling from `randomBytes`, which must be a CSPRNG (locators are half of what opens a
 * booking). The caller checks uniqueness against stored bookings.
 */
export function generateLocator(randomBytes: RandomBytes): Locator {
  const locator = drawFromAlphabet(LOCATOR_ALPHABET, LOCATOR_LENGTH, randomBytes);
  if (!isLocator(locator)) throw new Error(`Generated an invalid locator: ${locator}`);
  return locator;
}
