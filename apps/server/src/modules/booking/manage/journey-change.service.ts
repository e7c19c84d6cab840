import { randomBytes } from 'node:crypto';
import type {
  ApplyJourneyChangeBody,
  EditBookingVoucherBody,
  JourneyChangeQuote,
  JourneyChangesBody,
} from '@skybook/contracts/journey-change';
import type { CreditShell } from '@skybook/contracts/manage-booking';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { CREDIT_SHELL_VALIDITY_DAYS, drawCreditShellSecrets } from '@skybook/domain/cancellation';
import type { Clock } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import { hashVoucherSecret, voucherSecretMatches } from '../../../db/voucher-secret';
import type { FixedWindowLimiter, RateLimits } from '../../../plugins/fixed-window-limiter';
import { VOUCHER_LIMITS } from '../payments/payment-model';
import { appError } from '../../../plugins/app-error';
import { hasLiveCheckin } from '../check-in/checkin.repository';
import { findVoucher, insertVoucher } from '../payments/voucher.repository';
import {
  findReservationById,
  insertHeldSeats,
  insertInventory,
  releaseFare,
  takeFare,
} from '../reservations/reservation.repository';
import { reservationView } from '../reservations/reservation.service';
import { JOURNEY_CHANGE_CUTOFF_MS } from './journey-change-check';
import { planJourneyChange, type JourneyChangeDeps } from './journey-change-plan';
import {
  deleteSeatsOnFlights,
  findPendingJourneyChange,
  insertJourneyChange,
  removeInventoryOnFlights,
  sellSeatsOnFlights,
  writeChangedReservation,
} from './journey-change.repository';
import type { BookingAccess, ReservationAccess } from './reservation-access';
import { findPendingChange } from './service-change.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Paid booking's change of flights waits this long for its balance, at most until the cut-off. */
export const BALANCE_DUE_MS = 30 * 60 * 1000;

/**
 * Changing a booked flight (requirements §2 /my/edit-booking; decision 025): the quote, then the change
 * in one transaction — the old flights' fare seats and seats given back, the new ones taken by
 * conditional updates, the document written by compare and set — so a change happens whole or
 * not at all, and two changes of one booking never both land.
 */
export class JourneyChangeService {
  readonly #voucherPerClient: FixedWindowLimiter;
  readonly #voucherPerSerial: FixedWindowLimiter;

