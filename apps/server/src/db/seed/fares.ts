import type { NetworkTables } from '../tables/network';
import type { AircraftTypeCode } from './aircraft';
import { roundVnd } from '@skybook/domain/fare-ladder';
import { prngFor } from './prng';

type FareFamilyRow = NetworkTables['fare_family'];
type FareBucketRow = NetworkTables['fare_bucket'];
type FlightFareRow = NetworkTables['flight_fare'];
type SeatRow = NetworkTables['seat_map_seat'];

export type FareFamilyCode = 'Eco' | 'Deluxe' | 'SkyBoss' | 'Business';

const benefits = (vi: string[], en: string[]): string => JSON.stringify({ vi, en });

/**
 * The four fare families (requirements §5 ticket class, §9 luggage). Choices where the requirements leave room:
 * Eco carries the free 7 kg hand baggage only and checked bags are bought as 15–30 kg packs
 * (requirements §9's "eco 10 kg cabin plus 15 kg checked" is read as Eco with a bought combo, not the
 * bare fare); Deluxe adds 20 kg checked, a free standard seat and free changes; SkyBoss is
 * the requirements' top class: priority check-in, meal and drinks, lounge, 10 kg cabin plus 30 kg checked or
 * a golf bag, any economy seat, refundable; Business is the A330's business cabin.
 */
export function buildFareFamilies(): FareFamilyRow[] {
  return [
    {
      code: 'Eco',
      name_vi: 'Eco',
      name_en: 'Eco',
      sort_order: 1,
      price_multiplier_permille: 1000,
      cabin_baggage_kg: 7,
      checked_baggage_kg: 0,
      has_golf_bag_allowance: 0,
      has_priority_checkin: 0,
      has_meal: 0,
      has_drinks: 0,
      has_lounge: 0,
      free_seat_classes: JSON.stringify([]),
      can_change: 1,
      change_fee: 378_000,
      can_refund: 0,
      is_wide_body_only: 0,
      benefits: benefits(
        ['7 kg hành lý xách tay', 'Đổi chuyến bay có thu phí và chênh lệch giá vé'],
        ['7 kg hand baggage', 'Changes for a fee plus any fare difference'],
      ),
    },
    {
      code: 'Deluxe',
      name_vi: 'Deluxe',
      name_en: 'Deluxe',
      sort_order: 2,
      price_multiplier_permille: 1350,
      cabin_baggage_kg: 7,
      checked_baggage_kg: 20,
      has_golf_bag_allowance: 0,
      has_priority_checkin: 0,
      has_meal: 0,
      has_drinks: 0,
      has_lounge: 0,
      free_seat_classes: JSON.stringify(['Standard']),
      can_change: 1,
      change_fee: 0,
      can_refund: 0,
      is_wide_body_only: 0,
      benefits: benefits(
        [
          '7 kg hành lý xách tay',
          '20 kg hành lý ký gửi',
          'Miễn phí chọn chỗ ngồi tiêu chuẩn',
          'Miễn phí đổi chuyến bay (trả chênh lệch giá vé)',
        ],
        [
          '7 kg hand baggage',
          '20 kg checked baggage',
          'Free standard seat selection',
          'Free changes (pay any fare difference)',
        ],
      ),
    },
    {
      code: 'SkyBoss',
      name_vi: 'SkyBoss',
      name_en: 'SkyBoss',
      sort_order: 3,
      price_multiplier_permille: 2300,
      cabin_baggage_kg: 10,
      checked_baggage_kg: 30,
      has_golf_bag_allowance: 1,
      has_priority_checkin: 1,
      has_meal: 1,
      has_drinks: 1,
      has_lounge: 1,
      free_seat_classes: JSON.stringify(['Premium', 'FrontRow', 'ExitRow', 'Standard']),
      can_change: 1,
      change_fee: 0,
      can_refund: 1,
      is_wide_body_only: 0,
      benefits: benefits(
        [
          '10 kg hành lý xách tay',
          '30 kg hành lý ký gửi hoặc 1 bộ gậy golf',
          'Ưu tiên làm thủ tục và phòng chờ',
          'Suất ăn và đồ uống',
          'Miễn phí chọn mọi chỗ ngồi hạng phổ thông',
          'Miễn phí đổi, được hoàn vé',
        ],
        [
          '10 kg hand baggage',
          '30 kg checked baggage or one golf bag',
          'Priority check-in and lounge',
          'Meal and drinks',
          'Free choice of any economy seat',
          'Free changes, refundable',
        ],
      ),
    },
    {
      code: 'Business',
      name_vi: 'Thương gia',
      name_en: 'Business',
      sort_order: 4,
      price_multiplier_permille: 3400,
      cabin_baggage_kg: 14,
      checked_baggage_kg: 40,
      has_golf_bag_allowance: 1,
      has_priority_checkin: 1,
      has_meal: 1,
      has_drinks: 1,
      has_lounge: 1,
      free_seat_classes: JSON.stringify(['Business']),
      can_change: 1,
      change_fee: 0,
      can_refund: 1,
      is_wide_body_only: 1,
      benefits: benefits(
        [
          '14 kg hành lý xách tay',
          '40 kg hành lý ký gửi và 1 bộ gậy golf',
          'Ghế ngả phẳng khoang Thương gia',
          'Ưu tiên làm thủ tục và phòng chờ',
          'Suất ăn và đồ uống cao cấp',
          'Miễn phí đổi, được hoàn vé',
        ],
        [
          '14 kg hand baggage',
          '40 kg checked baggage and one golf bag',
          'Lie-flat business cabin seat',
          'Priority check-in and lounge',
          'Premium meal and drinks',
          'Free changes, refundable',
        ],
      ),
    },
  ];
}

