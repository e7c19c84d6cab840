/**
 * Checks API answers against their contracts for the page (src/lib/answer-check.ts), so zod and
 * the schemas load and run here instead of on the main thread. Each request gets one reply: the
 * outcome, or `null` when this thread could not check (the page then checks it itself).
 */
import { answerCheckRequest, WORKER_CONTRACTS, type CheckReply, type CheckRequest } from './worker-contracts';

// The page starts this worker as it sends its first request: the contracts load meanwhile, not
// after the answer has arrived.
for (const load of Object.values(WORKER_CONTRACTS)) load().catch(() => undefined);

/** The worker's own scope (the app compiles against the DOM's types, where `self` is a window). */
const scope = self as unknown as Pick<Worker, 'postMessage'>;

self.addEventListener('message', (event: MessageEvent<CheckRequest>) => {
  void answerCheckRequest(event.data).then((reply) => {
    try {
      scope.postMessage(reply);
    } catch {
      // An output the structured clone cannot carry: the page checks the answer itself.
      scope.postMessage({ id: reply.id, outcome: null } satisfies CheckReply);
    }
  });
});
