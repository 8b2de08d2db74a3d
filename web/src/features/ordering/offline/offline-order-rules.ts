/**
 * What the order form says and decides about ordering offline, apart from the queue itself (queue-order.ts),
 * which brings the offline engine: a visitor's order form loads that only to queue an order.
 */
import type { OrderBody } from '@hw/shared';
import { m } from '@hw/shared/i18n';

/** In the page's language: read when shown, never at load. */
export const OFFLINE_ORDER_MESSAGES = {
  get cardNeedsConnection() {
    return m.order_offline_card_needs_connection();
  },
  get queued() {
    return m.order_offline_queued();
  },
};

/** Whether an order may wait for the connection: paid through escrow, by a signed-in caller. */
export function canQueueOrder(body: OrderBody, signedIn: boolean): boolean {
  return signedIn && body.payment.type === 'escrow';
}
