/**
 * POST /api/order/confirmOwner, signed in: the owner keeps (or refuses) an order someone placed for them while
 * signed out. The plans are read again.
 */
import { type ConfirmOwnerBody, ConfirmOwnerResponse } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { accountQueryOptions } from '#web/lib/account/get-account.ts';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function confirmOwner(
  body: Static<typeof ConfirmOwnerBody>,
): Promise<Static<typeof ConfirmOwnerResponse>> {
  const answer = await apiPost('/api/order/confirmOwner', body, { auth: true });
  return checkedResponse(ConfirmOwnerResponse, answer, 'POST /api/order/confirmOwner');
}

export function useConfirmOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOwner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey }),
  });
}
