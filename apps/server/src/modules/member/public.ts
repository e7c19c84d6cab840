/*
 * What other modules may use of the member module (lint lets them import this file only): the
 * bearer check of a member's access token, for routes that serve a member as well as a guest.
 * The registry mounts the module from its routes file.
 */
export { type MemberAuth, type MemberIdentity } from './member-auth';
export { memberBearer, optionalMember, type MemberBearer } from './member-bearer';
