import { CARD_BRAND_CODES, type CardBrand } from './payment-codes';
import { err, ok, type Result } from './result';

/**
 * Payment card rules (requirements §5): what may be typed, the Luhn checksum, the network by prefix and
 * length, expiry, CVV and holder name. Pure and browser-safe: the payment form validates with
 * these as the traveller types, and the card acquirer checks the decrypted card with the same.
 */

/**
 * The card networks told apart by number. The first five are requirements §5's; Napas (Vietnam's
 * domestic switch, prefix 9704, 16 or 19 digits) is our rule, so domestic debit cards are
 * recognised instead of refused as unknown.
 */
export const CARD_NETWORKS = ['Visa', 'MasterCard', 'JCB', 'Amex', 'UnionPay', 'Napas'] as const;
export type CardNetwork = (typeof CARD_NETWORKS)[number];

interface PrefixRange {
  /** Both ends written with the same number of digits: `2221`–`2720`, `51`–`55`. */
  readonly from: string;
  readonly to: string;
}

interface NetworkRule {
  readonly prefixes: readonly PrefixRange[];
  readonly lengths: readonly number[];
}

const range = (from: string, to: string = from): PrefixRange => ({ from, to });
const lengths = (min: number, max: number): number[] =>
  Array.from({ length: max - min + 1 }, (_, index) => min + index);

/** requirements §5's prefixes and lengths, plus Napas (ours). No two networks share a prefix. */
const NETWORK_RULES: Readonly<Record<CardNetwork, NetworkRule>> = {
  Amex: { prefixes: [range('34'), range('37')], lengths: [15] },
  JCB: { prefixes: [range('3528', '3589')], lengths: lengths(16, 19) },
  MasterCard: { prefixes: [range('2221', '2720'), range('51', '55')], lengths: [16] },
  UnionPay: { prefixes: [range('81')], lengths: [16] },
  Visa: { prefixes: [range('4')], lengths: lengths(13, 19) },
  Napas: { prefixes: [range('9704')], lengths: [16, 19] },
};

/** The longest card number any network issues. */
export const MAX_CARD_NUMBER_LENGTH = 19;

/** The card number lengths a network issues, shortest first. */
export function cardNumberLengths(network: CardNetwork): readonly number[] {
  return NETWORK_RULES[network].lengths;
}

/**
 * True when some number in `prefixRange` starts with `digits` (when `digits` is shorter than the
 * range's prefix) or when `digits` starts with a number in the range (when it is at least as long).
 */
function prefixMayMatch(digits: string, prefixRange: PrefixRange): boolean {
  const size = prefixRange.from.length;
  if (digits.length >= size) {
    const head = digits.slice(0, size);
    return head >= prefixRange.from && head <= prefixRange.to;
  }
  // Same-length digit strings compare like numbers; pad the typed part both ways.
  const lowest = digits.padEnd(size, '0');
  const highest = digits.padEnd(size, '9');
  return highest >= prefixRange.from && lowest <= prefixRange.to;
}

/** Digits, spaces and dashes only (requirements §5); an empty string is allowed (nothing typed yet). */
const TYPED_CARD_NUMBER = /^[\d -]*$/;

/**
 * The digits of a card number as typed: spaces and dashes dropped. Any other character (letters,
 * dots, full-width digits) makes it INVALID_CHARACTERS.
 */
export function normaliseCardNumber(input: string): Result<string, 'INVALID_CHARACTERS'> {
  return TYPED_CARD_NUMBER.test(input) ? ok(input.replace(/[ -]/g, '')) : err('INVALID_CHARACTERS');
}

/**
 * The Luhn (mod 10) checksum of a string of digits: every second digit from the right doubled
 * (minus 9 above 9), the sum a multiple of 10. False for an empty string or any non-digit.
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * The networks a card number being typed could still belong to: its prefix fits the network's
 * prefixes (`3` → Amex and JCB; `35` → JCB; `2` → MasterCard) and it is not longer than the
 * network's longest number. Empty for digits no network starts with, and for nothing typed.
 */
