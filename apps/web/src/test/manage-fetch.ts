import { vi } from 'vitest';
import { fetchUrl } from './payment.fixture';

/*
 * A fetch for the component tests of the pages that open a booking with a manage grant (manage
 * booking, check-in): it routes by method and path to the test's handlers, each answering JSON
 * or the API's error envelope; anything else answers 404 NOT_FOUND, as the server does.
 */

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );
}

export function failure(
  status: number,
  errorCode: string,
  message: string,
  extra: { readonly details?: unknown; readonly headers?: Record<string, string> } = {},
): Promise<Response> {
  return json(
    { errorCode, message, requestId: 'req-1', ...(extra.details ? { details: extra.details } : {}) },
    status,
    extra.headers,
  );
}

type Handler = (init: RequestInit | undefined, url: URL) => Promise<Response>;

/** `METHOD /path` → handler; anything else answers 404 NOT_FOUND, as the server does. */
export function stubManageFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(fetchUrl(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(init, url) : failure(404, 'NOT_FOUND', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `METHOD /path`. */
export function callsTo(fetchMock: ReturnType<typeof stubManageFetch>, route: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(fetchUrl(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}` === route;
  });
}

/** A header a call sent. */
export function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  const headers = new Headers(init?.headers);
  return headers.get(name) ?? undefined;
}
