/**
 * POST /api/order/confirmOwner: the owner of an account says whether an order placed for them, signed out,
 * is theirs (with the token of the mailed link).
 */
import { type ConfirmOwnerBody, ConfirmOwnerResponse } from '@hw/shared';
import { useMutation } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function confirmOwner(
  body: Static<typeof ConfirmOwnerBody>,
): Promise<Static<typeof ConfirmOwnerResponse>> {
  const answer = await apiPost('/api/order/confirmOwner', body);
  return checkedResponse(ConfirmOwnerResponse, answer, 'POST /api/order/confirmOwner');
}

export function useConfirmOwner() {
  return useMutation({ mutationFn: confirmOwner });
}