export function possibleCardNetworks(digits: string): CardNetwork[] {
  if (!/^\d+$/.test(digits)) return [];
  return CARD_NETWORKS.filter((network) => {
    const rule = NETWORK_RULES[network];
    const longest = rule.lengths[rule.lengths.length - 1] ?? 0;
    return digits.length <= longest && rule.prefixes.some((prefix) => prefixMayMatch(digits, prefix));
  });
}

/**
 * The network to show while the traveller types (the brand logo beside the field): the one
 * network the typed number can still belong to, or undefined while two are possible (`3`) or
 * none is. Takes the input as typed (spaces and dashes allowed).
 */
export function cardNetworkWhileTyping(input: string): CardNetwork | undefined {
  const digits = normaliseCardNumber(input);
  if (!digits.ok) return undefined;
  const possible = possibleCardNetworks(digits.value);
  return possible.length === 1 ? possible[0] : undefined;
}

/** A complete card number's network by its full prefix (length not checked), or undefined. */
export function cardNetworkOf(digits: string): CardNetwork | undefined {
  if (!/^\d+$/.test(digits)) return undefined;
  return CARD_NETWORKS.find((network) =>
    NETWORK_RULES[network].prefixes.some(
      (prefix) => digits.length >= prefix.from.length && prefixMayMatch(digits, prefix),
    ),
  );
}

export type CardNumberError =
  'REQUIRED' | 'INVALID_CHARACTERS' | 'UNKNOWN_BRAND' | 'INVALID_LENGTH' | 'INVALID_CHECKSUM';

/** A complete, valid card number: its digits, network and the last four digits to show. */
export interface ValidCardNumber {
  readonly digits: string;
  readonly network: CardNetwork;
  readonly last4: string;
}

/**
 * Validates a complete card number as typed (requirements §5), reporting the first problem in this order:
 * nothing typed (REQUIRED), a character other than digits, spaces and dashes, a prefix no network
 * issues (UNKNOWN_BRAND), a length the network does not issue, a failed Luhn checksum.
 */
export function validateCardNumber(input: string): Result<ValidCardNumber, CardNumberError> {
  const normalised = normaliseCardNumber(input);
  if (!normalised.ok) return normalised;
  const digits = normalised.value;
  if (digits === '') return err('REQUIRED');
  const network = cardNetworkOf(digits);
  if (!network) return err('UNKNOWN_BRAND');
  if (!NETWORK_RULES[network].lengths.includes(digits.length)) return err('INVALID_LENGTH');
  if (!passesLuhn(digits)) return err('INVALID_CHECKSUM');
  return ok({ digits, network, last4: digits.slice(-4) });
}

/**
 * A card number grouped for display while typing: 4-6-5 for Amex's 15 digits, otherwise groups
 * of four (`4111 1111 1111 1111`, 19 digits as 4-4-4-4-3).
 */
export function groupCardNumber(digits: string, network: CardNetwork | undefined): string {
  const sizes = network === 'Amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const groups: string[] = [];
  let start = 0;
  for (const size of sizes) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  if (start < digits.length) groups.push(digits.slice(start));
  return groups.join(' ');
}

// ─── Brand codes ────────────────────────────────────────────────────────────────────────────

/** The requirements §3 card brand of a network; UnionPay and Napas have none in the requirements. */
export function cardBrandOfNetwork(network: CardNetwork): CardBrand | undefined {
  return network === 'UnionPay' || network === 'Napas' ? undefined : network;
}

/**
 * The card brand code a payment service records for a network: requirements §3's primary code for Visa
 * (`VI`), MasterCard (`MC`), JCB (`JB`) and Amex (`AX`); `UP` for UnionPay and `NP` for Napas are
 * ours, as the requirements name no code for them.
 */
export function cardBrandCode(network: CardNetwork): string {
  const brand = cardBrandOfNetwork(network);
  if (brand) return CARD_BRAND_CODES[brand][0] ?? brand;
  return network === 'UnionPay' ? 'UP' : 'NP';
}

/** The network a brand code stands for (any of requirements §3's codes, or ours), or undefined. */
export function cardNetworkForBrandCode(code: string): CardNetwork | undefined {
  return CARD_NETWORKS.find((network) => {
    const brand = cardBrandOfNetwork(network);
    return cardBrandCode(network) === code || (brand !== undefined && CARD_BRAND_CODES[brand].includes(code));
  });
}

