/**
 * POST /api/workorder/cancel: asks to cancel a work order from the
 * public status page, no sign-in, with the reason and the link's token. Only the answer `true` is a success.
 */
import type { WorkOrderCancelBody } from '@hw/shared';
import { useMutation } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

/** Whether the cancellation request was taken. The reason is sent trimmed. */
export async function cancelWorkOrder(workOrderId: string, token: string, reason: string): Promise<boolean> {
  const body: WorkOrderCancelBody = { WorkOrderId: workOrderId, CancellationNotes: reason.trim(), Token: token };
  const answer = await apiPost('/api/workorder/cancel', body);
  return checkedResponse(Type.Boolean(), answer, 'POST /api/workorder/cancel') === true;
}

export const useCancelWorkOrder = () =>
  useMutation({
    mutationFn: ({ workOrderId, token, reason }: { workOrderId: string; token: string; reason: string }) =>
      cancelWorkOrder(workOrderId, token, reason),
  });
