import type { AncillaryOptionsResponse, InsuranceQuoteResponse } from '@skybook/contracts/ancillaries';
import type { ErrorEnvelope } from '@skybook/contracts/errors';
import type { PassengerDetails, PassengerForm } from '@skybook/contracts/passengers';
import {
  emptyServiceSelection,
  quotationResponseSchema,
  type QuotationDto,
  type QuotationResponse,
  type ServiceSelection,
} from '@skybook/contracts/quotation';
import type { SeatSelectionOptionsResponse } from '@skybook/contracts/seat-map';
import { TAX_TOTAL_EXCLUDED_CHARGE_CODES } from '@skybook/domain/payment-codes';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app-fixture';
import { openTestSession, type TestSession } from '../../../../test/booking-session-fixture';
import { TEST_ENGINES } from '../../../../test/engines';
import { validDetails } from '../../../../test/passenger-details-fixture';

const QUOTATION = '/booking/api/v1/reservations/quotation';

/** Every invariant a quotation keeps, whatever was chosen. */
function expectConsistent(quotation: QuotationDto): void {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  for (const line of quotation.lines) {
    expect(line.totalAmount).toBe(line.amount + line.vatAmount);
    expect(Number.isInteger(line.totalAmount)).toBe(true);
    if (line.kind !== 'discount') expect(line.totalAmount).toBeGreaterThanOrEqual(0);
  }
  expect(quotation.totalAmount).toBe(sum(quotation.lines.map((line) => line.totalAmount)));
  expect(quotation.totalAmount).toBe(
    quotation.fareTotal + quotation.taxTotal + quotation.ancillaryTotal - quotation.discountTotal,
  );
  expect(quotation.totalAmount).toBeGreaterThanOrEqual(0);
  expect(sum(quotation.charges.map((charge) => charge.totalAmount))).toBe(quotation.totalAmount);
  const excluded = new Set<string>(TAX_TOTAL_EXCLUDED_CHARGE_CODES);
  expect(quotation.taxTotal).toBe(
    sum(quotation.charges.filter((c) => !excluded.has(c.code) && c.code !== 'DC').map((c) => c.totalAmount)),
  );
  const bookingLevel = sum(
    quotation.lines.filter((line) => line.passengerKey === null).map((line) => line.totalAmount),
  );
  expect(sum(quotation.passengers.map((p) => p.totalAmount)) + bookingLevel).toBe(quotation.totalAmount);
}

