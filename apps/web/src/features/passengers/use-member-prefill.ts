import type { MemberProfile } from '@skybook/contracts/member';
import type { PassengerDetails } from '@skybook/contracts/passengers';
import { useEffect, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useFamily, useMemberProfile } from '../../lib/member-profile';
import type { PassengerDetailsDraft } from '../../stores/passenger-details';
import {
  familyTraveller,
  memberTraveller,
  profileFills,
  type AgeDates,
  type Fill,
  type Traveller,
} from './member-prefill';

type DetailsForm = Pick<
  UseFormReturn<PassengerDetailsDraft, unknown, PassengerDetails>,
  'getValues' | 'setValue' | 'getFieldState'
>;

export interface MemberTravellers {
  /** The signed-in member's profile: the stored one at once, then the server's; none for a guest. */
  readonly profile: MemberProfile | undefined;
  /** The member, then their family: whom a passenger card may be filled from. */
  readonly travellers: readonly Traveller[];
}

/**
 * The signed-in member and their family (lib/member-profile.ts). A guest's page asks nothing:
 * both queries run only while a login is stored. A family list that cannot be loaded offers the
 * member alone.
 */
export function useMemberTravellers(): MemberTravellers {
  const profile = useMemberProfile();
  const family = useFamily();
  const travellers = useMemo(
    () => [
      ...(profile.data ? [memberTraveller(profile.data)] : []),
      ...(family.data?.members.map(familyTraveller) ?? []),
    ],
    [profile.data, family.data],
  );
  return { profile: profile.data, travellers };
}

/**
 * Puts each value in its field as the page's own (dirty), checked again where the field shows a
 * problem, so a filled field does not keep the error of the empty one.
 */
export function applyFills(form: DetailsForm, fills: readonly Fill[]): void {
  for (const [path, value] of fills) {
    form.setValue(path, value, { shouldDirty: true, shouldValidate: form.getFieldState(path).invalid });
  }
}

/**
 * Fills the first adult, the contact and the emergency contact from the member's profile as it
 * arrives (the stored one at once, the server's after): empty fields only (member-prefill.ts).
 */
export function useProfilePrefill(
  form: DetailsForm,
  profile: MemberProfile | undefined,
  options: { readonly dates: AgeDates; readonly requiresDocuments: boolean },
): void {
  const { dates, requiresDocuments } = options;
  const { reference, today } = dates;
  useEffect(() => {
    if (!profile) return;
    applyFills(
      form,
      profileFills(profile, form.getValues(), { dates: { reference, today }, requiresDocuments }),
    );
  }, [form, profile, reference, today, requiresDocuments]);
}
