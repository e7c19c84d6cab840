import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiGet, apiPost, checkedInWorker } from './api-client';

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

describe('apiPost', () => {
  it('sends the body as JSON with the extra headers, and parses the answer', async () => {
    answer(201, { greeting: 'hello' });
    const onResponse = vi.fn();
    await expect(
      apiPost('/y', greetingSchema, {
        body: { name: 'An', legs: [1, 2] },
        query: { a: '1' },
        headers: { 'x-session-id': 'abc' },
        onResponse,
      }),
    ).resolves.toEqual({ greeting: 'hello' });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/y?a=1');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"An","legs":[1,2]}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('x-session-id')).toBe('abc');
    expect(headers.get('requestId')).not.toBeNull();
    expect(onResponse).toHaveBeenCalledTimes(1);
  });

  it('lets the caller read the headers of a failed answer too, and keeps its envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              errorCode: 'INVALID_FORM',
              message: 'Thông tin không hợp lệ',
              requestId: '00000000-0000-4000-8000-000000000000',
            }),
            { status: 400, headers: { 'x-session-expiry': '1893456000' } },
          ),
        ),
      ),
    );
    let expiry: string | null = null;
    const failure = await apiPost('/y', greetingSchema, {
      body: {},
      onResponse: (headers) => {
        expiry = headers.get('x-session-expiry');
      },
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 400, errorCode: 'INVALID_FORM' });
    expect(expiry).toBe('1893456000');
  });

  it('keeps a numeric result code of an answer that is not the envelope', async () => {
    answer(400, { code: 20001, message: 'invalid session' });
    await expect(apiPost('/y', greetingSchema, { body: {} })).rejects.toMatchObject({
      errorCode: 'INTERNAL_ERROR',
      resultCode: '20001',
    });
    answer(500, { errorCode: '20004' });
    await expect(apiGet('/y', greetingSchema)).rejects.toMatchObject({ resultCode: '20004' });
    answer(500, { errorCode: 'SOMETHING' });
    await expect(apiGet('/y', greetingSchema)).rejects.toMatchObject({ resultCode: undefined });
  });

  it('turns a network failure into a translated service-unavailable error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiPost('/y', greetingSchema, { body: {} })).rejects.toMatchObject({
      status: 0,
      errorCode: 'SERVICE_UNAVAILABLE',
    });
  });
});

describe('apiGet with a contract checked in the worker', () => {
  it('returns the answer that keeps the contract, and refuses one that breaks it', async () => {
    // The unit tests' DOM has no Worker: the main thread checks, with the same contract.
    answer(200, { menus: [] });
    await expect(apiGet('/content/api/v1/menu', checkedInWorker('menuList'))).resolves.toEqual({ menus: [] });
    answer(200, { menus: [{ id: 1 }] });
    await expect(apiGet('/content/api/v1/menu', checkedInWorker('menuList'))).rejects.toMatchObject({
      errorCode: 'INTERNAL_ERROR',
    });
  });
});
