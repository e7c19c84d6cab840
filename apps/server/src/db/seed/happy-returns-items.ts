import type { FoundLocation } from '@skybook/contracts/happy-returns';
import { AIRLINE_TIME_ZONE, addDaysToIsoDate, toIsoDate, type IsoDate } from '@skybook/domain/clock';
import { LOCATOR_ALPHABET } from '@skybook/domain/locator';
import { drawFromAlphabet } from '@skybook/domain/random';
import { formatHappyReturnReference, referenceYear } from '@skybook/domain/happy-returns-reference';
import type { HappyReturnTables } from '../tables/happy-returns';
import {
  CLAIMANT_GIVEN_NAMES,
  FINDERS,
  ITEM_TEMPLATES,
  OWNER_FAMILY_NAMES,
  VIETNAMESE_GIVEN_NAMES,
  type ItemTemplate,
} from './happy-returns-templates';
import { prngFor, type Prng } from './prng';

/*
 * The found items and the claims already handled that the lost-and-found seed writes: pure
 * functions of the network's flights and the seed number.
 */

type Tables = HappyReturnTables;
type ItemRow = Tables['happy_return_item'];
type ClaimRow = Tables['happy_return_claim'];

/** Found items are kept this many days, then handed over as the law says. */
export const HOLD_DAYS = 90;

/**
 * The schedule starts on the day of the first seeding, so no seeded flight has flown yet. Items
 * are put on the same flights (number, route, times) this many days earlier: the timetable the
 * airline flew before, always in the past, whatever the hour of seeding.
 */
export const FLOWN_OFFSET_DAYS = 14;
/** Items are logged on the flights of this many days (the first days of the schedule, shifted back). */
export const ITEM_DAYS = 12;
const ITEMS_PER_DAY = 4;
const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;

const SEAT_SIDE: ReadonlySet<FoundLocation> = new Set(['seatPocket', 'underSeat', 'overheadBin']);
const AT_DEPARTURE: ReadonlySet<FoundLocation> = new Set(['boardingGate']);

/** A scheduled flight of the network the items are logged on (shifted back, see FLOWN_OFFSET_DAYS). */
export interface SourceFlight {
  carrier_code: string;
  flight_number: string;
  origin_code: string;
  destination_code: string;
  departure_date_local: string;
  departure_at: string;
  arrival_at: string;
  aircraft_type_code: string;
  origin_time_zone: string;
  is_domestic: number;
}

