import { ancillaryProductSchema, type AncillaryProductDto } from '@skybook/contracts/ancillaries';
import type { IsoDate } from '@skybook/domain/clock';
import { convertMoney, money } from '@skybook/domain/money';
import { describe, expect, it } from 'vitest';
import { buildAncillaryProducts } from '../../../db/seed/ancillary-catalogue';
import { buildFareFamilies } from '../../../db/seed/fares';
import { offerProduct, priceUnit, type CatalogueContext, type CatalogueFlight } from './ancillary-pricing';

const ROWS = buildAncillaryProducts(new Date('2026-11-21T03:00:00.000Z'));
const FAMILIES = buildFareFamilies();
const family = (code: string) => {
  const found = FAMILIES.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`no family ${code}`);
  return found;
};
const USD = { numerator: 1, denominator: 26_000 };
const VND = { numerator: 1, denominator: 1 };

const flight = (
  index: number,
  from: string,
  to: string,
  blockMinutes: number,
  isDomestic: boolean,
  date = '2026-11-22',
): CatalogueFlight => ({
  index,
  originCode: from,
  destinationCode: to,
  departureDateLocal: date as IsoDate,
  blockMinutes,
  isDomestic,
});

const context = (
  flights: CatalogueFlight[],
  overrides: Partial<CatalogueContext> = {},
): CatalogueContext => ({
  flights,
  isDomestic: flights.every((item) => item.isDomestic),
  family: family('Eco'),
  currency: 'VND',
  rate: VND,
  language: 'vi',
  ...overrides,
});

const offer = (ctx: CatalogueContext): AncillaryProductDto[] =>
  ROWS.flatMap((row) => offerProduct(row, ctx) ?? []);
const byCode = (products: AncillaryProductDto[], code: string) => {
  const found = products.find((product) => product.code === code);
  if (!found) throw new Error(`${code} not offered`);
  return found;
};

const SGN_HAN = flight(0, 'SGN', 'HAN', 135, true);
const SGN_PQC = flight(0, 'SGN', 'PQC', 65, true);
const SGN_ICN = flight(0, 'SGN', 'ICN', 300, false);

describe('priceUnit', () => {
  it('adds VAT half up to the dong and converts base and VAT each, so they add up', () => {
    expect(priceUnit(185_000, 800, 'VND', VND)).toEqual({
      baseAmount: 185_000,
      vatAmount: 14_800,
      totalAmount: 199_800,
    });
    const usd = priceUnit(185_000, 800, 'USD', USD);
    expect(usd.baseAmount).toBe(convertMoney(money(185_000, 'VND'), 'USD', USD).amountMinor);
    expect(usd.vatAmount).toBe(convertMoney(money(14_800, 'VND'), 'USD', USD).amountMinor);
    expect(usd).toEqual({ baseAmount: 712, vatAmount: 57, totalAmount: 769 });
  });
});

