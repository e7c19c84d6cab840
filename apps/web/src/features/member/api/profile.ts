import type { MemberProfile } from '@skybook/contracts/member';
import type { MemberScheme } from '@skybook/domain/member-rules';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_API, memberRequest } from '../../../lib/member-request';
import { readLogin, saveUser } from '../../../lib/member-session';

const loadProfileSchema = () =>
  import('@skybook/contracts/member').then((module) => module.memberProfileResponseSchema);

/** The query key of the member's profile (refetched when it changes). */
export const MEMBER_PROFILE_KEY = ['member', 'profile'] as const;

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
