import type { NetworkTables } from '../tables/network';

type ChargeRow = NetworkTables['tax_charge'];
type RateRow = NetworkTables['tax_charge_rate'];
type AirportRow = NetworkTables['airport'];

/**
 * The charge codes (requirements §3 charges). The requirements' excluded codes — FA, IF, SA, SR, IN, IT — are the
 * lines that are the fare or something bought, not a tax or fee, so the tax total leaves them out:
 *
 * | code | meaning                                                   | priced from            |
 * |------|-----------------------------------------------------------|------------------------|
 * | FA   | fare (the fare family's price from its bucket)            | flight_fare            |
 * | IF   | infant charge, per infant on an adult's lap               | tax_charge_rate        |
 * | SA   | seat assignment                                           | seat_fee               |
 * | SR   | special service request: baggage, meal, priority check-in,| ancillaries            |
 * |      | shuttle, lounge meal                                      |                        |
 * | IN   | travel insurance                                          | ancillaries            |
 * | IT   | itinerary (routing) change fee                            | fare_family.change_fee |
 * | AX   | aviation security screening (Vietnamese airports)         | tax_charge_rate        |
 * | PSC  | passenger service charge of the departure airport         | tax_charge_rate        |
 * | VAT  | value-added tax on domestic flights (8 % to 2026, then 10 %)| tax_charge_rate      |
 * | YQ   | fuel surcharge, by sector length                          | tax_charge_rate        |
 * | AF   | system administration fee                                 | tax_charge_rate        |
 * | AP   | booking channel (web/app) surcharge                       | tax_charge_rate        |
 */
export function buildTaxCharges(): ChargeRow[] {
  const rows: [string, string, string, ChargeRow['kind'], 0 | 1][] = [
    ['FA', 'Giá vé', 'Fare', 'fare', 1],
    ['AX', 'Phí soi chiếu an ninh', 'Aviation security screening charge', 'tax', 0],
    ['PSC', 'Phí phục vụ hành khách', 'Passenger service charge', 'tax', 0],
    ['VAT', 'Thuế giá trị gia tăng', 'Value-added tax', 'tax', 0],
    ['YQ', 'Phụ thu nhiên liệu', 'Fuel surcharge', 'surcharge', 0],
    ['AF', 'Phí quản trị hệ thống', 'Administration fee', 'fee', 0],
    ['AP', 'Phụ thu kênh đặt chỗ', 'Booking channel surcharge', 'surcharge', 0],
    ['IF', 'Phí em bé', 'Infant charge', 'fee', 1],
    ['SA', 'Phí chọn chỗ ngồi', 'Seat selection', 'ancillary', 1],
    ['SR', 'Dịch vụ bổ trợ', 'Special services (baggage, meals, priority check-in, shuttle)', 'ancillary', 1],
    ['IN', 'Bảo hiểm du lịch', 'Travel insurance', 'ancillary', 1],
    ['IT', 'Phí thay đổi hành trình', 'Routing change fee', 'fee', 1],
  ];
  return rows.map(([code, nameVi, nameEn, kind, excluded], index) => ({
    code,
    name_vi: nameVi,
    name_en: nameEn,
    kind,
    is_excluded_from_tax_total: excluded,
    sort_order: index + 1,
  }));
}

/** Vietnamese airports with the higher domestic passenger service charge (class I/II terminals). */
const MAJOR_VN_AIRPORTS = new Set([
  'SGN',
  'HAN',
  'DAD',
  'CXR',
  'PQC',
  'HPH',
  'VCA',
  'HUI',
  'VII',
  'VDO',
  'DLI',
  'THD',
  'UIH',
  'BMV',
]);

/**
 * Departure charges at foreign airports for an adult or child, in VND at the seed's rates
 * (Australia's Passenger Movement Charge plus airport fees; Japan's PSFC plus departure tax; …).
 */
const FOREIGN_DEPARTURE_CHARGE: Record<string, number> = {
  TH: 593_000,
  SG: 1_330_000,
  MY: 420_000,
  ID: 368_000,
  KR: 521_000,
  JP: 546_000,
  TW: 410_000,
  HK: 570_000,
  CN: 330_000,
  IN: 430_000,
  AU: 1_600_000,
  KZ: 530_000,
};

type RateInput = Omit<
  RateRow,
  | 'id'
  | 'currency'
  | 'valid_from'
  | 'valid_to'
  | 'country_code'
  | 'airport_code'
  | 'min_distance_km'
  | 'amount'
  | 'percent_bp'
> &
  Partial<
    Pick<
      RateRow,
      | 'country_code'
      | 'airport_code'
      | 'min_distance_km'
      | 'amount'
      | 'percent_bp'
      | 'valid_from'
      | 'valid_to'
    >
  >;

