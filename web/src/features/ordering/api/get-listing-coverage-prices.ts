/** GET /api/offers/listingCoveragePrices: the listing coverage price of each state, as plan cards word it. */
import { ListingCoveragePricesResponse, listingCoveragePriceText } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

export async function getListingCoveragePrices(signal?: AbortSignal): Promise<ListingCoveragePricesResponse> {
  return checkedResponse(
    ListingCoveragePricesResponse,
    await apiGet('/api/offers/listingCoveragePrices', undefined, { signal }),
    'GET /api/offers/listingCoveragePrices',
  );
}

export const listingCoveragePricesQueryOptions = () =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'listingCoveragePrices'],
    queryFn: ({ signal }) => getListingCoveragePrices(signal),
    staleTime: 10 * 60_000,
  });

/** "$425/year in AZ, NV, TX; $395 in UT, ID, OR; not due until close of escrow", once the prices are known. */
export function useListingCoveragePriceText(enabled = true): string {
  const prices = useQuery({ ...listingCoveragePricesQueryOptions(), enabled });
  return prices.data ? listingCoveragePriceText(prices.data.prices) : '';
}
