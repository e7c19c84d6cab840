/**
 * Starts a worker that loads the browser's ICU data for the page's language while the main
 * thread is still fetching and evaluating the app (src/lib/intl-warm-up.worker.ts): the main
 * thread's first `Intl` call would otherwise pay for it in one long task (design §5 Speed: TBT).
 * Where workers are missing or refused, the main thread loads the data itself, as before.
 */
export function startIntlWarmUp(language: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-warm-up',
    });
    worker.postMessage(language);
  } catch {
    // No worker: nothing is lost but the head start.
  }
}