/**
 * Price ladders: cheap buckets while a flight is empty, dearer ones as it fills. Eco falls to
 * 70 % of its base fare while less than 20 % of its seats are sold and rises to 160 % for the
 * last fifth; the premium families move less.
 */
export function buildFareBuckets(): FareBucketRow[] {
  const ladders: Record<FareFamilyCode, [number, number][]> = {
    Eco: [
      [200, 700],
      [400, 850],
      [600, 1000],
      [800, 1250],
      [1000, 1600],
    ],
    Deluxe: [
      [300, 850],
      [600, 1000],
      [850, 1200],
      [1000, 1450],
    ],
    SkyBoss: [
      [400, 900],
      [800, 1000],
      [1000, 1200],
    ],
    Business: [
      [500, 1000],
      [1000, 1250],
    ],
  };
  return (Object.entries(ladders) as [FareFamilyCode, [number, number][]][]).flatMap(([family, ladder]) =>
    ladder.map(([upTo, multiplier], index) => ({
      fare_family_code: family,
      code: `${family.charAt(0)}${index + 1}`,
      sequence: index + 1,
      up_to_permille: upTo,
      price_multiplier_permille: multiplier,
    })),
  );
}

/**
 * How an aircraft's sellable seats are shared among families: Business gets the business cabin,
 * SkyBoss the premium rows, Deluxe a fifth of the rest, Eco the remainder — so the families of a
 * flight never promise more seats than the aircraft has.
 */
export function familyCapacities(seats: readonly SeatRow[]): Partial<Record<FareFamilyCode, number>> {
  const sellable = seats.filter((seat) => seat.is_sellable === 1);
  const business = sellable.filter((seat) => seat.seat_class === 'Business').length;
  const skyBoss = sellable.filter((seat) => seat.seat_class === 'Premium').length;
  const rest = sellable.length - business - skyBoss;
  const deluxe = Math.round(rest * 0.2);
  const capacities: Partial<Record<FareFamilyCode, number>> = {
    Eco: rest - deluxe,
    Deluxe: deluxe,
    SkyBoss: skyBoss,
  };
  if (business > 0) capacities.Business = business;
  return capacities;
}

