import type { MemberProfile } from '@skybook/contracts/member';
import type { MemberScheme } from '@skybook/domain/member-rules';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_API, memberRequest } from './member-request';
import { hasStoredLogin, readLogin, saveUser } from './member-session';

/*
 * What the signed-in member's pages read of them (requirements §3 Profile, family member; §7
 * users/{provider}/profile and users/{provider}/members): the profile pages and the passenger
 * forms that are prefilled from them. Only the pages that use it load it; a guest's page asks
 * nothing (both queries run only while a login is stored).
 */

const loadProfileSchema = () =>
  import('@skybook/contracts/member').then((module) => module.memberProfileResponseSchema);
const loadFamilySchema = () =>
  import('@skybook/contracts/member-extras').then((module) => module.familyMembersResponseSchema);

/** The query key of the member's profile (refetched when it changes). */
export const MEMBER_PROFILE_KEY = ['member', 'profile'] as const;

/** The query key of the member's family list. */
export const FAMILY_KEY = ['member', 'family'] as const;

/** GET users/{provider}/profile: the signed-in member, stored for the header as it arrives. */
export async function fetchProfile(provider: MemberScheme): Promise<MemberProfile> {
  const { user } = await memberRequest('GET', `${MEMBER_API}/users/${provider}/profile`, loadProfileSchema);
  saveUser(user);
  return user;
}

/**
 * The signed-in member's profile: the stored one at once, then the server's (requirements §4 Login: a
 * profile that cannot be fetched signs the member out — the member request does that on a 401).
 */
export function useMemberProfile() {
  const login = readLogin();
  return useQuery({
    queryKey: MEMBER_PROFILE_KEY,
    queryFn: () => {
      const current = readLogin();
      if (!current) throw new Error('Not signed in');
      return fetchProfile(current.provider);
    },
    enabled: login !== null,
    initialData: login?.user ?? undefined,
    initialDataUpdatedAt: 0,
  });
}

/** `users/{provider}/members<rest>` of the signed-in member. */
export function familyPath(rest = ''): string {
  const login = readLogin();
  if (!login) throw new Error('Not signed in');
  return `${MEMBER_API}/users/${login.provider}/members${rest}`;
}

/** GET members: the family, oldest first, and how many the member may keep. */
export function useFamily() {
  return useQuery({
    queryKey: FAMILY_KEY,
    queryFn: ({ signal }) => memberRequest('GET', familyPath(), loadFamilySchema, { signal }),
    enabled: hasStoredLogin(),
  });
}