describe('offerProduct', () => {
  it('answers every offered product in the contract shape, domestic and international', () => {
    for (const products of [offer(context([SGN_HAN])), offer(context([SGN_ICN]))]) {
      expect(products.length).toBeGreaterThan(20);
      for (const product of products) ancillaryProductSchema.parse(product);
    }
  });

  it('sells the domestic ladders with VAT on a domestic journey and the international ones without', () => {
    const domestic = offer(context([SGN_HAN]));
    const international = offer(context([SGN_ICN]));
    const codes = (products: AncillaryProductDto[], type: string) =>
      products.filter((product) => product.serviceType === type).map((product) => product.code);
    expect(codes(domestic, 'luggage')).toEqual(['BAG-DOM-15', 'BAG-DOM-20', 'BAG-DOM-25', 'BAG-DOM-30']);
    expect(codes(international, 'luggage')).toEqual(['BAG-INT-15', 'BAG-INT-20', 'BAG-INT-25', 'BAG-INT-30']);
    expect(codes(domestic, 'oversizeLuggage')).toEqual([
      'OVS-DOM-20',
      'OVS-DOM-25',
      'OVS-DOM-30',
      'OVS-DOM-40',
    ]);
    expect(byCode(domestic, 'BAG-DOM-20')).toMatchObject({
      weightKg: 20,
      baseAmount: 230_000,
      vatAmount: 18_400,
      totalAmount: 248_400,
    });
    for (const product of international) expect(product.vatAmount).toBe(0);
    for (const product of domestic)
      expect(product.vatAmount).toBe(Math.floor((product.baseAmount * 800 + 5000) / 10_000));
    // Domestic only: pets and flowers; international only: eSIM, duty-free, souvenirs.
    expect(codes(domestic, 'petService')).toHaveLength(2);
    expect(codes(international, 'petService')).toEqual([]);
    expect(codes(domestic, 'esim')).toEqual([]);
    expect(codes(international, 'esim')).toHaveLength(3);
    expect(codes(international, 'dutyFree')).toHaveLength(4);
    expect(codes(domestic, 'souvenir')).toEqual([]);
  });

  it('charges 10 % VAT on domestic flights from 2027', () => {
    const products = offer(context([flight(0, 'SGN', 'HAN', 135, true, '2027-01-01')]));
    expect(byCode(products, 'BAG-DOM-20')).toMatchObject({ vatAmount: 23_000, totalAmount: 253_000 });
  });

  it('serves hot meals only on flights of 90 minutes or more, and lists the flights a meal is sold on', () => {
    const meals = (products: AncillaryProductDto[]) =>
      products.filter((product) => product.serviceType === 'meal');
    const long = meals(offer(context([SGN_HAN])));
    const short = meals(offer(context([SGN_PQC])));
    expect(long.length).toBeGreaterThanOrEqual(8);
    expect(long.map((meal) => meal.code)).toContain('MEAL-PHO-DOM');
    expect(short.map((meal) => meal.code)).not.toContain('MEAL-PHO-DOM');
    expect(short.map((meal) => meal.code)).toEqual(
      expect.arrayContaining(['MEAL-BANHMI-DOM', 'MEAL-GOICUON-DOM', 'MEAL-XOIGA-DOM']),
    );
    for (const meal of long) {
      expect(meal.unit).toBe('passengerFlight');
      expect(meal.flightIndexes).toEqual([0]);
      expect(meal.imageUrl).toMatch(/^\/booking\/images\/meals\/[a-z-]+\.svg$/);
    }
    // A connection: a short domestic flight, then a long international one.
    const connection = offer(
      context([flight(0, 'PQC', 'SGN', 65, true), flight(1, 'SGN', 'ICN', 300, false)]),
    );
    expect(byCode(connection, 'MEAL-BANHMI-DOM').flightIndexes).toEqual([0]);
    expect(byCode(connection, 'MEAL-PHO-INT').flightIndexes).toEqual([1]);
    expect(connection.some((product) => product.code === 'MEAL-PHO-DOM')).toBe(false);
    expect(byCode(connection, 'KIT-COMFORT').flightIndexes).toEqual([1]);
    expect(byCode(connection, 'BAG-INT-20').vatAmount).toBe(0);
  });

  it('sells comfort kits only on flights of 150 minutes or more', () => {
    expect(offer(context([SGN_HAN])).some((product) => product.serviceType === 'comfortKit')).toBe(false);
    expect(byCode(offer(context([SGN_ICN])), 'KIT-COMFORT').available).toBe(true);
  });

  it('marks the shuttle and taxis not supported at airports without them (requirements §8)', () => {
    const fromSaigon = offer(context([SGN_HAN]));
    expect(byCode(fromSaigon, 'SHUTTLE-DEP')).toMatchObject({
      available: false,
      unavailableReason: 'serviceNotSupported',
      termsKey: 'airportShuttleTerms',
    });
    expect(byCode(fromSaigon, 'SHUTTLE-ARR')).toMatchObject({ available: true, unavailableReason: null });
    expect(byCode(fromSaigon, 'TAXI-DEP-4')).toMatchObject({ available: true, unit: 'bookingJourney' });
    const toSeoul = offer(context([SGN_ICN]));
    expect(byCode(toSeoul, 'TAXI-ARR-4')).toMatchObject({
      available: false,
      unavailableReason: 'serviceNotSupported',
    });
    expect(byCode(toSeoul, 'SHUTTLE-ARR').unavailableReason).toBe('serviceNotSupported');
  });

  it('sells Tet flowers only for departures in the season, on domestic journeys', () => {
    // The seed's season for 2026-11-21 is the one before Tet 2027 (6 February).
    const before = byCode(offer(context([SGN_HAN])), 'FLOWER-STD');
    expect(before).toMatchObject({
      available: false,
      unavailableReason: 'outOfSeason',
      termsKey: 'tetFlowerTerms',
    });
    const inSeason = offer(context([flight(0, 'SGN', 'HAN', 135, true, '2027-01-20')]));
    expect(byCode(inSeason, 'FLOWER-LARGE')).toMatchObject({ available: true, unavailableReason: null });
    const newYear = offer(context([flight(0, 'SGN', 'HAN', 135, true, '2027-02-06')]));
    expect(byCode(newYear, 'FLOWER-STD').unavailableReason).toBe('outOfSeason');
    expect(offer(context([SGN_ICN])).some((product) => product.serviceType === 'flower')).toBe(false);
  });

  it('shows SkyBoss priority check-in and meals as included, priority at no charge', () => {
    const skyBoss = offer(context([SGN_HAN], { family: family('SkyBoss') }));
    expect(byCode(skyBoss, 'PRIO-DOM')).toMatchObject({ includedInFare: true, totalAmount: 0 });
    expect(byCode(skyBoss, 'MEAL-PHO-DOM')).toMatchObject({ includedInFare: true, baseAmount: 60_000 });
    const eco = offer(context([SGN_HAN]));
    expect(byCode(eco, 'PRIO-DOM')).toMatchObject({ includedInFare: false, baseAmount: 80_000 });
    expect(byCode(eco, 'MEAL-PHO-DOM').includedInFare).toBe(false);
  });

  it('prices in the session currency and names in the request language', () => {
    const usd = offer(context([SGN_ICN], { currency: 'USD', rate: USD, language: 'en' }));
    const bag = byCode(usd, 'BAG-INT-20');
    expect(bag.baseAmount).toBe(convertMoney(money(530_000, 'VND'), 'USD', USD).amountMinor);
    expect(bag.name).toBe('20 kg pack');
    expect(byCode(usd, 'WCHR')).toMatchObject({ totalAmount: 0, serviceType: 'paxService' });
    expect(byCode(offer(context([SGN_ICN])), 'BAG-INT-20').name).toBe('Gói 20 kg');
  });
});
