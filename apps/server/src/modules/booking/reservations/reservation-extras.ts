import type { FieldIssue } from '@skybook/contracts/errors';
import { managePaymentConfirmationPath, paymentConfirmationPath } from '@skybook/contracts/payment';
import { formErrorCodeForPath } from '@skybook/contracts/passengers';
import { reservationCoreSchema, type ReservationDto } from '@skybook/contracts/reservation-model';
import {
  type BookingLink,
  type FrequentFlyersBody,
  type UpdatableContact,
  type UpdateContactBody,
} from '@skybook/contracts/reservation';
import { ADDRESS_MAX_LENGTH } from '@skybook/domain/booking-constants';
import type { Language } from '@skybook/domain/languages';
import {
  isValidAddress,
  isValidEmail,
  isValidPhoneNumber,
  type PassengerFormError,
} from '@skybook/domain/passenger-rules';
import type { FastifyInstance } from 'fastify';
import { formMessage } from '../../../i18n/form-messages';
import { appError } from '../../../plugins/app-error';
import { sendBookingConfirmation } from '../../mail/public';
import { decryptBookingLink, loadBookingLinkKey } from './booking-link';
import { updatePassengerLoyalties } from './reservation-edit';
import { correctNames } from '../manage/name-correction';
import type { BookingAccess, ReservationAccess } from '../manage/reservation-access';
import { countryExists, provinceExists } from '../places.repository';
import { findReservationById, replaceDocumentIfUnchanged } from './reservation.repository';
import { reservationView, type ReservationService } from './reservation.service';
import { isBalanceDue } from '../payments/payment-model';
import type { PaymentService } from '../payments/payment.service';
import { buildVikkiLink, loadVikkiSecret } from '../payments/vikki-link';

/** What the manage-booking calls use: the server's services and the module's own. */
export type ExtrasApp = Pick<FastifyInstance, 'db' | 'clock' | 'config' | 'mailer' | 'log'> & {
  reservations: ReservationService;
  access: ReservationAccess;
  payments: PaymentService;
};

/** How long a Vikki link for a balance due opens the bank's page (an Unpaid booking's lasts its hold). */
const BALANCE_LINK_TTL_MS = 60 * 60_000;

/** Attempts when another writer changes the booking between our read and our write. */
const WRITE_ATTEMPTS = 3;

/** `an.nguyen@example.com` → `a***@example.com`: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * The manage-booking calls of issue 5 (requirements §7) on a booking found by locator and a traveller's
 * names: re-sending the confirmation, frequent-flyer numbers, the contact, and the Vikki bank
 * payment link; plus reading a manage-booking link token. Every call names its booking through
 * {@link ReservationAccess}: a manage grant, or the lookup's locator and names (the same 404 for an
 * unknown code and a wrong name, the same limits).
 */
export class ReservationExtras {
  readonly #access: ReservationAccess;
  #linkKey: Promise<Buffer> | undefined;
  #vikkiSecret: Promise<Buffer> | undefined;

  constructor(private readonly app: ExtrasApp) {
    this.#access = app.access;
  }

  /** E-mails a Paid booking's confirmation, with its itinerary PDF and calendar file, again. */
  async resendConfirmation(access: BookingAccess, client: string): Promise<{ sent: true; to: string }> {
    const reservation = await this.#access.resolve(access, client);
    if (reservation.status !== 'Paid') throw appError('RESERVATION_NOT_PAID');
    const doc = await this.app.payments.itinerary(reservation);
    if (!doc) throw appError('RESERVATION_NOT_PAID');
    const to = reservation.contact.email;
    try {
      const manageLink = await this.#access.linkToken(reservation);
      await sendBookingConfirmation(this.app, doc, reservation.language, to, manageLink);
    } catch (error) {
      this.app.log.error({ err: error, reservationId: reservation.key }, 'confirmation re-send failed');
      throw appError('error.sendMailFail', { cause: error });
    }
    return { sent: true, to: maskEmail(to) };
  }

  /** What a manage-booking link token opens: 400 BOOKING_LINK_INVALID or BOOKING_LINK_EXPIRED. */
  async decryptLink(token: string): Promise<BookingLink> {
    const key = await this.#key();
    const link = decryptBookingLink(token, key, this.app.clock.now());
    if (link.ok) return link.value;
    throw appError(link.error === 'EXPIRED' ? 'BOOKING_LINK_EXPIRED' : 'BOOKING_LINK_INVALID');
  }

  /** The key of manage-booking link tokens (for encryptBookingLink). */
  linkKey(): Promise<Buffer> {
    return this.#key();
  }

  /** Sets the passengers' Skyclub / SkyJoy numbers (reservation-edit's compare-and-set write). */
  async setFrequentFlyers(
    body: FrequentFlyersBody,
    grant: string | undefined,
    client: string,
    language: Language,
  ): Promise<ReservationDto> {
    const found = await this.#access.resolve({ grant, names: body }, client);
    return updatePassengerLoyalties(
      this.app.db,
      this.app.clock,
      found.key,
      {
        passengers: body.passengers.map((entry) => ({
          passengerKey: entry.passengerKey,
          loyaltyNumber: entry.loyaltyNumber,
        })),
      },
      language,
    );
  }

