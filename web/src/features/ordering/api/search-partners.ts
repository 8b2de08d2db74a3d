/**
 * GET /api/partners/search?for=&type=: agents, escrow officers and lenders by name. Search results are
 * never kept: a mutation's answer lives with the dialog, not in the persisted cache.
 * Sent with the session's token when there is one: an agent's own partners, not yet approved by staff, are
 * found only so.
 */
import { type PartnerRole, PartnerSearchResponse } from '@hw/shared';
import { useMutation } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export interface PartnerSearch {
  term: string;
  type: PartnerRole;
}

export async function searchPartners({ term, type }: PartnerSearch): Promise<Static<typeof PartnerSearchResponse>> {
  const answer = await apiGet('/api/partners/search', { for: term, type }, { auth: true });
  return checkedResponse(PartnerSearchResponse, answer, 'GET /api/partners/search');
}

export const usePartnerSearch = () => useMutation({ mutationFn: searchPartners });
