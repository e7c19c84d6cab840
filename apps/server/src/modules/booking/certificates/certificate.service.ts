import { randomBytes } from 'node:crypto';
import type {
  CertificateDto,
  CertificateSegment,
  FlightOperationBody,
  FlightOperationDto,
  LocalInstant,
} from '@skybook/contracts/certificate';
import type { FieldIssue } from '@skybook/contracts/errors';
import type { FindReservationQuery } from '@skybook/contracts/manage-booking';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import type { Clock } from '@skybook/domain/clock';
import {
  flightOperationProblems,
  type DisruptionReason,
  type FlightOperationProblem,
  type FlightOperationStatus,
} from '@skybook/domain/flight-operation';
import type { Language } from '@skybook/domain/languages';
import { LOCATOR_ALPHABET } from '@skybook/domain/locator';
import { drawFromAlphabet } from '@skybook/domain/random';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { utcOffsetMinutes } from '@skybook/domain/wall-clock';
import { formatLocalPattern } from '../../../documents/local-time';
import { localized } from '../../../i18n/localized';
import { appError } from '../../../plugins/app-error';
import {
  findCertificate,
  findFlightOperations,
  flightExists,
  insertCertificateIfAbsent,
  upsertFlightOperation,
  type FlightCertificateRow,
  type FlightOperationRow,
} from './flight-operation.repository';
import { findAirportNames } from '../places.repository';
import type { ReservationLookup } from '../reservations/reservation-lookup';

/** `FOC-` and 8 characters: 31^8 ≈ 8.5 × 10^11 numbers. */
const CERTIFICATE_NUMBER_LENGTH = 8;

/** What each broken rule of an operations record says (the admin API speaks vi and en). */
const PROBLEM_MESSAGES: Record<FlightOperationProblem['code'], { vi: string; en: string }> = {
  negativeDelay: {
    vi: 'Số phút trễ phải là số nguyên không âm.',
    en: 'Delay minutes must be a whole number ≥ 0.',
  },
  delayedWithoutDelay: {
    vi: 'Chuyến bay bị trễ phải có số phút trễ lớn hơn 0.',
    en: 'A delayed flight needs a delay of more than 0 minutes.',
  },
  cancelledWithTimes: {
    vi: 'Chuyến bay bị hủy không có giờ cất cánh, hạ cánh thực tế.',
    en: 'A cancelled flight has no actual departure or arrival time.',
  },
  missingActualTime: {
    vi: 'Chuyến bay đã khai thác phải có giờ cất cánh và hạ cánh thực tế.',
    en: 'A flight that flew needs its actual departure and arrival times.',
  },
  arrivalNotAfterDeparture: {
    vi: 'Giờ hạ cánh thực tế phải sau giờ cất cánh thực tế.',
    en: 'The actual arrival must be after the actual departure.',
  },
  departureInFuture: {
    vi: 'Giờ cất cánh thực tế không được ở tương lai.',
    en: 'The actual departure cannot be in the future.',
  },
  reasonRequired: {
    vi: 'Chuyến bay bị trễ, hủy hoặc chuyển hướng phải có lý do.',
    en: 'A delayed, cancelled or diverted flight needs a reason.',
  },
};

