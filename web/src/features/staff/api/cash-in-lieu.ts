/**
 * GET /api/staff/cashInLieu/candidates: the open claims that may be offered cash (online only, never kept on the
 * device); POST /api/staff/serviceRequests/{serviceRequestId}/cashInLieu: cash offered instead of the repair.
 */
import { CashInLieuCandidateList, type CashInLieuOfferBody, ClaimDecision } from '@hw/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getCashInLieuCandidates(signal?: AbortSignal): Promise<CashInLieuCandidateList> {
  const answer = await apiGet('/api/staff/cashInLieu/candidates', undefined, { auth: true, signal, background: true });
  return checkedResponse(CashInLieuCandidateList, answer, 'GET /api/staff/cashInLieu/candidates');
}

export const cashInLieuCandidatesQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'staff', 'cashInLieuCandidates'],
    queryFn: ({ signal }) => getCashInLieuCandidates(signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useCashInLieuCandidates = () => useQuery(cashInLieuCandidatesQueryOptions());

export interface CashInLieuOfferInput extends CashInLieuOfferBody {
  serviceRequestId: string;
}

export async function offerCashInLieu({ serviceRequestId, amount, note }: CashInLieuOfferInput) {
  const answer = await apiPost(
    `/api/staff/serviceRequests/${encodeURIComponent(serviceRequestId)}/cashInLieu`,
    { amount, note: note.trim() },
    { auth: true },
  );
  return checkedResponse(ClaimDecision, answer, 'POST /api/staff/serviceRequests/{id}/cashInLieu');
}

export function useOfferCashInLieu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerCashInLieu,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashInLieuCandidatesQueryOptions().queryKey }),
  });
}
