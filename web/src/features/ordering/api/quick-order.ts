/** POST /api/order/quickOrder: the plan a budget buys, with the buyer's credit and the included add-ons. */
import { type QuickOrderBody, QuickOrderResponse } from '@hw/shared';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function quickOrder(body: Static<typeof QuickOrderBody>): Promise<QuickOrderResponse> {
  const answer = await apiPost('/api/order/quickOrder', body);
  return checkedResponse(QuickOrderResponse, answer, 'POST /api/order/quickOrder');
}
