import { useEffect, useState } from 'react';

/** Milliseconds left until `deadline` (an ISO instant), never below 0, ticking every second. */
export function useCountdown(deadline: string): number {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  const hasEnded = !(end > now);
  useEffect(() => {
    if (hasEnded) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [hasEnded]);
  return Math.max(0, end - now);
}

/** `5:03:09`: hours, minutes and seconds of a countdown. */
export function formatCountdown(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}
