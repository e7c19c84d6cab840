import {
  checkAgainstContract,
  type CheckOutcome,
  type CheckReply,
  type CheckRequest,
  type WorkerContract,
} from './worker-contracts';

/*
 * Checks the answers of the contracts in src/lib/worker-contracts.ts in a worker (decision 006):
 * the main thread posts the answer it has read and gets the contract's output back. Where there
 * is no worker (an old browser, the unit tests' DOM), the worker fails to start, or it cannot check
 * one answer, the main thread checks it itself, exactly as before.
 */

/** Longest an answer waits for the worker before the main thread checks it itself. */
const WORKER_LIMIT_MS = 10_000;

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, (outcome: CheckOutcome | null) => void>();

function giveUpOnWorker(): void {
  worker?.terminate();
  worker = null;
  for (const answer of waiting.values()) answer(null);
  waiting.clear();
}

function checker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./answer-check.worker.ts', import.meta.url), {
      type: 'module',
      name: 'answer-check',
    });
  } catch {
    return (worker = null);
  }
  worker.addEventListener('message', (event: MessageEvent<CheckReply>) => {
    const answer = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    answer?.(event.data.outcome);
  });
  // The script could not load or threw: every waiting answer is checked here, and later ones too.
  worker.addEventListener('error', giveUpOnWorker);
  worker.addEventListener('messageerror', giveUpOnWorker);
  return worker;
}

/** Starts the worker, if it is not running, so it loads while a request is on its way. */
export function startAnswerChecker(): void {
  checker();
}

function askWorker(contract: WorkerContract, body: unknown): Promise<CheckOutcome | null> {
  const running = checker();
  if (!running) return Promise.resolve(null);
  const id = ++nextId;
  return new Promise((resolve) => {
    const limit = setTimeout(() => {
      waiting.delete(id);
      resolve(null);
    }, WORKER_LIMIT_MS);
    waiting.set(id, (outcome) => {
      clearTimeout(limit);
      resolve(outcome);
    });
    try {
      running.postMessage({ id, contract, body } satisfies CheckRequest);
    } catch {
      waiting.delete(id);
      clearTimeout(limit);
      resolve(null);
    }
  });
}

/**
 * Whether `body` keeps `contract`, with the contract's output: checked in the worker, or here when
 * the worker cannot. Rejects only when the contract itself cannot be loaded.
 */
export async function checkAnswer(contract: WorkerContract, body: unknown): Promise<CheckOutcome> {
  return (await askWorker(contract, body)) ?? checkAgainstContract(contract, body);
}

/** For tests: forget the worker, so the next check starts a new one. */
export function resetAnswerChecker(): void {
  giveUpOnWorker();
  worker = undefined;
}
