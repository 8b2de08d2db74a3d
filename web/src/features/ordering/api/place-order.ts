/**
 * POST /api/order: places the order. 402 paymentDeclined (nothing ordered), 409 priceChanged with the new
 * breakdown, 422 noService. An Idempotency-Key makes a resend after a lost answer safe.
 */
import { type OrderBody, OrderResponse, PriceBreakdown } from '@hw/shared';
import { type ApiError, apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function placeOrder(body: OrderBody, idempotencyKey: string): Promise<OrderResponse> {
  const answer = await apiPost('/api/order', body, { auth: true, headers: { 'Idempotency-Key': idempotencyKey } });
  return checkedResponse(OrderResponse, answer, 'POST /api/order');
}

/** The machine-readable code of a failed call; clients branch on it, never on the wording. */
export const errorCode = (error: ApiError): string | undefined =>
  (error.errors as readonly { code?: string }[]).find((entry) => entry.code)?.code;

/** The new price of a 409 priceChanged answer, when the body carries one. */
export async function changedPrice(error: ApiError): Promise<PriceBreakdown | null> {
  const body = error.body as { priceBreakdown?: unknown } | null;
  if (!body) return null;
  // The schema checker loads only for this answer, not with the order form.
  const { Check } = await import('../schema-check.ts');
  return Check(PriceBreakdown, body.priceBreakdown) ? body.priceBreakdown : null;
}
