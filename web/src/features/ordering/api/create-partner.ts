/** POST /api/partners (signed in): adds an agent, escrow officer or lender the search did not find. */
import { type CreatePartnerBody, Partner } from '@hw/shared';
import { useMutation } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function createPartner(body: Static<typeof CreatePartnerBody>): Promise<Partner> {
  const answer = await apiPost('/api/partners', body, { auth: true });
  return checkedResponse(Partner, answer, 'POST /api/partners');
}

export const useCreatePartner = () => useMutation({ mutationFn: createPartner });
