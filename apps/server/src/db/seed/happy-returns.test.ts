import { FOUND_ITEM_ID_PATTERN, FOUND_LOCATIONS } from '@skybook/contracts/happy-returns';
import { SUPPORTED_LANGUAGES } from '@skybook/domain/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES, createTestDatabase, type TestDatabase } from '../../../test/engines';
import { HAPPY_RETURNS_SEED_NAME, buildHappyReturnCatalogue, seedHappyReturns } from './happy-returns';
import { FLOWN_OFFSET_DAYS, buildFoundItems, type SourceFlight } from './happy-returns-items';
import { ITEM_TEMPLATES } from './happy-returns-templates';
import { seedDatabase } from './seed';

const START = '2026-11-21';
const NOW = new Date('2026-11-21T03:00:00.000Z');
const DAY_MS = 86_400_000;

describe('the lost-and-found catalogue', () => {
  const catalogue = buildHappyReturnCatalogue();

  it('names every category in all eight languages and every property and value in Vietnamese and English', () => {
    for (const category of catalogue.categories) {
      const languages = catalogue.categoryTexts.filter((text) => text.category_id === category.id);
      expect(languages.map((text) => text.language_id).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
      expect(languages.every((text) => text.name !== '' && text.description !== '')).toBe(true);
    }
    for (const property of catalogue.properties) {
      const names = catalogue.propertyTexts.filter((text) => text.property_id === property.id);
      expect(names.map((text) => text.language_id).sort()).toEqual(['en', 'vi']);
      expect(property.input_type === 'text').toBe(property.max_length !== null);
    }
    for (const value of catalogue.values) {
      const labels = catalogue.valueTexts.filter(
        (text) => text.property_id === value.property_id && text.value_code === value.code,
      );
      expect(labels.map((text) => text.language_id).sort()).toEqual(['en', 'vi']);
    }
  });

  it('links every category to known properties, each with at least one required where it has a type', () => {
    const properties = new Set(catalogue.properties.map((property) => property.id));
    for (const link of catalogue.categoryProperties) expect(properties.has(link.property_id)).toBe(true);
    const required = catalogue.categoryProperties.filter((link) => link.is_required === 1);
    expect(new Set(required.map((link) => link.category_id)).size).toBe(catalogue.categories.length - 1);
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(10);
  });

  it('describes every item template with its category’s properties and allowed values', () => {
    for (const template of ITEM_TEMPLATES) {
      const links = catalogue.categoryProperties.filter((link) => link.category_id === template.category);
      expect(links.length, template.title[1]).toBeGreaterThan(0);
      for (const link of links.filter((candidate) => candidate.is_required === 1)) {
        expect(
          template.properties[link.property_id],
          `${template.title[1]} ${link.property_id}`,
        ).toBeDefined();
      }
      for (const [id, value] of Object.entries(template.properties)) {
        expect(
          links.some((link) => link.property_id === id),
          `${template.title[1]} ${id}`,
        ).toBe(true);
        const property = catalogue.properties.find((candidate) => candidate.id === id);
        if (property?.input_type === 'select') {
          expect(
            catalogue.values.some((candidate) => candidate.property_id === id && candidate.code === value),
          ).toBe(true);
        }
      }
    }
    expect(new Set(ITEM_TEMPLATES.map((template) => template.category)).size).toBe(
      catalogue.categories.length,
    );
  });
});

describe('buildFoundItems', () => {
  const flight = (n: number, date: string): SourceFlight => ({
    carrier_code: 'VJ',
    flight_number: String(120 + n),
    origin_code: 'SGN',
    destination_code: 'HAN',
    departure_date_local: date,
    departure_at: `${date}T0${String(n)}:00:00.000Z`,
    arrival_at: `${date}T0${String(n + 2)}:10:00.000Z`,
    aircraft_type_code: 'A321',
    origin_time_zone: 'Asia/Ho_Chi_Minh',
    is_domestic: 1,
  });
  const flights = ['2026-11-21', '2026-11-22'].flatMap((date) => [1, 2, 3, 4, 5].map((n) => flight(n, date)));
  const seats = new Map([['A321', ['1A', '12C', '31F']]]);

  it('writes the same items for the same flights and seed, and other ones for another seed', () => {
    const first = buildFoundItems(flights, seats, 7, NOW.toISOString());
    expect(buildFoundItems(flights, seats, 7, NOW.toISOString())).toEqual(first);
    expect(buildFoundItems(flights, seats, 8, NOW.toISOString())).not.toEqual(first);
    expect(first).toHaveLength(8);
    expect(new Set(first.map((item) => item.id)).size).toBe(8);
    for (const item of first) {
      expect(item.id).toMatch(FOUND_ITEM_ID_PATTERN);
      expect(item.flight_date < '2026-11-21').toBe(true);
      if (item.found_seat !== null) expect(['1A', '12C', '31F']).toContain(item.found_seat);
    }
  });
});

describe.each(TEST_ENGINES)('seedHappyReturns on $engine', (engine) => {
  let handle: TestDatabase;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    await seedDatabase(handle.db, { seed: 20261121, startDate: START, days: 12 });
  }, 120_000);
  afterAll(() => handle.drop());

  it('logs items on real flights of the network, flown two weeks before the schedule starts', async () => {
    const report = await seedHappyReturns(handle.db, { seed: 20261121, now: NOW });
    expect(report).toMatchObject({ categories: 11, items: 48 });
    const items = await handle.db.selectFrom('happy_return_item').selectAll().execute();
    expect(items).toHaveLength(48);
    expect(new Set(items.map((item) => item.category_id)).size).toBeGreaterThanOrEqual(9);
    for (const item of items) {
      const flight = await handle.db
        .selectFrom('flight')
        .selectAll()
        .where('carrier_code', '=', item.carrier_code)
        .where('flight_number', '=', item.flight_number)
        .where(
          'departure_at',
          '=',
          new Date(Date.parse(item.departure_at) + FLOWN_OFFSET_DAYS * DAY_MS).toISOString(),
        )
        .executeTakeFirst();
      expect(flight, item.id).toMatchObject({
        origin_code: item.origin_code,
        destination_code: item.destination_code,
      });
      expect(item.found_at < NOW.toISOString()).toBe(true);
      expect(
        item.found_at > (item.found_location === 'boardingGate' ? item.departure_at : item.arrival_at),
      ).toBe(true);
      expect(FOUND_LOCATIONS).toContain(item.found_location);
      expect(item.storage_airport_code).toBe(
        item.found_location === 'boardingGate' ? item.origin_code : item.destination_code,
      );
      if (item.found_seat !== null) {
        const seat = await handle.db
          .selectFrom('seat_map_seat')
          .select('seat_code')
          .where('aircraft_type_code', '=', flight?.aircraft_type_code ?? '')
          .where('seat_code', '=', item.found_seat)
          .executeTakeFirst();
        expect(seat, `${item.id} ${item.found_seat}`).toBeDefined();
      }
    }
  });

  it('starts with claims that match the items’ statuses and a counter per year', async () => {
    const items = await handle.db.selectFrom('happy_return_item').selectAll().execute();
    const claims = await handle.db
      .selectFrom('happy_return_claim')
      .selectAll()
      .orderBy('reference')
      .execute();
    for (const item of items.filter((candidate) => candidate.status !== 'found')) {
      const active = claims.find((claim) => claim.reference === item.active_claim_reference);
      expect(active?.status).toBe(item.status === 'returned' ? 'approved' : 'pending');
    }
    expect(items.filter((item) => item.status === 'returned').length).toBeGreaterThanOrEqual(3);
    expect(items.filter((item) => item.status === 'claimPending').length).toBeGreaterThanOrEqual(3);
    expect(claims.some((claim) => claim.status === 'queued')).toBe(true);
    expect(claims.map((claim) => claim.reference)).toEqual(
      claims.map((_, index) => `HR-2026-${String(index + 1).padStart(6, '0')}`),
    );
    const counters = await handle.db.selectFrom('happy_return_reference_counter').selectAll().execute();
    expect(counters).toEqual([{ year: 2026, last_number: claims.length }]);
  });

  it('writes once: a second run answers the first report and never brings back a deleted item', async () => {
    const first = await seedHappyReturns(handle.db, { seed: 20261121, now: NOW });
    const victim = await handle.db
      .selectFrom('happy_return_item')
      .select('id')
      .where('status', '=', 'found')
      .executeTakeFirstOrThrow();
    await handle.db.deleteFrom('happy_return_item').where('id', '=', victim.id).execute();
    const again = await seedHappyReturns(handle.db, {
      seed: 20261121,
      now: new Date('2027-01-01T00:00:00Z'),
    });
    expect(again).toEqual(first);
    const count = await handle.db.selectFrom('happy_return_item').select('id').execute();
    expect(count).toHaveLength(first.items - 1);
    const runs = await handle.db.selectFrom('seed_run').select('name').orderBy('name').execute();
    expect(runs.map((run) => run.name)).toEqual([HAPPY_RETURNS_SEED_NAME, 'network']);
  });
});
