import { describe, expect, it } from 'vitest';
import {
  AIRPORT_NAMES,
  buildAirportGroups,
  buildAirports,
  parseAirportCsv,
  readAirportCsv,
} from './airports';
import { buildProvinces } from './provinces';
import { buildCountries } from './reference';

const facts = parseAirportCsv(readAirportCsv());
const groups = buildAirportGroups(buildCountries());
const airports = buildAirports(facts, groups);

const REQUIRED_VN =
  'SGN HAN DAD CXR PQC HPH VII HUI VCA BMV DLI UIH PXU THD VDO VCL TBB VDH DIN CAH VKG VCS'.split(' ');
const REQUIRED_INTL =
  'MEL SYD BNE PER ADL ALA NQZ BKK HKT CNX SIN KUL PEN CGK DPS ICN PUS CJU NRT HND KIX FUK NGO TPE KHH RMQ HKG PVG CAN CTU PKX DEL BOM'.split(
    ' ',
  );

describe('airports', () => {
  it('seeds at least 20 Vietnamese and 30 international airports, including every required one', () => {
    const vietnam = airports.filter((airport) => airport.country_code === 'VN');
    expect(vietnam.length).toBeGreaterThanOrEqual(20);
    expect(airports.length - vietnam.length).toBeGreaterThanOrEqual(30);
    const codes = new Set(airports.map((airport) => airport.code));
    for (const code of [...REQUIRED_VN, ...REQUIRED_INTL]) expect(codes, code).toContain(code);
  });

  it('takes coordinates, ICAO codes and time zones from the CSV copy', () => {
    const sgn = airports.find((airport) => airport.code === 'SGN');
    expect(sgn).toMatchObject({ icao: 'VVTS', time_zone: 'Asia/Ho_Chi_Minh', city_vi: 'TP. Hồ Chí Minh' });
    expect(sgn?.latitude).toBeCloseTo(10.8188, 3);
    const syd = airports.find((airport) => airport.code === 'SYD');
    expect(syd).toMatchObject({
      icao: 'YSSY',
      time_zone: 'Australia/Sydney',
      country_code: 'AU',
      province_code: 'AU-NSW',
    });
  });

  it('keeps exactly the rows it uses in the CSV copy', () => {
    expect([...facts.keys()].sort()).toEqual(AIRPORT_NAMES.map((names) => names.code).sort());
  });

  it('places every airport in a seeded province of its own country and in its country group', () => {
    const provinces = new Map(buildProvinces().map((province) => [province.code, province]));
    for (const airport of airports) {
      expect(provinces.get(airport.province_code)?.country_code, airport.code).toBe(airport.country_code);
      expect(groups.find((group) => group.id === airport.airport_group_id)?.country_code).toBe(
        airport.country_code,
      );
    }
  });

  it('parses quoted CSV fields that contain commas', () => {
    const parsed = parseAirportCsv(
      'iata,icao,name,city,subdivision,country,elevation_ft,lat,lon,tz\nBTR,KBTR,"Baton Rouge Metro, Ryan Field",Baton Rouge,Louisiana,US,69.7,30.53,-91.14,America/Chicago\n',
    );
    expect(parsed.get('BTR')).toMatchObject({
      name: 'Baton Rouge Metro, Ryan Field',
      elevationFt: 70,
      country: 'US',
    });
  });

  it('refuses an airport missing from the CSV', () => {
    expect(() => buildAirports(new Map(), groups)).toThrow(/not in data\/airports.csv/);
  });
});
