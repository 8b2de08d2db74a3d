/** GET /api/account/serviceRequest/items/{contractId}: what the plan covers, each item with its question flow. */
import { type WarrantyItem, WarrantyItemsResponse } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getWarrantyItems(contractId: string, signal?: AbortSignal): Promise<WarrantyItem[]> {
  const path = `/api/account/serviceRequest/items/${encodeURIComponent(contractId)}`;
  return checkedResponse(
    WarrantyItemsResponse,
    await apiGet(path, undefined, { auth: true, signal }),
    'GET /api/account/serviceRequest/items',
  );
}

export const warrantyItemsQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'serviceRequest', 'items', contractId],
    queryFn: ({ signal }) => getWarrantyItems(contractId, signal),
  });

export const useWarrantyItems = (contractId: string) => useQuery(warrantyItemsQueryOptions(contractId));
