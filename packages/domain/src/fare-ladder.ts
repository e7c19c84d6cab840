/**
 * The fare ladder: how a flight's price for a fare family rises as its seats sell. The seed files
 * the ladders; flight search, low fares and the CMS price from them with these functions, so all
 * three quote the same amount.
 */

/** One step of a family's ladder, as stored (`fare_bucket` rows). */
export interface FareBucketStep {
  sequence: number;
  /** The step applies while the share sold, in thousandths of capacity, is below this. */
  up_to_permille: number;
}

/** Rounds a VND amount to the nearest 1,000 (never below 1,000), as fares are filed. */
export function roundVnd(amount: number): number {
  return Math.max(1000, Math.round(amount / 1000) * 1000);
}

/**
 * The bucket that prices the next seat: the first whose `up_to_permille` is above the share
 * already sold; a sold-out fare stays in the last bucket.
 *
 * @throws Error when the ladder is empty.
 */
export function currentBucket<T extends FareBucketStep>(
  buckets: readonly T[],
  sold: number,
  capacity: number,
): T {
  const ladder = [...buckets].sort((a, b) => a.sequence - b.sequence);
  const last = ladder.at(-1);
  if (!last) throw new Error('A fare family needs at least one bucket');
  if (capacity <= 0) return last;
  const soldPermille = (sold * 1000) / capacity;
  return ladder.find((bucket) => soldPermille < bucket.up_to_permille) ?? last;
}

/** The price of the next seat in VND: the flight's family fare times the bucket, to 1,000 VND. */
export function currentFare(baseFare: number, bucket: { price_multiplier_permille: number }): number {
  return roundVnd((baseFare * bucket.price_multiplier_permille) / 1000);
}