describe.each(TEST_ENGINES)('quotation on $engine', (engine) => {
  let test: TestApp;
  let family: TestSession;
  let details: PassengerDetails;

  beforeAll(async () => {
    test = await createTestApp(engine, { seedDays: 10 });
    family = await openTestSession(test.app, {
      from: 'SGN',
      to: 'HAN',
      date: '2026-11-23',
      returnDate: '2026-11-26',
      adults: 2,
      children: 1,
      infants: 1,
      family: 'Eco',
    });
    details = validDetails(family.session);
  }, 120_000);
  afterAll(() => test.close());

  const quote = async (body: { details: PassengerDetails; services: ServiceSelection }, session = family) => {
    const response = await test.app.inject({
      method: 'POST',
      url: QUOTATION,
      headers: { ...session.headers, 'accept-language': 'en' },
      payload: body,
    });
    return response;
  };
  const ok = async (services: ServiceSelection, session = family, body = details): Promise<QuotationDto> => {
    const response = await quote({ details: body, services }, session);
    expect(response.statusCode, response.body).toBe(200);
    const parsed = quotationResponseSchema.parse(response.json<QuotationResponse>());
    const [quotation] = parsed.quotation;
    if (!quotation) throw new Error('no quotation');
    return quotation;
  };
  const failure = async (body: { details: PassengerDetails; services: ServiceSelection }) => {
    const response = await quote(body);
    return { status: response.statusCode, body: response.json<ErrorEnvelope>() };
  };
  const options = async (journeyIndex: number): Promise<AncillaryOptionsResponse> => {
    const bookingKey = family.session.journeys[journeyIndex]?.bookingKey ?? '';
    const response = await test.app.inject({
      url: `/booking/api/v1/ancillaryOptions?bookingKey=${encodeURIComponent(bookingKey)}&languageId=en`,
      headers: family.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AncillaryOptionsResponse>();
  };
  const seatMap = async (journeyIndex: number): Promise<SeatSelectionOptionsResponse> => {
    const bookingKey = family.session.journeys[journeyIndex]?.bookingKey ?? '';
    const response = await test.app.inject({
      url: `/booking/api/v1/seatSelectionOptions?bookingKey=${encodeURIComponent(bookingKey)}`,
      headers: family.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SeatSelectionOptionsResponse>();
  };

  it('prices the fares of every passenger exactly as the booking keys quoted them', async () => {
    const quotation = await ok(emptyServiceSelection());
    expectConsistent(quotation);
    expect(quotation.fareChanged).toBe(false);
    expect(quotation.ancillaryTotal).toBe(0);
    expect(quotation.passengers.map((p) => p.passengerKey)).toEqual(['ADT1', 'ADT2', 'CHD1', 'INF1']);
    for (const journey of family.session.journeys) {
      expect(quotation.journeys[journey.index]?.totalAmount).toBe(journey.quotedTotal);
    }
    // The infant pays the infant charge (IF) and no fare of its own.
    const infantCodes = quotation.lines
      .filter((line) => line.passengerKey === 'INF1')
      .map((line) => line.code);
    expect(infantCodes).toContain('IF');
    expect(infantCodes).not.toContain('FA');
    expect(quotation.charges.find((charge) => charge.code === 'FA')?.excludedFromTaxTotal).toBe(true);
    expect(quotation.charges.find((charge) => charge.code === 'VAT')?.excludedFromTaxTotal).toBe(false);
  });

  it('answers the requirements §8 code of the first invalid field, with every issue translated', async () => {
    const [adult, second, child, infant] = details.passengers;
    if (!adult || !second || !child || !infant) throw new Error('family');
    const broken: PassengerDetails = {
      ...details,
      passengers: [
        { ...adult, lastName: 'NGUYỄN' },
        second,
        { ...child, dateOfBirth: '2010-01-01' },
        { ...infant, flyWith: null },
      ],
      contact: { ...details.contact, phoneNumber: '1234567', address: 'x'.repeat(51) },
    };
    const { status, body } = await failure({ details: broken, services: emptyServiceSelection() });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('INVALID_LASTNAME');
    const issues = body.details?.issues ?? [];
    expect(issues.map((issue) => [issue.path, issue.code])).toEqual(
      expect.arrayContaining([
        ['details.passengers.0.lastName', 'invalidName'],
        ['details.passengers.2.dateOfBirth', 'birthDateTooOld'],
        ['details.passengers.3.flyWith', 'flyWithRequired'],
        ['details.contact.phoneNumber', 'invalidPhone'],
        ['details.contact.address', 'addressTooLong'],
      ]),
    );
    expect(issues.every((issue) => issue.message.length > 0)).toBe(true);
  });

  it('takes a child as Mstr or Miss (Mr with male, Ms with female) and refuses other titles for it', async () => {
    const [adult, second, child, infant] = details.passengers;
    if (!adult || !second || !child || !infant) throw new Error('family');
    const withChild = (title: PassengerForm['title'], gender: PassengerForm['gender']): PassengerDetails => ({
      ...details,
      passengers: [adult, second, { ...child, title, gender }, infant],
    });
    await ok(emptyServiceSelection(), family, withChild('Ms', 'female'));
    const { status, body } = await failure({
      details: withChild('Mrs', 'female'),
      services: emptyServiceSelection(),
    });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('INVALID_TITLE');
    expect(body.details?.issues?.map((issue) => [issue.path, issue.code])).toEqual([
      ['details.passengers.2.title', 'childTitle'],
    ]);
  });

  it('prices a seat from the map and refuses a child in an exit row', async () => {
    const map = await seatMap(0);
    const seats =
      map.flights[0]?.cabins.flatMap((cabin) =>
        cabin.rows.flatMap((row) => row.elements.map((e) => ({ row, seat: e.seat }))),
      ) ?? [];
    const free = seats.filter(({ seat }) => seat?.available && !seat.includedInFare);
    const exit = free.find(({ row }) => row.isExitRow);
    const standard = free.find(({ row, seat }) => !row.isExitRow && seat?.seatClass === 'Standard');
    if (!exit?.seat || !standard?.seat) throw new Error('seats');
    const quotation = await ok({
      ...emptyServiceSelection(),
      seats: [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'ADT2', seatCode: standard.seat.code }],
    });
    expectConsistent(quotation);
    const line = quotation.lines.find((candidate) => candidate.kind === 'seat');
    expect(line).toMatchObject({ code: 'SA', passengerKey: 'ADT2', totalAmount: standard.seat.totalAmount });
    // Domestic: the seat carries its VAT.
    expect(line?.vatAmount).toBeGreaterThan(0);
    const refused = await failure({
      details,
      services: {
        ...emptyServiceSelection(),
        seats: [{ journeyIndex: 0, flightIndex: 0, passengerKey: 'CHD1', seatCode: exit.seat.code }],
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('SEAT_NOT_ALLOWED');
    expect(refused.body.details?.issues?.[0]?.code).toBe('exitRowNoChildOrInfant');
  });

  it('prices luggage, a meal, insurance with its terms and a donation; the extras total per direction', async () => {
    const outbound = await options(0);
    const luggage = outbound.products.find((p) => p.serviceType === 'luggage' && p.weightKg === 20);
    const meal = outbound.products.find((p) => p.serviceType === 'meal' && p.available && !p.includedInFare);
    if (!luggage || !meal) throw new Error('catalogue');
    const insured = await test.app.inject({
      method: 'POST',
      url: '/booking/api/v1/insurances',
      headers: family.headers,
      payload: { passengers: details.passengers.map((p) => ({ key: p.key, dateOfBirth: p.dateOfBirth })) },
    });
    expect(insured.statusCode, insured.body).toBe(200);
    const plan = insured.json<InsuranceQuoteResponse>().plans[0];
    if (!plan) throw new Error('insurance');
    const services: ServiceSelection = {
      ...emptyServiceSelection(),
      items: [
        { journeyIndex: 0, flightIndex: null, passengerKey: 'ADT1', productCode: luggage.code, quantity: 1 },
        {
          journeyIndex: 0,
          flightIndex: meal.flightIndexes[0] ?? 0,
          passengerKey: 'CHD1',
          productCode: meal.code,
          quantity: 1,
        },
      ],
      insurance: [{ passengerKey: 'ADT1', planCode: plan.code }],
      flyGreenVnd: 20_000,
      acceptedTerms: [plan.termsKey],
    };
    const quotation = await ok(services);
    expectConsistent(quotation);
    const premium = plan.premiums.find((p) => p.passengerKey === 'ADT1')?.totalAmount ?? 0;
    expect(quotation.ancillaryTotal).toBe(luggage.totalAmount + meal.totalAmount + premium + 20_000);
    expect(quotation.journeys[0]?.ancillaryAmount).toBe(luggage.totalAmount + meal.totalAmount);
    expect(quotation.journeys[1]?.ancillaryAmount).toBe(0);
    expect(quotation.lines.find((line) => line.productCode === luggage.code)).toMatchObject({
      code: 'SR',
      vatAmount: luggage.vatAmount,
    });

    const [pack] = services.items;
    if (!pack) throw new Error('items');
    const noTerms = await failure({ details, services: { ...services, acceptedTerms: [] } });
    expect(noTerms.body.errorCode).toBe('TERMS_NOT_ACCEPTED');
    const twoPacks = await failure({
      details,
      services: { ...services, items: [...services.items, pack] },
    });
    expect(twoPacks.status).toBe(400);
    const unknown = await failure({
      details,
      services: { ...services, items: [{ ...pack, productCode: 'NO-SUCH' }] },
    });
    expect(unknown.body.errorCode).toBe('INVALID_REQUEST');
  });

  it('gives a SkyBoss passenger the first meal of each flight free, and charges the second', async () => {
    const boss = await openTestSession(test.app, {
      from: 'SGN',
      to: 'HAN',
      date: '2026-11-24',
      family: 'SkyBoss',
    });
    const catalogue = await test.app.inject({
      url: `/booking/api/v1/ancillaryOptions?bookingKey=${encodeURIComponent(boss.session.journeys[0]?.bookingKey ?? '')}`,
      headers: boss.headers,
    });
    const meal = catalogue
      .json<AncillaryOptionsResponse>()
      .products.find((p) => p.serviceType === 'meal' && p.available);
    if (!meal) throw new Error('meal');
    expect(meal.includedInFare).toBe(true);
    const item = {
      journeyIndex: 0,
      flightIndex: meal.flightIndexes[0] ?? 0,
      passengerKey: 'ADT1',
      productCode: meal.code,
    };
    const one = await ok(
      { ...emptyServiceSelection(), items: [{ ...item, quantity: 1 }] },
      boss,
      validDetails(boss.session),
    );
    expect(one.ancillaryTotal).toBe(0);
    const two = await ok(
      { ...emptyServiceSelection(), items: [{ ...item, quantity: 2 }] },
      boss,
      validDetails(boss.session),
    );
    expect(two.ancillaryTotal).toBe(meal.totalAmount);
    expectConsistent(two);
  });

  it('keeps its arithmetic for any choice of extras (property)', async () => {
    const [outbound, inbound] = await Promise.all([options(0), options(1)]);
    const offered = [outbound, inbound].flatMap((catalogue, journeyIndex) =>
      catalogue.products
        .filter((p) => p.available && !p.includedInFare && p.termsKey === null)
        .map((product) => ({ product, journeyIndex })),
    );
    const keys = details.passengers.map((p) => p.key);
    const itemArb = fc
      .record({
        pick: fc.nat({ max: offered.length - 1 }),
        passenger: fc.constantFrom(...keys),
        quantity: fc.integer({ min: 1, max: 2 }),
      })
      .map(({ pick, passenger, quantity }) => {
        const offer = offered[pick];
        if (!offer) throw new Error('pick');
        const { product, journeyIndex } = offer;
        return {
          journeyIndex,
          flightIndex: product.unit === 'passengerFlight' ? (product.flightIndexes[0] ?? 0) : null,
          passengerKey: product.unit === 'bookingJourney' ? null : passenger,
          productCode: product.code,
          quantity: Math.min(quantity, product.maxQuantity),
          serviceType: product.serviceType,
        };
      });
    await fc.assert(
      fc.asyncProperty(
        fc.array(itemArb, { maxLength: 6 }),
        fc.constantFrom(null, 10_000, 50_000),
        async (items, donation) => {
          // One of each product per passenger slot (luggage: one pack per passenger and journey).
          const seen = new Set<string>();
          const unique = items.filter((item) => {
            const slot = ['luggage', 'oversizeLuggage'].includes(item.serviceType)
              ? `${String(item.journeyIndex)}|${String(item.passengerKey)}|${item.serviceType}`
              : `${String(item.journeyIndex)}|${String(item.passengerKey)}|${item.productCode}`;
            if (seen.has(slot)) return false;
            seen.add(slot);
            return true;
          });
          const quotation = await ok({
            ...emptyServiceSelection(),
            items: unique.map(({ serviceType: _type, ...item }) => item),
            flyGreenVnd: donation,
          });
          expectConsistent(quotation);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('answers the summary of the last quotation, and needs a session', async () => {
    const quotation = await ok(emptyServiceSelection());
    const summary = await test.app.inject({
      method: 'POST',
      url: '/booking/api/v1/quotations/summary',
      headers: family.headers,
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      reservationFee: {
        currency: 'VND',
        fareTotal: quotation.fareTotal,
        taxTotal: quotation.taxTotal,
        ancillaryTotal: 0,
        discountTotal: 0,
        totalAmount: quotation.totalAmount,
      },
      googleCaptchaStatus: false,
    });
    const fresh = await openTestSession(test.app, { from: 'SGN', to: 'DAD', date: '2026-11-24' });
    const early = await test.app.inject({
      method: 'POST',
      url: '/booking/api/v1/quotations/summary',
      headers: fresh.headers,
    });
    expect(early.json<ErrorEnvelope>().errorCode).toBe('SESSION_ID_MISSING_SESSION_DATA');
    const none = await test.app.inject({
      method: 'POST',
      url: QUOTATION,
      payload: { details, services: emptyServiceSelection() },
    });
    expect(none.json<ErrorEnvelope>().errorCode).toBe('SESSION_EXPIRED');
  });

  it('prices in the session currency and applies a promotion as a discount line', async () => {
    const usd = await openTestSession(test.app, {
      from: 'SGN',
      to: 'HAN',
      date: '2026-11-24',
      currency: 'USD',
    });
    const quotation = await ok(emptyServiceSelection(), usd, validDetails(usd.session));
    expect(quotation.currency).toBe('USD');
    expect(quotation.minorUnitExponent).toBe(2);
    expect(quotation.totalAmount).toBe(usd.session.journeys[0]?.quotedTotal);
    expectConsistent(quotation);

    const promo = await openTestSession(test.app, {
      from: 'SGN',
      to: 'HAN',
      date: '2026-11-24',
      adults: 2,
      promoCode: 'TRUNK20',
      family: 'Eco',
    });
    const discounted = await ok(emptyServiceSelection(), promo, validDetails(promo.session));
    expectConsistent(discounted);
    expect(discounted.promoCode).toBe('TRUNK20');
    expect(discounted.discountTotal).toBeGreaterThan(0);
    expect(discounted.lines.find((line) => line.kind === 'discount')).toMatchObject({
      code: 'DC',
      passengerKey: null,
    });
    expect(discounted.totalAmount).toBe(promo.session.journeys[0]?.quotedTotal);
    expect(discounted.fareChanged).toBe(false);
  });
});

describe.runIf(TEST_ENGINES.length > 1)('quotation on both engines', () => {
  let apps: TestApp[] = [];

  beforeAll(async () => {
    apps = await Promise.all(TEST_ENGINES.map((engine) => createTestApp(engine, { seedDays: 5 })));
  }, 180_000);
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('gives the same quotation for the same choices on SQLite and PostgreSQL', async () => {
    const quotations = await Promise.all(
      apps.map(async ({ app }) => {
        const opened = await openTestSession(app, {
          from: 'HAN',
          to: 'SGN',
          date: '2026-11-22',
          returnDate: '2026-11-25',
          adults: 1,
          children: 1,
          currency: 'USD',
        });
        const catalogue = await app.inject({
          url: `/booking/api/v1/ancillaryOptions?bookingKey=${encodeURIComponent(opened.session.journeys[1]?.bookingKey ?? '')}`,
          headers: opened.headers,
        });
        const luggage = catalogue
          .json<AncillaryOptionsResponse>()
          .products.find((product) => product.serviceType === 'luggage' && product.weightKg === 15);
        const response = await app.inject({
          method: 'POST',
          url: QUOTATION,
          headers: opened.headers,
          payload: {
            details: validDetails(opened.session),
            services: {
              ...emptyServiceSelection(),
              items: [
                {
                  journeyIndex: 1,
                  flightIndex: null,
                  passengerKey: 'CHD1',
                  productCode: luggage?.code,
                  quantity: 1,
                },
              ],
              flyGreenVnd: 50_000,
            },
          },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<QuotationResponse>().quotation[0];
      }),
    );
    expect(quotations[0]?.totalAmount).toBeGreaterThan(0);
    expect(quotations[1]).toEqual(quotations[0]);
  });
});