const pick = <T>(prng: Prng, list: readonly T[]): T => {
  const value = list[prng.int(0, list.length - 1)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
};

const prngBytes = (prng: Prng) => (count: number) =>
  Uint8Array.from({ length: count }, () => prng.int(0, 255));

const shift = (iso: string, ms: number): string => new Date(Date.parse(iso) + ms).toISOString();

const titleCase = (name: string): string => name.charAt(0) + name.slice(1).toLowerCase();

/**
 * Found items on the network's flights: {@link ITEMS_PER_DAY} a day over the first
 * {@link ITEM_DAYS} days of the schedule, each put on that flight {@link FLOWN_OFFSET_DAYS} days
 * earlier. `flights` are grouped by their departure date; `seats` are the real seats per
 * aircraft type. The same arguments give the same rows.
 */
export function buildFoundItems(
  flights: readonly SourceFlight[],
  seats: ReadonlyMap<string, readonly string[]>,
  seed: number,
  updatedAt: string,
): ItemRow[] {
  const prng = prngFor(seed, 'happy-returns');
  const byDate = new Map<string, SourceFlight[]>();
  for (const flight of flights) {
    const list = byDate.get(flight.departure_date_local) ?? [];
    list.push(flight);
    byDate.set(flight.departure_date_local, list);
  }
  const ids = new Set<string>();
  const items: ItemRow[] = [];
  // Templates are dealt like cards: each once before any comes again, so items vary.
  let deck: ItemTemplate[] = [];
  const nextTemplate = (): ItemTemplate => {
    if (deck.length === 0) deck = [...ITEM_TEMPLATES];
    const [template] = deck.splice(prng.int(0, deck.length - 1), 1);
    if (!template) throw new Error('no item template');
    return template;
  };
  for (const date of [...byDate.keys()].sort().slice(0, ITEM_DAYS)) {
    const pool = [...(byDate.get(date) ?? [])];
    for (let n = 0; n < ITEMS_PER_DAY && pool.length > 0; n += 1) {
      const [flight] = pool.splice(prng.int(0, pool.length - 1), 1);
      if (!flight) break;
      let id: string;
      do id = `LF${drawFromAlphabet(LOCATOR_ALPHABET, 8, prngBytes(prng))}`;
      while (ids.has(id));
      ids.add(id);
      items.push(buildItem(id, flight, nextTemplate(), seats, prng, updatedAt));
    }
  }
  return items.sort((a, b) => (a.found_at < b.found_at ? -1 : a.found_at > b.found_at ? 1 : 0));
}

function buildItem(
  id: string,
  flight: SourceFlight,
  template: ItemTemplate,
  seats: ReadonlyMap<string, readonly string[]>,
  prng: Prng,
  updatedAt: string,
): ItemRow {
  const offset = -FLOWN_OFFSET_DAYS * MS_PER_DAY;
  const departureAt = shift(flight.departure_at, offset);
  const arrivalAt = shift(flight.arrival_at, offset);
  const location = pick(prng, template.locations);
  const atDeparture = AT_DEPARTURE.has(location);
  const foundAt = atDeparture
    ? shift(departureAt, prng.int(10, 40) * MS_PER_MINUTE)
    : shift(arrivalAt, prng.int(10, 50) * MS_PER_MINUTE);
  const seatList = seats.get(flight.aircraft_type_code) ?? [];
  const seat = SEAT_SIDE.has(location) && seatList.length > 0 ? pick(prng, seatList) : null;
  const hasOwner = template.isNamed === true || (seat !== null && prng.next() < 0.5);
  const names = flight.is_domestic === 1 ? OWNER_FAMILY_NAMES.domestic : OWNER_FAMILY_NAMES.international;
  const foundDate = toIsoDate(new Date(foundAt), AIRLINE_TIME_ZONE);
  return {
    id,
    category_id: template.category,
    status: 'found',
    title_vi: template.title[0],
    title_en: template.title[1],
    description_vi: template.description[0],
    description_en: template.description[1],
    properties: JSON.stringify(template.properties),
    carrier_code: flight.carrier_code,
    flight_number: flight.flight_number,
    flight_date: toIsoDate(new Date(departureAt), flight.origin_time_zone),
    origin_code: flight.origin_code,
    destination_code: flight.destination_code,
    departure_at: departureAt,
    arrival_at: arrivalAt,
    found_location: location,
    found_seat: seat,
    finder_name: pick(prng, FINDERS),
    owner_locator: hasOwner ? drawFromAlphabet(LOCATOR_ALPHABET, 6, prngBytes(prng)) : null,
    owner_family_name: hasOwner ? pick(prng, names) : null,
    storage_airport_code: atDeparture ? flight.origin_code : flight.destination_code,
    found_at: foundAt,
    hold_until: addDaysToIsoDate(foundDate, HOLD_DAYS),
    active_claim_reference: null,
    returned_at: null,
    updated_at: updatedAt,
  };
}

/**
 * Claims the office has already handled, so the service starts with some history: every eighth
 * item (from the second) of the first week back with its owner, every eighth (from the sixth)
 * claimed and being verified — the first of those with a second, queued claim by someone else.
 * Numbers the claims in time order per year, and returns the counters they leave. Mutates the
 * items' status to match.
 */
export function buildSeededClaims(
  items: ItemRow[],
  seed: number,
): { claims: ClaimRow[]; counters: Tables['happy_return_reference_counter'][] } {
  const prng = prngFor(seed, 'happy-returns-claims');
  const firstDate = items.map((item) => item.flight_date).sort()[0] ?? '';
  const returnedBefore = firstDate === '' ? '' : addDaysToIsoDate(firstDate as IsoDate, 6);
  const drafts: { item: ItemRow; status: 'approved' | 'pending' | 'queued'; createdAt: string }[] = [];
  items.forEach((item, index) => {
    if (index % 8 === 1 && item.flight_date <= returnedBefore) {
      drafts.push({ item, status: 'approved', createdAt: shift(item.found_at, 26 * MS_PER_HOUR) });
    } else if (index % 8 === 5) {
      drafts.push({ item, status: 'pending', createdAt: shift(item.found_at, 20 * MS_PER_HOUR) });
      if (index === 5)
        drafts.push({ item, status: 'queued', createdAt: shift(item.found_at, 30 * MS_PER_HOUR) });
    }
  });
  drafts.sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
  const counters = new Map<number, number>();
  const claims = drafts.map(({ item, status, createdAt }) => {
    const year = referenceYear(new Date(createdAt));
    const n = (counters.get(year) ?? 0) + 1;
    counters.set(year, n);
    const reference = formatHappyReturnReference(year, n);
    const isOwner = status !== 'queued' && item.owner_family_name !== null;
    const family = isOwner ? (item.owner_family_name ?? '') : pick(prng, OWNER_FAMILY_NAMES.domestic);
    const given = pick(prng, CLAIMANT_GIVEN_NAMES[family] ?? VIETNAMESE_GIVEN_NAMES);
    const courier = prng.next() < 0.4;
    const decidedAt = status === 'approved' ? shift(createdAt, 2 * MS_PER_DAY) : null;
    if (status !== 'queued') {
      item.status = status === 'approved' ? 'returned' : 'claimPending';
      item.active_claim_reference = reference;
      item.returned_at = decidedAt;
    }
    const emailName = given.replace(/[\s-]+/g, '').toLowerCase();
    return {
      reference,
      item_id: item.id,
      status,
      full_name: `${titleCase(family)} ${given}`,
      email: `${emailName}.${family.toLowerCase()}@example.com`,
      phone_code: '+84',
      phone_number: `09${String(prng.int(10_000_000, 99_999_999))}`,
      booking_code:
        (isOwner ? item.owner_locator : null) ?? drawFromAlphabet(LOCATOR_ALPHABET, 6, prngBytes(prng)),
      proof: `Tôi để quên ${item.title_vi.toLowerCase()} trên chuyến bay ${item.carrier_code}${item.flight_number} ngày ${item.flight_date}; tôi có thể mô tả những gì bên trong.`,
      return_method: courier ? 'courier' : 'airportOffice',
      delivery_address: courier ? '25 Ly Thuong Kiet, Hoan Kiem, Ha Noi' : null,
      language_id: 'vi',
      created_at: createdAt,
      decided_at: decidedAt,
    } satisfies ClaimRow;
  });
  return {
    claims,
    counters: [...counters].map(([year, last]) => ({ year, last_number: last })),
  };
}
