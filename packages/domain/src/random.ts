/**
 * A source of cryptographically strong random bytes, injected so that domain code stays pure:
 * on the server `(n) => crypto.randomBytes(n)`, in the browser
 * `(n) => crypto.getRandomValues(new Uint8Array(n))`, in tests a fixed sequence.
 */
export type RandomBytes = (count: number) => Uint8Array;

/**
 * How many batches of bytes {@link drawFromAlphabet} asks for before deciding the source is
 * broken. A healthy source rejects a byte with probability below 1/2, so needing this many
 * rounds means it keeps repeating rejected values.
 */
const MAX_ROUNDS = 1000;

/**
 * Draws `length` characters uniformly and independently from `alphabet`.
 *
 * Uses rejection sampling rather than `byte % alphabet.length`, so no character is more likely
 * than another: bytes at or above the largest multiple of the alphabet size that fits in 256 are
 * thrown away and new ones drawn.
 *
 * @throws RangeError when the alphabet is empty or longer than 256, or `length` is not a
 *   non-negative safe integer.
 * @throws Error when the source keeps producing only rejected bytes (a broken source).
 */
export function drawFromAlphabet(alphabet: string, length: number, randomBytes: RandomBytes): string {
  const size = alphabet.length;
  if (size === 0 || size > 256) throw new RangeError(`Alphabet size must be 1 to 256, got ${size}`);
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new RangeError(`Length must be a non-negative integer, got ${length}`);
  }
  const limit = 256 - (256 % size);
  let out = '';
  for (let round = 0; out.length < length; round += 1) {
    if (round >= MAX_ROUNDS) throw new Error('Random source keeps producing rejected bytes');
    // Ask for a little more than needed so one round usually suffices despite rejections.
    const needed = length - out.length;
    for (const byte of randomBytes(needed + Math.ceil(needed / 4))) {
      if (byte >= limit) continue;
      out += alphabet.charAt(byte % size);
      if (out.length === length) break;
    }
  }
  return out;
}
