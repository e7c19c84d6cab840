import type { NameCorrection } from '@skybook/contracts/reservation';
import type { ReservationDto } from '@skybook/contracts/reservation-model';
import { isNameCorrection, nameEdits } from '@skybook/domain/name-correction';
import { isValidPersonName } from '@skybook/domain/passenger-rules';
import { normalizeName } from '@skybook/domain/text-filters';
import type { FormIssue } from '../../lib/form-resolver';

/** The name-correction form: every passenger's name, as booked to start with. */
export interface NameFormValues {
  passengers: NameCorrection[];
}

/** The rules' keys a name field shows (in editBooking `names.errors`). */
export type NameMessage = 'required' | 'invalid';

export function nameFormValues(reservation: Pick<ReservationDto, 'passengers'>): NameFormValues {
  return {
    passengers: reservation.passengers.map(({ key, lastName, middleName, firstName }) => ({
      passengerKey: key,
      lastName,
      middleName,
      firstName,
    })),
  };
}

/** The name as it is sent: each part normalised (no trailing space, capitals without accents). */
export function normalizedCorrection(correction: NameCorrection): NameCorrection {
  return {
    passengerKey: correction.passengerKey,
    lastName: normalizeName(correction.lastName),
    middleName: normalizeName(correction.middleName),
    firstName: normalizeName(correction.firstName),
  };
}

/** What the traveller's edit of one name is: none, a correction, or more than a correction allows. */
export type NameEditKind = 'unchanged' | 'correction' | 'tooBig';

export function nameEditKind(
  booked: ReservationDto['passengers'][number] | undefined,
  edited: NameCorrection,
): NameEditKind {
  if (!booked) return 'unchanged';
  const after = normalizedCorrection(edited);
  if (nameEdits(booked, after) === 0) return 'unchanged';
  return isNameCorrection(booked, after) ? 'correction' : 'tooBig';
}

/** The form's own checks on each name (the contract only bounds the lengths). */
export function nameIssues(values: NameFormValues): FormIssue<NameMessage>[] {
  return values.passengers.flatMap((passenger, index) => {
    const name = normalizedCorrection(passenger);
    const issues: FormIssue<NameMessage>[] = [];
    for (const field of ['lastName', 'firstName'] as const) {
      if (name[field] === '')
        issues.push({ field: `passengers.${String(index)}.${field}`, message: 'required' });
      else if (!isValidPersonName(name[field]))
        issues.push({ field: `passengers.${String(index)}.${field}`, message: 'invalid' });
    }
    if (name.middleName !== '' && !isValidPersonName(name.middleName))
      issues.push({ field: `passengers.${String(index)}.middleName`, message: 'invalid' });
    return issues;
  });
}
