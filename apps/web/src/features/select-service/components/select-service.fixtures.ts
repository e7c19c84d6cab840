import type {
  AncillaryOptionsResponse,
  AncillaryProductDto,
  FlyGreenResponse,
  InsuranceQuoteResponse,
} from '@skybook/contracts/ancillaries';
import type { PassengerDetails } from '@skybook/contracts/passengers';
import type { QuotationBody, QuotationDto } from '@skybook/contracts/quotation';

/*
 * Answers of the extras endpoints for the component tests, in the contracts' shapes (the tests
 * parse them with the schemas before use), and a stand-in for the server's quotation.
 */

function product(
  overrides: Partial<AncillaryProductDto> & Pick<AncillaryProductDto, 'code' | 'serviceType' | 'name'>,
): AncillaryProductDto {
  return {
    category: null,
    unit: 'passengerJourney',
    description: '',
    imageUrl: null,
    weightKg: null,
    baseAmount: 0,
    vatAmount: 0,
    totalAmount: 0,
    maxQuantity: 1,
    flightIndexes: [],
    includedInFare: false,
    termsKey: null,
    available: true,
    unavailableReason: null,
    ...overrides,
  };
}

/** Listed unit prices (VND, VAT included). */
export const PRICES: Readonly<Record<string, number>> = {
  BG15: 216_000,
  BG20: 259_200,
  BG25: 345_600,
  BG30: 453_600,
  ML01: 54_000,
  TXD: 320_000,
  BUS: 60_000,
};

function luggage(kg: number): AncillaryProductDto {
  return product({
    code: `BG${String(kg)}`,
    serviceType: 'luggage',
    category: 'Baggage',
    name: `Checked baggage ${String(kg)} kg`,
    weightKg: kg,
    totalAmount: PRICES[`BG${String(kg)}`] ?? 0,
  });
}

export function ancillaryOptionsFixture(journeyIndex: number): AncillaryOptionsResponse {
  return {
    journeyIndex,
    currency: 'VND',
    minorUnitExponent: 0,
    isDomestic: true,
    allowance: {
      fareFamily: 'Eco',
      cabinBaggageKg: 7,
      checkedBaggageKg: 0,
      golfBag: false,
      priorityCheckIn: false,
      meal: false,
    },
    products: [
      ...[15, 20, 25, 30].map(luggage),
      product({
        code: 'ML01',
        serviceType: 'meal',
        category: 'Meal',
        unit: 'passengerFlight',
        name: 'Pho bo',
        description: 'Beef noodle soup',
        imageUrl: '/content/images/meals/pho.svg',
        totalAmount: PRICES.ML01 ?? 0,
        maxQuantity: 2,
        flightIndexes: [0],
      }),
      product({
        code: 'PRIO',
        serviceType: 'priorityCheckIn',
        category: 'Priority',
        name: 'Priority check-in',
        includedInFare: true,
      }),
      product({
        code: 'BUS',
        serviceType: 'airportShuttle',
        category: 'Bus',
        name: 'Airport shuttle',
        totalAmount: PRICES.BUS ?? 0,
        termsKey: 'airportShuttleTerms',
        // The way out does not support it; the way back does.
        available: journeyIndex === 1,
        unavailableReason: journeyIndex === 1 ? null : 'serviceNotSupported',
      }),
      product({
        code: 'TXD',
        serviceType: 'departureTaxi',
        unit: 'bookingJourney',
        name: 'Taxi to the airport',
        totalAmount: PRICES.TXD ?? 0,
      }),
    ],
  };
}

export const OPT_ANCILLARY = {
  services: [
    { serviceType: 'seat', enabled: true, isDefault: false },
    { serviceType: 'luggage', enabled: true, isDefault: true },
    { serviceType: 'meal', enabled: true, isDefault: false },
    { serviceType: 'priorityCheckIn', enabled: true, isDefault: false },
    { serviceType: 'airportShuttle', enabled: true, isDefault: false },
    { serviceType: 'departureTaxi', enabled: true, isDefault: false },
    { serviceType: 'travelInsurance', enabled: true, isDefault: false },
    { serviceType: 'flyGreen', enabled: true, isDefault: false },
  ],
};

export const SERVICE_CATALOGUE = {
  services: [
    ['luggage', 'Checked baggage'],
    ['meal', 'Hot meals'],
    ['priorityCheckIn', 'Priority check-in'],
    ['airportShuttle', 'Airport shuttle bus'],
    ['departureTaxi', 'Taxi to the airport'],
  ].map(([serviceType, name]) => ({
    serviceType,
    category: null,
    name,
    description: `${name ?? ''} on your trip`,
    iconUrl: `/content/images/services/${serviceType ?? ''}.svg`,
  })),
};

