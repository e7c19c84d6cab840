import { isIsoDate, type IsoDate } from './clock';

/*
 * Value-added tax on what the airline sells besides the fare (extras on domestic flights), at
 * the same rate the seed files for the fare's VAT line (db/seed/charges.ts): Vietnam's reduced
 * 8 % runs to the end of 2026, the standard 10 % applies from 1 January 2027. International
 * carriage and the services sold with it are zero-rated. Insurance and donations carry none;
 * their callers simply do not ask.
 */

/** The last day of the reduced 8 % rate. */
export const REDUCED_VAT_LAST_DAY = '2026-12-31' as IsoDate;

/** Reduced rate, basis points (8 %). */
export const REDUCED_VAT_BP = 800;
/** Standard rate, basis points (10 %). */
export const STANDARD_VAT_BP = 1000;

/**
 * The VAT rate in basis points (1 % = 100 bp) for a service on a flight on `localDate` (the
 * flight's local departure date): 0 for international flights; 800 on domestic flights up to
 * and including 2026-12-31, 1000 from 2027-01-01.
 *
 * @throws RangeError when `localDate` is not a `YYYY-MM-DD` date.
 */
export function vatRateBpFor(isDomestic: boolean, localDate: IsoDate): number {
  if (!isIsoDate(localDate)) throw new RangeError(`Not a YYYY-MM-DD date: ${String(localDate)}`);
  if (!isDomestic) return 0;
  // YYYY-MM-DD strings sort as the dates do.
  return localDate <= REDUCED_VAT_LAST_DAY ? REDUCED_VAT_BP : STANDARD_VAT_BP;
}

/**
 * The VAT on `amountMinor` (an integer of minor units, before tax) at `rateBp` basis points,
 * rounded once to the minor unit half up — half a unit or more rounds away from zero, as the
 * fare's VAT line is rounded (`priceSegmentPassenger`). A negative amount (a refund) gives the
 * mirror of its positive amount's VAT.
 *
 * @example vatOf(185_000, 800) // 14_800
 * @example vatOf(1_999, 1000) // 200 (199.9 rounds up)
 * @throws RangeError when the amount or the rate is not a safe integer, the rate is negative, or
 *   the product does not fit a safe integer.
 */
export function vatOf(amountMinor: number, rateBp: number): number {
  if (!Number.isSafeInteger(amountMinor))
    throw new RangeError(`Amount must be an integer, got ${amountMinor}`);
  if (!Number.isSafeInteger(rateBp) || rateBp < 0)
    throw new RangeError(`Rate must be whole basis points, got ${rateBp}`);
  const magnitude = Math.abs(amountMinor) * rateBp;
  if (!Number.isSafeInteger(magnitude)) throw new RangeError(`${amountMinor} × ${rateBp} bp is too large`);
  const tax = Math.floor((magnitude + 5000) / 10_000);
  // Never -0: a refund too small to carry tax carries 0.
  return amountMinor < 0 && tax > 0 ? -tax : tax;
}
