/**
 * PATCH /api/order/cancelServiceRequest: the homeowner cancels a service request with a reason (online
 * only). The answer is the request as it is now (cancelled): it replaces the cached one at once, then the
 * history and the request's notes are read again.
 */
import { ServiceRequestSummary } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { refreshServiceRequest, storeServiceRequest } from './service-request-cache.ts';

export interface CancelServiceRequestInput {
  serviceRequestId: string;
  reason: string;
}

export async function cancelServiceRequest({
  serviceRequestId,
  reason,
}: CancelServiceRequestInput): Promise<ServiceRequestSummary> {
  const answer = await apiPatch(
    '/api/order/cancelServiceRequest',
    { serviceRequestId, reason: reason.trim() },
    { auth: true },
  );
  return checkedResponse(ServiceRequestSummary, answer, 'PATCH /api/order/cancelServiceRequest');
}

export function useCancelServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelServiceRequest,
    onSuccess: (request) => {
      storeServiceRequest(queryClient, request);
      return refreshServiceRequest(queryClient, request.serviceRequestId);
    },
  });
}
