/**
 * POST /api/lead: the quote form's lead, of type quote, with the plan
 * type its answer to 'Did you purchase the home in the last 30 days?' names.
 */
import { type LeadBody, LeadResponse } from '@hw/shared';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export type QuoteLead = Static<typeof LeadBody>;

export async function sendQuoteLead(body: QuoteLead): Promise<Static<typeof LeadResponse>> {
  const answer = await apiPost('/api/lead', body);
  return checkedResponse(LeadResponse, answer, 'POST /api/lead');
}
