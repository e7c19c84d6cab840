import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAnswer, resetAnswerChecker } from './answer-check';
import { answerCheckRequest, type CheckReply, type CheckRequest } from './worker-contracts';

type Behaviour = (request: CheckRequest) => CheckReply['outcome'] | 'fail';

const started: { url: string; posted: CheckRequest[]; terminated: boolean }[] = [];

/** A worker double: answers each request as `behave` says, asynchronously, like a real one. */
function stubWorker(behave: Behaviour): void {
  vi.stubGlobal(
    'Worker',
    class extends EventTarget {
      private readonly record: (typeof started)[number];
      constructor(url: URL | string) {
        super();
        this.record = { url: String(url), posted: [], terminated: false };
        started.push(this.record);
      }
      postMessage(request: CheckRequest) {
        this.record.posted.push(request);
        const outcome = behave(request);
        setTimeout(() => {
          if (outcome === 'fail') this.dispatchEvent(new Event('error'));
          else this.dispatchEvent(new MessageEvent('message', { data: { id: request.id, outcome } }));
        }, 0);
      }
      terminate() {
        this.record.terminated = true;
      }
    },
  );
}

afterEach(() => {
  resetAnswerChecker();
  vi.unstubAllGlobals();
  started.length = 0;
});

describe('checkAnswer', () => {
  it("checks on the main thread where there is no worker, with the contract's own schema", async () => {
    await expect(checkAnswer('menuList', { menus: [] })).resolves.toEqual({
      valid: true,
      data: { menus: [] },
    });
    await expect(checkAnswer('menuList', { menus: 'none' })).resolves.toEqual({ valid: false });
  });

  it("posts the answer to one worker and takes the worker's outcome", async () => {
    stubWorker(() => ({ valid: true, data: { menus: ['checked in the worker'] } }));
    await expect(checkAnswer('menuList', { menus: [] })).resolves.toEqual({
      valid: true,
      data: { menus: ['checked in the worker'] },
    });
    await expect(checkAnswer('homePageSeo', { title: 'x' })).resolves.toMatchObject({ valid: true });
    expect(started).toHaveLength(1);
    expect(started[0]?.url).toContain('answer-check.worker');
    expect(started[0]?.posted.map(({ contract, body }) => ({ contract, body }))).toEqual([
      { contract: 'menuList', body: { menus: [] } },
      { contract: 'homePageSeo', body: { title: 'x' } },
    ]);
    // Each request has its own id, so concurrent answers never cross.
    expect(new Set(started[0]?.posted.map((request) => request.id)).size).toBe(2);
  });

  it('keeps an answer the worker found broken as broken', async () => {
    stubWorker(() => ({ valid: false }));
    await expect(checkAnswer('menuList', { menus: [] })).resolves.toEqual({ valid: false });
  });

  it('checks on the main thread an answer the worker could not check', async () => {
    stubWorker(() => null);
    await expect(checkAnswer('menuList', { menus: [] })).resolves.toEqual({
      valid: true,
      data: { menus: [] },
    });
    await expect(checkAnswer('menuList', { menus: 1 })).resolves.toEqual({ valid: false });
  });

  it('stops using a worker that failed, and checks on the main thread from then on', async () => {
    stubWorker(() => 'fail');
    await expect(checkAnswer('menuList', { menus: [] })).resolves.toEqual({
      valid: true,
      data: { menus: [] },
    });
    await expect(checkAnswer('menuList', { menus: 1 })).resolves.toEqual({ valid: false });
    expect(started).toHaveLength(1);
    expect(started[0]?.posted).toHaveLength(1);
    expect(started[0]?.terminated).toBe(true);
  });
});

describe("the worker's answer to a request", () => {
  it('carries the outcome under the request id, and null for a contract it does not know', async () => {
    await expect(answerCheckRequest({ id: 7, contract: 'menuList', body: { menus: [] } })).resolves.toEqual({
      id: 7,
      outcome: { valid: true, data: { menus: [] } },
    });
    await expect(answerCheckRequest({ id: 8, contract: 'menuList', body: null })).resolves.toEqual({
      id: 8,
      outcome: { valid: false },
    });
    await expect(answerCheckRequest({ id: 9, contract: 'toString', body: {} })).resolves.toEqual({
      id: 9,
      outcome: null,
    });
  });
});
