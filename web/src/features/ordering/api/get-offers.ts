/** GET /api/offers/{state}/{planTypeId}/{dwellingTypeId}/{isListingCoverage}: the plans sold for a property. */
import { OffersResponse } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

export interface OffersQuery {
  state: string;
  planTypeId: string;
  dwellingTypeId: string;
  isListingCoverage: boolean;
}

export async function getOffers(query: OffersQuery, signal?: AbortSignal): Promise<OffersResponse> {
  const path = ['/api/offers', query.state, query.planTypeId, query.dwellingTypeId, String(query.isListingCoverage)]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
  return checkedResponse(OffersResponse, await apiGet(path, undefined, { signal }), 'GET /api/offers/{state}/...');
}

export const offersQueryOptions = (query: OffersQuery) =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'offers', query],
    queryFn: ({ signal }) => getOffers(query, signal),
    staleTime: 10 * 60_000,
  });

export const canLoadOffers = (query: OffersQuery): boolean =>
  /^[A-Za-z]{2}$/.test(query.state) && !!query.dwellingTypeId;

export const useOffers = (query: OffersQuery, enabled = true) =>
  useQuery({ ...offersQueryOptions(query), enabled: enabled && canLoadOffers(query) });
