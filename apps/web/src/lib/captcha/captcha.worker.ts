/**
 * Solves a proof-of-work challenge off the main thread (decision 045): altcha-lib's solver with
 * WebCrypto's PBKDF2. One message in (the challenge), one out (the solution, or null when it could
 * not be solved in time).
 */
import type { CaptchaChallenge } from '@skybook/contracts/captcha';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** The worker's own scope (the app compiles against the DOM's types, where `self` is a window). */
const scope = self as unknown as Pick<Worker, 'postMessage'>;

self.addEventListener('message', (event: MessageEvent<CaptchaChallenge>) => {
  solveChallenge({ challenge: event.data, deriveKey, timeout: 120_000 }).then(
    (solution) => {
      scope.postMessage(solution && { counter: solution.counter, derivedKey: solution.derivedKey });
    },
    () => {
      scope.postMessage(null);
    },
  );
});
