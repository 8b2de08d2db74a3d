/**
 * POST /api/account/payment/info: saves a card the gateway already holds (ids from
 * POST /order/getCustomerPaymentProfile, with the `profileToken` that opened its profile), optionally as a
 * contract's card. The card number never comes here.
 */
import { type AddPaymentInfoBody, PaymentInfo } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { paymentInfosQueryOptions } from '#web/lib/payments/get-payment-infos.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export type AddPaymentInfoRequest = Static<typeof AddPaymentInfoBody>;

export async function addPaymentInfo(body: AddPaymentInfoRequest): Promise<PaymentInfo> {
  const answer = await apiPost('/api/account/payment/info', body, { auth: true });
  return checkedResponse(PaymentInfo, answer, 'POST /api/account/payment/info');
}

export function useAddPaymentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPaymentInfo,
    onSuccess: (_answer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentInfosQueryOptions().queryKey }),
        body.policyId ? queryClient.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_PREFIX, 'contract'] }) : undefined,
      ]),
  });
}