/** Lunar New Year days in the seed's horizon: fares peak from ten days before to a week after. */
const TET = ['2026-02-17', '2027-02-06', '2028-01-26', '2029-02-13'].map((date) =>
  Date.parse(`${date}T00:00:00Z`),
);
const WEEKDAY_FACTOR = [0, 0.95, 0.9, 0.9, 1.0, 1.15, 1.05, 1.15];

const dayFactors = new Map<string, number>();

/** Weekday and season factor of a local departure date (cached: a year has few dates). */
function dayFactor(date: string): number {
  let factor = dayFactors.get(date);
  if (factor === undefined) {
    const day = Date.parse(`${date}T00:00:00Z`);
    const weekday = new Date(day).getUTCDay() || 7;
    const month = Number(date.slice(5, 7));
    const monthDay = date.slice(5);
    factor = WEEKDAY_FACTOR[weekday] ?? 1;
    if (TET.some((tet) => day >= tet - 10 * 86_400_000 && day <= tet + 7 * 86_400_000)) factor *= 1.6;
    else if (monthDay >= '12-20' || monthDay <= '01-04') factor *= 1.2;
    else if (month >= 6 && month <= 8) factor *= 1.15;
    dayFactors.set(date, factor);
  }
  return factor;
}

/**
 * How much dearer than the route's base one dated flight is, in thousandths: weekday (Friday and
 * Sunday dear, Tuesday and Wednesday cheap), season (Tet, year end, summer), time of day (dawn
 * and late flights cheaper, the morning and evening peaks dearer) and noise in [0, 1) giving ±6 %.
 */
export function demandFactorPermille(date: string, time: string, noise: number): number {
  const hour = (time.charCodeAt(0) - 48) * 10 + (time.charCodeAt(1) - 48);
  let factor = dayFactor(date);
  if (hour < 7 || hour >= 21) factor *= 0.9;
  else if (hour < 10 || (hour >= 16 && hour < 20)) factor *= 1.1;
  return Math.round(factor * (0.94 + noise * 0.12) * 1000);
}

/**
 * One inventory row per flight and family the aircraft offers, every one unsold. Row count:
 * flights × 3 (+1 on A330 flights) — about 127,000 flights a year give about 400,000 rows, which
 * both engines write in seconds, where per-bucket rows would multiply that by four or five.
 */
export function buildFlightFares(
  flights: readonly Pick<
    NetworkTables['flight'],
    'id' | 'city_pair_id' | 'departure_date_local' | 'departure_time_local' | 'aircraft_type_code'
  >[],
  cityPairs: readonly NetworkTables['city_pair'][],
  families: readonly FareFamilyRow[],
  capacitiesByType: Record<AircraftTypeCode, Partial<Record<FareFamilyCode, number>>>,
  seed: number,
): FlightFareRow[] {
  const prng = prngFor(seed, 'fares');
  const baseByPair = new Map(cityPairs.map((pair) => [pair.id, pair.base_fare]));
  const ordered = [...families].sort((a, b) => a.sort_order - b.sort_order);
  const rows: FlightFareRow[] = [];
  for (const flight of flights) {
    const base = baseByPair.get(flight.city_pair_id);
    if (base === undefined) throw new Error(`Flight ${flight.id} has no city pair`);
    const factor = demandFactorPermille(
      flight.departure_date_local,
      flight.departure_time_local,
      prng.next(),
    );
    const capacities = capacitiesByType[flight.aircraft_type_code as AircraftTypeCode];
    for (const family of ordered) {
      const capacity = capacities[family.code as FareFamilyCode];
      if (capacity === undefined) continue;
      rows.push({
        flight_id: flight.id,
        fare_family_code: family.code,
        capacity,
        sold: 0,
        base_fare: roundVnd((((base * family.price_multiplier_permille) / 1000) * factor) / 1000),
        currency: 'VND',
      });
    }
  }
  return rows;
}
