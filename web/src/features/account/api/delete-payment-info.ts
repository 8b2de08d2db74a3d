/**
 * DELETE /api/account/payment/{id}: deletes a saved card (204). 422 when it pays an active monthly
 * contract: the server's message says so. Success reloads the cards (and the default, which moves when the
 * default card goes).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '#web/lib/api/index.ts';
import { paymentInfosQueryOptions } from '#web/lib/payments/get-payment-infos.ts';

export async function deletePaymentInfo(creditCardId: string): Promise<void> {
  await apiDelete(`/api/account/payment/${encodeURIComponent(creditCardId)}`, undefined, { auth: true });
}

export function useDeletePaymentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentInfosQueryOptions().queryKey }),
  });
}