const utcText = (value: string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function operationDto(row: FlightOperationRow): FlightOperationDto {
  return {
    flightId: row.flight_id,
    status: row.status as FlightOperationStatus,
    actualDepartureAt: row.actual_departure_at,
    actualArrivalAt: row.actual_arrival_at,
    delayMinutes: row.delay_minutes,
    reason: row.reason as DisruptionReason | null,
    recordedAt: row.recorded_at,
    updatedAt: row.updated_at,
  };
}

/** `2026-11-26T09:10+07:00`: the wall clock in `timeZone` at `instant`, with the offset then. */
export function localInstant(instantText: string, timeZone: string): LocalInstant {
  const instant = new Date(instantText);
  const offset = utcOffsetMinutes(instant, timeZone);
  const magnitude = Math.abs(offset);
  const two = (value: number) => String(value).padStart(2, '0');
  const suffix = `${offset < 0 ? '-' : '+'}${two(Math.floor(magnitude / 60))}:${two(magnitude % 60)}`;
  return {
    utc: instant.toISOString(),
    local: `${formatLocalPattern(instant, timeZone, 'YYYY-MM-DDTHH:mm')}${suffix}`,
  };
}

interface AirportInfo {
  code: string;
  city: { vi: string; en: string };
  name: { vi: string; en: string };
  timeZone: string;
}

/**
 * The flight-operation certificate (requirements §2, §7 PATCH certificate): operations staff record what
 * happened to a flight; a traveller of a Paid booking gets a certificate of what happened to its
 * flights, under a number issued once per booking.
 */
export class CertificateService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly lookup: ReservationLookup,
  ) {}

  /**
   * Records (or replaces) what happened to a flight. 404 NOT_FOUND for an unknown flight; 400
   * INVALID_FLIGHT_OPERATION with an issue per broken rule.
   */
  async recordOperation(
    flightId: number,
    body: FlightOperationBody,
    language: Language,
  ): Promise<FlightOperationDto> {
    const now = this.clock.now();
    const problems = flightOperationProblems(body, now);
    if (problems.length > 0) {
      const issues: FieldIssue[] = problems.map((problem) => ({
        path: `body.${problem.field}`,
        code: problem.code,
        message: localized(language, PROBLEM_MESSAGES[problem.code]),
      }));
      throw appError('INVALID_FLIGHT_OPERATION', { details: { issues } });
    }
    if (!(await flightExists(this.db, flightId))) throw appError('NOT_FOUND');
    const stamp = now.toISOString();
    const row = await upsertFlightOperation(this.db, {
      flight_id: flightId,
      status: body.status,
      actual_departure_at: utcText(body.actualDepartureAt),
      actual_arrival_at: utcText(body.actualArrivalAt),
      delay_minutes: body.delayMinutes,
      reason: body.reason,
      recorded_at: stamp,
      updated_at: stamp,
    });
    return operationDto(row);
  }

  /**
   * The certificate of the booking found by locator and name (as GET reservations finds it: same
   * 404 and rate limits). 409 CERTIFICATE_NOT_AVAILABLE unless the booking is Paid; 409
   * FLIGHT_NOT_OPERATED while none of its flights has a record of having flown (or been
   * cancelled). The number is drawn on the first success and answered again afterwards.
   */
  async certificate(
    query: FindReservationQuery,
    client: string,
    language: Language,
  ): Promise<CertificateDto> {
    const reservation = await this.lookup.find(query, client);
    if (reservation.status !== 'Paid') throw appError('CERTIFICATE_NOT_AVAILABLE');
    const segments = reservation.journeys.flatMap((journey) => journey.segments);
    const operations = await findFlightOperations(
      this.db,
      segments.map((segment) => segment.flight.id),
    );
    const now = this.clock.now().getTime();
    const certified = new Map<string, FlightOperationRow>();
    for (const segment of segments) {
      const operation = operations.get(segment.flight.id);
      if (!operation) continue;
      // A record counts once the flight is due to have left, or when it was called off.
      if (operation.status === 'cancelled' || Date.parse(segment.departure.utc) <= now) {
        certified.set(segment.key, operation);
      }
    }
    if (certified.size === 0) throw appError('FLIGHT_NOT_OPERATED');
    const issued = await this.#issue(reservation.key);
    const airports = await this.#airports(segments);
    const airport = (code: string): AirportInfo => {
      const found = airports.get(code);
      if (!found) throw new TypeError(`Unknown airport ${code}`);
      return found;
    };
    return {
      certificateNumber: issued.number,
      issuedAt: issued.issued_at,
      locator: reservation.locator,
      passengers: reservation.passengers.map((passenger) => ({
        name: [passenger.lastName, passenger.middleName, passenger.firstName]
          .filter((part) => part !== '')
          .join(' '),
        type: passenger.type,
      })),
      segments: segments.map((segment): CertificateSegment => {
        const origin = airport(segment.departure.airport.code);
        const destination = airport(segment.arrival.airport.code);
        const operation = certified.get(segment.key);
        const place = (info: AirportInfo) => ({
          code: info.code,
          city: localized(language, info.city),
          name: localized(language, info.name),
        });
        return {
          flightNumber: `${segment.flight.airlineCode.code} ${segment.flight.flightNumber}`,
          origin: place(origin),
          destination: place(destination),
          scheduledDeparture: localInstant(segment.departure.utc, origin.timeZone),
          scheduledArrival: localInstant(segment.arrival.utc, destination.timeZone),
          operation: operation
            ? {
                status: operation.status as FlightOperationStatus,
                actualDeparture:
                  operation.actual_departure_at === null
                    ? null
                    : localInstant(operation.actual_departure_at, origin.timeZone),
                // A diverted flight lands elsewhere; its arrival is still shown in the planned
                // destination's zone, which the reason and status make plain.
                actualArrival:
                  operation.actual_arrival_at === null
                    ? null
                    : localInstant(operation.actual_arrival_at, destination.timeZone),
                delayMinutes: operation.delay_minutes,
                reason: operation.reason as DisruptionReason | null,
              }
            : null,
        };
      }),
    };
  }

  /** The booking's certificate row, drawing its number the first time (a race keeps one). */
  async #issue(reservationId: string): Promise<FlightCertificateRow> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await findCertificate(this.db, reservationId);
      if (existing) return existing;
      await insertCertificateIfAbsent(this.db, {
        number: `FOC-${drawFromAlphabet(LOCATOR_ALPHABET, CERTIFICATE_NUMBER_LENGTH, (count) => randomBytes(count))}`,
        reservation_id: reservationId,
        issued_at: this.clock.now().toISOString(),
      });
    }
    const stored = await findCertificate(this.db, reservationId);
    if (!stored) throw new Error('No certificate number could be drawn');
    return stored;
  }

  async #airports(
    segments: ReservationDto['journeys'][number]['segments'],
  ): Promise<Map<string, AirportInfo>> {
    const codes = [
      ...new Set(
        segments.flatMap((segment) => [segment.departure.airport.code, segment.arrival.airport.code]),
      ),
    ];
    const rows = await findAirportNames(this.db, codes);
    return new Map(
      rows.map((row) => [
        row.code,
        {
          code: row.code,
          city: { vi: row.city_vi, en: row.city_en },
          name: { vi: row.name_vi, en: row.name_en },
          timeZone: row.time_zone,
        },
      ]),
    );
  }
}
