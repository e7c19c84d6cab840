import { addDaysToIsoDate, type IsoDate } from '@skybook/domain/clock';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database';
import { seedOnce } from './seed-once';
import type { HappyReturnTables } from '../tables/happy-returns';
import { CATEGORIES, PROPERTIES } from './happy-returns-catalogue';
import { ITEM_DAYS, buildFoundItems, buildSeededClaims, type SourceFlight } from './happy-returns-items';

type Tables = HappyReturnTables;

/** The seed_run name of the lost-and-found seed. */
export const HAPPY_RETURNS_SEED_NAME = 'happy-returns';

export interface HappyReturnsSeedReport {
  categories: number;
  properties: number;
  items: number;
  claims: number;
}

export interface HappyReturnCatalogueRows {
  categories: Tables['happy_return_category'][];
  categoryTexts: Tables['happy_return_category_text'][];
  properties: Tables['happy_return_property'][];
  propertyTexts: Tables['happy_return_property_text'][];
  values: Tables['happy_return_property_value'][];
  valueTexts: Tables['happy_return_property_value_text'][];
  categoryProperties: Tables['happy_return_category_property'][];
}

/** The catalogue of db/seed/happy-returns-catalogue.ts as rows. */
export function buildHappyReturnCatalogue(): HappyReturnCatalogueRows {
  const rows: HappyReturnCatalogueRows = {
    categories: [],
    categoryTexts: [],
    properties: [],
    propertyTexts: [],
    values: [],
    valueTexts: [],
    categoryProperties: [],
  };
  for (const property of PROPERTIES) {
    rows.properties.push({
      id: property.id,
      input_type: property.values ? 'select' : 'text',
      max_length: property.values ? null : (property.maxLength ?? 100),
    });
    const [nameVi, nameEn] = property.name;
    rows.propertyTexts.push(
      { property_id: property.id, language_id: 'vi', name: nameVi },
      { property_id: property.id, language_id: 'en', name: nameEn },
    );
    (property.values ?? []).forEach(([code, vi, en], index) => {
      rows.values.push({ property_id: property.id, code, sort_order: (index + 1) * 10 });
      rows.valueTexts.push(
        { property_id: property.id, value_code: code, language_id: 'vi', label: vi },
        { property_id: property.id, value_code: code, language_id: 'en', label: en },
      );
    });
  }
  CATEGORIES.forEach((category, index) => {
    rows.categories.push({ id: category.id, sort_order: (index + 1) * 10, is_active: 1 });
    for (const [language, [name, description]] of Object.entries(category.texts)) {
      rows.categoryTexts.push({ category_id: category.id, language_id: language, name, description });
    }
    category.properties.forEach((entry, order) => {
      rows.categoryProperties.push({
        category_id: category.id,
        property_id: entry.replace('*', ''),
        is_required: entry.endsWith('*') ? 1 : 0,
        sort_order: (order + 1) * 10,
      });
    });
  });
  return rows;
}
/** The first {@link ITEM_DAYS} days of scheduled flights, with what the items need to know. */
async function readSourceFlights(db: Kysely<Database>): Promise<SourceFlight[]> {
  const first = await db
    .selectFrom('flight')
    .select((eb) => eb.fn.min('departure_date_local').as('date'))
    .executeTakeFirst();
  if (!first?.date) return [];
  const last = addDaysToIsoDate(first.date as IsoDate, ITEM_DAYS - 1);
  return db
    .selectFrom('flight')
    .innerJoin('airport', 'airport.code', 'flight.origin_code')
    .innerJoin('city_pair', 'city_pair.id', 'flight.city_pair_id')
    .select([
      'flight.carrier_code',
      'flight.flight_number',
      'flight.origin_code',
      'flight.destination_code',
      'flight.departure_date_local',
      'flight.departure_at',
      'flight.arrival_at',
      'flight.aircraft_type_code',
      'airport.time_zone as origin_time_zone',
      'city_pair.is_domestic',
    ])
    .where('flight.departure_date_local', '<=', last)
    .where('flight.status', '=', 'Scheduled')
    .orderBy('flight.id')
    .execute();
}

async function readSeats(db: Kysely<Database>): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('seat_map_seat')
    .select(['aircraft_type_code', 'seat_code'])
    .where('is_sellable', '=', 1)
    .orderBy('aircraft_type_code')
    .orderBy('row_number')
    .orderBy('column_index')
    .execute();
  const seats = new Map<string, string[]>();
  for (const row of rows)
    seats.set(row.aircraft_type_code, [...(seats.get(row.aircraft_type_code) ?? []), row.seat_code]);
  return seats;
}

/**
 * Writes the lost-and-found catalogue and the found items once (its own seed_run row, like the
 * hot deals'), after the network: items are logged on its flights. Deterministic for a seed and a
 * network; a second call writes nothing and answers the first report. Concurrent callers
 * serialise on the write transaction and the loser's inserts do nothing on conflict.
 */
export async function seedHappyReturns(
  db: Kysely<Database>,
  options: { seed: number; now: Date },
): Promise<HappyReturnsSeedReport> {
  return seedOnce(db, { name: HAPPY_RETURNS_SEED_NAME, now: options.now, seed: options.seed }, async () => {
    const now = options.now.toISOString();
    const catalogue = buildHappyReturnCatalogue();
    const items = buildFoundItems(await readSourceFlights(db), await readSeats(db), options.seed, now);
    const { claims, counters } = buildSeededClaims(items, options.seed);
    const report: HappyReturnsSeedReport = {
      categories: catalogue.categories.length,
      properties: catalogue.properties.length,
      items: items.length,
      claims: claims.length,
    };
    const write = async (trx: Transaction<Database>): Promise<void> => {
      const insert = async <T extends keyof Tables>(
        table: T,
        rows: Tables[T][],
        key: (keyof Tables[T] & string)[],
      ) => {
        if (rows.length === 0) return;
        // Kysely cannot relate a generic table name to its row type; the rows come typed above.
        const untyped = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
        await untyped
          .insertInto(table)
          .values(rows)
          .onConflict((conflict) => conflict.columns(key).doNothing())
          .execute();
      };
      await insert('happy_return_category', catalogue.categories, ['id']);
      await insert('happy_return_category_text', catalogue.categoryTexts, ['category_id', 'language_id']);
      await insert('happy_return_property', catalogue.properties, ['id']);
      await insert('happy_return_property_text', catalogue.propertyTexts, ['property_id', 'language_id']);
      await insert('happy_return_property_value', catalogue.values, ['property_id', 'code']);
      await insert('happy_return_property_value_text', catalogue.valueTexts, [
        'property_id',
        'value_code',
        'language_id',
      ]);
      await insert('happy_return_category_property', catalogue.categoryProperties, [
        'category_id',
        'property_id',
      ]);
      await insert('happy_return_item', items, ['id']);
      await insert('happy_return_claim', claims, ['reference']);
      await insert('happy_return_reference_counter', counters, ['year']);
    };
    return { report, write };
  });
}
