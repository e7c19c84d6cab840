import type { NetworkTables } from '../tables/network';
import type { AircraftTypeCode } from './aircraft';
import { roundVnd } from '@skybook/domain/fare-ladder';

type AirportRow = NetworkTables['airport'];
type CityPairRow = NetworkTables['city_pair'];

/**
 * One route, flown both ways: `perDay` flights each way every day, or `perWeek` days a week with
 * one flight each way. `wideBody` is how many of the daily flights an A330 flies.
 */
export interface RouteSpec {
  a: string;
  b: string;
  perDay?: number;
  perWeek?: number;
  carrier?: 'VJ' | 'VZ';
  wideBody?: number;
}

const d = (a: string, b: string, perDay: number, extra: Partial<RouteSpec> = {}): RouteSpec => ({
  a,
  b,
  perDay,
  ...extra,
});
const w = (a: string, b: string, perWeek: number, extra: Partial<RouteSpec> = {}): RouteSpec => ({
  a,
  b,
  perWeek,
  ...extra,
});

/** Vietnamese domestic routes: the SGN–HAN–DAD trunk, leisure islands and regional spokes. */
const DOMESTIC: RouteSpec[] = [
  d('SGN', 'HAN', 8, { wideBody: 2 }),
  d('SGN', 'DAD', 5, { wideBody: 1 }),
  d('HAN', 'DAD', 5),
  d('SGN', 'PQC', 4),
  d('HAN', 'PQC', 3),
  d('SGN', 'CXR', 3),
  d('HAN', 'CXR', 3),
  d('SGN', 'HPH', 3),
  d('SGN', 'HUI', 3),
  d('SGN', 'VII', 2),
  d('SGN', 'THD', 2),
  d('SGN', 'DLI', 2),
  d('HAN', 'DLI', 2),
  d('SGN', 'BMV', 2),
  d('SGN', 'UIH', 2),
  d('HAN', 'VCA', 2),
  d('SGN', 'VCS', 2),
  d('HAN', 'HUI', 1),
  d('SGN', 'VDH', 1),
  d('HAN', 'BMV', 1),
  d('HAN', 'UIH', 1),
  d('SGN', 'PXU', 1),
  d('HAN', 'PXU', 1),
  d('SGN', 'TBB', 1),
  d('HAN', 'TBB', 1),
  d('SGN', 'VCL', 1),
  d('SGN', 'VDO', 1),
  d('HAN', 'VCS', 1),
  d('SGN', 'DIN', 1),
  d('HAN', 'CAH', 1),
  d('SGN', 'VKG', 1),
  d('HPH', 'DAD', 1),
  d('HPH', 'PQC', 1),
  d('HPH', 'CXR', 1),
  d('HPH', 'DLI', 1),
  d('HPH', 'VCA', 1),
  d('DAD', 'PQC', 1),
  d('DAD', 'VCA', 1),
  d('DAD', 'DLI', 1),
  d('VII', 'DLI', 1),
  d('VII', 'BMV', 1),
  d('THD', 'DLI', 1),
  w('VII', 'PQC', 4),
];

/** International routes from the five Vietnamese gateways, and the Thai carrier's network. */
const INTERNATIONAL: RouteSpec[] = [
  d('SGN', 'BKK', 3),
  d('SGN', 'SIN', 3),
  d('SGN', 'KUL', 2),
  d('SGN', 'CGK', 1),
  d('SGN', 'DPS', 1),
  d('SGN', 'ICN', 3, { wideBody: 1 }),
  d('SGN', 'PUS', 1),
  d('SGN', 'NRT', 1),
  d('SGN', 'HND', 1),
  d('SGN', 'KIX', 1),
  w('SGN', 'FUK', 4),
  w('SGN', 'NGO', 3),
  d('SGN', 'TPE', 2),
  d('SGN', 'KHH', 1),
  w('SGN', 'RMQ', 3),
  d('SGN', 'HKG', 1),
  d('SGN', 'PVG', 1),
  d('SGN', 'CAN', 1),
  w('SGN', 'CTU', 3),
  w('SGN', 'PKX', 3),
  d('SGN', 'DEL', 1),
  w('SGN', 'BOM', 5),
  d('SGN', 'MEL', 1),
  d('SGN', 'SYD', 1),
  w('SGN', 'BNE', 4),
  w('SGN', 'PER', 5),
  w('SGN', 'ADL', 3),
  w('SGN', 'ALA', 2),
  d('SGN', 'HKT', 1),
  w('SGN', 'PEN', 3),
  d('HAN', 'BKK', 2),
  d('HAN', 'SIN', 1),
  d('HAN', 'KUL', 1),
  d('HAN', 'ICN', 3, { wideBody: 1 }),
  d('HAN', 'PUS', 1),
  d('HAN', 'NRT', 1),
  d('HAN', 'KIX', 1),
  w('HAN', 'FUK', 3),
  d('HAN', 'TPE', 1),
  d('HAN', 'KHH', 1),
  d('HAN', 'HKG', 1),
  d('HAN', 'PVG', 1),
  d('HAN', 'CAN', 1),
  w('HAN', 'PKX', 4),
  w('HAN', 'CTU', 3),
  w('HAN', 'DEL', 5),
  w('HAN', 'BOM', 3),
  d('HAN', 'MEL', 1),
  w('HAN', 'SYD', 4),
  w('HAN', 'ALA', 2),
  w('HAN', 'NQZ', 2),
  w('HAN', 'CNX', 3),
  d('DAD', 'ICN', 3),
  d('DAD', 'PUS', 2),
  w('DAD', 'TAE', 4),
  d('DAD', 'BKK', 1, { carrier: 'VZ' }),
  d('DAD', 'TPE', 1),
  d('DAD', 'HKG', 1),
  w('DAD', 'SIN', 4),
  w('DAD', 'KUL', 4),
  w('DAD', 'HND', 3),
  w('DAD', 'MEL', 3),
  w('DAD', 'PVG', 3),
  w('DAD', 'CTU', 2),
  d('CXR', 'ICN', 2),
  d('CXR', 'PUS', 1),
  w('CXR', 'ALA', 3),
  w('CXR', 'NQZ', 2),
  w('CXR', 'PVG', 3),
  w('CXR', 'TPE', 3),
  w('CXR', 'HKG', 3),
  d('PQC', 'ICN', 2),
  w('PQC', 'PUS', 4),
  w('PQC', 'BKK', 4, { carrier: 'VZ' }),
  w('PQC', 'TPE', 4),
  w('PQC', 'HKG', 4),
  w('PQC', 'SIN', 4),
  w('PQC', 'ALA', 2),
  w('PQC', 'CJU', 3),
  w('PQC', 'PVG', 3),
  d('BKK', 'HKT', 4, { carrier: 'VZ' }),
  d('BKK', 'CNX', 4, { carrier: 'VZ' }),
  d('BKK', 'CEI', 2, { carrier: 'VZ' }),
  d('BKK', 'KBV', 2, { carrier: 'VZ' }),
  d('CNX', 'HKT', 1, { carrier: 'VZ' }),
];

