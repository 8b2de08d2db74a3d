/** GET /api/account/servicerequest?contractIds=a,b: the service requests of the given contracts. */
import { ServiceRequestSummary } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';
import { contractIdsParam } from '../format.ts';

const ServiceRequests = Type.Array(ServiceRequestSummary);

export async function getServiceRequests(
  contractIds: readonly string[],
  signal?: AbortSignal,
): Promise<ServiceRequestSummary[]> {
  if (contractIds.length === 0) return [];
  const answer = await apiGet(
    '/api/account/servicerequest',
    { contractIds: contractIdsParam(contractIds) },
    { auth: true, signal },
  );
  return checkedResponse(ServiceRequests, answer, 'GET /api/account/servicerequest');
}

export const serviceRequestsQueryOptions = (contractIds: readonly string[]) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'serviceRequests', contractIdsParam(contractIds)],
    queryFn: ({ signal }) => getServiceRequests(contractIds, signal),
  });

export const useServiceRequests = (contractIds: readonly string[] | undefined) =>
  useQuery({ ...serviceRequestsQueryOptions(contractIds ?? []), enabled: contractIds !== undefined });
