import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiGet } from './api-client';

const greetingSchema = z.object({ greeting: z.string() });

function answer(status: number, body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiGet', () => {
  it('parses the answer with a schema given directly or imported on demand', async () => {
    answer(200, { greeting: 'xin chào' });
    await expect(apiGet('/x', greetingSchema)).resolves.toEqual({ greeting: 'xin chào' });
    const load = vi.fn(() => Promise.resolve(greetingSchema));
    await expect(apiGet('/x', load, { query: { a: '1', legs: ['SGN-HAN', 'HAN-DAD'] } })).resolves.toEqual({
      greeting: 'xin chào',
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[1]?.[0]).toBe('/x?a=1&legs=SGN-HAN&legs=HAN-DAD');
  });

  it('turns an answer that breaks the contract into an unreadable-answer error', async () => {
    answer(200, { greeting: 42 });
    await expect(apiGet('/x', () => Promise.resolve(greetingSchema))).rejects.toMatchObject({
      errorCode: 'INTERNAL_ERROR',
    });
  });

  it("keeps the server's error envelope", async () => {
    answer(400, {
      errorCode: 'INVALID_AIRPORT',
      message: 'Sân bay không hợp lệ',
      requestId: '00000000-0000-4000-8000-000000000000',
    });
    const failure = await apiGet('/x', greetingSchema).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      errorCode: 'INVALID_AIRPORT',
      message: 'Sân bay không hợp lệ',
    });
  });
});
