import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_NETWORKS,
  cardBrandCode,
  cardBrandOfNetwork,
  cardNetworkForBrandCode,
  cardNetworkWhileTyping,
  cvvLength,
  groupCardNumber,
  normaliseCardNumber,
  passesLuhn,
  possibleCardNetworks,
  validateCardExpiry,
  validateCardNumber,
  validateCvv,
  validateHolderName,
  type CardNetwork,
} from './card-rules';

/** Public test card numbers (card schemes' and acquirers' published test cards), by network. */
const TEST_CARDS: Record<CardNetwork, readonly string[]> = {
  Visa: ['4111111111111111', '4012888888881881', '4222222222222', '4000000000003220'],
  MasterCard: ['5555555555554444', '5105105105105100', '2223003122003222', '2720999999999996'],
  JCB: ['3530111333300000', '3566002020360505'],
  Amex: ['378282246310005', '371449635398431'],
  UnionPay: ['8171999927660000'],
  Napas: ['9704198526191432198', '9704000000000018'],
};

/** Flips the last digit so the Luhn sum is off by a non-multiple of 10. */
const breakChecksum = (digits: string) => digits.slice(0, -1) + String((Number(digits.slice(-1)) + 1) % 10);

describe('validateCardNumber', () => {
  it.each(CARD_NETWORKS.flatMap((network) => TEST_CARDS[network].map((digits) => [network, digits])))(
    'recognises the %s test card %s',
    (network, digits) => {
      expect(validateCardNumber(digits)).toEqual({
        ok: true,
        value: { digits, network, last4: digits.slice(-4) },
      });
    },
  );

  it('accepts spaces and dashes as typed, and nothing else', () => {
    expect(validateCardNumber(' 4111 1111-1111 1111 ')).toMatchObject({
      ok: true,
      value: { digits: '4111111111111111' },
    });
    for (const typed of ['4111.1111.1111.1111', '4111a11111111111', '４１１１111111111111', '4111_1111']) {
      expect(validateCardNumber(typed)).toEqual({ ok: false, error: 'INVALID_CHARACTERS' });
    }
  });

  it('refuses every test card with a broken checksum', () => {
    for (const digits of Object.values(TEST_CARDS).flat()) {
      expect(validateCardNumber(breakChecksum(digits))).toEqual({ ok: false, error: 'INVALID_CHECKSUM' });
    }
  });

  it('reports nothing typed, unknown prefixes and wrong lengths before the checksum', () => {
    expect(validateCardNumber('  ')).toEqual({ ok: false, error: 'REQUIRED' });
    expect(validateCardNumber('6011111111111117')).toEqual({ ok: false, error: 'UNKNOWN_BRAND' });
    expect(validateCardNumber('6200000000000005')).toEqual({ ok: false, error: 'UNKNOWN_BRAND' });
    // MasterCard range ends at 2720; 2721 is nobody's.
    expect(validateCardNumber('2721000000000004')).toEqual({ ok: false, error: 'UNKNOWN_BRAND' });
    // JCB starts at 3528.
    expect(validateCardNumber('3527000000000003')).toEqual({ ok: false, error: 'UNKNOWN_BRAND' });
    // Amex is 15 digits, MasterCard 16, Visa 13 to 19, Napas 16 or 19.
    expect(validateCardNumber('3782822463100052')).toEqual({ ok: false, error: 'INVALID_LENGTH' });
    expect(validateCardNumber('555555555555444')).toEqual({ ok: false, error: 'INVALID_LENGTH' });
    expect(validateCardNumber('411111111111')).toEqual({ ok: false, error: 'INVALID_LENGTH' });
    expect(validateCardNumber('97040000000000018')).toEqual({ ok: false, error: 'INVALID_LENGTH' });
  });

  it('takes both ends of the MasterCard and JCB ranges', () => {
    expect(validateCardNumber('2221000000000009')).toMatchObject({
      ok: true,
      value: { network: 'MasterCard' },
    });
    expect(validateCardNumber('3589999999999994')).toMatchObject({ ok: true, value: { network: 'JCB' } });
    expect(validateCardNumber('5200828282828210')).toMatchObject({
      ok: true,
      value: { network: 'MasterCard' },
    });
  });

  it('accepts a 19-digit Visa and JCB', () => {
    const visa19 = '400000000000000000';
    const jcb19 = '352800000000000000';
    const complete = (prefix: string) =>
      Array.from({ length: 10 }, (_, digit) => prefix + String(digit)).find((digits) => passesLuhn(digits)) ??
      '';
    expect(validateCardNumber(complete(visa19))).toMatchObject({ ok: true, value: { network: 'Visa' } });
    expect(validateCardNumber(complete(jcb19))).toMatchObject({ ok: true, value: { network: 'JCB' } });
  });
});