  constructor(
    private readonly deps: JourneyChangeDeps & {
      clock: Clock;
      rateLimits: RateLimits;
      access: ReservationAccess;
    },
  ) {
    this.#voucherPerClient = deps.rateLimits.limiter(
      'journey-change-voucher:client',
      VOUCHER_LIMITS.perClient,
    );
    this.#voucherPerSerial = deps.rateLimits.limiter(
      'journey-change-voucher:serial',
      VOUCHER_LIMITS.perSerial,
    );
  }

  async quote(
    access: BookingAccess,
    body: JourneyChangesBody,
    client: string,
    language: Language,
  ): Promise<JourneyChangeQuote> {
    const reservation = await this.deps.access.resolve(access, client);
    return (await planJourneyChange(this.deps, reservation, body, this.deps.clock.now(), language)).quote;
  }

  /**
   * POST quotation/edit-booking/voucher: what a voucher (a prepaid one or a credit shell) would pay
   * of the change's balance, checked as the Voucher method checks it (the same answer for a wrong
   * serial, password or PIN, an expired or spent voucher: 400 VOUCHER_INVALID; another currency:
   * 409 VOUCHER_INSUFFICIENT). Nothing is spent: the voucher pays with POST payment once applied.
   */
  async voucher(
    access: BookingAccess,
    body: EditBookingVoucherBody,
    client: string,
    language: Language,
  ): Promise<{ serial: string; currency: string; balance: number; covers: number }> {
    await this.#voucherPerClient.enforce(client);
    const serial = body.voucher.serial.trim().toUpperCase();
    await this.#voucherPerSerial.enforce(serial);
    const quote = await this.quote(access, body, client, language);
    const now = this.deps.clock.now();
    const voucher = await findVoucher(this.deps.db, serial);
    const valid =
      voucher !== undefined &&
      voucherSecretMatches(body.voucher.password, voucher.password_hash) &&
      voucherSecretMatches(body.voucher.pin, voucher.pin_hash) &&
      voucher.balance > 0 &&
      voucher.expires_at > now.toISOString();
    if (!valid) throw appError('VOUCHER_INVALID');
    if (voucher.currency !== quote.currency) throw appError('VOUCHER_INSUFFICIENT');
    return {
      serial,
      currency: voucher.currency,
      balance: voucher.balance,
      covers: Math.min(voucher.balance, quote.amountDue),
    };
  }

  async apply(
    access: BookingAccess,
    body: ApplyJourneyChangeBody,
    client: string,
    language: Language,
  ): Promise<{ reservation: ReservationDto; quotation: JourneyChangeQuote; credit: CreditShell | null }> {
    const reservation = await this.deps.access.resolve(access, client);
    const row = await findReservationById(this.deps.db, reservation.key);
    if (!row) throw appError('BOOKING_NOT_FOUND');
    const now = this.deps.clock.now();
    const plan = await planJourneyChange(this.deps, reservation, body, now, language);
    // A boarding pass stands for a seat on the old flight: undo the check-in first (decision 026).
    if (await hasLiveCheckin(this.deps.db, row.id, plan.releasedFlightIds))
      throw appError('ALREADY_CHECKED_IN');
    const net = plan.quote.amountDue - plan.quote.credit;
    if (body.amount !== net)
      throw appError('PRICE_CHANGED', { details: { quotation: plan.quote, amount: net } });
    const paid = row.status === 'Paid';
    // A Paid booking's balance waits for its payment with both flights' inventory held; a credit
    // (a cheaper flight) becomes a credit shell, never cash (decision 025).
    const balance = paid && net > 0 ? net : 0;
    const credit = paid && net < 0 ? -net : 0;
    if (paid && net !== 0) {
      const pending =
        (await findPendingJourneyChange(this.deps.db, row.id)) ??
        (await findPendingChange(this.deps.db, row.id));
      if (pending) throw appError('SERVICE_CHANGE_PENDING');
    }
    // scrypt is slow on purpose: the credit's secrets are hashed before the transaction.
    const secrets = credit > 0 ? drawCreditShellSecrets((count) => randomBytes(count)) : undefined;
    const hashes = secrets && {
      password: hashVoucherSecret(secrets.password),
      pin: hashVoucherSecret(secrets.pin),
    };
    const creditExpiresAt = new Date(now.getTime() + CREDIT_SHELL_VALIDITY_DAYS * DAY_MS).toISOString();
    const newFlightIds = [...new Set(plan.takes.map((take) => take.flightId))];
    const updatedAt = now.toISOString();
    const document = JSON.stringify(plan.core);
    await this.deps.db.transaction().execute(async (trx) => {
      if (await hasLiveCheckin(trx, row.id, plan.releasedFlightIds)) throw appError('ALREADY_CHECKED_IN');
      // With a balance to pay the old flights stay held until it is paid (or the change reverted).
      if (balance === 0) {
        for (const take of await removeInventoryOnFlights(trx, row.id, plan.releasedFlightIds)) {
          if (!(await releaseFare(trx, take))) {
            throw new Error(
              `flight_fare ${String(take.flightId)}/${take.familyCode} has fewer than ${String(take.passengers)} sold`,
            );
          }
        }
        await deleteSeatsOnFlights(trx, row.id, plan.releasedFlightIds);
      }
      for (const take of plan.takes) {
        if (!(await takeFare(trx, take)))
          throw appError('SOLD_OUT', { details: { flightId: take.flightId } });
      }
      await insertInventory(trx, row.id, plan.takes);
      if ((await insertHeldSeats(trx, row.id, plan.seats, now)) !== plan.seats.length) {
        throw appError('SEAT_UNAVAILABLE');
      }
      if (paid && balance === 0) await sellSeatsOnFlights(trx, row.id, newFlightIds);
      const written = await writeChangedReservation(trx, row, {
        document,
        totalAmount: plan.totalAmount,
        paidAmount: row.paid_amount - credit,
        newDue: balance > 0,
        updatedAt,
      });
      if (!written) throw appError('CONFLICT', { details: { reason: 'concurrentUpdate' } });
      if (secrets && hashes) {
        await insertVoucher(trx, {
          serial: secrets.serial,
          kind: 'creditShell',
          password_hash: hashes.password,
          pin_hash: hashes.pin,
          amount: credit,
          balance: credit,
          currency: row.currency,
          expires_at: creditExpiresAt,
          redeemed_by: null,
          redeemed_at: null,
          created_at: updatedAt,
        });
      }
      if (balance > 0) {
        const firstDeparture = Math.min(
          ...plan.core.journeys.flatMap((journey) =>
            journey.segments.map((segment) => Date.parse(segment.departure.utc)),
          ),
        );
        const dueAt = Math.min(now.getTime() + BALANCE_DUE_MS, firstDeparture - JOURNEY_CHANGE_CUTOFF_MS);
        await insertJourneyChange(trx, {
          id: randomBytes(16).toString('hex'),
          reservation_id: row.id,
          status: 'pending',
          amount: balance,
          document_before: row.document,
          old_flight_ids: JSON.stringify(plan.releasedFlightIds),
          new_flight_ids: JSON.stringify(newFlightIds),
          due_at: new Date(dueAt).toISOString(),
          created_at: updatedAt,
          closed_at: null,
        });
      }
    });
    const after = await findReservationById(this.deps.db, row.id);
    if (!after) throw appError('BOOKING_NOT_FOUND');
    // The credit's password and PIN are shown here once, and stored only as hashes.
    const creditShell: CreditShell | null = secrets
      ? {
          serial: secrets.serial,
          password: secrets.password,
          pin: secrets.pin,
          balance: credit,
          currency: row.currency,
          expiresAt: creditExpiresAt,
        }
      : null;
    return {
      reservation: reservationView(after, this.deps.clock.now()),
      quotation: plan.quote,
      credit: creditShell,
    };
  }
}
