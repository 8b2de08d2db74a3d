/**
 * PUT /api/account/payment: a saved card's new expiry, and optionally the contract it becomes the card of
 *.
 */
import type { UpdatePaymentBody } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiPut } from '#web/lib/api/index.ts';
import { paymentInfosQueryOptions } from '#web/lib/payments/get-payment-infos.ts';
import { ACCOUNT_QUERY_PREFIX } from '#web/lib/query/index.ts';

export type UpdatePaymentRequest = Static<typeof UpdatePaymentBody>;

/** The answer is not read: the card list is fetched again. */
export async function updatePayment(body: UpdatePaymentRequest): Promise<void> {
  await apiPut('/api/account/payment', body, { auth: true });
}

export function useUpdatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayment,
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentInfosQueryOptions().queryKey }),
        body.policyId ? queryClient.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_PREFIX, 'contract'] }) : undefined,
      ]),
  });
}