describe('passesLuhn', () => {
  it('agrees with the published check digit of every test card', () => {
    for (const digits of Object.values(TEST_CARDS).flat()) expect(passesLuhn(digits)).toBe(true);
  });

  it('is false for empty input and non-digits', () => {
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4111 1111 1111 1111')).toBe(false);
  });

  it('catches every single-digit typing error', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(TEST_CARDS).flat()),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (digits, at, delta) => {
          const index = at % digits.length;
          const changed = String((Number(digits[index]) + delta) % 10);
          return !passesLuhn(digits.slice(0, index) + changed + digits.slice(index + 1));
        },
      ),
    );
  });
});

describe('brand while typing', () => {
  it('waits while two networks are possible and names the one left', () => {
    expect(possibleCardNetworks('3')).toEqual(['JCB', 'Amex']);
    expect(cardNetworkWhileTyping('3')).toBeUndefined();
    expect(cardNetworkWhileTyping('34')).toBe('Amex');
    expect(cardNetworkWhileTyping('35')).toBe('JCB');
    expect(cardNetworkWhileTyping('4')).toBe('Visa');
    expect(cardNetworkWhileTyping('2')).toBe('MasterCard');
    expect(cardNetworkWhileTyping('22')).toBe('MasterCard');
    expect(cardNetworkWhileTyping('5')).toBe('MasterCard');
    expect(cardNetworkWhileTyping('8')).toBe('UnionPay');
    expect(cardNetworkWhileTyping('97')).toBe('Napas');
    expect(cardNetworkWhileTyping('4111 11')).toBe('Visa');
  });

  it('names nobody for prefixes no network issues, or for input that is too long', () => {
    for (const typed of ['', '1', '6', '20', '2721', '3527', '56', '82', '9705', '38']) {
      expect(cardNetworkWhileTyping(typed)).toBeUndefined();
    }
    expect(cardNetworkWhileTyping('3782822463100050')).toBeUndefined();
    expect(cardNetworkWhileTyping('4111x')).toBeUndefined();
  });

  it('always names the network a valid complete number validates as', () => {
    for (const [network, cards] of Object.entries(TEST_CARDS)) {
      for (const digits of cards) {
        for (let length = 2; length <= digits.length; length += 1) {
          const shown = cardNetworkWhileTyping(digits.slice(0, length));
          if (shown !== undefined) expect(shown).toBe(network);
        }
        expect(cardNetworkWhileTyping(digits)).toBe(network);
      }
    }
  });
});

describe('normaliseCardNumber and groupCardNumber', () => {
  it('drops spaces and dashes', () => {
    expect(normaliseCardNumber('4111-1111 1111-1111')).toEqual({ ok: true, value: '4111111111111111' });
    expect(normaliseCardNumber('')).toEqual({ ok: true, value: '' });
  });

  it('groups in fours, and Amex 4-6-5', () => {
    expect(groupCardNumber('4111111111111111', 'Visa')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('378282246310005', 'Amex')).toBe('3782 822463 10005');
    expect(groupCardNumber('9704198526191432198', 'Napas')).toBe('9704 1985 2619 1432 198');
    expect(groupCardNumber('41111', undefined)).toBe('4111 1');
  });
});

describe('brand codes', () => {
  it('map networks to requirements §3 codes, and UnionPay and Napas to ours', () => {
    expect(CARD_NETWORKS.map((network) => cardBrandCode(network))).toEqual([
      'VI',
      'MC',
      'JB',
      'AX',
      'UP',
      'NP',
    ]);
    expect(cardBrandOfNetwork('Visa')).toBe('Visa');
    expect(cardBrandOfNetwork('Napas')).toBeUndefined();
  });

  it('read any code the requirements give a brand back to its network', () => {
    expect(cardNetworkForBrandCode('VJPVI')).toBe('Visa');
    expect(cardNetworkForBrandCode('VJPAMEX')).toBe('Amex');
    expect(cardNetworkForBrandCode('UP')).toBe('UnionPay');
    expect(cardNetworkForBrandCode('vi')).toBeUndefined();
  });
});

