import { useEffect, useEffectEvent } from 'react';

/** What counts as the traveller doing something on the page. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

export interface IdleTimerOptions {
  /** Calls `onIdle` after this long without activity. */
  readonly timeoutMs: number;
  readonly onIdle: () => void;
  /** Hears every activity (keep it cheap: pointer moves come often). */
  readonly onActivity?: () => void;
}

/**
 * requirements §4 booking-flow idle timer: `onIdle` runs once `timeoutMs` pass without a pointer, key,
 * wheel, scroll or touch event; each of them starts the wait again. Unmounting cancels it.
 *
 * Built on `setTimeout` and `Date.now()` only, so a moved clock (Playwright's `page.clock`,
 * Vitest's fake timers) moves it too: an activity only records its time, and the one pending
 * timeout, when it fires early, waits again for what is left.
 */
export function useIdleTimer({ timeoutMs, onIdle, onActivity }: IdleTimerOptions): void {
  const idle = useEffectEvent(onIdle);
  const active = useEffectEvent(() => onActivity?.());

  useEffect(() => {
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = () => {
      const left = lastActivity + timeoutMs - Date.now();
      if (left > 0) {
        timer = setTimeout(check, left);
        return;
      }
      timer = undefined;
      idle();
    };
    const onEvent = () => {
      lastActivity = Date.now();
      // After going idle nothing is pending: activity does not bring the timer back.
      if (timer !== undefined) active();
    };

    timer = setTimeout(check, timeoutMs);
    const listenerOptions = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onEvent, listenerOptions);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onEvent, listenerOptions);
    };
  }, [timeoutMs]);
}
