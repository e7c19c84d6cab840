import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's `total` sections to show: one more after each commit, each in a
 * transition of its own, until all are. A form of many fields committed at once was one long task
 * (50–60 ms at full speed, four times that on a mid-range phone); a section at a time, each
 * commit and its layout are short, and the page answers input in between (design §5 Speed: TBT).
 * The sections are added below those shown, so nothing on screen moves.
 */
export function useRevealedInTurn(total: number): number {
  const [revealed, setRevealed] = useState(Math.min(1, total));
  useEffect(() => {
    if (revealed >= total) return;
    startTransition(() => {
      setRevealed((count) => Math.min(count + 1, total));
    });
  }, [revealed, total]);
  return Math.min(revealed, total);
}
