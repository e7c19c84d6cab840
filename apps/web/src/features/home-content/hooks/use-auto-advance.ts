import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';

/** How long a banner stays before the next one (WCAG 2.2.2: more than 5 s needs a pause control, which the carousel has). */
export const AUTO_ADVANCE_MS = 6000;

export interface AutoAdvance {
  /** The slide show runs now: not stopped, not hovered, no focus inside, page visible. */
  readonly isRotating: boolean;
  /** The visitor (or reduced motion) stopped it; only the rotation button starts it again. */
  readonly isStopped: boolean;
  readonly toggleStopped: () => void;
  /** Pointer over, or keyboard focus inside, the carousel: it holds still meanwhile. */
  readonly setHovered: (isHovered: boolean) => void;
  readonly setFocusWithin: (isFocusWithin: boolean) => void;
}

/**
 * Calls `advance` every {@link AUTO_ADVANCE_MS} while the slide show may move: it starts stopped
 * when the visitor prefers reduced motion, holds still under the pointer or with focus inside
 * (WAI-ARIA carousel pattern) and while the tab is hidden, and stops for good on the button.
 */
export function useAutoAdvance(isEnabled: boolean, advance: () => void): AutoAdvance {
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [stoppedChoice, setStoppedChoice] = useState<boolean | undefined>(undefined);
  const [isHovered, setHovered] = useState(false);
  const [isFocusWithin, setFocusWithin] = useState(false);
  const [isPageVisible, setPageVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  const isStopped = stoppedChoice ?? prefersReducedMotion;
  const isRotating = isEnabled && !isStopped && !isHovered && !isFocusWithin && isPageVisible;

  useEffect(() => {
    const onVisibility = () => {
      setPageVisible(document.visibilityState !== 'hidden');
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  useEffect(() => {
    if (!isRotating) return undefined;
    const timer = window.setInterval(advance, AUTO_ADVANCE_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [isRotating, advance]);

  return {
    isRotating,
    isStopped,
    toggleStopped: () => {
      setStoppedChoice(!isStopped);
    },
    setHovered,
    setFocusWithin,
  };
}
