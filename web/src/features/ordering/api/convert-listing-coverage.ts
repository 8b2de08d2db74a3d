/** GET /api/order/convert/{partnerType}?contractId=: what a new order needs to convert a listing coverage. */
import { ConvertResponse } from '@hw/shared';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function getConversion(contractId: string, partnerType = 'buyerAgent'): Promise<ConvertResponse> {
  const answer = await apiGet(`/api/order/convert/${encodeURIComponent(partnerType)}`, { contractId }, { auth: true });
  return checkedResponse(ConvertResponse, answer, 'GET /api/order/convert/{partnerType}');
}