  /**
   * Replaces the contact's e-mail, phone, address, country, province and messaging app (requirements §5
   * limits) and corrects passengers' names (manage/name-correction.ts) on a live booking, together;
   * 409 CONFLICT on a cancelled one. Compare and set on the stored document, as reservation-edit
   * does, so a concurrent edit is never lost.
   */
  async updateContact(
    body: UpdateContactBody,
    grant: string | undefined,
    client: string,
    language: Language,
  ): Promise<ReservationDto> {
    const found = await this.#access.resolve({ grant, names: body }, client);
    if (body.contact) await this.#checkContact(body.contact, language);
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const row = await findReservationById(this.app.db, found.key);
      if (!row) throw appError('BOOKING_NOT_FOUND');
      const now = this.app.clock.now();
      if (reservationView(row, now).status === 'Cancel') {
        throw appError('CONFLICT', { details: { reason: 'cancelled' } });
      }
      let core = reservationCoreSchema.parse(JSON.parse(row.document));
      if (body.passengers) core = correctNames(core, body.passengers, now, language);
      if (body.contact) core = { ...core, contact: { ...core.contact, ...body.contact } };
      const document = JSON.stringify(core);
      if (await replaceDocumentIfUnchanged(this.app.db, row.id, row.document, document, now.toISOString())) {
        return reservationView({ ...row, document, updated_at: now.toISOString() }, now);
      }
    }
    throw appError('CONFLICT', { details: { reason: 'concurrentUpdate' } });
  }

  /**
   * A signed link to pay what remains of an Unpaid booking at Vikki bank, valid until the hold
   * ends, or a Paid booking's balance due, valid for an hour, for a payment attempt recorded first
   * (PENDING; asked again while it is open, the same attempt and link). Vikki's signed
   * notification settles the attempt; the browser comes back to /payment-confirmation with the
   * locator and the payment id, or to manage booking's /my/payment-confirmation with the payment
   * id when a grant named the booking. 409 RESERVATION_ALREADY_PAID for a Paid booking that owes
   * nothing, RESERVATION_NOT_PAYABLE for a cancelled one or one whose hold ran out.
   */
  async vikkiLink(access: BookingAccess, client: string): Promise<string> {
    const reservation = await this.#access.resolve(access, client);
    const balanceDue = isBalanceDue(reservation);
    if (reservation.status === 'Paid' && !balanceDue) throw appError('RESERVATION_ALREADY_PAID');
    const now = this.app.clock.now();
    if (!balanceDue && (reservation.status !== 'Unpaid' || reservation.holdExpiresAt <= now.toISOString())) {
      throw appError('RESERVATION_NOT_PAYABLE');
    }
    this.#vikkiSecret ??= loadVikkiSecret(this.app.db, now).catch((error: unknown) => {
      this.#vikkiSecret = undefined;
      throw error;
    });
    const secret = await this.#vikkiSecret;
    const { config } = this.app;
    const base = `${(config.PAYMENT_SANDBOX_URL ?? `${config.PUBLIC_URL}/sandbox`).replace(/\/+$/, '')}/vikki/pay`;
    const payment = await this.app.payments.openBankLink(reservation, 'VIKKI');
    const returnPath =
      access.grant === undefined
        ? paymentConfirmationPath(reservation.language, reservation.locator, payment.id)
        : managePaymentConfirmationPath(reservation.language, payment.id);
    return buildVikkiLink(
      base,
      {
        locator: reservation.locator,
        amount: String(payment.amount),
        currency: payment.currency,
        expiresAt: balanceDue
          ? new Date(now.getTime() + BALANCE_LINK_TTL_MS).toISOString()
          : reservation.holdExpiresAt,
        returnUrl: `${config.PUBLIC_URL}${returnPath}`,
        paymentId: payment.id,
      },
      secret,
    );
  }

  #key(): Promise<Buffer> {
    this.#linkKey ??= loadBookingLinkKey(this.app.db, this.app.clock.now()).catch((error: unknown) => {
      this.#linkKey = undefined;
      throw error;
    });
    return this.#linkKey;
  }

  /** requirements §5 contact rules; 400 with the first field's requirements §8 code and every issue. */
  async #checkContact(contact: UpdatableContact, language: Language): Promise<void> {
    const problems: [keyof UpdatableContact, PassengerFormError][] = [];
    if (!isValidPhoneNumber(contact.phoneNumber)) problems.push(['phoneNumber', 'invalidPhone']);
    if (!isValidEmail(contact.email)) problems.push(['email', 'invalidEmail']);
    if (!isValidAddress(contact.address)) {
      problems.push([
        'address',
        contact.address.length > ADDRESS_MAX_LENGTH ? 'addressTooLong' : 'invalidAddress',
      ]);
    }
    if (!(await countryExists(this.app.db, contact.country))) problems.push(['country', 'invalidCountry']);
    if (contact.province === '') {
      if (contact.country === 'VN') problems.push(['province', 'required']);
    } else {
      if (!(await provinceExists(this.app.db, contact.country, contact.province)))
        problems.push(['province', 'invalidProvince']);
    }
    const [first] = problems;
    if (!first) return;
    const issues: FieldIssue[] = problems.map(([field, key]) => ({
      path: `body.contact.${field}`,
      code: key,
      message: formMessage(key, language),
    }));
    throw appError(formErrorCodeForPath(['contact', first[0]]), { details: { issues } });
  }
}
