import { ApiError, send } from '../../../lib/api-client';
import { MEMBER_API } from '../../../lib/member-request';
import { clearLogin, readLogin } from '../../../lib/member-session';

/**
 * requirements §4 Logout: the member service revokes the refresh token at the provider (204 whatever
 * the provider says; a failure to reach it is ignored), then the login is forgotten on this
 * browser, in every tab.
 */
export async function signOut(): Promise<void> {
  const login = readLogin();
  if (login) {
    try {
      await send(
        'DELETE',
        `${MEMBER_API}/logout`,
        { body: { refreshToken: login.refreshToken } },
        'application/json',
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  clearLogin();
}
