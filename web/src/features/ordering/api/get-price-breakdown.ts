/**
 * POST /api/order/priceBreakdown: the server's price of the draft. Not a cached query: every answer is
 * judged by its timestamp against the stored one (draft.ts, acceptBreakdown), so it goes through the draft.
 */
import { PriceBreakdown, type PriceBreakdownBody } from '@hw/shared';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function getPriceBreakdown(body: PriceBreakdownBody): Promise<PriceBreakdown> {
  // Repriced on every change: the global wait indicator would flicker for a call the summary shows itself.
  const answer = await apiPost('/api/order/priceBreakdown', body, { background: true, auth: true });
  return checkedResponse(PriceBreakdown, answer, 'POST /api/order/priceBreakdown');
}
