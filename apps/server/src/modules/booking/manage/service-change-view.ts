import type { PassengerDetails } from '@skybook/contracts/passengers';
import type { QuotationLineDto, SeatChoice } from '@skybook/contracts/quotation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { BoughtService, ServiceCutoff } from '@skybook/contracts/service-windows';
import { CHANGEABLE_SERVICES } from '@skybook/contracts/service-windows';
import { serviceCutoff, serviceWindow, type ChangeableService } from '@skybook/domain/service-cutoffs';
import { appError } from '../../../plugins/app-error';
import type { BookingReference } from '../booking-reference';
import type { PricingJourney, PricingSession } from '../session/live-session';

/**
 * A booked reservation seen as the booking flow's pricing sees a session (requirements §3
 * isEditService): its currency, its journeys' flights and fare families, its passengers, and the
 * seats it keeps. Built in memory from the stored document, so extras after booking are priced by
 * the very builders the booking flow uses (quotation-lines.ts, quotation-extra-lines.ts).
 */
export interface BookedView {
  readonly reservation: ReservationDto;
  readonly session: PricingSession;
  readonly details: PassengerDetails;
  /** The seats the booking has, as seat choices of its journeys. */
  readonly kept: readonly SeatChoice[];
}

export function bookedView(reservation: ReservationDto, reference: BookingReference): BookedView {
  const journeys: PricingJourney[] = reservation.journeys.map((journey) => ({
    index: journey.index,
    flightIds: journey.segments.map((segment) => segment.flight.id),
    familyCode: journey.fareFamily.code,
    // As a booking session decides it: a journey is domestic when every flight's city pair is.
    isDomestic: journey.segments.every(
      (segment) =>
        reference.cityPairsByCode.get(`${segment.departure.airport.code}-${segment.arrival.airport.code}`)
          ?.isDomestic === true,
    ),
  }));
  const kept = reservation.seatSelections.flatMap((seat): SeatChoice[] => {
    const journey = reservation.journeys.find((candidate) => candidate.key === seat.journeyKey);
    const flightIndex = journey?.segments.findIndex((segment) => segment.key === seat.flightKey) ?? -1;
    if (!journey || flightIndex < 0) return [];
    return [
      { journeyIndex: journey.index, flightIndex, passengerKey: seat.passengerKey, seatCode: seat.seatCode },
    ];
  });
  return {
    reservation,
    session: { currency: reservation.currency, journeys },
    details: {
      passengers: reservation.passengers,
      contact: reservation.contact,
      emergencyContact: reservation.emergencyContact,
    },
    kept,
  };
}

/** The booked journey `journeyKey` names (the first one without it); 400 for another key. */
export function bookedJourney(reservation: ReservationDto, journeyKey: string | undefined) {
  const journey =
    journeyKey === undefined
      ? reservation.journeys[0]
      : reservation.journeys.find((candidate) => candidate.key === journeyKey);
  if (!journey) {
    throw appError('INVALID_REQUEST', { details: { field: 'journeyKey', reason: 'notInBooking' } });
  }
  return journey;
}

type BookedJourney = ReservationDto['journeys'][number];

/** When each flight of the booking leaves. */
function departureOf(reservation: ReservationDto, journeyIndex: number, flightIndex: number): Date {
  const segment = reservation.journeys.find((journey) => journey.index === journeyIndex)?.segments[
    flightIndex
  ];
  if (!segment) throw appError('INVALID_REQUEST', { details: { reason: 'flightNotInBooking' } });
  return new Date(segment.departure.utc);
}

/**
 * Where a priced line's cut-off is measured from: its flight (seats, meals), the journey's first
 * flight (an extra of the whole journey), the trip's first flight (travel insurance).
 */
function lineDeparture(reservation: ReservationDto, line: QuotationLineDto): Date {
  if (line.journeyIndex === null) return departureOf(reservation, 0, 0);
  return departureOf(reservation, line.journeyIndex, line.flightIndex ?? 0);
}

function lineService(line: QuotationLineDto): ChangeableService | undefined {
  return CHANGEABLE_SERVICES.find((service) => service === line.serviceType);
}

/**
 * Refuses the first line bought too late: FLIGHT_DEPARTED once its flight has left,
 * SERVICE_CUTOFF_PASSED after its cut-off (design: decision 024).
 */
