import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../browser-storage';
import { COOKIE_CONSENT_ACCEPTED, COOKIE_CONSENT_KEY } from '../overlay-rules';

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Accepting in another tab counts here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COOKIE_CONSENT_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function isAccepted(): boolean {
  return readStored('localStorage', COOKIE_CONSENT_KEY) === COOKIE_CONSENT_ACCEPTED;
}

/** Remembers in local storage that the visitor accepted cookies (requirements §2 Cookie consent). */
export function acceptCookies(): void {
  writeStored('localStorage', COOKIE_CONSENT_KEY, COOKIE_CONSENT_ACCEPTED);
  for (const listener of listeners) listener();
}

/**
 * Whether the visitor has accepted cookies on this browser. While prerendering nobody has, but
 * the banner is not drawn there either: it belongs to the live app (true on the server).
 */
export function useCookiesAccepted(): boolean {
  return useSyncExternalStore(subscribe, isAccepted, () => true);
}