/**
 * Rates per passenger and segment. Lookup rule for the pricing code: take the rows of the
 * segment's scope whose airport is the departure airport, or whose country is the departure
 * country with no airport, or with neither; per code the most specific match wins, and among
 * rows differing only in `min_distance_km` the largest one not above the sector distance. Rows
 * are valid from `validFrom` (the seed's first day) unless they carry their own dates.
 */
export function buildTaxChargeRates(airports: readonly AirportRow[], validFrom: string): RateRow[] {
  const inputs: RateInput[] = [];
  const people = (
    base: Omit<RateInput, 'passenger_type' | 'amount'>,
    adult: number,
    child: number,
    infant?: number,
  ): void => {
    inputs.push({ ...base, passenger_type: 'adult', amount: adult });
    inputs.push({ ...base, passenger_type: 'child', amount: child });
    if (infant !== undefined) inputs.push({ ...base, passenger_type: 'infant', amount: infant });
  };

  // Security screening at Vietnamese airports: 20,000 VND domestic, US$2 international.
  people({ tax_charge_code: 'AX', scope: 'domestic', country_code: 'VN' }, 20_000, 20_000);
  people({ tax_charge_code: 'AX', scope: 'international', country_code: 'VN' }, 53_000, 53_000);

  // Passenger service charges: per Vietnamese airport for both scopes, per country abroad.
  for (const airport of airports) {
    if (airport.country_code === 'VN') {
      const major = MAJOR_VN_AIRPORTS.has(airport.code);
      people(
        { tax_charge_code: 'PSC', scope: 'domestic', country_code: 'VN', airport_code: airport.code },
        major ? 100_000 : 80_000,
        major ? 50_000 : 40_000,
      );
      people(
        { tax_charge_code: 'PSC', scope: 'international', country_code: 'VN', airport_code: airport.code },
        660_000,
        330_000,
      );
    }
  }
  people({ tax_charge_code: 'PSC', scope: 'domestic', country_code: 'TH' }, 106_000, 106_000);
  for (const [country, amount] of Object.entries(FOREIGN_DEPARTURE_CHARGE)) {
    people({ tax_charge_code: 'PSC', scope: 'international', country_code: country }, amount, amount);
  }

  // VAT on Vietnamese domestic flights: the reduced 8 % rate runs to the end of 2026, 10 % after;
  // Thai domestic flights carry Thailand's 7 %.
  for (const passenger of ['adult', 'child', 'infant'] as const) {
    inputs.push({
      tax_charge_code: 'VAT',
      scope: 'domestic',
      country_code: 'VN',
      passenger_type: passenger,
      percent_bp: 800,
      valid_from: '2025-07-01',
      valid_to: '2026-12-31',
    });
    inputs.push({
      tax_charge_code: 'VAT',
      scope: 'domestic',
      country_code: 'VN',
      passenger_type: passenger,
      percent_bp: 1000,
      valid_from: '2027-01-01',
      valid_to: null,
    });
    inputs.push({
      tax_charge_code: 'VAT',
      scope: 'domestic',
      country_code: 'TH',
      passenger_type: passenger,
      percent_bp: 700,
    });
  }

  // Fuel surcharge by sector length; infants pay none.
  people({ tax_charge_code: 'YQ', scope: 'domestic' }, 150_000, 150_000);
  people({ tax_charge_code: 'YQ', scope: 'international' }, 250_000, 250_000);
  people({ tax_charge_code: 'YQ', scope: 'international', min_distance_km: 2000 }, 500_000, 500_000);
  people({ tax_charge_code: 'YQ', scope: 'international', min_distance_km: 4500 }, 1_000_000, 1_000_000);

  people({ tax_charge_code: 'AF', scope: 'domestic' }, 215_000, 215_000);
  people({ tax_charge_code: 'AF', scope: 'international' }, 430_000, 430_000);
  people({ tax_charge_code: 'AP', scope: 'domestic' }, 50_000, 50_000);
  people({ tax_charge_code: 'AP', scope: 'international' }, 100_000, 100_000);

  inputs.push({ tax_charge_code: 'IF', scope: 'domestic', passenger_type: 'infant', amount: 150_000 });
  inputs.push({ tax_charge_code: 'IF', scope: 'international', passenger_type: 'infant', amount: 600_000 });

  return inputs.map((input, index) => ({
    id: index + 1,
    tax_charge_code: input.tax_charge_code,
    scope: input.scope,
    country_code: input.country_code ?? null,
    airport_code: input.airport_code ?? null,
    passenger_type: input.passenger_type,
    min_distance_km: input.min_distance_km ?? 0,
    amount: input.amount ?? null,
    percent_bp: input.percent_bp ?? null,
    currency: 'VND',
    valid_from: input.valid_from ?? validFrom,
    valid_to: input.valid_to === undefined ? null : input.valid_to,
  }));
}
