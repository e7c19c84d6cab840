import type { FamilyMemberBody } from '@skybook/contracts/member-extras';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_API, memberRequest } from '../../../lib/member-request';
import { hasStoredLogin, readLogin } from '../../../lib/member-session';

/*
 * The member's family (requirements §3 family member; §7 users/{provider}/members, DELETE
 * members/{id}; decision 031): the list with its limit, adding one, removing one.
 */

const contracts = () => import('@skybook/contracts/member-extras');
const FAMILY_KEY = ['member', 'family'] as const;

function membersPath(rest = ''): string {
  const login = readLogin();
  if (!login) throw new Error('Not signed in');
  return `${MEMBER_API}/users/${login.provider}/members${rest}`;
}

/** GET members: the family, oldest first, and how many the member may keep. */
export function useFamily() {
  return useQuery({
    queryKey: FAMILY_KEY,
    queryFn: ({ signal }) =>
      memberRequest('GET', membersPath(), () => contracts().then((m) => m.familyMembersResponseSchema), {
        signal,
      }),
    enabled: hasStoredLogin(),
  });
}

/** POST members: adds one; the list reloads. */
export function useAddFamilyMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FamilyMemberBody) =>
      memberRequest(
        'POST',
        membersPath(),
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
      memberRequest('DELETE', membersPath(`/${encodeURIComponent(id)}`), () =>
        contracts().then((m) => m.familyMembersResponseSchema),
      ),
    onSuccess: (family) => client.setQueryData(FAMILY_KEY, family),
  });
}
