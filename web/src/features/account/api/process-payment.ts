/**
 * POST /api/order/processPayment: pays what an order owes (the agent order payment dialog) with a saved
 * card or a card just handed to the gateway (its ids and the `profileToken` that opened its profile). 402 paymentDeclined charges nothing. On success the orders
 * and invoices are read again.
 */
import { type ProcessPaymentBody, ProcessPaymentResponse } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { agentOrdersQueryOptions } from './get-agent-orders.ts';
import { INVOICES_QUERY_KEY } from './get-invoices.ts';

export type ProcessPaymentRequest = Static<typeof ProcessPaymentBody>;
export type ProcessPaymentResult = Static<typeof ProcessPaymentResponse>;

export async function processPayment(
  body: ProcessPaymentRequest,
  idempotencyKey: string,
): Promise<ProcessPaymentResult> {
  const answer = await apiPost('/api/order/processPayment', body, {
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return checkedResponse(ProcessPaymentResponse, answer, 'POST /api/order/processPayment');
}

export function useProcessPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ProcessPaymentRequest; idempotencyKey: string }) =>
      processPayment(body, idempotencyKey),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentOrdersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
      ]),
  });
}
