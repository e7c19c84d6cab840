import { startTransition, useEffect, useState } from 'react';

/**
 * True once `ready` has been true, and from then on. A page whose content needs several answers
 * shows its loading status until they are in (or have failed), then builds its content once, in
 * a transition (React renders it in slices, so the page answers input meanwhile), instead of
 * rebuilding the whole of it as each answer arrives: a long task apiece (design §5 Speed: TBT).
 * Answers fetched later (a new quotation, a refetch) update the built content as usual.
 */
export function useBuiltOnce(ready: boolean): boolean {
  const [built, setBuilt] = useState(ready);
  useEffect(() => {
    if (ready && !built) {
      startTransition(() => {
        setBuilt(true);
      });
    }
  }, [ready, built]);
  return built;
}
