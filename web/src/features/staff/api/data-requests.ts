/**
 * GET /api/staff/dataRequests and POST /api/staff/dataRequests/{id}/complete: privacy requests made through the
 * state notice's form (online only; never kept on the device).
 */
import { type CompleteDataRequestBody, DataRequest, DataRequestList } from '@hw/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getDataRequests(signal?: AbortSignal): Promise<DataRequestList> {
  const answer = await apiGet('/api/staff/dataRequests', undefined, { auth: true, signal, background: true });
  return checkedResponse(DataRequestList, answer, 'GET /api/staff/dataRequests');
}

export const dataRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'staff', 'dataRequests'],
    queryFn: ({ signal }) => getDataRequests(signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useDataRequests = () => useQuery(dataRequestsQueryOptions());

export async function completeDataRequest({
  id,
  ...body
}: CompleteDataRequestBody & { id: string }): Promise<DataRequest> {
  const call = `POST /api/staff/dataRequests/${id}/complete`;
  const answer = await apiPost(`/api/staff/dataRequests/${encodeURIComponent(id)}/complete`, body, { auth: true });
  return checkedResponse(DataRequest, answer, call);
}

export function useCompleteDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeDataRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRequestsQueryOptions().queryKey }),
  });
}
