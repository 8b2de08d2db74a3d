import { QueryClient } from '@tanstack/react-query';

/** One minute fresh; kept a week in memory so the persisted copy outlives the session's first screens. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 7 * 24 * 60 * 60_000, retry: 1, networkMode: 'offlineFirst' },
    },
  });
}
