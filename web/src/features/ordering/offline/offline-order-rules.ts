/**
 * What the order form says and decides about ordering offline, apart from the queue itself (queue-order.ts),
 * which brings the offline engine: a visitor's order form loads that only to queue an order.
 */
import type { OrderBody } from '@hw/shared';

export const OFFLINE_ORDER_MESSAGES = {
  cardNeedsConnection:
    'A card payment needs a connection. Connect to the internet to pay by card, or choose escrow to place the order now and send it when you are back online.',
  queued:
    'You are offline. The order is saved on this device and will be placed as soon as the connection returns, at the price shown.',
} as const;

/** Whether an order may wait for the connection: paid through escrow, by a signed-in caller. */
export function canQueueOrder(body: OrderBody, signedIn: boolean): boolean {
  return signedIn && body.payment.type === 'escrow';
}
