import {
  ancillaryOptionsResponseSchema,
  flyGreenResponseSchema,
  insuranceQuoteResponseSchema,
  type AncillaryOptionsResponse,
  type AncillaryProductDto,
} from '@skybook/contracts/ancillaries';
import { SESSION_EXPIRY_HEADER } from '@skybook/contracts/booking-session';
import { errorEnvelopeSchema } from '@skybook/contracts/errors';
import { convertMoney, money } from '@skybook/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { openTestSession, type TestSessionOptions } from '../../../../test/booking-session-fixture';
import { TEST_ENGINES } from '../../../../test/engines';

const DAY = '2026-11-22';
const OPTIONS = '/booking/api/v1/ancillaryOptions';

const product = (options: AncillaryOptionsResponse, code: string): AncillaryProductDto => {
  const found = options.products.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`${code} not offered`);
  return found;
};

describe.each(TEST_ENGINES)('extras of the booking session on $engine', (engine) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 3 });
  }, 120_000);
  afterAll(() => test.close());

  const open = (options: Partial<TestSessionOptions> & Pick<TestSessionOptions, 'from' | 'to'>) =>
    openTestSession(test.app, { date: DAY, ...options });

  const optionsFor = async (headers: Record<string, string>, query = '') => {
    const response = await test.app.inject({ url: `${OPTIONS}${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(Number(response.headers[SESSION_EXPIRY_HEADER])).toBeGreaterThan(0);
    return ancillaryOptionsResponseSchema.parse(response.json());
  };

  it('offers a domestic journey the domestic catalogue with VAT, and an international one the other', async () => {
    const domestic = await optionsFor((await open({ from: 'SGN', to: 'HAN', family: 'Eco' })).headers);
    const international = await optionsFor((await open({ from: 'SGN', to: 'ICN', family: 'Eco' })).headers);
    expect(domestic).toMatchObject({ journeyIndex: 0, currency: 'VND', isDomestic: true });
    expect(domestic.allowance).toEqual({
      fareFamily: 'Eco',
      cabinBaggageKg: 7,
      checkedBaggageKg: 0,
      golfBag: false,
      priorityCheckIn: false,
      meal: false,
    });
    expect(international.isDomestic).toBe(false);
    const codes = (options: AncillaryOptionsResponse) => new Set(options.products.map((item) => item.code));
    expect(codes(domestic).has('BAG-DOM-20')).toBe(true);
    expect(codes(domestic).has('BAG-INT-20')).toBe(false);
    expect(codes(international).has('BAG-INT-20')).toBe(true);
    expect(codes(international).has('DF-PERFUME')).toBe(true);
    expect(codes(domestic).has('DF-PERFUME')).toBe(false);
    expect(codes(domestic).has('PET-S')).toBe(true);
    expect(codes(international).has('KIT-COMFORT')).toBe(true);
    expect(codes(domestic).has('KIT-COMFORT')).toBe(false);
    // 8 % VAT on domestic extras in 2026, none abroad.
    expect(product(domestic, 'BAG-DOM-20')).toMatchObject({ baseAmount: 230_000, vatAmount: 18_400 });
    expect(domestic.products.some((item) => item.vatAmount > 0)).toBe(true);
    expect(international.products.every((item) => item.vatAmount === 0)).toBe(true);
    expect(product(domestic, 'MEAL-PHO-DOM').flightIndexes).toEqual([0]);
  });

  it('prices in the session currency: USD amounts are the VND ones converted', async () => {
    const vnd = await optionsFor((await open({ from: 'SGN', to: 'HAN', family: 'Eco' })).headers);
    const usd = await optionsFor(
      (await open({ from: 'SGN', to: 'HAN', family: 'Eco', currency: 'USD' })).headers,
    );
    expect(usd).toMatchObject({ currency: 'USD', minorUnitExponent: 2 });
    const rate = await test.database.db
      .selectFrom('exchange_rate')
      .select(['numerator', 'denominator'])
      .where('quote_currency', '=', 'USD')
      .executeTakeFirstOrThrow();
    const toUsd = (vnd: number) => convertMoney(money(vnd, 'VND'), 'USD', rate).amountMinor;
    for (const code of ['BAG-DOM-20', 'MEAL-PHO-DOM', 'TAXI-DEP-7']) {
      const inVnd = product(vnd, code);
      expect(product(usd, code)).toMatchObject({
        baseAmount: toUsd(inVnd.baseAmount),
        vatAmount: toUsd(inVnd.vatAmount),
        totalAmount: toUsd(inVnd.baseAmount) + toUsd(inVnd.vatAmount),
      });
    }
  });

  it('says where the shuttle is not supported and when flowers are out of season, in the asked language', async () => {
    const { headers } = await open({ from: 'SGN', to: 'HAN' });
    const options = await optionsFor(headers, '?languageId=en');
    expect(product(options, 'SHUTTLE-DEP')).toMatchObject({
      name: 'Shuttle to the airport',
      available: false,
      unavailableReason: 'serviceNotSupported',
      termsKey: 'airportShuttleTerms',
    });
    expect(product(options, 'SHUTTLE-ARR')).toMatchObject({ available: true, unavailableReason: null });
    expect(product(options, 'FLOWER-STD')).toMatchObject({
      available: false,
      unavailableReason: 'outOfSeason',
    });
    // The airline moves the season to cover this flight: the flowers are on sale.
    await test.database.db
      .updateTable('ancillary_product')
      .set({ valid_from: '2026-11-01', valid_to: '2026-11-30' })
      .where('code', '=', 'FLOWER-STD')
      .execute();
    expect(product(await optionsFor(headers), 'FLOWER-STD')).toMatchObject({
      available: true,
      name: 'Gói hoa tiêu chuẩn',
    });
  });

  it('shows SkyBoss priority check-in and meals as included in the fare', async () => {
    const { headers } = await open({ from: 'SGN', to: 'HAN', family: 'SkyBoss' });
    const options = await optionsFor(headers);
    expect(options.allowance).toMatchObject({ fareFamily: 'SkyBoss', priorityCheckIn: true, meal: true });
    expect(product(options, 'PRIO-DOM')).toMatchObject({ includedInFare: true, totalAmount: 0 });
    expect(product(options, 'MEAL-PHO-DOM').includedInFare).toBe(true);
  });

  it('answers each journey of a round trip by its booking key, and refuses a key of another session', async () => {
    const trip = await open({ from: 'SGN', to: 'DAD', returnDate: '2026-11-23' });
    const back = trip.session.journeys[1];
    if (!back) throw new Error('no return journey');
    const options = await optionsFor(trip.headers, `?bookingKey=${encodeURIComponent(back.bookingKey)}`);
    expect(options.journeyIndex).toBe(1);
    const other = await open({ from: 'SGN', to: 'HAN' });
    const foreign = await test.app.inject({
      url: `${OPTIONS}?bookingKey=${encodeURIComponent(other.session.journeys[0]?.bookingKey ?? '')}`,
      headers: trip.headers,
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(foreign.json()).errorCode).toBe('INVALID_REQUEST');
  });

  it('answers SESSION_EXPIRED without a session, SESSION_ID_INVALID for an unknown one', async () => {
    const missing = await test.app.inject({ url: OPTIONS });
    expect(missing.statusCode).toBe(410);
    expect(errorEnvelopeSchema.parse(missing.json()).errorCode).toBe('SESSION_EXPIRED');
    const insurance = await test.app.inject({
      method: 'POST',
      url: '/booking/api/v1/insurances',
      payload: { passengers: [{ key: 'ADT1', dateOfBirth: '' }] },
    });
    expect(errorEnvelopeSchema.parse(insurance.json()).errorCode).toBe('SESSION_EXPIRED');
    const unknown = await test.app.inject({ url: OPTIONS, headers: { 'x-session-id': 'f'.repeat(32) } });
    expect(errorEnvelopeSchema.parse(unknown.json()).errorCode).toBe('SESSION_ID_INVALID');
  });

  const insure = async (
    headers: Record<string, string>,
    passengers: { key: string; dateOfBirth: string }[],
  ) =>
    test.app.inject({
      method: 'POST',
      url: '/booking/api/v1/insurances',
      headers: { ...headers, 'accept-language': 'en' },
      payload: { passengers },
    });

  it('quotes SkyCare for a domestic trip by age and length, international plans abroad', async () => {
    const trip = await open({
      from: 'SGN',
      to: 'HAN',
      returnDate: '2026-11-23',
      adults: 2,
      children: 1,
      infants: 1,
    });
    const response = await insure(trip.headers, [
      { key: 'ADT1', dateOfBirth: '1990-05-01' },
      { key: 'ADT2', dateOfBirth: '1950-01-01' },
      { key: 'CHD1', dateOfBirth: '' },
      { key: 'INF1', dateOfBirth: '2026-01-10' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const quote = insuranceQuoteResponseSchema.parse(response.json());
    expect(quote.days).toBe(2);
    expect(quote.plans.map((plan) => plan.code)).toEqual(['SKYCARE-BASIC', 'SKYCARE-PLUS']);
    const basic = quote.plans[0];
    expect(basic).toMatchObject({ name: 'SkyCare Basic', termsKey: 'travelCareTerms' });
    expect(basic?.coverage.length).toBeGreaterThan(1);
    const premium = (key: string) => basic?.premiums.find((item) => item.passengerKey === key)?.totalAmount;
    expect(premium('ADT1')).toBe(25_000);
    expect(premium('ADT2')).toBe(38_000);
    expect(premium('CHD1')).toBe(20_000);
    expect(premium('INF1')).toBe(20_000);

    const abroad = await open({ from: 'SGN', to: 'ICN', currency: 'USD' });
    const international = insuranceQuoteResponseSchema.parse(
      (await insure(abroad.headers, [{ key: 'ADT1', dateOfBirth: '' }])).json(),
    );
    expect(international.currency).toBe('USD');
    expect(international.plans.map((plan) => plan.termsKey)).toEqual([
      'insuranceTerms',
      'insuranceTerms',
      'insuranceTerms',
    ]);
    expect(international.plans[0]?.premiums[0]?.totalAmount).toBeGreaterThan(0);
  });

  it('refuses passenger keys not in the session and impossible dates of birth', async () => {
    const { headers } = await open({ from: 'SGN', to: 'HAN' });
    const stranger = await insure(headers, [{ key: 'ADT2', dateOfBirth: '' }]);
    expect(stranger.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(stranger.json()).errorCode).toBe('INVALID_REQUEST');
    const twice = await insure(headers, [
      { key: 'ADT1', dateOfBirth: '' },
      { key: 'ADT1', dateOfBirth: '' },
    ]);
    expect(twice.statusCode).toBe(400);
    for (const dateOfBirth of ['01/05/1990', '2027-01-01', '1990-02-30']) {
      const response = await insure(headers, [{ key: 'ADT1', dateOfBirth }]);
      expect(response.statusCode, dateOfBirth).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).errorCode).toBe('INVALID_BIRTHDATE');
    }
  });

  it('offers FlyGreen donations in VND and converted, without a session', async () => {
    const vnd = flyGreenResponseSchema.parse(
      (await test.app.inject({ url: '/booking/api/v1/banner-service/isFlyGreen' })).json(),
    );
    expect(vnd).toMatchObject({ isFlyGreen: true, currency: 'VND', minorUnitExponent: 0 });
    expect(vnd.options).toEqual([
      { amountVnd: 10_000, amount: 10_000 },
      { amountVnd: 20_000, amount: 20_000 },
      { amountVnd: 50_000, amount: 50_000 },
    ]);
    const usd = flyGreenResponseSchema.parse(
      (
        await test.app.inject({ url: '/booking/api/v1/banner-service/isFlyGreen?currency=usd&languageId=en' })
      ).json(),
    );
    expect(usd.currency).toBe('USD');
    expect(usd.title).toBe('Fly green with Skybook');
    const rate = await test.database.db
      .selectFrom('exchange_rate')
      .select(['numerator', 'denominator'])
      .where('quote_currency', '=', 'USD')
      .executeTakeFirstOrThrow();
    for (const option of usd.options) {
      expect(option.amount).toBe(convertMoney(money(option.amountVnd, 'VND'), 'USD', rate).amountMinor);
    }
    const bad = await test.app.inject({ url: '/booking/api/v1/banner-service/isFlyGreen?currency=XYZ' });
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(bad.json()).errorCode).toBe('INVALID_CURRENCY');
  });

  it('serves the products’ pictures', async () => {
    const options = await optionsFor((await open({ from: 'SGN', to: 'ICN' })).headers);
    const pictured = options.products.filter((item) => item.imageUrl !== null);
    expect(pictured.length).toBeGreaterThan(10);
    for (const item of pictured) {
      const image = await test.app.inject({ url: item.imageUrl ?? '' });
      expect(image.statusCode, item.imageUrl ?? '').toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
  });
});
