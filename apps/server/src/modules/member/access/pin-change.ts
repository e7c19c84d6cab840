import { appError } from '../../../plugins/app-error';
import type { MemberSecrets } from '../../auth/public';
import type { MemberIdentity } from '../member-auth';

/**
 * SkyJoy's change-password call (requirements §7 `users/skyjoy/change-password`; decision 031):
 * the PIN, changed through the identity provider's account rules. A Skyclub member has no PIN
 * here (404 ACCOUNT_NOT_FOUND, the {provider} rule; their password changes on the provider's
 * page). A wrong current PIN is 403 CURRENT_PIN_INCORRECT and counts toward the sign-in lock;
 * while locked, 423 ACCOUNT_LOCKED. Once changed, the member's other sign-ins end: every refresh
 * token but the caller's is revoked (access tokens already issued live out their 15 minutes).
 */
export async function changeSkyjoyPin(
  secrets: MemberSecrets,
  member: MemberIdentity,
  change: { currentPin: string; newPin: string; refreshToken?: string | undefined },
): Promise<{ changed: true; revokedSignIns: number }> {
  if (member.scheme !== 'skyjoy') throw appError('ACCOUNT_NOT_FOUND');
  const result = await secrets.changeSecret(member.memberId, change.currentPin, change.newPin);
  switch (result) {
    case 'notFound':
      throw appError('ACCOUNT_NOT_FOUND');
    case 'wrongCurrent':
      throw appError('CURRENT_PIN_INCORRECT');
    case 'locked':
      throw appError('ACCOUNT_LOCKED');
    case 'changed':
      return {
        changed: true,
        revokedSignIns: await secrets.revokeOtherSignIns(member.memberId, change.refreshToken),
      };
  }
}
