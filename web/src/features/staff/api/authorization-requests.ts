/**
 * GET /api/staff/authorizationRequests and POST /api/staff/authorizationRequests/{id}/decision: technicians'
 * requests for a higher pre-authorized amount, waiting for staff (online only; never kept on the device).
 */
import { AuthorizationRequest, StaffAuthorizationRequestList } from '@hw/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getAuthorizationRequests(signal?: AbortSignal): Promise<StaffAuthorizationRequestList> {
  const answer = await apiGet('/api/staff/authorizationRequests', undefined, { auth: true, signal, background: true });
  return checkedResponse(StaffAuthorizationRequestList, answer, 'GET /api/staff/authorizationRequests');
}

export const authorizationRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'staff', 'authorizationRequests'],
    queryFn: ({ signal }) => getAuthorizationRequests(signal),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: 30_000,
  });

export const useAuthorizationRequests = () => useQuery(authorizationRequestsQueryOptions());

export interface Decision {
  authorizationRequestId: string;
  approved: boolean;
  amount?: number;
}

export async function decideAuthorizationRequest(decision: Decision): Promise<AuthorizationRequest> {
  const path = `/api/staff/authorizationRequests/${encodeURIComponent(decision.authorizationRequestId)}/decision`;
  const body = { approved: decision.approved, ...(decision.amount !== undefined ? { amount: decision.amount } : {}) };
  const answer = await apiPost(path, body, { auth: true });
  return checkedResponse(AuthorizationRequest, answer, `POST ${path}`);
}

export function useDecideAuthorizationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAuthorizationRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authorizationRequestsQueryOptions().queryKey }),
  });
}