export function checkCutoffs(
  reservation: ReservationDto,
  lines: readonly QuotationLineDto[],
  now: Date,
): void {
  lines.forEach((line, index) => {
    const service = lineService(line);
    if (!service) throw appError('SERVICE_NOT_SUPPORTED', { details: { line: index } });
    const departure = lineDeparture(reservation, line);
    const window = serviceWindow(service, departure, now);
    if (window === 'open') return;
    throw appError(window === 'departed' ? 'FLIGHT_DEPARTED' : 'SERVICE_CUTOFF_PASSED', {
      details: {
        service,
        journeyIndex: line.journeyIndex,
        flightIndex: line.flightIndex,
        cutoffAt: serviceCutoff(service, departure).toISOString(),
      },
    });
  });
}

/** The earliest cut-off of the added lines: a Paid booking's addition must be paid before it. */
export function earliestCutoff(reservation: ReservationDto, lines: readonly QuotationLineDto[]): Date | null {
  let earliest: Date | null = null;
  for (const line of lines) {
    const service = lineService(line);
    if (!service) continue;
    const cutoff = serviceCutoff(service, lineDeparture(reservation, line));
    if (!earliest || cutoff < earliest) earliest = cutoff;
  }
  return earliest;
}

/** Every service's cut-off on every flight of `journey` (travel insurance: the trip's first flight). */
export function cutoffsOf(reservation: ReservationDto, journey: BookedJourney, now: Date): ServiceCutoff[] {
  return cutoffsAt(
    journey.segments.map((segment) => new Date(segment.departure.utc)),
    departureOf(reservation, 0, 0),
    now,
  );
}

/**
 * The cut-offs a change of flights would give `booked`'s place: every service's on every flight of
 * the new journey (`departures`, in order), travel insurance's on the trip's first flight after
 * the change.
 */
export function cutoffsAfterChange(
  reservation: ReservationDto,
  booked: BookedJourney,
  departures: readonly Date[],
  now: Date,
): ServiceCutoff[] {
  const tripStart = booked.index === 0 ? departures[0] : undefined;
  return cutoffsAt(departures, tripStart ?? departureOf(reservation, 0, 0), now);
}

function cutoffsAt(departures: readonly Date[], tripStart: Date, now: Date): ServiceCutoff[] {
  return CHANGEABLE_SERVICES.flatMap((service) =>
    departures.map((flightDeparture, flightIndex) => {
      const departure = service === 'travelInsurance' ? tripStart : flightDeparture;
      return {
        service,
        flightIndex,
        cutoffAt: serviceCutoff(service, departure).toISOString(),
        window: serviceWindow(service, departure, now),
      };
    }),
  );
}

/** What the booking already has on `journey`, and the trip's insurance: shown locked. */
export function boughtOn(reservation: ReservationDto, journey: BookedJourney): BoughtService[] {
  const flightIndexOf = (flightKey: string | null) =>
    flightKey === null ? null : journey.segments.findIndex((segment) => segment.key === flightKey);
  const total = (amounts: readonly { totalAmount: number }[]) => amounts[0]?.totalAmount ?? 0;
  return [
    ...reservation.seatSelections
      .filter((seat) => seat.journeyKey === journey.key)
      .map((seat) => ({
        kind: 'seat' as const,
        passengerKey: seat.passengerKey,
        flightIndex: flightIndexOf(seat.flightKey),
        code: seat.seatCode,
        serviceType: 'seat',
        name: seat.seatCode,
        quantity: 1,
        totalAmount: total(seat.currencyAmounts),
      })),
    ...reservation.ancillaryPurchases
      .filter((purchase) => purchase.journeyKey === journey.key)
      .map((purchase) => ({
        kind: 'service' as const,
        passengerKey: purchase.passengerKey,
        flightIndex: flightIndexOf(purchase.flightKey),
        code: purchase.productCode,
        serviceType: purchase.serviceType,
        name: purchase.name,
        quantity: purchase.quantity,
        totalAmount: total(purchase.currencyAmounts),
      })),
    ...reservation.insurance.map((insurance) => ({
      kind: 'insurance' as const,
      passengerKey: insurance.passengerKey,
      flightIndex: null,
      code: insurance.planCode,
      serviceType: 'travelInsurance',
      name: insurance.name,
      quantity: 1,
      totalAmount: total(insurance.currencyAmounts),
    })),
  ];
}
