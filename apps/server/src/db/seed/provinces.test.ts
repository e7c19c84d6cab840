import { describe, expect, it } from 'vitest';
import { buildProvinces } from './provinces';
import { buildCountries } from './reference';

const provinces = buildProvinces();

describe('provinces', () => {
  it('lists Vietnam’s 34 provincial-level units: 6 centrally-run cities and 28 provinces', () => {
    const vietnam = provinces.filter((province) => province.country_code === 'VN');
    expect(vietnam).toHaveLength(34);
    expect(
      vietnam.filter((province) => province.kind === 'city').map((province) => province.name_vi),
    ).toEqual(['Hà Nội', 'Huế', 'Hải Phòng', 'Đà Nẵng', 'TP. Hồ Chí Minh', 'Cần Thơ']);
    expect(vietnam.map((province) => province.name_vi)).toEqual(
      expect.arrayContaining([
        'Đắk Lắk',
        'Lâm Đồng',
        'Khánh Hòa',
        'An Giang',
        'Cà Mau',
        'Tây Ninh',
        'Điện Biên',
      ]),
    );
  });

  it('lists Australia’s eight states and territories', () => {
    expect(provinces.filter((province) => province.country_code === 'AU')).toHaveLength(8);
  });

  it('gives every served country provinces with unique codes prefixed by the country', () => {
    const codes = provinces.map((province) => province.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const province of provinces)
      expect(province.code.startsWith(`${province.country_code}-`)).toBe(true);
    for (const country of buildCountries()) {
      expect(
        provinces.some((province) => province.country_code === country.code),
        country.code,
      ).toBe(true);
    }
  });
});
