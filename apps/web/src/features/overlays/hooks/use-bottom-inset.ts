import { useEffect, type RefObject } from 'react';

/** The custom property overlays.css reserves the page's bottom with (scroll padding, body padding). */
const INSET_PROPERTY = '--site-overlays-inset';

/** The height the stack's overlays take at the bottom of the window, 0 when it shows none. */
function coveredHeight(stack: HTMLElement): number {
  const first = stack.firstElementChild;
  if (first === null) return 0;
  return Math.max(0, Math.ceil(window.innerHeight - first.getBoundingClientRect().top));
}

/** Scrolls `element` above the stack when the stack covers any of it (the scroll padding keeps it clear). */
function uncover(element: Element | null, stack: HTMLElement): void {
  if (!(element instanceof HTMLElement) || element === document.body || stack.contains(element)) return;
  const covered = coveredHeight(stack);
  if (covered === 0) return;
  const rect = element.getBoundingClientRect();
  if (rect.bottom > window.innerHeight - covered && rect.top < window.innerHeight)
    element.scrollIntoView({ block: 'nearest' });
}

/**
 * Keeps the bottom stack (cookie banner or a corner popup) from hiding what has focus (WCAG 2.2
 * SC 2.4.11, Focus Not Obscured): the page reserves the stack's height at its bottom, as scroll
 * padding (the browser scrolls a field focused by keyboard clear of it) and as body padding (the
 * end of the page can scroll above it); a field focused any other way (a tap on its uncovered
 * part, a script) is scrolled clear when it gets focus, and so is the focused element when the
 * stack appears.
 */
export function useBottomInset(stackRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const stack = stackRef.current;
    if (!stack || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const covered = coveredHeight(stack);
      if (covered === 0) root.style.removeProperty(INSET_PROPERTY);
      else {
        root.style.setProperty(INSET_PROPERTY, `${String(covered)}px`);
        uncover(document.activeElement, stack);
      }
    });
    observer.observe(stack);
    const onFocus = (event: FocusEvent) => {
      uncover(event.target instanceof Element ? event.target : null, stack);
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocus);
      root.style.removeProperty(INSET_PROPERTY);
    };
  }, [stackRef]);
}
