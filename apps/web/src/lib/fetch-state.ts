/** The four states every fetch shows (requirements §4, design §3). */
export type FetchState = 'NotFetch' | 'IsFetching' | 'IsSuccess' | 'IsError';

/** A TanStack query's status in requirements §4's words; a disabled query that never ran is NotFetch. */
export function toFetchState(query: {
  readonly status: 'pending' | 'error' | 'success';
  readonly fetchStatus: 'fetching' | 'paused' | 'idle';
}): FetchState {
  if (query.status === 'success') return 'IsSuccess';
  if (query.status === 'error') return 'IsError';
  return query.fetchStatus === 'idle' ? 'NotFetch' : 'IsFetching';
}
