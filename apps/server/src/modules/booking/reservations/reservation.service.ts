import { randomBytes } from 'node:crypto';
import { errorCodeSchema, type ErrorCode } from '@skybook/contracts/errors';
import type { PassengerDetails } from '@skybook/contracts/passengers';
import type { QuotationDto, ServiceSelection } from '@skybook/contracts/quotation';
import {
  reservationCoreSchema,
  withReservationTotals,
  type ReservationDto,
} from '@skybook/contracts/reservation-model';
import { type SessionBookingStatusResponse } from '@skybook/contracts/reservation';
import { BOOKING_HOLD_MS } from '@skybook/domain/booking-constants';
import { AIRLINE_TIME_ZONE, type Clock } from '@skybook/domain/clock';
import { currentBucket } from '@skybook/domain/fare-ladder';
import type { Language } from '@skybook/domain/languages';
import { generateLocator } from '@skybook/domain/locator';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { localized } from '../../../i18n/localized';
import { AppError, appError } from '../../../plugins/app-error';
import type { BookingReferenceCache } from '../booking-reference';
import { findSession } from '../session/booking-session.repository';
import type { BookingSessionService } from '../session/booking-session.service';
import type { LiveSession, PricedSessionJourney } from '../session/live-session';
import type { QuotationService } from '../session/quotation.service';
import { buildReservationCore } from './reservation-document';
import { HOLD_EXPIRED, expireHold } from './reservation-holds';
import {
  failCreation,
  findCreation,
  findReservationById,
  findReservationBySession,
  finishCreation,
  insertCreation,
  insertHeldSeats,
  insertInventory,
  insertReservation,
  restartCreation,
  takeFare,
  type InventoryTake,
  type ReservationRow,
  type SeatTake,
} from './reservation.repository';

export interface ReservationServiceOptions {
  /** After this long the request answers REQUEST_TIMEOUT_AT_API_GATEWAY; creation goes on. */
  gatewayTimeoutMs: number;
  /** A creation running longer is abandoned: reported failed, and it can no longer commit. */
  creationMaxMs: number;
}

/** A seam for tests: runs between pricing and the creation transaction (to make creation slow). */
export interface ReservationHooks {
  beforeTransaction?: (sessionId: string) => Promise<void>;
}

/**
 * Hooks by database handle: a test sets them for the app it built on that database (the service
 * itself is encapsulated in the booking module, out of a test's reach). Empty in production.
 */
export const reservationHooks = new WeakMap<object, ReservationHooks>();

/** Pricing rounds before a booking whose fare bucket keeps moving under it gives up. */
const PRICING_ROUNDS = 3;
const LOCATOR_DRAWS = 8;

/** The fare bucket moved between pricing and taking the seats: price again. */
class BucketMoved extends Error {
  constructor() {
    super('fare bucket moved since pricing');
  }
}

/** Who books: the request's language, and the signed-in member (null for a guest). */
interface Booker {
  language: Language;
  memberId: string | null;
}

const exists = (locator: string) => appError('RESERVATION_EXISTS', { details: { locator } });

/** A stored booking as the contract shows it: the columns are the truth for status, hold and money. */
export function reservationView(row: ReservationRow, now: Date): ReservationDto {
  const core = reservationCoreSchema.parse(JSON.parse(row.document));
  // requirements §4: an unpaid booking is cancelled when its hold runs out, whether or not swept yet.
  const expired = row.status === 'Unpaid' && row.hold_expires_at <= now.toISOString();
  return withReservationTotals({
    ...core,
    status: expired ? 'Cancel' : (row.status as ReservationDto['status']),
    cancelledReason: expired ? HOLD_EXPIRED : row.cancelled_reason,
    holdExpiresAt: row.hold_expires_at,
    reservationSummary: {
      currency: core.currency,
      totalAmount: row.total_amount,
      feeAmount: row.fee_amount,
      pointsDiscount: row.points_discount,
      pointsRedeemed: row.points_redeemed,
      paidAmount: row.paid_amount,
      remaining: row.total_amount - row.points_discount + row.fee_amount - row.paid_amount,
    },
  });
}

/**
 * Creates bookings from the session's draft (requirements §3, §4, §7; design §5): priced again by the
 * quotation, then in one transaction the fare buckets and seats taken by conditional statements,
 * the reservation written with a CSPRNG locator and a 6-hour hold, and the session's creation
 * marked done. Creation runs as a task tracked in `booking_creation`: the request waits for it at
 * most the gateway timeout, and the session-booking status tells how it ended.
 */
