/**
 * Queues an order that cannot be sent now (no connection): escrow orders of a signed-in agent only, since a
 * card payment needs the gateway. The outbox sends it once the connection returns.
 */
import type { OrderBody } from '@hw/shared';
import { afterEnqueue, enqueue, offlineDb } from '#web/offline/index.ts';
import { placeOrderKind } from './order-mutations.ts';
import { type QueuedOrderRow, queuedOrders } from './stores.ts';

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

export async function queueOrder(
  body: OrderBody,
  idempotencyKey: string,
  summary: Omit<QueuedOrderRow, 'id' | 'createdAt' | 'status' | 'body'>,
): Promise<QueuedOrderRow> {
  const row: QueuedOrderRow = {
    ...summary,
    id: idempotencyKey,
    createdAt: new Date().toISOString(),
    body,
    status: 'waiting',
  };
  await queuedOrders.table(offlineDb()).put(row);
  await enqueue(placeOrderKind, { orderId: idempotencyKey, body }, { idempotencyKey });
  afterEnqueue();
  return row;
}

/**
 * A refused order placed again at the server's current price, once the agent has seen and accepted it:
 * a new order under a new key; the refused one is discarded.
 */
export async function requeueAtNewPrice(order: QueuedOrderRow, total: number, discardRefused: () => Promise<void>) {
  const body: OrderBody = { ...order.body, confirmedTotal: total };
  await discardRefused();
  const { id: _id, createdAt: _createdAt, status: _status, body: _body, message: _message, ...summary } = order;
  return queueOrder(body, crypto.randomUUID(), { ...summary, total });
}