describe('validateCardExpiry', () => {
  const now = new Date('2026-11-21T03:00:00Z');

  it('accepts the current month and later months', () => {
    expect(validateCardExpiry('11/26', now)).toEqual({ ok: true, value: { month: 11, year: 2026 } });
    expect(validateCardExpiry('01 / 27', now)).toEqual({ ok: true, value: { month: 1, year: 2027 } });
    expect(validateCardExpiry('11/46', now)).toEqual({ ok: true, value: { month: 11, year: 2046 } });
  });

  it('refuses past months, impossible months, other shapes and far futures', () => {
    expect(validateCardExpiry('10/26', now)).toEqual({ ok: false, error: 'EXPIRED' });
    expect(validateCardExpiry('12/25', now)).toEqual({ ok: false, error: 'EXPIRED' });
    expect(validateCardExpiry('13/27', now)).toEqual({ ok: false, error: 'INVALID_FORMAT' });
    expect(validateCardExpiry('00/27', now)).toEqual({ ok: false, error: 'INVALID_FORMAT' });
    expect(validateCardExpiry('1/27', now)).toEqual({ ok: false, error: 'INVALID_FORMAT' });
    expect(validateCardExpiry('01/2027', now)).toEqual({ ok: false, error: 'INVALID_FORMAT' });
    expect(validateCardExpiry('', now)).toEqual({ ok: false, error: 'REQUIRED' });
    expect(validateCardExpiry('12/46', now)).toEqual({ ok: false, error: 'TOO_FAR' });
  });

  it('moves with the injected clock: a card expires when its month ends', () => {
    expect(validateCardExpiry('11/26', new Date('2026-11-30T23:59:59Z')).ok).toBe(true);
    expect(validateCardExpiry('11/26', new Date('2026-12-01T00:00:00Z'))).toEqual({
      ok: false,
      error: 'EXPIRED',
    });
  });

  it('reads two-digit years across a century turn', () => {
    expect(validateCardExpiry('03/01', new Date('2099-06-01T00:00:00Z'))).toEqual({
      ok: true,
      value: { month: 3, year: 2101 },
    });
  });
});

describe('validateCvv', () => {
  it('wants 3 digits, 4 for Amex, none for Napas', () => {
    expect(cvvLength('Visa')).toBe(3);
    expect(validateCvv('123', 'Visa')).toEqual({ ok: true, value: '123' });
    expect(validateCvv('1234', 'Visa')).toEqual({ ok: false, error: 'INVALID_FORMAT' });
    expect(validateCvv('1234', 'Amex')).toEqual({ ok: true, value: '1234' });
    expect(validateCvv('123', 'Amex')).toEqual({ ok: false, error: 'INVALID_FORMAT' });
    expect(validateCvv('12a', 'MasterCard')).toEqual({ ok: false, error: 'INVALID_FORMAT' });
    expect(validateCvv('', 'JCB')).toEqual({ ok: false, error: 'REQUIRED' });
    expect(validateCvv('', 'Napas')).toEqual({ ok: true, value: '' });
    expect(validateCvv('123', 'Napas')).toEqual({ ok: false, error: 'INVALID_FORMAT' });
  });
});

describe('validateHolderName', () => {
  it('upper-cases Latin names and collapses spaces', () => {
    expect(validateHolderName('  nguyen   van a ')).toEqual({ ok: true, value: 'NGUYEN VAN A' });
  });

  it('refuses accents, digits and names longer than a card prints', () => {
    expect(validateHolderName('Nguyễn Văn A')).toEqual({ ok: false, error: 'INVALID_CHARACTERS' });
    expect(validateHolderName('JOHN 2')).toEqual({ ok: false, error: 'INVALID_CHARACTERS' });
    expect(validateHolderName('')).toEqual({ ok: false, error: 'REQUIRED' });
    expect(validateHolderName('A'.repeat(27))).toEqual({ ok: false, error: 'TOO_LONG' });
  });
});
