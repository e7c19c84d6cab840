import { encodeCaptchaPayload, type CaptchaChallenge, type CaptchaPayload } from '@skybook/contracts/captcha';
import { ApiError, apiGet } from '../api-client';
import { i18n } from '../i18n';

const loadSchema = () =>
  import('@skybook/contracts/captcha').then((module) => module.captchaChallengeResponseSchema);

/** Solves `challenge` in a worker of its own, ended once it answers or the call is cancelled. */
function solveInWorker(
  challenge: CaptchaChallenge,
  signal?: AbortSignal,
): Promise<CaptchaPayload['solution']> {
  const worker = new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<CaptchaPayload['solution']>((resolve, reject) => {
    const fail = () => {
      reject(new ApiError(0, 'CAPTCHA_INVALID', i18n.t('api.captchaFailed')));
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
  const { challenge } = await apiGet('/booking/api/v1/captcha/challenge', loadSchema, {
    ...(signal ? { signal } : {}),
  });
  const solution = await solveInWorker(challenge, signal);
  return encodeCaptchaPayload({ challenge, solution });
}
