/**
 * What actually happened to a dated flight, as operations staff record it, and the rules a record
 * obeys (the flight-operation certificate states it to an insurer or an employer).
 */

/** How a flight went: on time (or nearly), late, not at all, or landed somewhere else. */
export const FLIGHT_OPERATION_STATUSES = ['operated', 'delayed', 'cancelled', 'diverted'] as const;
export type FlightOperationStatus = (typeof FLIGHT_OPERATION_STATUSES)[number];

/** Why a flight was late, cancelled or diverted; `atc` is air-traffic control. */
export const DISRUPTION_REASONS = [
  'weather',
  'technical',
  'atc',
  'crew',
  'late_aircraft',
  'airport',
  'other',
] as const;
export type DisruptionReason = (typeof DISRUPTION_REASONS)[number];

/** A record as entered: instants are ISO-8601 text, null when the flight never flew. */
export interface FlightOperationInput {
  readonly status: FlightOperationStatus;
  readonly actualDepartureAt: string | null;
  readonly actualArrivalAt: string | null;
  readonly delayMinutes: number;
  readonly reason: DisruptionReason | null;
}

/** Which rule a record breaks, and the field it is about. */
export type FlightOperationProblem =
  | { field: 'delayMinutes'; code: 'negativeDelay' | 'delayedWithoutDelay' }
  | { field: 'actualDepartureAt' | 'actualArrivalAt'; code: 'cancelledWithTimes' | 'missingActualTime' }
  | { field: 'actualArrivalAt'; code: 'arrivalNotAfterDeparture' }
  | { field: 'actualDepartureAt'; code: 'departureInFuture' }
  | { field: 'reason'; code: 'reasonRequired' };

/**
 * Every rule `record` breaks (empty when it may be stored):
 * - delay minutes are a whole number ≥ 0, and > 0 for a `delayed` flight;
 * - a cancelled flight has no actual times; any other has both, arrival strictly after departure,
 *   and a departure not later than `now` (a record says what happened, not what is planned);
 * - a delayed, cancelled or diverted flight says why.
 */
export function flightOperationProblems(record: FlightOperationInput, now: Date): FlightOperationProblem[] {
  const problems: FlightOperationProblem[] = [];
  if (!Number.isInteger(record.delayMinutes) || record.delayMinutes < 0) {
    problems.push({ field: 'delayMinutes', code: 'negativeDelay' });
  } else if (record.status === 'delayed' && record.delayMinutes === 0) {
    problems.push({ field: 'delayMinutes', code: 'delayedWithoutDelay' });
  }
  if (record.status === 'cancelled') {
    if (record.actualDepartureAt !== null)
      problems.push({ field: 'actualDepartureAt', code: 'cancelledWithTimes' });
    if (record.actualArrivalAt !== null)
      problems.push({ field: 'actualArrivalAt', code: 'cancelledWithTimes' });
  } else {
    if (record.actualDepartureAt === null)
      problems.push({ field: 'actualDepartureAt', code: 'missingActualTime' });
    if (record.actualArrivalAt === null)
      problems.push({ field: 'actualArrivalAt', code: 'missingActualTime' });
    if (record.actualDepartureAt !== null && record.actualArrivalAt !== null) {
      const departure = Date.parse(record.actualDepartureAt);
      if (Date.parse(record.actualArrivalAt) <= departure)
        problems.push({ field: 'actualArrivalAt', code: 'arrivalNotAfterDeparture' });
      if (departure > now.getTime()) problems.push({ field: 'actualDepartureAt', code: 'departureInFuture' });
    }
  }
  if (record.status !== 'operated' && record.reason === null) {
    problems.push({ field: 'reason', code: 'reasonRequired' });
  }
  return problems;
}

/**
 * `HH:mm DD/MM/YYYY` (requirements §9, time first) of a local instant as the certificate writes it
 * (`2026-11-26T09:35+07:00`): the airport's wall clock, never converted to the reader's zone.
 *
 * @throws TypeError when `local` is not such a text.
 */
export function formatLocalInstant(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) throw new TypeError(`Not a local instant: ${local}`);
  const [, year = '', month = '', day = '', hour = '', minute = ''] = match;
  return `${hour}:${minute} ${day}/${month}/${year}`;
}