export const ROUTES: readonly RouteSpec[] = [...DOMESTIC, ...INTERNATIONAL];

/** Great-circle distance in km (haversine, mean Earth radius). */
export function greatCircleKm(
  a: Pick<AirportRow, 'latitude' | 'longitude'>,
  b: Pick<AirportRow, 'latitude' | 'longitude'>,
): number {
  const toRad = (deg: number): number => (deg * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Gate-to-gate minutes for a distance: 25 min taxi out and in, 12 min climb and descent
 * allowance, and the airway distance (6 % plus 30 km longer than the great circle) flown at
 * 740 km/h for the first 1,000 km and 850 km/h beyond, where jets cruise higher; rounded to 5
 * minutes like a timetable. Never shorter for a longer sector.
 */
export function blockMinutes(distanceKm: number): number {
  const airwayKm = distanceKm * 1.06 + 30;
  const flying = (Math.min(airwayKm, 1000) / 740 + Math.max(0, airwayKm - 1000) / 850) * 60;
  return Math.round((37 + flying) / 5) * 5;
}

/** Fare levels by destination market on international routes (AU, JP dearer; IN cheaper). */
const MARKET_FACTOR: Record<string, number> = { AU: 1.15, JP: 1.1, KZ: 1.05, IN: 0.9 };

/**
 * The Eco reference fare in VND: domestic 390,000 + 700/km; international 1,100,000 + 850/km
 * times the market factor of the foreign end.
 */
export function baseFareVnd(
  distanceKm: number,
  isDomestic: boolean,
  foreignCountry: string | undefined,
): number {
  if (isDomestic) return roundVnd(390_000 + 700 * distanceKm);
  const factor = MARKET_FACTOR[foreignCountry ?? ''] ?? 1;
  return roundVnd((1_100_000 + 850 * distanceKm) * factor);
}

/** Both directions of every route, ids in route order (a→b then b→a). */
export function buildCityPairs(routes: readonly RouteSpec[], airports: readonly AirportRow[]): CityPairRow[] {
  const byCode = new Map(airports.map((airport) => [airport.code, airport]));
  const pairs: CityPairRow[] = [];
  for (const route of routes) {
    for (const [from, to] of [
      [route.a, route.b],
      [route.b, route.a],
    ] as const) {
      const origin = byCode.get(from);
      const destination = byCode.get(to);
      if (!origin || !destination) throw new Error(`Route ${from}-${to} uses an airport that is not seeded`);
      const distance = greatCircleKm(origin, destination);
      const isDomestic = origin.country_code === destination.country_code;
      const foreign = [origin, destination].find((airport) => airport.country_code !== 'VN')?.country_code;
      pairs.push({
        id: pairs.length + 1,
        code: `${from}-${to}`,
        origin_code: from,
        destination_code: to,
        carrier_code: route.carrier ?? 'VJ',
        distance_km: Math.round(distance),
        block_minutes: blockMinutes(distance),
        is_domestic: isDomestic ? 1 : 0,
        base_fare: baseFareVnd(distance, isDomestic, foreign),
        currency: 'VND',
      });
    }
  }
  return pairs;
}

/**
 * The aircraft for the nth daily flight of a route: the A330 on the first `wideBody` flights and
 * on sectors beyond the A321's comfortable range, the A321 on dense or longer routes, else A320.
 */
export function aircraftFor(route: RouteSpec, slot: number, distanceKm: number): AircraftTypeCode {
  if (slot < (route.wideBody ?? 0) || distanceKm > 4600) return 'A330';
  if ((route.perDay ?? 0) >= 3 || distanceKm >= 1500) return 'A321';
  return 'A320';
}
