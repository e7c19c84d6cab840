import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useInView } from '../../../lib/use-in-view';

/**
 * How far below the viewport a block starts loading: far enough that its data and code usually
 * arrive before it scrolls into view, so it never changes size on screen (CLS).
 */
const NEAR_VIEWPORT = '600px 0px';

export interface LazyHomeBlockProps {
  /** Markup with the block's own layout classes, so the block replaces it without moving anything. */
  readonly placeholder: ReactNode;
  /** Starts the block's fetch beside its code (keep it stable with useCallback). */
  readonly onNear: (queryClient: QueryClient) => void;
  /** The block, from a lazy chunk: rendered only once the placeholder comes near the viewport. */
  readonly children: ReactNode;
}

/**
 * A home block below the fold (requirements §2 Home, §4 lazy content): until it comes near the viewport
 * only a placeholder of its size is on the page, so neither its code nor its data cost the first
 * view anything (design §5 Speed). While prerendering there is no observer and the placeholder is
 * what the first HTML holds.
 */
export function LazyHomeBlock({ placeholder, onNear, children }: LazyHomeBlockProps) {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useInView(ref, NEAR_VIEWPORT);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (isNear) onNear(queryClient);
  }, [isNear, onNear, queryClient]);

  return (
    <div ref={ref} className="home-block">
      {isNear ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
