/** POST /api/staff/serviceRequests/{serviceRequestId}/cashInLieu: cash offered instead of the repair (online only). */
import { type CashInLieuOfferBody, ClaimDecision } from '@hw/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export interface CashInLieuOfferInput extends CashInLieuOfferBody {
  serviceRequestId: string;
}

export async function offerCashInLieu({ serviceRequestId, amount, note }: CashInLieuOfferInput) {
  const answer = await apiPost(
    `/api/staff/serviceRequests/${encodeURIComponent(serviceRequestId)}/cashInLieu`,
    { amount, note: note.trim() },
    { auth: true },
  );
  return checkedResponse(ClaimDecision, answer, 'POST /api/staff/serviceRequests/{id}/cashInLieu');
}

export const useOfferCashInLieu = () => useMutation({ mutationFn: offerCashInLieu });
