import { useEffect, useState } from 'react';

/**
 * `value`, once it has been true for `ms` without a break; false at once when it turns false.
 * The overlays open only once the traveller has been away from the page's fields for a moment:
 * the press that is the visitor's first interaction is seen before the focus it gives a field
 * (or the same press, by another listener), and focus moving between fields leaves them for a
 * moment too.
 */
export function useTrueFor(value: boolean, ms: number): boolean {
  // Each stretch of `value` being true is a turn; the timer marks the turn it was started in.
  const [turn, setTurn] = useState({ value, count: 0 });
  const [lastedTurn, setLastedTurn] = useState<number | null>(null);
  if (turn.value !== value) setTurn({ value, count: turn.count + 1 });
  const { count } = turn;
  useEffect(() => {
    if (!value) return;
    const timer = window.setTimeout(() => {
      setLastedTurn(count);
    }, ms);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value, ms, count]);
  return value && turn.value && lastedTurn === count;
}
