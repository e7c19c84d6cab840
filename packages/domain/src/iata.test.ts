import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARRIER_CODES,
  cityPairId,
  isCarrierCode,
  isIataAirportCode,
  isIataCarrierCode,
  parseCityPairId,
  parseIataAirportCode,
  parseIataCarrierCode,
  type IataAirportCode,
} from './iata';

function airport(code: string): IataAirportCode {
  const result = parseIataAirportCode(code);
  if (!result.ok) throw new Error(`bad test airport ${code}`);
  return result.value;
}

const upperLetters = fc.string({
  unit: fc.constantFrom(...Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i))),
  minLength: 3,
  maxLength: 3,
});

describe('airport codes', () => {
  it('accepts three upper-case letters', () => {
    expect(isIataAirportCode('SGN')).toBe(true);
    expect(parseIataAirportCode('HAN')).toEqual({ ok: true, value: 'HAN' });
  });

  it('reads lower case and surrounding spaces as a person types them', () => {
    expect(parseIataAirportCode(' sgn ')).toEqual({ ok: true, value: 'SGN' });
  });

  it('treats only the canonical form as already valid', () => {
    expect(isIataAirportCode('sgn')).toBe(false);
    expect(isIataAirportCode(' SGN')).toBe(false);
  });

  it.each(['', 'SG', 'SGNN', 'S1N', 'S-N', 'ĐAN'])('refuses %j', (bad) => {
    expect(parseIataAirportCode(bad)).toEqual({ ok: false, error: 'INVALID_AIRPORT_CODE' });
  });

  it('accepts every three-letter code', () => {
    fc.assert(
      fc.property(upperLetters, (code) => {
        expect(parseIataAirportCode(code.toLowerCase())).toEqual({ ok: true, value: code });
      }),
    );
  });
});

describe('carrier codes', () => {
  it('lists the airline carriers of requirements §3', () => {
    expect(CARRIER_CODES).toEqual(['VZ', 'VJ']);
    expect(isCarrierCode('VJ')).toBe(true);
    expect(isCarrierCode('VZ')).toBe(true);
    expect(isCarrierCode('vj')).toBe(false);
    expect(isCarrierCode('VN')).toBe(false);
  });

  it('accepts any two-character designator with at least one letter', () => {
    for (const code of ['VJ', 'VN', 'U2', '9W', 'S7']) expect(isIataCarrierCode(code)).toBe(true);
    expect(parseIataCarrierCode(' vj')).toEqual({ ok: true, value: 'VJ' });
  });

  it.each(['', 'V', 'VJC', '99', 'V-', 'v j'])('refuses %j', (bad) => {
    expect(parseIataCarrierCode(bad)).toEqual({ ok: false, error: 'INVALID_CARRIER_CODE' });
  });
});

describe('city pairs', () => {
  it('joins departure and arrival with a hyphen', () => {
    expect(cityPairId(airport('SGN'), airport('HAN'))).toBe('SGN-HAN');
  });

  it('refuses to build a pair from one airport to itself', () => {
    expect(() => cityPairId(airport('SGN'), airport('SGN'))).toThrow(RangeError);
  });

  it('parses an identifier into its two airports', () => {
    expect(parseCityPairId('sgn-han')).toEqual({
      ok: true,
      value: { id: 'SGN-HAN', from: 'SGN', to: 'HAN' },
    });
  });

  it('refuses malformed identifiers and same-airport pairs', () => {
    for (const bad of ['', 'SGN', 'SGNHAN', 'SGN-', 'SGN-HA', 'SGN-HAN-DAD', 'SGN_HAN', 'SGN - HAN']) {
      expect(parseCityPairId(bad)).toEqual({ ok: false, error: 'INVALID_CITY_PAIR' });
    }
    expect(parseCityPairId('SGN-SGN')).toEqual({ ok: false, error: 'SAME_AIRPORT' });
  });

  it('round-trips any two different airports', () => {
    fc.assert(
      fc.property(upperLetters, upperLetters, (from, to) => {
        fc.pre(from !== to);
        const id = cityPairId(airport(from), airport(to));
        expect(parseCityPairId(id)).toEqual({ ok: true, value: { id, from, to } });
      }),
    );
  });
});
