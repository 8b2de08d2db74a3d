/**
 * An order placed offline, as a mutation kind of the offline engine: sent once, under the Idempotency-Key
 * fixed when it was queued, with the total the agent confirmed. A changed price comes back as a refusal
 * (409 priceChanged) and waits for the agent, who sees the new price before placing it again.
 */
import type { OrderBody, OrderResponse } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { defineMutationKind } from '#web/offline/registry.ts';
import { queuedOrders } from './stores.ts';

export interface PlaceOrderArgs {
  /** The queued order's id, which is also its Idempotency-Key. */
  orderId: string;
  body: OrderBody;
}

export const placeOrderKind = defineMutationKind<PlaceOrderArgs>()({
  name: 'placeOrder',
  stores: [queuedOrders.name],
  path: () => '/api/order',
  body: (args) => args.body,
  fixBody: true,
  describe: () => m.order_queued_describe(),
  async onSuccess(answer, args, db) {
    const { contractId, policyNumber } = answer as OrderResponse;
    await queuedOrders.table(db).update(args.orderId, { status: 'placed', contractId, policyNumber, message: '' });
  },
  async onRefusal(args, message, db) {
    await queuedOrders.table(db).update(args.orderId, { status: 'refused', message });
  },
  async onRequeue(args, db) {
    await queuedOrders.table(db).update(args.orderId, { status: 'waiting', message: '' });
  },
  async onDiscard(args, db) {
    await queuedOrders.table(db).delete(args.orderId);
  },
});

export const ORDER_KINDS = [placeOrderKind];
