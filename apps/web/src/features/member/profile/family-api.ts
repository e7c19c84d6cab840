import type { FamilyMemberBody } from '@skybook/contracts/member-extras';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAMILY_KEY, familyPath } from '../../../lib/member-profile';
import { memberRequest } from '../../../lib/member-request';

/*
 * The member's family (requirements §3 family member; §7 users/{provider}/members, DELETE
 * members/{id}; decision 031): adding one, removing one. The list (`useFamily`) is in
 * lib/member-profile.ts, which the passenger forms read too.
 */

const contracts = () => import('@skybook/contracts/member-extras');

/** POST members: adds one; the list reloads. */
export function useAddFamilyMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FamilyMemberBody) =>
      memberRequest(
        'POST',
        familyPath(),
        () => contracts().then((m) => m.familyMemberCreatedResponseSchema),
        {
          body,
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: FAMILY_KEY }),
  });
}

/** DELETE members/{id}: answers the family left, which replaces the list. */
export function useRemoveFamilyMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      memberRequest('DELETE', familyPath(`/${encodeURIComponent(id)}`), () =>
        contracts().then((m) => m.familyMembersResponseSchema),
      ),
    onSuccess: (family) => client.setQueryData(FAMILY_KEY, family),
  });
}
