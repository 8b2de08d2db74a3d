/** GET /api/zipcode/{code}: the city and state of a five-digit zip code. */
import { ZipCode } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';
import { isFullZip } from './get-state-by-zip.ts';

export async function getZipCode(zip: string, signal?: AbortSignal): Promise<ZipCode> {
  return checkedResponse(
    ZipCode,
    await apiGet(`/api/zipcode/${encodeURIComponent(zip)}`, undefined, { signal }),
    'GET /api/zipcode',
  );
}

export const zipCodeQueryOptions = (zip: string) =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'zipcode', zip],
    queryFn: ({ signal }) => getZipCode(zip, signal),
    staleTime: 24 * 60 * 60_000,
    // A zip that is not a US zip code (404) stays unknown; asking again would not change that.
    retry: false,
  });

/** The zip's city and state once all five digits are typed; idle before. */
export const useZipCode = (zip: string) => useQuery({ ...zipCodeQueryOptions(zip), enabled: isFullZip(zip) });
