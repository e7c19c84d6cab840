import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawFromAlphabet, type RandomBytes } from './random';

/** A source that replays `bytes` in a loop. */
function replay(bytes: readonly number[]): RandomBytes {
  let position = 0;
  return (count) => {
    const out = new Uint8Array(count);
    for (let i = 0; i < count; i += 1) {
      out[i] = bytes[position % bytes.length] ?? 0;
      position += 1;
    }
    return out;
  };
}

describe('drawFromAlphabet', () => {
  it('maps each accepted byte to the character at byte modulo the alphabet size', () => {
    expect(drawFromAlphabet('ABC', 4, replay([0, 1, 2, 3]))).toBe('ABCA');
  });

  it('rejects bytes at or above the largest multiple of the alphabet size below 256', () => {
    // 256 % 3 = 1, so only byte 255 is rejected.
    expect(drawFromAlphabet('ABC', 2, replay([255, 255, 4, 254]))).toBe('BC');
    // 256 % 36 = 4, so 252..255 are rejected and 251 is the last accepted byte.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    expect(drawFromAlphabet(alphabet, 1, replay([252, 253, 254, 255, 251]))).toBe('9');
  });

  it('accepts every byte when the alphabet size divides 256', () => {
    expect(drawFromAlphabet('AB', 3, replay([255, 254, 253]))).toBe('BAB');
  });

  it('returns an empty string for length 0 without needing randomness', () => {
    expect(drawFromAlphabet('AB', 0, () => new Uint8Array(0))).toBe('');
  });

  it('gives every character the same number of accepting bytes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 256 }), (size) => {
        const alphabet = Array.from({ length: size }, (_, i) => String.fromCharCode(0x100 + i)).join('');
        const counts = new Map<string, number>();
        const everyByte = Array.from({ length: 256 }, (_, i) => i);
        const accepted = everyByte.filter((byte) => byte < 256 - (256 % size));
        const drawn = drawFromAlphabet(alphabet, accepted.length, replay(everyByte));
        for (const char of drawn) counts.set(char, (counts.get(char) ?? 0) + 1);
        expect(counts.size).toBe(size);
        expect(new Set(counts.values()).size).toBe(1);
      }),
    );
  });

  it('throws when the source only ever produces rejected bytes', () => {
    expect(() => drawFromAlphabet('ABC', 1, replay([255]))).toThrow(/rejected/);
  });

  it('throws a RangeError for an empty alphabet or a bad length', () => {
    expect(() => drawFromAlphabet('', 1, replay([0]))).toThrow(RangeError);
    expect(() => drawFromAlphabet('AB', -1, replay([0]))).toThrow(RangeError);
    expect(() => drawFromAlphabet('AB', 1.5, replay([0]))).toThrow(RangeError);
  });
});
