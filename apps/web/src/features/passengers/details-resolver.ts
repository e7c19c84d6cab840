import { zodResolver } from '@hookform/resolvers/zod';
import {
  passengerDetailsRules,
  type PassengerDetails,
  type PassengerRulesContext,
} from '@skybook/contracts/passengers';
import { takesChildTitle } from '@skybook/domain/passenger-titles';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PassengerDetailsDraft } from '../../stores/passenger-details';
import { withNormalizedNames } from './form-model';

/** The rules' schema as the form sees it: it reads a draft (titles may be unchosen) and gives the details. */
type DraftSchema = { readonly _zod: { output: PassengerDetails; input: PassengerDetailsDraft } };

/**
 * Validates the form with the contracts' rules, the same the server runs on the quotation
 * (requirements §5), in the booking's context for the values at hand (the provinces are the contact
 * country's). Names are validated and submitted as {@link withNormalizedNames} leaves them.
 */
export function detailsResolver(
  contextFor: (values: PassengerDetailsDraft) => PassengerRulesContext,
): Resolver<PassengerDetailsDraft, unknown, PassengerDetails> {
  return async (values, context, options) => {
    const result = await zodResolver<PassengerDetailsDraft, unknown, PassengerDetails, DraftSchema>(
      passengerDetailsRules(contextFor(values)),
    )(withNormalizedNames(values), context, options);
    foldChildGenderErrors(values, result.errors);
    return result;
  };
}

/**
 * A child's or an infant's gender is chosen with its title (Mstr, Miss: ChildTitleField), so a
 * problem with it is the title's: one field to fix, counted once.
 */
function foldChildGenderErrors(
  values: PassengerDetailsDraft,
  errors: FieldErrors<PassengerDetailsDraft>,
): void {
  values.passengers.forEach((passenger, index) => {
    const fields = errors.passengers?.[index];
    if (!takesChildTitle(passenger.type) || !fields?.gender) return;
    fields.title ??= fields.gender;
    delete fields.gender;
  });
}
