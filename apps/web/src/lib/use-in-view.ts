import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on (requirements §4:
 * the footer and the blocks below home's fold load lazily; §9: visibility threshold 0). Where the browser has no
 * IntersectionObserver the element counts as seen at once, so the content still loads.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin: string): boolean {
  // Without an observer (old browsers, test DOMs) the element counts as seen from the start;
  // while prerendering there is no window, and the first HTML keeps the placeholder.
  const [isInView, setIsInView] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = ref.current;
    if (isInView || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setIsInView(true);
        }
      },
      { rootMargin, threshold: 0 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, rootMargin, isInView]);

  return isInView;
}
