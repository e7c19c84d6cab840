import { useEffect, useSyncExternalStore } from 'react';
import { forgetFormEditsOutside, formEditedPath, subscribeToFormEdits } from './form-edits';

/*
 * Whether the traveller is busy with the page: using a field or a form now, or having changed a
 * form of this page (form-edits.ts). Overlays take turns only while the traveller is not
 * (OverlayHost): a dialog opening then takes their focus and, with it, what they were typing, and
 * a banner rising over the form covers the field they are in. Read from the DOM rather than from
 * each form, so every form of the site counts (home's search, the FAQ's search, the check-in
 * lookup) without the features knowing about overlays.
 */

/**
 * What a traveller works with: a form and anything in it, a text field or picker anywhere, and
 * an open popover or dialog (a calendar, an airport list, the language list, the phone menu).
 */
const IN_USE = [
  'form',
  'input',
  'textarea',
  'select',
  '[contenteditable]',
  '[role="combobox"]',
  '[role="textbox"]',
  '[role="searchbox"]',
  '[role="spinbutton"]',
  '[role="slider"]',
  '[role="listbox"]',
  '[role="grid"]',
  '[role="menu"]',
  '[role="dialog"]',
  '[data-trigger]',
].join(',');

/** Whether `target` is part of what the traveller works with (see IN_USE), outside the overlays. */
export function isTravellerWork(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[data-site-overlay]') !== null) return false;
  return target.closest(IN_USE) !== null;
}

let isUsingField = false;
const listeners = new Set<() => void>();
let focusCheck: number | undefined;

function setUsingField(value: boolean): void {
  if (value === isUsingField) return;
  isUsingField = value;
  for (const listener of listeners) listener();
}

function readFocus(): void {
  focusCheck = undefined;
  setUsingField(isTravellerWork(document.activeElement));
}

function onFocusChange(event: Event): void {
  // On focusout the next element is not focused yet: read the focus once this move is over.
  if (event.type === 'focusout') {
    focusCheck ??= window.setTimeout(readFocus, 0);
    return;
  }
  readFocus();
}

function onPress(event: Event): void {
  // A press on a field comes before the focus it gives: hold the overlays from the press on.
  if (isTravellerWork(event.target)) setUsingField(true);
}

const FOCUS_EVENTS = ['focusin', 'focusout'] as const;

function subscribeToFocus(onChange: () => void): () => void {
  if (listeners.size === 0) {
    for (const type of FOCUS_EVENTS) document.addEventListener(type, onFocusChange, true);
    document.addEventListener('pointerdown', onPress, true);
    // This code loads once the page has started: the traveller may be in a field already.
    readFocus();
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    for (const type of FOCUS_EVENTS) document.removeEventListener(type, onFocusChange, true);
    document.removeEventListener('pointerdown', onPress, true);
    window.clearTimeout(focusCheck);
    focusCheck = undefined;
  };
}

/**
 * Whether the traveller is busy with the page at `pathname`: using a field now, or having changed
 * a form on this page (a search half made is still theirs after they look away). An edit made on
 * another page is forgotten once the traveller has left it.
 */
export function useTravellerBusy(pathname: string): boolean {
  const usingField = useSyncExternalStore(
    subscribeToFocus,
    () => isUsingField,
    () => false,
  );
  const editedPath = useSyncExternalStore(subscribeToFormEdits, formEditedPath, () => null);
  useEffect(() => {
    forgetFormEditsOutside(pathname);
  }, [pathname]);
  return usingField || editedPath === pathname;
}
