import type { FieldIssue } from '@skybook/contracts/errors';
import type { NameCorrection } from '@skybook/contracts/reservation';
import type { ReservationCore } from '@skybook/contracts/reservation-model';
import type { Language } from '@skybook/domain/languages';
import { isNameCorrection, nameEdits } from '@skybook/domain/name-correction';
import { isValidPersonName } from '@skybook/domain/passenger-rules';
import { normalizeName } from '@skybook/domain/text-filters';
import { translateError } from '../../../i18n/error-messages';
import { formMessage } from '../../../i18n/form-messages';
import { appError } from '../../../plugins/app-error';

/** Names are corrected online until this long before the booking's first departure. */
export const NAME_CORRECTION_CUTOFF_MS = 3 * 60 * 60 * 1000;

/**
 * The booking with its passengers' names corrected (PUT reservations `passengers`), free of
 * charge: each a few letters from the booked name (domain name-correction.ts), a valid name as the
 * form writes it, until 3 hours before the first departure. The contact, when it is the same
 * person under the same booked name, is corrected with them. Anything else — another person, too
 * late, a passenger not in the booking — changes nothing and answers why.
 */
export function correctNames(
  core: ReservationCore,
  corrections: readonly NameCorrection[],
  now: Date,
  language: Language,
): ReservationCore {
  const firstDeparture = Math.min(
    ...core.journeys.flatMap((journey) =>
      journey.segments.map((segment) => Date.parse(segment.departure.utc)),
    ),
  );
  if (now.getTime() > firstDeparture - NAME_CORRECTION_CUTOFF_MS) {
    throw appError('NAME_CORRECTION_NOT_ALLOWED', { details: { reason: 'tooLate' } });
  }
  const byKey = new Map(core.passengers.map((passenger) => [passenger.key, passenger]));
  const corrected = new Map<string, { lastName: string; middleName: string; firstName: string }>();
  const issues: FieldIssue[] = [];
  corrections.forEach((correction, index) => {
    const path = `body.passengers.${String(index)}`;
    const passenger = byKey.get(correction.passengerKey);
    if (!passenger || corrected.has(correction.passengerKey)) {
      issues.push({
        path: `${path}.passengerKey`,
        code: 'unknownPassenger',
        message: translateError('INVALID_REQUEST', language),
      });
      return;
    }
    const name = {
      lastName: normalizeName(correction.lastName),
      middleName: normalizeName(correction.middleName),
      firstName: normalizeName(correction.firstName),
    };
    for (const field of ['lastName', 'firstName'] as const) {
      if (!isValidPersonName(name[field])) {
        issues.push({
          path: `${path}.${field}`,
          code: 'invalidName',
          message: formMessage('invalidName', language),
        });
      }
    }
    if (name.middleName !== '' && !isValidPersonName(name.middleName)) {
      issues.push({
        path: `${path}.middleName`,
        code: 'invalidName',
        message: formMessage('invalidName', language),
      });
    }
    corrected.set(correction.passengerKey, name);
  });
  const [first] = issues;
  if (first) {
    const code =
      first.code === 'unknownPassenger'
        ? 'INVALID_REQUEST'
        : first.path.endsWith('lastName')
          ? 'INVALID_LASTNAME'
          : 'INVALID_FIRSTNAME';
    throw appError(code, { details: { issues } });
  }
  for (const [key, name] of corrected) {
    const passenger = byKey.get(key);
    if (passenger && nameEdits(passenger, name) > 0 && !isNameCorrection(passenger, name)) {
      throw appError('NAME_CORRECTION_NOT_ALLOWED', {
        details: { reason: 'notACorrection', passengerKey: key },
      });
    }
  }
  const sameName = (a: { lastName: string; middleName: string; firstName: string }, b: typeof a) =>
    nameEdits(a, b) === 0;
  const contactPassenger = core.passengers.find((passenger) => sameName(passenger, core.contact));
  const contactName = contactPassenger ? corrected.get(contactPassenger.key) : undefined;
  return {
    ...core,
    passengers: core.passengers.map((passenger) => ({
      ...passenger,
      ...(corrected.get(passenger.key) ?? {}),
    })),
    contact: contactName ? { ...core.contact, ...contactName } : core.contact,
  };
}
