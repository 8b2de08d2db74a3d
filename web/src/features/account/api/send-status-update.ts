/**
 * POST /api/order/sendStatusUpdate: the homeowner asks where a service request stands (online only). The
 * answer's `message` is what the screen confirms with; `result` false is a failure. The history is read
 * again afterwards.
 */
import { SendStatusUpdateResponse } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { refreshServiceRequest } from './service-request-cache.ts';

export interface SendStatusUpdateInput {
  serviceRequestId: string;
  /** An optional question for the team; sent trimmed, left out when blank. */
  message?: string;
}

/** The server's confirmation, in words; rejects when the request was not taken. */
export async function sendStatusUpdate({ serviceRequestId, message }: SendStatusUpdateInput): Promise<string> {
  const text = message?.trim();
  const answer = await apiPost(
    '/api/order/sendStatusUpdate',
    text ? { serviceRequestId, message: text } : { serviceRequestId },
    { auth: true },
  );
  const sent = checkedResponse(SendStatusUpdateResponse, answer, 'POST /api/order/sendStatusUpdate');
  if (!sent.result) throw new Error(sent.message || 'The status update was not requested.');
  return sent.message;
}

export function useSendStatusUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStatusUpdate,
    onSuccess: (_message, { serviceRequestId }) => refreshServiceRequest(queryClient, serviceRequestId),
  });
}
