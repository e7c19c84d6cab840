/*
 * What other modules may use of the member module (lint lets them import this file only): the
 * bearer check of a member's access token, for routes that serve a member as well as a guest;
 * the member's wallet (decision 033); the member's loyalty points, spent on a booking and given
 * back (decision 037); the profile events (`app.profileEvents`, decorated by the
 * plugin the server registers), which booking publishes "booking paid" to. The registry mounts
 * the module from its routes file.
 */
export { type MemberAuth, type MemberIdentity } from './member-auth';
export { memberBearer, optionalMember, type MemberBearer } from './member-bearer';
export { profileEventsPlugin } from './channel/profile-events.plugin';
export {
  profileNotifier,
  type ProfileChange,
  type ProfileEvents,
  type ProfileNotifier,
} from './channel/profile-events';
// The wallet a booking is paid from, refunded to and credited into (decision 033).
export {
  WalletService,
  type MovementOptions,
  type WalletMovement,
  type WalletStatus,
} from './wallet/wallet.service';
export { TopUpService } from './wallet/top-up.service';
// Loyalty points spent as a discount on a booking and given back (decision 037).
export { PointsService, type PointsMovementOptions, type Redemption } from './points/points.service';
export { memberDirectory } from './member-directory';
