/*
 * The signed-in member as the chrome needs it at start-up: the name the header and the side menu
 * show (requirements §2 Site chrome). Kept this small on purpose: it is the only member code every
 * page loads (design §5: initial JavaScript); signing in, refreshing and the member's calls live
 * in session/, loaded by the pages that need them, which also keep this name current.
 */

/** The event the session dispatches on this tab when it stores or clears a login. */
export const MEMBER_CHANGE_EVENT = 'skybook:member';

/** Where the session keeps the member's full name (family name, then middle and given names). */
export const MEMBER_NAME_KEY = 'memberName';

/** Calls `onChange` when the stored login changes, here or in another tab. */
export function subscribeMember(onChange: () => void): () => void {
  addEventListener('storage', onChange);
  addEventListener(MEMBER_CHANGE_EVENT, onChange);
  return () => {
    removeEventListener('storage', onChange);
    removeEventListener(MEMBER_CHANGE_EVENT, onChange);
  };
}

/** The stored member's full name, or null for a guest. */
export function storedMemberName(): string | null {
  return localStorage.getItem(MEMBER_NAME_KEY);
}
