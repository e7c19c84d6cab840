import type { CheckinJourney, CheckinPassenger, CheckinView } from '@skybook/contracts/checkin';
import { formatDateTime } from '@skybook/domain/date-format';
import { checkInResultKey } from '@skybook/domain/error-codes';
import type { TFunction } from 'i18next';
import { passengerName } from '../../components/itinerary/trip-names';

/*
 * A check-in journey as its pages write it. Flight times are the airports' own clocks, as on the
 * booking's pages; the window's instants are written on the first departure airport's clock.
 */

export type Segment = CheckinJourney['segments'][number];

/** `VJ 120`. */
export function flightNumber(segment: Segment): string {
  return `${segment.flight.airlineCode.code} ${segment.flight.flightNumber}`;
}

/** `VJ 120 SGN → HAN`. */
export function flightRoute(segment: Segment): string {
  return `${flightNumber(segment)} ${segment.departure.airport.code} → ${segment.arrival.airport.code}`;
}

/** `SGN → HAN` (`SGN → DAD → HAN` with a connection). */
export function journeyRoute(journey: CheckinJourney): string {
  const codes = journey.segments.map((segment) => segment.departure.airport.code);
  const last = journey.segments.at(-1);
  return [...codes, ...(last ? [last.arrival.airport.code] : [])].join(' → ');
}

/** The first departure airport: its clock tells the window's times. */
export function firstAirport(journey: CheckinJourney): { readonly code: string; readonly timeZone: string } {
  const airport = journey.segments[0]?.departure.airport;
  return { code: airport?.code ?? '', timeZone: airport?.timeZone ?? 'UTC' };
}

/** An instant on the journey's first departure airport's clock, without the zone's long name. */
export function windowTime(instant: string, journey: CheckinJourney, language: string): string {
  return formatDateTime(instant, language, firstAirport(journey).timeZone, { zoneName: false });
}

/** The last flight's day (`YYYY-MM-DD`, local): a passport must stay valid six months after it. */
export function lastFlightDay(journey: CheckinJourney): string {
  return journey.segments.at(-1)?.departure.scheduledTime.slice(0, 10) ?? '';
}

type CheckinT = TFunction<'checkin'>;

/** "Departing flight", "Return flight", "Flight 2". */
export function journeyTitle(t: CheckinT, journey: CheckinJourney, journeyCount: number): string {
  if (journey.direction === 'leg' && journeyCount > 1) return t('journey.leg', { number: journey.index + 1 });
  return t(journey.direction === 'return' ? 'journey.return' : 'journey.departure');
}

/** `Mr NGUYEN VAN AN`, the title in the page's language (the itinerary's words). */
export function nameOf(passenger: CheckinPassenger, tItinerary: TFunction<'itinerary'>): string {
  const title =
    passenger.title === 'Mr' || passenger.title === 'Mrs' || passenger.title === 'Ms'
      ? tItinerary(`passengers.titles.${passenger.title}`)
      : (passenger.title ?? '');
  return passengerName(passenger, title);
}

/** The codes that send the traveller to the airport counter, each with a reason of its own. */
const COUNTER_REASONS = [90, 92, 95, 98, 99] as const;
type CounterReason = (typeof COUNTER_REASONS)[number];

function isCounterReason(code: number): code is CounterReason {
  return (COUNTER_REASONS as readonly number[]).includes(code);
}

/**
 * Why a journey or a passenger cannot be checked in online (requirements §8 check-in result
 * codes), in words: the code's message, then the reason where the counter is the answer, or when
 * online check-in opens for a journey not open yet.
 */
export function refusalText(
  t: CheckinT,
  code: number,
  opening?: { readonly journey: CheckinJourney; readonly language: string },
): string {
  const sentences: string[] = [t(checkInResultKey(code))];
  if (isCounterReason(code)) sentences.push(t(`reasons.${code}`));
  if (code === 91 && opening) {
    const { journey, language } = opening;
    sentences.push(
      t('opensAt', {
        time: windowTime(journey.opensAt, journey, language),
        airport: firstAirport(journey).code,
      }),
    );
  }
  return sentences.join(' ');
}

/** Who on the journey may check in now: no refusal of their own, and a flight not yet checked in. */
export function checkableOnes(journey: CheckinJourney): CheckinPassenger[] {
  if (journey.refusal !== null) return [];
  return journey.passengers.filter(
    (passenger) => passenger.refusal === null && passenger.flights.some((flight) => !flight.checkedIn),
  );
}

/** Whether someone on the journey is checked in (it has boarding passes). */
export function hasCheckedIn(journey: CheckinJourney): boolean {
  return journey.passengers.some((passenger) => passenger.flights.some((flight) => flight.checkedIn));
}

/** The journey `departureKey` of the view, if it has one. */
export function journeyOf(
  view: CheckinView,
  departureKey: string | null | undefined,
): CheckinJourney | undefined {
  return view.journeys.find((journey) => journey.key === departureKey);
}
