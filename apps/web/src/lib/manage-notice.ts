/*
 * What a manage-booking page tells the next one it sends the traveller to (a change made, a name
 * corrected), carried in the navigation's history state: shown once there, never in the address.
 */

export const MANAGE_NOTICES = ['journeyChanged'] as const;

export type ManageNotice = (typeof MANAGE_NOTICES)[number];

/** The history state of a navigation carrying `notice`. */
export interface ManageNoticeState {
  readonly manageNotice: ManageNotice;
}

export function manageNoticeState(notice: ManageNotice): ManageNoticeState {
  return { manageNotice: notice };
}

/** The notice a page was sent with (`useLocation().state`), or null. */
export function manageNoticeOf(state: unknown): ManageNotice | null {
  if (typeof state !== 'object' || state === null || !('manageNotice' in state)) return null;
  const { manageNotice } = state;
  return MANAGE_NOTICES.find((notice) => notice === manageNotice) ?? null;
}
