/**
 * POST /api/account/payment/setDefaultPaymentMethod: the card a contract's monthly and past-due invoices
 * are charged to. Success reloads the cards and the contract.
 */
import type { SetDefaultPaymentMethodBody } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { paymentInfosQueryOptions } from '#web/lib/payments/get-payment-infos.ts';
import { ACCOUNT_QUERY_PREFIX } from '#web/lib/query/index.ts';

export type SetDefaultPaymentMethodRequest = Static<typeof SetDefaultPaymentMethodBody>;

/** The answer is not read: the card list is fetched again. */
export async function setDefaultPaymentMethod(body: SetDefaultPaymentMethodRequest): Promise<void> {
  await apiPost('/api/account/payment/setDefaultPaymentMethod', body, { auth: true });
}

export function useSetDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPaymentMethod,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentInfosQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_PREFIX, 'contract'] }),
      ]),
  });
}
