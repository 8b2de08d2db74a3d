/**
 * GET /api/authorize/serviceRequest/{contractId}: whether the plan can take a service request now, why not
 * (in plain words, with the number to call) and the service call fee it costs. Always asked again when the
 * dialog reaches the plan online (staleTime 0); offline the device's saved answer is used.
 */
import { AuthorizeServiceRequestResponse } from '@hw/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function authorizeServiceRequest(
  contractId: string,
  signal?: AbortSignal,
): Promise<AuthorizeServiceRequestResponse> {
  const path = `/api/authorize/serviceRequest/${encodeURIComponent(contractId)}`;
  return checkedResponse(
    AuthorizeServiceRequestResponse,
    await apiGet(path, undefined, { auth: true, signal }),
    'GET /api/authorize/serviceRequest',
  );
}

export const authorizeServiceRequestQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'serviceRequest', 'authorize', contractId],
    queryFn: ({ signal }) => authorizeServiceRequest(contractId, signal),
    staleTime: 0,
  });
