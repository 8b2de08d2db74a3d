/** GET /api/reference/stateByZipCode/{zip}: the state of a five-digit zip code and whether it is served. */
import { StateByZipCode } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

export const isFullZip = (zip: string): boolean => /^[0-9]{5}$/.test(zip);

export async function getStateByZip(zip: string, signal?: AbortSignal): Promise<StateByZipCode> {
  return checkedResponse(
    StateByZipCode,
    await apiGet(`/api/reference/stateByZipCode/${encodeURIComponent(zip)}`, undefined, { signal }),
    'GET /api/reference/stateByZipCode',
  );
}

export const stateByZipQueryOptions = (zip: string) =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'stateByZipCode', zip],
    queryFn: ({ signal }) => getStateByZip(zip, signal),
    staleTime: 24 * 60 * 60_000,
    // A zip that is not a US zip code (404) stays unknown; asking again would not change that.
    retry: false,
  });

/** The zip's state once all five digits are typed; idle before. */
export const useStateByZip = (zip: string) => useQuery({ ...stateByZipQueryOptions(zip), enabled: isFullZip(zip) });
