/**
 * What route loaders call: a screen opens with its data when it is in the cache (persisted copies
 * included) or can be fetched now. Offline without a copy, or when the fetch fails, the loader does not
 * wait or throw: the screen opens and says what is missing, in its own words.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

export async function loadQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<void> {
  if (queryClient.getQueryData(options.queryKey) !== undefined) {
    // A copy is shown at once; a stale one refreshes in the background.
    void queryClient.prefetchQuery(options);
    return;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  try {
    await queryClient.fetchQuery(options);
  } catch {
    // The screen's own query shows the error and a way to retry.
  }
}
