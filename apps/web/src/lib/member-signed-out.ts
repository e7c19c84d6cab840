import { useSyncExternalStore } from 'react';

/*
 * requirements §4 Session: when the server no longer accepts the member's sign-in, a dialog asks them
 * to sign in again. The member's calls raise it; the dialog (SessionExpiredNotice) shows it.
 */

let shown = false;
const listeners = new Set<() => void>();

function setShown(value: boolean): void {
  shown = value;
  for (const listener of listeners) listener();
}

export function announceSignedOut(): void {
  setShown(true);
}

export function dismissSignedOut(): void {
  setShown(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the "sign in again" dialog is up. */
export function useSignedOutNotice(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
