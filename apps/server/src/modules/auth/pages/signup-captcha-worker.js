/* global self -- a module worker of the sign-up page */
/* Solves the sign-up page's proof-of-work challenge off the main thread (decision 045). */
import { deriveKey } from './altcha/algorithms/web/pbkdf2.js';
import { solveChallenge } from './altcha/pow.js';

self.onmessage = async (event) => {
  const solution = await solveChallenge({ challenge: event.data.challenge, deriveKey, timeout: 120_000 });
  self.postMessage(solution);
};
