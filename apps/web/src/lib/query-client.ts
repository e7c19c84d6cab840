import { QueryClient } from '@tanstack/react-query';

/** Server data lives in this cache (design §3); one client for the whole app. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Content and reference data change rarely; refetching on every focus wastes mobile data.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}
