import { describe, expect, it } from 'vitest';
import { buildAirportGroups, buildAirports, parseAirportCsv, readAirportCsv } from './airports';
import { buildTaxChargeRates, buildTaxCharges } from './charges';
import { buildCountries } from './reference';

const airports = buildAirports(parseAirportCsv(readAirportCsv()), buildAirportGroups(buildCountries()));

describe('taxes and charges', () => {
  it('leaves exactly the requirements’ codes SA, SR, FA, IF, IT and IN out of the tax total', () => {
    const excluded = buildTaxCharges()
      .filter((charge) => charge.is_excluded_from_tax_total === 1)
      .map((charge) => charge.code)
      .sort();
    expect(excluded).toEqual(['FA', 'IF', 'IN', 'IT', 'SA', 'SR']);
  });

  it('gives every rate exactly one of a fixed amount or a percentage, for a known charge', () => {
    const codes = new Set(buildTaxCharges().map((charge) => charge.code));
    const rates = buildTaxChargeRates(airports, '2026-11-21');
    for (const rate of rates) {
      expect(codes).toContain(rate.tax_charge_code);
      expect((rate.amount === null) !== (rate.percent_bp === null)).toBe(true);
    }
    expect(new Set(rates.map((rate) => rate.id)).size).toBe(rates.length);
  });

  it('charges a passenger service charge at every Vietnamese airport for both scopes', () => {
    const rates = buildTaxChargeRates(airports, '2026-11-21');
    for (const airport of airports.filter((candidate) => candidate.country_code === 'VN')) {
      for (const scope of ['domestic', 'international']) {
        expect(
          rates.some(
            (rate) =>
              rate.tax_charge_code === 'PSC' && rate.airport_code === airport.code && rate.scope === scope,
          ),
          `${airport.code} ${scope}`,
        ).toBe(true);
      }
    }
  });

  it('switches Vietnamese domestic VAT from 8 % to 10 % on 1 January 2027', () => {
    const vat = buildTaxChargeRates(airports, '2026-11-21').filter(
      (rate) =>
        rate.tax_charge_code === 'VAT' && rate.country_code === 'VN' && rate.passenger_type === 'adult',
    );
    expect(vat.map((rate) => [rate.percent_bp, rate.valid_from, rate.valid_to])).toEqual([
      [800, '2025-07-01', '2026-12-31'],
      [1000, '2027-01-01', null],
    ]);
  });
});
