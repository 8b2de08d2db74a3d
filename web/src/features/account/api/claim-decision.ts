/**
 * GET /api/account/serviceRequest/{id}/decision: the decision on a claim (null while the technician's diagnosis
 * is not on its ticket), and POST /api/account/serviceRequest/{id}/cashInLieu: the homeowner's one answer to a
 * cash-in-lieu offer. An answer stores the decision it returns and reads the history again (the timeline gains
 * the answer).
 */
import { ClaimDecision, ClaimDecisionOrNone } from '@hw/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { claimDecisionQueryKey, refreshServiceRequest } from './service-request-cache.ts';

const decisionPath = (serviceRequestId: string) =>
  `/api/account/serviceRequest/${encodeURIComponent(serviceRequestId)}/decision`;

export async function getClaimDecision(serviceRequestId: string, signal?: AbortSignal): Promise<ClaimDecision | null> {
  const answer = await apiGet(decisionPath(serviceRequestId), undefined, { auth: true, signal });
  return checkedResponse(ClaimDecisionOrNone, answer, 'GET /api/account/serviceRequest/{id}/decision');
}

export const claimDecisionQueryOptions = (serviceRequestId: string) =>
  queryOptions({
    queryKey: claimDecisionQueryKey(serviceRequestId),
    queryFn: ({ signal }) => getClaimDecision(serviceRequestId, signal),
  });

export const useClaimDecision = (serviceRequestId: string, enabled: boolean) =>
  useQuery({ ...claimDecisionQueryOptions(serviceRequestId), enabled });

export interface AnswerCashInLieuInput {
  serviceRequestId: string;
  accept: boolean;
}

export async function answerCashInLieu({ serviceRequestId, accept }: AnswerCashInLieuInput): Promise<ClaimDecision> {
  const answer = await apiPost(
    `/api/account/serviceRequest/${encodeURIComponent(serviceRequestId)}/cashInLieu`,
    { accept },
    { auth: true },
  );
  return checkedResponse(ClaimDecision, answer, 'POST /api/account/serviceRequest/{id}/cashInLieu');
}

export function useAnswerCashInLieu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerCashInLieu,
    onSuccess: (decision, { serviceRequestId }) => {
      queryClient.setQueryData(claimDecisionQueryKey(serviceRequestId), decision);
      return refreshServiceRequest(queryClient, serviceRequestId);
    },
  });
}