export const FLY_GREEN: FlyGreenResponse = {
  isFlyGreen: true,
  options: [10_000, 20_000, 50_000].map((amountVnd) => ({ amountVnd, amount: amountVnd })),
  currency: 'VND',
  minorUnitExponent: 0,
  title: 'FlyGreen',
  description: 'Plant trees with us.',
};

export const INSURANCE: InsuranceQuoteResponse = {
  currency: 'VND',
  minorUnitExponent: 0,
  days: 3,
  plans: [
    {
      code: 'TRAVEL1',
      name: 'Travel Care',
      coverage: ['Medical costs up to 100,000,000 VND'],
      termsKey: 'insuranceTerms',
      premiums: ['ADT1', 'ADT2', 'CHD1', 'INF1'].map((passengerKey) => ({
        passengerKey,
        totalAmount: 40_000,
      })),
    },
  ],
};

function passenger(
  key: string,
  type: 'adult' | 'child' | 'infant',
  firstName: string,
  dateOfBirth: string,
  flyWith: string | null = null,
): PassengerDetails['passengers'][number] {
  return {
    key,
    type,
    title: 'Mr',
    gender: 'male',
    lastName: 'NGUYEN',
    middleName: 'VAN',
    firstName,
    dateOfBirth,
    nationality: 'VN',
    country: 'VN',
    documentNumber: '',
    loyaltyNumber: '',
    flyWith,
  };
}

/** Two adults, a child and an infant with the first adult. */
export const PASSENGER_DETAILS: PassengerDetails = {
  passengers: [
    passenger('ADT1', 'adult', 'AN', '1985-04-02'),
    passenger('ADT2', 'adult', 'BINH', '1987-09-12'),
    passenger('CHD1', 'child', 'CUONG', '2018-06-01'),
    passenger('INF1', 'infant', 'DUNG', '2098-06-01', 'ADT1'),
  ],
  contact: {
    title: 'Mr',
    lastName: 'NGUYEN',
    middleName: 'VAN',
    firstName: 'AN',
    phoneCode: '+84',
    phoneNumber: '912345678',
    email: 'an@example.com',
    address: '1 Le Loi',
    country: 'VN',
    province: 'SGN',
    isRepresentative: true,
    messagingApp: 'NO',
  },
  emergencyContact: { fullName: '', phoneCode: '+84', phoneNumber: '', relation: '' },
};

/** Fare per journey for all passengers, as the stand-in server quotes it. */
const FARES = [3_000_000, 2_800_000];

/**
 * The stand-in for the server's quotation: it prices the items from its own price list, the way
 * the real one does from the database. The browser must show these numbers, not its own.
 */
export function quotationFor(body: QuotationBody): QuotationDto {
  const extras = (journeyIndex: number) =>
    body.services.items
      .filter((item) => item.journeyIndex === journeyIndex)
      .reduce((sum, item) => sum + (PRICES[item.productCode] ?? 0) * item.quantity, 0);
  const journeys = FARES.map((fare, journeyIndex) => ({
    journeyIndex,
    fareAmount: fare,
    taxAmount: 500_000,
    ancillaryAmount: extras(journeyIndex),
    totalAmount: fare + 500_000 + extras(journeyIndex),
  }));
  const ancillaryTotal = journeys.reduce((sum, journey) => sum + journey.ancillaryAmount, 0);
  const lines = body.services.items.map((item) => ({
    kind: 'service' as const,
    code: 'SV',
    label: item.productCode,
    journeyIndex: item.journeyIndex,
    flightIndex: item.flightIndex,
    passengerKey: item.passengerKey,
    serviceType: null,
    productCode: item.productCode,
    quantity: item.quantity,
    amount: (PRICES[item.productCode] ?? 0) * item.quantity,
    vatAmount: 0,
    totalAmount: (PRICES[item.productCode] ?? 0) * item.quantity,
  }));
  return {
    currency: 'VND',
    minorUnitExponent: 0,
    lines,
    passengers: body.details.passengers.map((each) => ({
      passengerKey: each.key,
      type: each.type,
      name: `${each.lastName} ${each.firstName}`,
      journeys: [],
      totalAmount: 0,
    })),
    journeys,
    charges: [
      {
        code: 'FA',
        label: 'Fare',
        amount: 5_800_000,
        vatAmount: 464_000,
        totalAmount: 6_264_000,
        excludedFromTaxTotal: true,
      },
    ],
    fareTotal: 5_800_000,
    taxTotal: 1_000_000,
    ancillaryTotal,
    discountTotal: 0,
    promoCode: null,
    totalAmount: 6_800_000 + ancillaryTotal,
    fareChanged: false,
  };
}
