/** POST /api/lead: an incomplete order kept as a lead when the buyer leaves the order pages. */
import { type LeadBody, LeadResponse } from '@hw/shared';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function sendLead(body: Static<typeof LeadBody>): Promise<Static<typeof LeadResponse>> {
  // Nobody waits on it: the visitor has already gone to another page.
  const answer = await apiPost('/api/lead', body, { background: true, skipStatusCheck: true });
  return checkedResponse(LeadResponse, answer, 'POST /api/lead');
}
