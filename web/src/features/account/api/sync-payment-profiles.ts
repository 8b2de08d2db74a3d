/** GET /api/account/payment/syncPaymentProfiles: reads the cards again from the gateway and answers them. */
import type { PaymentInfo } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { PaymentInfos, paymentInfosQueryOptions } from '#web/lib/payments/get-payment-infos.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function syncPaymentProfiles(): Promise<PaymentInfo[]> {
  const answer = await apiGet('/api/account/payment/syncPaymentProfiles', undefined, { auth: true });
  return checkedResponse(PaymentInfos, answer, 'GET /api/account/payment/syncPaymentProfiles');
}

export function useSyncPaymentProfiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncPaymentProfiles,
    onSuccess: (infos) => queryClient.setQueryData(paymentInfosQueryOptions().queryKey, infos),
  });
}
