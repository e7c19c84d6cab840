import type { PassengerDetails } from '@skybook/contracts/passengers';
import type { QuotationDto, QuotationLineDto, ServiceSelection } from '@skybook/contracts/quotation';
import type { ReservationCore } from '@skybook/contracts/reservation-model';
import type { TripType } from '@skybook/domain/booking-enums';
import type { BookingStatus } from '@skybook/domain/booking-enums';
import type { Language } from '@skybook/domain/languages';
import type { PricedSessionJourney } from '../session/live-session';

/** What a reservation is built from: the session's priced journeys and its fresh quotation. */
export interface ReservationSource {
  id: string;
  locator: string;
  createdAt: Date;
  holdExpiresAt: Date;
  language: Language;
  tripType: TripType;
  promoCode: string | null;
  journeys: readonly (PricedSessionJourney & { familyName: string })[];
  details: PassengerDetails;
  services: ServiceSelection;
  quotation: QuotationDto;
  /** An airport's IANA time zone, by its code. */
  airportTimeZone: (code: string) => string;
}

/**
 * The requirements §3 reservation of a new booking: journeys with their flights, every quotation line as
 * a charge by journey and passenger, and what was bought (seats, insurance, extras) with its
 * price. Keys: a journey's is its flight ids joined by `-`, a flight's its id.
 */
export function buildReservationCore(source: ReservationSource): ReservationCore {
  const { quotation } = source;
  const currency = quotation.currency;
  const journeyKey = (index: number | null): string | null =>
    index === null ? null : (source.journeys[index]?.journey.key ?? null);
  const flightKey = (journeyIndex: number | null, flightIndex: number | null): string | null => {
    if (journeyIndex === null || flightIndex === null) return null;
    const id = source.journeys[journeyIndex]?.journey.flightIds[flightIndex];
    return id === undefined ? null : String(id);
  };
  const parts = documentPartsOf(quotation.lines, source.services, currency, journeyKey, flightKey);
  return {
    key: source.id,
    locator: source.locator,
    status: 'Unpaid' satisfies BookingStatus,
    holdExpiresAt: source.holdExpiresAt.toISOString(),
    createdAt: source.createdAt.toISOString(),
    cancelledReason: null,
    language: source.language,
    currency,
    minorUnitExponent: quotation.minorUnitExponent,
    tripType: source.tripType,
    promoCode: quotation.promoCode,
    journeys: source.journeys.map((entry) =>
      documentJourneyOf(entry, entry.familyName, source.airportTimeZone),
    ),
    passengers: source.details.passengers,
    contact: source.details.contact,
    emergencyContact: source.details.emergencyContact,
    ...parts,
    reservationSummary: {
      currency,
      totalAmount: quotation.totalAmount,
      feeAmount: 0,
      pointsDiscount: 0,
      pointsRedeemed: 0,
      paidAmount: 0,
      remaining: quotation.totalAmount,
    },
  };
}

/**
 * A priced journey as the booking records it: its key (flight ids joined by `-`), direction, fare
 * family and flights with their airports' zones. A new booking's journeys, and a changed one's.
 */
export function documentJourneyOf(
  { journey, dto }: Pick<PricedSessionJourney, 'journey' | 'dto'>,
  familyName: string,
  airportTimeZone: (code: string) => string,
): ReservationCore['journeys'][number] {
  return {
    key: journey.key,
    index: journey.index,
    direction: journey.direction,
    fareFamily: { code: journey.familyCode, name: familyName },
    segments: dto.segments.map((segment) => ({
      key: String(segment.flightId),
      flight: {
        id: segment.flightId,
        airlineCode: { code: segment.carrierCode },
        flightNumber: segment.flightNumber,
        aircraft: segment.aircraft,
      },
      departure: {
        airport: { code: segment.departure.airport, timeZone: airportTimeZone(segment.departure.airport) },
        scheduledTime: segment.departure.localDateTime,
        utc: segment.departure.utc,
      },
      arrival: {
        airport: { code: segment.arrival.airport, timeZone: airportTimeZone(segment.arrival.airport) },
        scheduledTime: segment.arrival.localDateTime,
        utc: segment.arrival.utc,
      },
      durationMinutes: segment.durationMinutes,
    })),
  };
}

/** The parts of a booking's document that its priced lines make. */
export type DocumentParts = Pick<
  ReservationCore,
  'charges' | 'seatSelections' | 'insurance' | 'ancillaryPurchases'
>;

/**
 * Quotation lines as the booking records them: every line a charge by journey and passenger, and
 * what was bought (seats with the seat chosen in `services`, insurance, extras) with its price.
 * Booking creation records a whole quotation with it; manage booking (decision 024) records an
 * addition's lines the same way.
 */
export function documentPartsOf(
  lines: readonly QuotationLineDto[],
  services: Pick<ServiceSelection, 'seats'>,
  currency: ReservationCore['currency'],
  journeyKey: (index: number | null) => string | null,
  flightKey: (journeyIndex: number | null, flightIndex: number | null) => string | null,
): DocumentParts {
  const amounts = (line: QuotationLineDto) => [
    { currency, amount: line.amount, vatAmount: line.vatAmount, totalAmount: line.totalAmount },
  ];
  return {
    charges: lines.map((line) => ({
      journeyKey: journeyKey(line.journeyIndex),
      passengerKey: line.passengerKey,
      kind: line.kind,
      code: line.code,
      description: line.label,
      currencyAmounts: amounts(line),
    })),
    seatSelections: lines
      .filter((line) => line.kind === 'seat')
      .map((line) => {
        const choice = services.seats.find(
          (seat) =>
            seat.journeyIndex === line.journeyIndex &&
            seat.flightIndex === line.flightIndex &&
            seat.passengerKey === line.passengerKey,
        );
        const journey = journeyKey(line.journeyIndex);
        const flight = flightKey(line.journeyIndex, line.flightIndex);
        if (!choice || journey === null || flight === null || line.passengerKey === null) {
          throw new Error('A seat line of the quotation has no seat choice');
        }
        return {
          journeyKey: journey,
          flightKey: flight,
          passengerKey: line.passengerKey,
          seatCode: choice.seatCode,
          seatClass: line.productCode,
          currencyAmounts: amounts(line),
        };
      }),
    insurance: lines
      .filter((line) => line.kind === 'insurance')
      .map((line) => ({
        passengerKey: line.passengerKey ?? '',
        planCode: line.productCode ?? '',
        name: line.label,
        currencyAmounts: amounts(line),
      })),
    ancillaryPurchases: lines
      .filter((line) => line.kind === 'service' || line.kind === 'donation')
      .map((line) => ({
        journeyKey: journeyKey(line.journeyIndex),
        flightKey: flightKey(line.journeyIndex, line.flightIndex),
        passengerKey: line.passengerKey,
        serviceType: line.serviceType ?? line.kind,
        productCode: line.productCode ?? line.code,
        name: line.label,
        quantity: line.quantity,
        currencyAmounts: amounts(line),
      })),
  };
}
