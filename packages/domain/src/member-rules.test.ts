import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commaSeparatedNames,
  isMemberCode,
  isMemberScheme,
  memberCode,
  memberFullName,
  newSecretProblem,
} from './member-rules';
import { isValidLoyaltyNumber } from './passenger-rules';

describe('memberCode', () => {
  it('puts the scheme’s two letters before ten digits', () => {
    expect(memberCode('skyclub', '0123456789')).toBe('SC0123456789');
    expect(memberCode('skyjoy', '9876543210')).toBe('SJ9876543210');
  });

  it('refuses anything but ten digits', () => {
    expect(() => memberCode('skyclub', '123')).toThrow(RangeError);
    expect(() => memberCode('skyclub', '01234567890')).toThrow(RangeError);
    expect(() => memberCode('skyclub', '01234A6789')).toThrow(RangeError);
  });

  it('makes codes a booking’s frequent-flyer field accepts, each recognised as its scheme’s only', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.constantFrom('skyclub', 'skyjoy'), (digits, scheme) => {
        const code = memberCode(scheme, digits);
        expect(isValidLoyaltyNumber(code)).toBe(true);
        expect(isMemberCode(scheme, code)).toBe(true);
        expect(isMemberCode(scheme === 'skyclub' ? 'skyjoy' : 'skyclub', code)).toBe(false);
      }),
    );
  });
});

describe('isMemberScheme', () => {
  it('knows the two wire names and nothing else', () => {
    expect(isMemberScheme('skyclub')).toBe(true);
    expect(isMemberScheme('skyjoy')).toBe(true);
    expect(isMemberScheme('Skyclub')).toBe(false);
    expect(isMemberScheme(undefined)).toBe(false);
  });
});

describe('newSecretProblem', () => {
  it('wants a Skyclub password of at least 8 characters that is not only digits', () => {
    expect(newSecretProblem('skyclub', 'abc12345')).toBeNull();
    expect(newSecretProblem('skyclub', 'mật khẩu')).toBeNull();
    expect(newSecretProblem('skyclub', 'abc1234')).toBe('passwordTooShort');
    expect(newSecretProblem('skyclub', '12345678')).toBe('passwordAllDigits');
    expect(newSecretProblem('skyclub', 'a'.repeat(129))).toBe('passwordTooLong');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(newSecretProblem('skyclub', '😀😀😀😀')).toBe('passwordTooShort');
  });

  it('wants a SkyJoy PIN of exactly 6 digits', () => {
    expect(newSecretProblem('skyjoy', '024681')).toBeNull();
    expect(newSecretProblem('skyjoy', '02468')).toBe('pinFormat');
    expect(newSecretProblem('skyjoy', '0246810')).toBe('pinFormat');
    expect(newSecretProblem('skyjoy', 'abcdef')).toBe('pinFormat');
  });
});

describe('the profile’s names', () => {
  it('writes the family name, then the middle and given names', () => {
    expect(memberFullName('NGUYEN', 'VAN AN')).toBe('NGUYEN VAN AN');
    expect(memberFullName('NGUYEN', '')).toBe('NGUYEN');
  });

  it('separates the middle and given names with commas', () => {
    expect(commaSeparatedNames('VAN AN')).toBe('VAN,AN');
    expect(commaSeparatedNames('AN')).toBe('AN');
    expect(commaSeparatedNames('')).toBe('');
  });
});
