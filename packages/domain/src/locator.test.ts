import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCATOR_ALPHABET, generateLocator, isLocator, parseLocator } from './locator';

describe('the locator alphabet', () => {
  it('has 31 distinct upper-case letters and digits', () => {
    expect(new Set(LOCATOR_ALPHABET).size).toBe(31);
    expect(LOCATOR_ALPHABET).toMatch(/^[A-Z0-9]+$/);
  });

  it('leaves out characters that look alike', () => {
    for (const char of '0O1IL') expect(LOCATOR_ALPHABET).not.toContain(char);
  });
});

describe('parseLocator', () => {
  it('accepts six characters from the alphabet', () => {
    expect(parseLocator('AB2CDE')).toEqual({ ok: true, value: 'AB2CDE' });
    expect(isLocator('ZZ9999')).toBe(true);
  });

  it('reads lower case and surrounding spaces as typed into a form', () => {
    expect(parseLocator('  ab2cde ')).toEqual({ ok: true, value: 'AB2CDE' });
    expect(isLocator('ab2cde')).toBe(false);
  });

  it.each(['', 'AB2CD', 'AB2CDEF', 'AB0CDE', 'ABOCDE', 'AB1CDE', 'ABICDE', 'ABLCDE', 'AB CDE', 'AB-CDE'])(
    'refuses %j',
    (bad) => {
      expect(parseLocator(bad)).toEqual({ ok: false, error: 'INVALID_LOCATOR' });
    },
  );
});

describe('generateLocator', () => {
  it('builds a valid locator from a real CSPRNG', () => {
    for (let i = 0; i < 100; i += 1) expect(isLocator(generateLocator((n) => randomBytes(n)))).toBe(true);
  });

  it('maps bytes onto the alphabet and skips bytes that would bias it', () => {
    // 256 % 31 = 8: bytes 248..255 are rejected; 0 → A, 30 → 9, 31 → A again.
    const bytes = [248, 0, 255, 30, 31, 1, 2, 3, 4];
    let position = 0;
    const source = (n: number): Uint8Array => {
      const out = new Uint8Array(n);
      for (let i = 0; i < n; i += 1) out[i] = bytes[position++ % bytes.length] ?? 0;
      return out;
    };
    expect(generateLocator(source)).toBe('A9ABCD');
  });

  it('always yields a valid locator whatever bytes the source gives', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (bytes) => {
        fc.pre(bytes.some((byte) => byte < 248));
        let position = 0;
        const locator = generateLocator((n) => {
          const out = new Uint8Array(n);
          for (let i = 0; i < n; i += 1) out[i] = bytes[position++ % bytes.length] ?? 0;
          return out;
        });
        expect(isLocator(locator)).toBe(true);
      }),
    );
  });
});