// ─── Expiry, CVV, holder name ───────────────────────────────────────────────────────────────

export type CardExpiryError = 'REQUIRED' | 'INVALID_FORMAT' | 'EXPIRED' | 'TOO_FAR';

/** A card's expiry: the last month it can be used in. */
export interface CardExpiry {
  /** 1–12. */
  readonly month: number;
  /** Four digits. */
  readonly year: number;
}

/** How far ahead an expiry may be: issuers print at most about ten years; twenty leaves room. */
export const MAX_CARD_VALIDITY_YEARS = 20;

const EXPIRY = /^(\d{2})\s*\/\s*(\d{2})$/;

/**
 * Reads an expiry written `MM/YY` (spaces around the slash allowed) and checks it is not in the
 * past on `now`: a card works to the end of its expiry month, so the current month is still
 * valid. Months are compared in UTC (the issuer, not this check, has the last word within hours
 * of a month's turn). An expiry more than {@link MAX_CARD_VALIDITY_YEARS} years ahead is TOO_FAR.
 */
export function validateCardExpiry(input: string, now: Date): Result<CardExpiry, CardExpiryError> {
  const trimmed = input.trim();
  if (trimmed === '') return err('REQUIRED');
  const match = EXPIRY.exec(trimmed);
  if (!match) return err('INVALID_FORMAT');
  const month = Number(match[1]);
  if (month < 1 || month > 12) return err('INVALID_FORMAT');
  const thisYear = now.getUTCFullYear();
  // Two-digit years are read in the current century, rolling over for cards issued near its end.
  const century = Math.floor(thisYear / 100) * 100;
  let year = century + Number(match[2]);
  if (year < thisYear - 50) year += 100;
  const monthsAhead = (year - thisYear) * 12 + (month - 1 - now.getUTCMonth());
  if (monthsAhead < 0) return err('EXPIRED');
  if (monthsAhead > MAX_CARD_VALIDITY_YEARS * 12) return err('TOO_FAR');
  return ok({ month, year });
}

/**
 * How many CVV digits a network's cards carry: 4 for Amex (on the front), 3 for the others, and
 * none for Napas domestic cards (they print no CVV; domestic payment asks the bank instead — our
 * rule).
 */
export function cvvLength(network: CardNetwork): 0 | 3 | 4 {
  if (network === 'Amex') return 4;
  return network === 'Napas' ? 0 : 3;
}

export type CvvError = 'REQUIRED' | 'INVALID_FORMAT';

/** Checks a CVV for a network: exactly {@link cvvLength} digits (empty for Napas). */
export function validateCvv(input: string, network: CardNetwork): Result<string, CvvError> {
  const value = input.trim();
  const size = cvvLength(network);
  if (size === 0) return value === '' ? ok('') : err('INVALID_FORMAT');
  if (value === '') return err('REQUIRED');
  return new RegExp(`^\\d{${String(size)}}$`).test(value) ? ok(value) : err('INVALID_FORMAT');
}

export type HolderNameError = 'REQUIRED' | 'INVALID_CHARACTERS' | 'TOO_LONG';

/** The most characters a card embosses on its name line (ISO/IEC 7813 track 1 allows 26). */
export const MAX_HOLDER_NAME_LENGTH = 26;

/**
 * The card holder's name as printed: Latin letters without accents and single spaces (requirements §5,
 * "names Latin letters without accents"), upper-cased, at most {@link MAX_HOLDER_NAME_LENGTH}
 * characters. Accented letters are refused rather than stripped: the name must match the card.
 */
export function validateHolderName(input: string): Result<string, HolderNameError> {
  const name = input.trim().replace(/\s+/g, ' ');
  if (name === '') return err('REQUIRED');
  if (!/^[A-Za-z ]+$/.test(name)) return err('INVALID_CHARACTERS');
  if (name.length > MAX_HOLDER_NAME_LENGTH) return err('TOO_LONG');
  return ok(name.toUpperCase());
}
