/*
 * Which page the traveller has changed a form on. Part of the start-up code (SiteOverlays starts
 * it as the app starts) and kept small: a traveller may type into home's search before the
 * overlays' own code has loaded, and that edit must still hold the overlays back
 * (traveller-activity.ts).
 */

/** Keys that move through a form without changing it. */
const NAVIGATION_KEYS = new Set(['Tab', 'Shift', 'Escape', 'Control', 'Alt', 'Meta', 'CapsLock']);
const EDIT_EVENTS = ['input', 'change', 'keydown', 'click'] as const;

let editedPath: string | null = null;
const listeners = new Set<() => void>();

function onEdit(event: Event): void {
  if (event instanceof KeyboardEvent && NAVIGATION_KEYS.has(event.key)) return;
  const { target } = event;
  // The overlays' own elements (marked `data-site-overlay`) are not the traveller's forms.
  if (!(target instanceof Element) || !target.closest('form') || target.closest('[data-site-overlay]'))
    return;
  const path = window.location.pathname;
  if (path === editedPath) return;
  editedPath = path;
  for (const listener of listeners) listener();
}

/** Starts recording form edits (typing, choosing, pressing a form's controls); returns the stop. */
export function recordFormEdits(): () => void {
  for (const type of EDIT_EVENTS) document.addEventListener(type, onEdit, true);
  return () => {
    for (const type of EDIT_EVENTS) document.removeEventListener(type, onEdit, true);
  };
}

/** The page path (`location.pathname`) the traveller last changed a form on, if any. */
export function formEditedPath(): string | null {
  return editedPath;
}

/** Forgets an edit made on another page than `pathname` (the traveller has moved on from it). */
export function forgetFormEditsOutside(pathname: string): void {
  if (editedPath === null || editedPath === pathname) return;
  editedPath = null;
  for (const listener of listeners) listener();
}

export function subscribeToFormEdits(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
