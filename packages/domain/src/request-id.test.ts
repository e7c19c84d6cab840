import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock';
import { createRequestId, isClientRequestId } from './request-id';

const fixedBytes = (n: number): Uint8Array => Uint8Array.from({ length: n }, (_, i) => i);

describe('createRequestId', () => {
  it('writes 12 random characters, a hyphen and the clock time in milliseconds', () => {
    const clock = createManualClock(new Date(1_732_200_000_000));
    expect(createRequestId(clock, fixedBytes)).toBe('ABCDEFGHIJKL-1732200000000');
  });

  it('uses the clock, not the system time', () => {
    const clock = createManualClock(new Date(1_000));
    clock.advance(234);
    expect(createRequestId(clock, fixedBytes)).toMatch(/-1234$/);
  });

  it('draws the random part from upper-case letters and digits', () => {
    const clock = createManualClock(new Date('2025-01-01T00:00:00Z'));
    for (let i = 0; i < 100; i += 1) {
      expect(createRequestId(clock, (n) => randomBytes(n))).toMatch(/^[A-Z0-9]{12}-1735689600000$/);
    }
  });

  it('refuses a clock before the Unix epoch', () => {
    expect(() => createRequestId(createManualClock(new Date(-1)), fixedBytes)).toThrow(RangeError);
  });

  it('makes ids that pass as client ids', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8.64e15 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        (ms, bytes) => {
          fc.pre(bytes.filter((b) => b < 252).length >= 12);
          const id = createRequestId(createManualClock(new Date(ms)), () => bytes);
          expect(isClientRequestId(id)).toBe(true);
        },
      ),
    );
  });
});

describe('isClientRequestId', () => {
  it('accepts the canonical format', () => {
    expect(isClientRequestId('A1B2C3D4E5F6-1732200000000')).toBe(true);
  });

  it('accepts a 12-character id followed directly by the timestamp', () => {
    expect(isClientRequestId('A1B2C3D4E5F61732200000000')).toBe(true);
  });

  it('accepts timestamps of 1 to 16 digits', () => {
    expect(isClientRequestId('ABCDEFGHIJKL-0')).toBe(true);
    expect(isClientRequestId('ABCDEFGHIJKL-8640000000000000')).toBe(true);
    expect(isClientRequestId('ABCDEFGHIJKL-86400000000000000')).toBe(false);
  });

  it.each([
    '',
    'ABCDEFGHIJKL',
    'ABCDEFGHIJKL-',
    'abcdefghijkl-1732200000000',
    'ABCDEFGHIJK-1732200000000',
    'ABCDEFGHIJKLM-1732200000000',
    'ABCDEFGHIJKL_1732200000000',
    'ABCDEFGHIJKL-17322000000x0',
    ' ABCDEFGHIJKL-1732200000000',
    'ABCDEFGHIJKL-1732200000000\n',
  ])('refuses %j', (bad) => {
    expect(isClientRequestId(bad)).toBe(false);
  });
});
