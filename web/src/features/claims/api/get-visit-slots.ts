/**
 * GET /api/account/serviceRequest/slots/{contractId}/{warrantyItemId}: the open two-hour visit windows of the
 * contractor the request would go to, for the next 14 days, in the property's local time, and why there are none.
 */
import { VisitSlotsResponse } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getVisitSlots(
  contractId: string,
  warrantyItemId: string,
  signal?: AbortSignal,
): Promise<VisitSlotsResponse> {
  const path = `/api/account/serviceRequest/slots/${encodeURIComponent(contractId)}/${encodeURIComponent(warrantyItemId)}`;
  return checkedResponse(
    VisitSlotsResponse,
    await apiGet(path, undefined, { auth: true, signal }),
    'GET /api/account/serviceRequest/slots',
  );
}

export const visitSlotsQueryOptions = (contractId: string, warrantyItemId: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'serviceRequest', 'slots', contractId, warrantyItemId],
    queryFn: ({ signal }) => getVisitSlots(contractId, warrantyItemId, signal),
    staleTime: 0,
  });

export const useVisitSlots = (contractId: string, warrantyItemId: string) =>
  useQuery(visitSlotsQueryOptions(contractId, warrantyItemId));
