/*
 * The contracts whose answers are checked off the main thread (src/lib/answer-check.ts): the
 * answers every page asks for while it starts, and select-flight's search (the largest answer a
 * page starts with: checking its journeys and fares was one long task as the results arrived). Checking them here would load zod and build their
 * schemas on the main thread just as the page becomes usable, 20–40 ms on this machine and four
 * times that on a slow phone (design §5 Speed: TBT); in the worker it costs the page nothing.
 * Each entry imports its schema on demand, so neither thread loads a contract it does not check.
 */
export const WORKER_CONTRACTS = {
  menuList: () => import('@skybook/contracts/content-store/menus').then((module) => module.menuListSchema),
  homePageSeo: () =>
    import('@skybook/contracts/content-store/home').then((module) => module.homePageSeoSchema),
  hotDealList: () => import('@skybook/contracts/hotdeal').then((module) => module.hotDealListSchema),
  searchFlight: () =>
    import('@skybook/contracts/flight-search').then((module) => module.searchFlightResponseSchema),
};

export type WorkerContract = keyof typeof WORKER_CONTRACTS;

/** The schema of a worker contract. */
export type WorkerContractSchema<Contract extends WorkerContract> = Awaited<
  ReturnType<(typeof WORKER_CONTRACTS)[Contract]>
>;

/** Whether an answer keeps its contract, with the contract's output when it does. */
export type CheckOutcome = { readonly valid: true; readonly data: unknown } | { readonly valid: false };

export function isWorkerContract(name: unknown): name is WorkerContract {
  return typeof name === 'string' && Object.hasOwn(WORKER_CONTRACTS, name);
}

/** Checks `body` against the contract in this thread (the worker's, or the page's as a fallback). */
export async function checkAgainstContract(contract: WorkerContract, body: unknown): Promise<CheckOutcome> {
  const schema = await WORKER_CONTRACTS[contract]();
  const parsed = schema.safeParse(body);
  return parsed.success ? { valid: true, data: parsed.data } : { valid: false };
}

/** A page's request to the answer-check worker (src/lib/answer-check.worker.ts). */
export interface CheckRequest {
  readonly id: number;
  readonly contract: string;
  readonly body: unknown;
}

/** The worker's reply: the outcome, or `null` when it could not check (the page then does). */
export interface CheckReply {
  readonly id: number;
  readonly outcome: CheckOutcome | null;
}

/** The worker's answer to one request. */
export async function answerCheckRequest({ id, contract, body }: CheckRequest): Promise<CheckReply> {
  if (!isWorkerContract(contract)) return { id, outcome: null };
  try {
    return { id, outcome: await checkAgainstContract(contract, body) };
  } catch {
    // A contract module that failed to load: the page tries itself.
    return { id, outcome: null };
  }
}
