import {
  captchaChallengeResponseSchema,
  encodeCaptchaPayload,
  type CaptchaChallenge,
  type CaptchaPayload,
} from '@skybook/contracts/captcha';

/** Solves `challenge` in a worker of its own, ended once it answers or the call is cancelled. */
function solveInWorker(
  challenge: CaptchaChallenge,
  signal?: AbortSignal,
): Promise<CaptchaPayload['solution']> {
  const worker = new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<CaptchaPayload['solution']>((resolve, reject) => {
    const fail = () => {
      reject(new Error('The challenge was not solved'));
    };
    signal?.addEventListener('abort', () => {
      reject(signal.reason as Error);
    });
    worker.addEventListener('message', (event: MessageEvent<CaptchaPayload['solution'] | null>) => {
      if (event.data) resolve(event.data);
      else fail();
    });
    worker.addEventListener('error', fail);
    worker.postMessage(challenge);
  }).finally(() => {
    worker.terminate();
  });
}

/**
 * A solved proof-of-work challenge for the `x-captcha` header (decision 045): a fresh challenge
 * from the server, solved off the main thread. Loaded only when the server asks for one.
 */
export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  // A plain fetch, not the API client: this chunk then reaches none of the start-up modules (the
  // client's i18n), so adding it leaves the initial chunks as they were.
  const response = await fetch('/booking/api/v1/captcha/challenge', {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`No challenge: ${String(response.status)}`);
  const { challenge } = captchaChallengeResponseSchema.parse(await response.json());
  const solution = await solveInWorker(challenge, signal);
  return encodeCaptchaPayload({ challenge, solution });
}
