/**
 * GET /api/staff/disputes and POST /api/staff/payments/{policyPaymentId}/dispute: payments the card's bank took
 * back, and staff's decision on each card (online only; never kept on the device).
 */
import { StaffDispute, StaffDisputeList } from '@hw/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getDisputes(signal?: AbortSignal): Promise<StaffDisputeList> {
  const answer = await apiGet('/api/staff/disputes', undefined, { auth: true, signal, background: true });
  return checkedResponse(StaffDisputeList, answer, 'GET /api/staff/disputes');
}

export const disputesQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'staff', 'disputes'],
    queryFn: ({ signal }) => getDisputes(signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useDisputes = () => useQuery(disputesQueryOptions());

export async function decideDispute(decision: {
  policyPaymentId: number;
  decision: 'resumed' | 'cardStopped';
}): Promise<StaffDispute> {
  const path = `/api/staff/payments/${decision.policyPaymentId}/dispute`;
  const answer = await apiPost(path, { decision: decision.decision }, { auth: true });
  return checkedResponse(StaffDispute, answer, `POST ${path}`);
}

export function useDecideDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDispute,
    onSettled: () => queryClient.invalidateQueries({ queryKey: disputesQueryOptions().queryKey }),
  });
}
