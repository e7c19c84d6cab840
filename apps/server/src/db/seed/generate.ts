import type { NetworkTables } from '../tables/network';
import {
  AIRCRAFT_TYPES,
  buildAircraftTypes,
  buildFleet,
  buildSeatFees,
  type AircraftTypeCode,
} from './aircraft';
import { buildAirportGroups, buildAirports, parseAirportCsv } from './airports';
import { buildTaxChargeRates, buildTaxCharges } from './charges';
import {
  buildFareBuckets,
  buildFareFamilies,
  buildFlightFares,
  familyCapacities,
  type FareFamilyCode,
} from './fares';
import { ROUTES, buildCityPairs } from './network';
import { buildProvinces } from './provinces';
import {
  buildCarriers,
  buildCountries,
  buildCurrencies,
  buildExchangeRates,
  buildLanguages,
} from './reference';
import { buildFlights, buildSchedules } from './schedule';
import { dateToUtcMs } from './time-zone';

export interface SeedOptions {
  /** Any 32-bit integer; the same seed and start date give the same data. */
  seed: number;
  /** First scheduled day, YYYY-MM-DD. */
  startDate: string;
  /** How many days of flights to schedule (365 for a year). */
  days: number;
}

/** Every network table's rows, in an order that satisfies the foreign keys. */
export type SeedData = { [T in keyof NetworkTables]: NetworkTables[T][] };

/** The tables in insertion order (parents first). */
export const SEED_TABLES = [
  'language',
  'currency',
  'exchange_rate',
  'country',
  'carrier',
  'province',
  'airport_group',
  'airport',
  'city_pair',
  'aircraft_type',
  'seat_map_seat',
  'seat_fee',
  'aircraft',
  'fare_family',
  'fare_bucket',
  'schedule',
  'flight',
  'flight_fare',
  'tax_charge',
  'tax_charge_rate',
] as const satisfies readonly (keyof NetworkTables)[];

export function validateSeedOptions(options: SeedOptions): void {
  if (!Number.isSafeInteger(options.seed))
    throw new RangeError(`seed must be an integer, got ${options.seed}`);
  dateToUtcMs(options.startDate);
  if (!Number.isInteger(options.days) || options.days < 1 || options.days > 731) {
    throw new RangeError(`days must be 1 to 731, got ${options.days}`);
  }
}

/**
 * Builds the whole network from the seed, the start date and the airport facts (data/airports.csv
 * text): a pure function, so the same arguments always give the same rows.
 */
export function generateSeedData(options: SeedOptions, airportCsv: string): SeedData {
  validateSeedOptions(options);
  const countries = buildCountries();
  const airportGroups = buildAirportGroups(countries);
  const airports = buildAirports(parseAirportCsv(airportCsv), airportGroups);
  const cityPairs = buildCityPairs(ROUTES, airports);
  const { types, seats } = buildAircraftTypes();
  const schedules = buildSchedules(ROUTES, cityPairs, airports, options);
  const flights = buildFlights(schedules, cityPairs, airports, options);
  const families = buildFareFamilies();
  const capacities = Object.fromEntries(
    AIRCRAFT_TYPES.map((type) => [
      type.code,
      familyCapacities(seats.filter((seat) => seat.aircraft_type_code === type.code)),
    ]),
  ) as Record<AircraftTypeCode, Partial<Record<FareFamilyCode, number>>>;

  // Size the fleet from the average day of the schedule.
  const blockByType: Record<AircraftTypeCode, number> = { A320: 0, A321: 0, A330: 0 };
  for (const flight of flights)
    blockByType[flight.aircraft_type_code as AircraftTypeCode] += flight.block_minutes;
  for (const code of Object.keys(blockByType) as AircraftTypeCode[]) blockByType[code] /= options.days;

  return {
    language: buildLanguages(),
    currency: buildCurrencies(),
    exchange_rate: buildExchangeRates(options.startDate),
    country: countries,
    carrier: buildCarriers(),
    province: buildProvinces(),
    airport_group: airportGroups,
    airport: airports,
    city_pair: cityPairs,
    aircraft_type: types,
    seat_map_seat: seats,
    seat_fee: buildSeatFees(),
    aircraft: buildFleet(blockByType),
    fare_family: families,
    fare_bucket: buildFareBuckets(),
    schedule: schedules,
    flight: flights,
    flight_fare: buildFlightFares(flights, cityPairs, families, capacities, options.seed),
    tax_charge: buildTaxCharges(),
    tax_charge_rate: buildTaxChargeRates(airports, options.startDate),
  };
}
