/**
 * PUT /api/account/payment/{id}/default: the saved card becomes the person's default card (offered first when
 * they pay). The answer is the cards as they now are: every screen that offers the cards shows the new default
 * at once, then reads them again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '#web/lib/api/index.ts';
import { PaymentInfos, paymentInfosQueryOptions } from '#web/lib/payments/get-payment-infos.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function makeDefaultCard(creditCardId: string) {
  const answer = await apiPut(`/api/account/payment/${encodeURIComponent(creditCardId)}/default`, undefined, {
    auth: true,
  });
  return checkedResponse(PaymentInfos, answer, 'PUT /api/account/payment/{id}/default');
}

export function useMakeDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDefaultCard,
    onSuccess: (cards) => {
      const { queryKey } = paymentInfosQueryOptions();
      queryClient.setQueryData(queryKey, cards);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
