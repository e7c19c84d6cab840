import type { FieldIssue } from '@skybook/contracts/errors';
import { formErrorCodeForPath } from '@skybook/contracts/passengers';
import { reservationCoreSchema, type ReservationDto } from '@skybook/contracts/reservation-model';
import { type PassengerLoyaltiesBody } from '@skybook/contracts/reservation';
import type { Clock } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import { isValidLoyaltyNumber } from '@skybook/domain/passenger-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { translateError } from '../../../i18n/error-messages';
import { formMessage } from '../../../i18n/form-messages';
import { appError } from '../../../plugins/app-error';
import { findReservationById, replaceDocumentIfUnchanged } from './reservation.repository';
import { reservationView } from './reservation.service';

const RESERVATION_KEY = /^[0-9a-f]{32}$/;
/** Attempts when another writer changes the booking between our read and our write. */
const WRITE_ATTEMPTS = 3;

/**
 * Sets the passengers' Skyclub / SkyJoy numbers on a live booking (PUT reservations/{key}/
 * passengerLoyalties). Numbers are read as typed (spaces dropped, capitals); an empty one removes
 * the passenger's number. The document is replaced only if nobody changed it since it was read
 * (compare and set), so two edits never lose one another.
 */
export async function updatePassengerLoyalties(
  db: Kysely<Database>,
  clock: Clock,
  key: string,
  body: PassengerLoyaltiesBody,
  language: Language,
): Promise<ReservationDto> {
  if (!RESERVATION_KEY.test(key)) throw appError('BOOKING_NOT_FOUND');
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const row = await findReservationById(db, key);
    if (!row) throw appError('BOOKING_NOT_FOUND');
    const now = clock.now();
    if (reservationView(row, now).status === 'Cancel') {
      throw appError('CONFLICT', { details: { reason: 'cancelled' } });
    }
    const core = reservationCoreSchema.parse(JSON.parse(row.document));
    const known = new Set(core.passengers.map((passenger) => passenger.key));
    const numbers = new Map<string, string>();
    const issues: FieldIssue[] = [];
    body.passengers.forEach((entry, index) => {
      const number = entry.loyaltyNumber.replace(/\s+/g, '').toUpperCase();
      if (!known.has(entry.passengerKey) || numbers.has(entry.passengerKey)) {
        issues.push({
          path: `body.passengers.${String(index)}.passengerKey`,
          code: 'unknownPassenger',
          message: translateError('INVALID_REQUEST', language),
        });
      } else if (number !== '' && !isValidLoyaltyNumber(number)) {
        issues.push({
          path: `body.passengers.${String(index)}.loyaltyNumber`,
          code: 'invalidLoyaltyNumber',
          message: formMessage('invalidLoyaltyNumber', language),
        });
      }
      numbers.set(entry.passengerKey, number);
    });
    const [first] = issues;
    if (first) {
      const code =
        first.code === 'unknownPassenger' ? 'INVALID_REQUEST' : formErrorCodeForPath(['loyaltyNumber']);
      throw appError(code, { details: { issues } });
    }
    const document = JSON.stringify({
      ...core,
      passengers: core.passengers.map((passenger) => ({
        ...passenger,
        loyaltyNumber: numbers.get(passenger.key) ?? passenger.loyaltyNumber,
      })),
    });
    if (await replaceDocumentIfUnchanged(db, key, row.document, document, now.toISOString())) {
      return reservationView({ ...row, document, updated_at: now.toISOString() }, now);
    }
  }
  throw appError('CONFLICT', { details: { reason: 'concurrentUpdate' } });
}
