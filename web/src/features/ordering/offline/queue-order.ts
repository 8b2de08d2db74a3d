/**
 * Queues an order that cannot be sent now (no connection): escrow orders of a signed-in agent only, since a
 * card payment needs the gateway. The outbox sends it once the connection returns.
 */
import type { OrderBody } from '@hw/shared';
import { afterEnqueue, enqueue, offlineDb } from '#web/offline/index.ts';
import { placeOrderKind } from './order-mutations.ts';
import { type QueuedOrderRow, queuedOrders } from './stores.ts';

export { canQueueOrder, OFFLINE_ORDER_MESSAGES } from './offline-order-rules.ts';

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
