import { useSyncExternalStore } from 'react';
import { ApiError } from './api-client';

/*
 * The server's proof-of-work challenge (decision 045), from the caller's side: a call past the
 * client's threshold answers 428 CAPTCHA_REQUIRED (403 CAPTCHA_INVALID / CAPTCHA_EXPIRED for a
 * solution that did not hold); `withCaptcha` then loads the solver (its own chunk), solves a
 * challenge in a worker while `useCaptchaChecking` tells the page's live region, and sends the
 * call again with the solution, once.
 */

const CAPTCHA_CODES: ReadonlySet<string> = new Set([
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'CAPTCHA_EXPIRED',
]);

let checking = 0;
const listeners = new Set<() => void>();
function setChecking(change: 1 | -1): void {
  checking += change;
  for (const listener of listeners) listener();
}

/** Whether a challenge is being solved for a call of this page (for its live region). */
export function useCaptchaChecking(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => checking > 0,
    () => false,
  );
}

/**
 * Runs `call` with no challenge; when the server asks for one, solves it and runs `call` again
 * with the `x-captcha` header. A second refusal, or a challenge that could not be solved (the first
 * refusal then), is the caller's to show.
 */
export async function withCaptcha<T>(
  call: (headers: Readonly<Record<string, string>>) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  let refusal: ApiError;
  try {
    return await call({});
  } catch (error) {
    if (!(error instanceof ApiError) || !CAPTCHA_CODES.has(error.errorCode)) throw error;
    refusal = error;
  }
  setChecking(1);
  let solution: string;
  try {
    const { solveCaptcha } = await import('./captcha/solve-captcha');
    solution = await solveCaptcha(signal);
  } catch (error) {
    // Cancelled: the caller's abort. Not solved (no worker, too slow, no challenge): the server's
    // refusal, in the page's language, is what the caller shows.
    if (signal?.aborted) throw error;
    throw refusal;
  } finally {
    setChecking(-1);
  }
  return call({ 'x-captcha': solution });
}
