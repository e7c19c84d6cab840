import { describe, expect, it } from 'vitest';
import { SearchAnswerCache, SearchReadCache } from './answer-cache';

/** Reference data, compared by identity only. */
const reference = {};
const reloaded = {};

function cache() {
  const state = { generation: 7 as number | undefined, ms: 1000 };
  const answers = new SearchAnswerCache(
    () => state.generation,
    () => state.ms,
  );
  return { state, answers };
}

describe('SearchAnswerCache', () => {
  it('serves an answer again for the same key, second, generation and reference', () => {
    const { answers } = cache();
    answers.set('vi /q', { json: '{"a":1}', second: 100, generation: answers.begin(), reference });
    expect(answers.get('vi /q', 100, reference)).toBe('{"a":1}');
    expect(answers.get('en /q', 100, reference)).toBeUndefined();
  });

  it('never serves it for another second, after a write, or for reloaded reference data', () => {
    const { state, answers } = cache();
    const put = () => {
      answers.set('k', { json: 'x', second: 100, generation: answers.begin(), reference });
    };
    put();
    expect(answers.get('k', 101, reference)).toBeUndefined();
    put();
    state.generation = 8;
    expect(answers.get('k', 100, reference)).toBeUndefined();
    put();
    expect(answers.get('k', 100, reloaded)).toBeUndefined();
  });

  it('voids an answer a write overtook while it was being made', () => {
    const { state, answers } = cache();
    const generation = answers.begin();
    state.generation = 8; // a sale committed during the answer's queries
    answers.set('k', { json: 'x', second: 100, generation, reference });
    expect(answers.get('k', 100, reference)).toBeUndefined();
  });

  it('keeps an answer one second of real time at most, whatever the clock says', () => {
    const { state, answers } = cache();
    answers.set('k', { json: 'x', second: 100, generation: answers.begin(), reference });
    state.ms += 999;
    expect(answers.get('k', 100, reference)).toBe('x');
    state.ms += 1;
    expect(answers.get('k', 100, reference)).toBeUndefined();
  });

  it('keeps nothing while the generation is unknown (others’ writes unheard)', () => {
    const { state, answers } = cache();
    state.generation = undefined;
    answers.set('k', { json: 'x', second: 100, generation: answers.begin(), reference });
    expect(answers.size).toBe(0);
    expect(answers.get('k', 100, reference)).toBeUndefined();
  });

  it('holds a bounded number of answers, the oldest leaving first', () => {
    const { answers } = cache();
    for (let i = 0; i < 1000; i += 1) {
      answers.set(`k${String(i)}`, { json: 'x', second: 100, generation: 7, reference });
    }
    expect(answers.size).toBe(400);
    expect(answers.get('k0', 100, reference)).toBeUndefined();
    expect(answers.get('k999', 100, reference)).toBe('x');
  });
});

describe('SearchReadCache', () => {
  function reads() {
    const state = { generation: 3 as number | undefined, ms: 0 };
    let queries = 0;
    const cache = new SearchReadCache(
      () => state.generation,
      () => state.ms,
    );
    const read = (value = 'rows') =>
      cache.read('flights SGN HAN 2026-12-01', () => {
        queries += 1;
        return Promise.resolve(`${value} ${String(queries)}`);
      });
    return { state, cache, read, queries: () => queries };
  }

  it('reads once while the data is unchanged, sharing the query with searches asking at once', async () => {
    const { read, queries } = reads();
    const [a, b] = await Promise.all([read(), read()]);
    expect(await read()).toBe(a);
    expect(b).toBe(a);
    expect(queries()).toBe(1);
  });

  it('reads again after a write, after ten seconds of real time, and whenever others’ writes go unheard', async () => {
    const { state, read, queries } = reads();
    await read();
    state.generation = 4;
    expect(await read()).toBe('rows 2');
    state.ms += 10_000;
    expect(await read()).toBe('rows 3');
    state.generation = undefined;
    await read();
    await read();
    expect(queries()).toBe(5);
  });

  it('keeps no failed read', async () => {
    const { cache } = reads();
    const failing = cache.read('k', () => Promise.reject(new Error('database away')));
    await expect(failing).rejects.toThrow('database away');
    await expect(cache.read('k', () => Promise.resolve('back'))).resolves.toBe('back');
  });
});
