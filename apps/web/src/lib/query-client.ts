import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Whether a failed read is worth one more try: a dropped connection, a timeout or a server error may
 * pass, but the server's considered refusal (a 4xx: not found, not allowed, invalid, too many) answers
 * the same again, and asking again only keeps the traveller waiting for it a second longer.
 */
export function retriesRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiError)) return true;
  const refused = error.status >= 400 && error.status < 500;
  // 408: the server gave up waiting; 429 names its own wait (Retry-After), far past a second.
  return !refused || error.status === 408;
}

/** Server data lives in this cache (design §3); one client for the whole app. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Content and reference data change rarely; refetching on every focus wastes mobile data.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: retriesRead,
      },
    },
  });
}