export class ReservationService {
  readonly #inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly referenceCache: BookingReferenceCache,
    private readonly sessions: BookingSessionService,
    private readonly quotations: QuotationService,
    private readonly options: ReservationServiceOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Books the session's draft; at most one booking per session. `memberId` is the signed-in
   * member who makes it (decision 032), null for a guest.
   */
  async create(session: LiveSession, language: Language, memberId: string | null): Promise<ReservationDto> {
    if (!session.details || !session.services || !session.quotation) {
      throw appError('SESSION_ID_MISSING_SESSION_DATA');
    }
    const booked = await findReservationBySession(this.db, session.id);
    if (booked) throw exists(booked.locator);
    const attemptId = randomBytes(16).toString('hex');
    const startedAt = this.clock.now();
    if (!(await insertCreation(this.db, session.id, attemptId, startedAt))) {
      const current = await findCreation(this.db, session.id);
      if (current?.state === 'done' && current.reservation_id !== null) {
        const row = await findReservationById(this.db, current.reservation_id);
        throw exists(row?.locator ?? '');
      }
      const abandoned =
        current?.state === 'processing' &&
        Date.parse(current.started_at) <= startedAt.getTime() - this.options.creationMaxMs;
      if (!current || (current.state === 'processing' && !abandoned)) {
        throw appError('BOOKING_IN_PROGRESS');
      }
      if (!(await restartCreation(this.db, current, attemptId, startedAt))) {
        throw appError('BOOKING_IN_PROGRESS');
      }
    }
    const quoted = session.quotation;
    const task = this.#run(
      session,
      session.details,
      session.services,
      quoted,
      { language, memberId },
      attemptId,
      startedAt,
    );
    const tracked = task.catch(() => undefined);
    this.#inFlight.add(tracked);
    void tracked.finally(() => this.#inFlight.delete(tracked));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(appError('REQUEST_TIMEOUT_AT_API_GATEWAY'));
      }, this.options.gatewayTimeoutMs);
    });
    try {
      return await Promise.race([task, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** requirements §4 polling: where the session's booking creation is, with the booking once made. */
  async creationStatus(sessionId: string): Promise<SessionBookingStatusResponse> {
    const now = this.clock.now();
    let row = await findCreation(this.db, sessionId);
    if (!row) {
      if (!(await findSession(this.db, sessionId))) throw appError('SESSION_ID_INVALID');
      return { status: { newBookingProcessing: false, state: 'none', errorCode: null } };
    }
    const bound = new Date(now.getTime() - this.options.creationMaxMs);
    if (row.state === 'processing' && row.started_at <= bound.toISOString()) {
      // Never "processing" forever: past the bound the creation is abandoned (it cannot commit now).
      await failCreation(this.db, sessionId, 'BOOKING_CREATION_TIMEOUT', now, { startedBy: bound });
      row = (await findCreation(this.db, sessionId)) ?? row;
    }
    if (row.state === 'done' && row.reservation_id !== null) {
      const reservation = await this.read(row.reservation_id);
      if (reservation) {
        return { status: { newBookingProcessing: false, state: 'done', errorCode: null }, reservation };
      }
    }
    if (row.state === 'processing') {
      return { status: { newBookingProcessing: true, state: 'processing', errorCode: null } };
    }
    const code = errorCodeSchema.safeParse(row.error_code);
    return {
      status: {
        newBookingProcessing: false,
        state: 'failed',
        errorCode: code.success ? code.data : 'INTERNAL_ERROR',
      },
    };
  }

  /** A booking by id, its hold expired first if it ran out (undefined when unknown). */
  async read(id: string): Promise<ReservationDto | undefined> {
    let row = await findReservationById(this.db, id);
    if (!row) return undefined;
    const now = this.clock.now();
    if (row.status === 'Unpaid' && row.hold_expires_at <= now.toISOString()) {
      await expireHold(this.db, row.id, now);
      row = (await findReservationById(this.db, id)) ?? row;
    }
    return reservationView(row, now);
  }

  /** Waits (bounded) for creations still running, so closing the server does not cut them. */
  async settle(timeoutMs = 5000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.#inFlight]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
  }

  async #run(
    session: LiveSession,
    details: PassengerDetails,
    services: ServiceSelection,
    quoted: QuotationDto,
    booker: Booker,
    attemptId: string,
    startedAt: Date,
  ): Promise<ReservationDto> {
    const { language } = booker;
    try {
      for (let round = 0; round < PRICING_ROUNDS; round++) {
        const priced = await this.sessions.priceJourneys(session, language);
        let quotation: QuotationDto;
        try {
          // The draft is the session's already: priced again, not stored again.
          quotation = await this.quotations.quote(session, { details, services }, language, {
            priced,
            store: false,
          });
        } catch (error) {
          // The quotation's "fare no longer sells" is, at booking time, a sold-out bucket.
          if (error instanceof AppError && error.errorCode === 'FARE_UNAVAILABLE') {
            throw appError('SOLD_OUT', { details: error.details });
          }
          throw error;
        }
        if (quotation.totalAmount !== quoted.totalAmount) {
          // The session keeps the new quotation: the traveller sees it, and booking again takes it.
          await this.sessions.saveDraft(session, details, services, quotation);
          throw appError('PRICE_CHANGED', {
            details: { previousTotalAmount: quoted.totalAmount, totalAmount: quotation.totalAmount },
          });
        }
        await reservationHooks.get(this.db)?.beforeTransaction?.(session.id);
        if (this.clock.now().getTime() - startedAt.getTime() >= this.options.creationMaxMs) {
          throw appError('BOOKING_CREATION_TIMEOUT');
        }
        try {
          return await this.#commit(session, { details, services }, priced, quotation, booker, attemptId);
        } catch (error) {
          if (error instanceof BucketMoved) continue;
          throw error;
        }
      }
      throw appError('PRICE_CHANGED', { details: { previousTotalAmount: quoted.totalAmount } });
    } catch (error) {
      const code: ErrorCode = error instanceof AppError ? error.errorCode : 'INTERNAL_ERROR';
      if (!(error instanceof AppError)) this.log.error({ err: error }, 'booking creation failed');
      await failCreation(this.db, session.id, code, this.clock.now(), { attemptId }).catch(
        (failure: unknown) => {
          this.log.error({ err: failure }, 'booking creation failure not recorded');
        },
      );
      throw error;
    }
  }

  /** The one transaction that takes the inventory and writes the booking. */
  async #commit(
    session: LiveSession,
    draft: { details: PassengerDetails; services: ServiceSelection },
    priced: PricedSessionJourney[],
    quotation: QuotationDto,
    { language, memberId }: Booker,
    attemptId: string,
  ): Promise<ReservationDto> {
    const reference = await this.referenceCache.get();
    const seated = session.passengers.adults + session.passengers.children;
    const takes = new Map<string, InventoryTake & { bucket: string | undefined }>();
    for (const { journey, fare } of priced) {
      for (const [index, flightId] of journey.flightIds.entries()) {
        const key = `${String(flightId)}|${journey.familyCode}`;
        const previous = takes.get(key);
        takes.set(key, {
          flightId,
          familyCode: journey.familyCode,
          passengers: (previous?.passengers ?? 0) + seated,
          bucket: fare?.buckets[index],
        });
      }
    }
    const ordered = [...takes.values()].sort(
      (a, b) => a.flightId - b.flightId || a.familyCode.localeCompare(b.familyCode),
    );
    const seats: SeatTake[] = draft.services.seats
      .map((choice) => ({
        flightId: session.journeys[choice.journeyIndex]?.flightIds[choice.flightIndex] ?? -1,
        seatCode: choice.seatCode,
        passengerKey: choice.passengerKey,
      }))
      .sort((a, b) => a.flightId - b.flightId || a.seatCode.localeCompare(b.seatCode));
    const now = this.clock.now();
    const id = randomBytes(16).toString('hex');
    const holdExpiresAt = new Date(now.getTime() + BOOKING_HOLD_MS);
    const journeys = priced.map((entry) => {
      const family = reference.families.find((candidate) => candidate.code === entry.journey.familyCode);
      const familyName = family ? localized(language, { vi: family.name_vi, en: family.name_en }) : '';
      return { ...entry, familyName };
    });
    const core = buildReservationCore({
      id,
      locator: '',
      createdAt: now,
      holdExpiresAt,
      language,
      tripType: session.tripType,
      promoCode: session.promoCode,
      journeys,
      details: draft.details,
      services: draft.services,
      quotation,
      airportTimeZone: (code) => reference.airports.get(code)?.timeZone ?? AIRLINE_TIME_ZONE,
    });
    const row = await this.db.transaction().execute(async (trx) => {
      for (const take of ordered) {
        const after = await takeFare(trx, take);
        if (!after) throw appError('SOLD_OUT', { details: { flightId: take.flightId } });
        const ladder = reference.bucketsByFamily.get(take.familyCode) ?? [];
        if (currentBucket(ladder, after.sold - take.passengers, after.capacity).code !== take.bucket) {
          throw new BucketMoved();
        }
      }
      let inserted: ReservationRow | undefined;
      for (let draw = 0; draw < LOCATOR_DRAWS && !inserted; draw++) {
        const locator = generateLocator((count) => randomBytes(count));
        const candidate: ReservationRow = {
          id,
          locator,
          session_id: session.id,
          status: 'Unpaid',
          language,
          currency: quotation.currency,
          total_amount: quotation.totalAmount,
          fee_amount: 0,
          paid_amount: 0,
          due_sequence: 0,
          hold_expires_at: holdExpiresAt.toISOString(),
          contact: JSON.stringify(core.contact),
          document: JSON.stringify({ ...core, locator }),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
          cancelled_reason: null,
          member_id: memberId,
          points_redeemed: 0,
          points_discount: 0,
          points_reference: null,
          points_returned_at: null,
        };
        if (await insertReservation(trx, candidate)) inserted = candidate;
      }
      if (!inserted) throw new Error(`No free locator after ${String(LOCATOR_DRAWS)} draws`);
      if ((await insertHeldSeats(trx, id, seats, now)) !== seats.length) {
        throw appError('SEAT_UNAVAILABLE');
      }
      await insertInventory(trx, id, ordered);
      if (!(await finishCreation(trx, session.id, attemptId, id, now))) {
        // The bound passed and the status call gave this attempt up: it must not commit now.
        throw appError('BOOKING_CREATION_TIMEOUT');
      }
      return inserted;
    });
    // The document was built here: answer it without reading it back.
    return withReservationTotals({ ...core, locator: row.locator });
  }
}
