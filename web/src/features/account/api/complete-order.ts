/**
 * POST /api/order/complete: an agent completes an order at closing; coverage starts on the closing day.
 * The orders and invoices are read again.
 */
import { type CompleteOrderBody, CompleteOrderResponse } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { agentOrdersQueryOptions } from './get-agent-orders.ts';
import { INVOICES_QUERY_KEY } from './get-invoices.ts';

export type CompleteOrderRequest = Static<typeof CompleteOrderBody>;

export async function completeOrder(body: CompleteOrderRequest): Promise<Static<typeof CompleteOrderResponse>> {
  const answer = await apiPost('/api/order/complete', body, { auth: true });
  return checkedResponse(CompleteOrderResponse, answer, 'POST /api/order/complete');
}

export function useCompleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentOrdersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
      ]),
  });
}
