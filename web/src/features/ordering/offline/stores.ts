/**
 * The ordering feature's store in the offline database: orders placed without a connection (escrow only),
 * waiting in the outbox, and what became of them. Change a name or an index only with a new version.
 */
import type { OrderBody } from '@hw/shared';
import { defineStore } from '#web/offline/db.ts';

export type QueuedOrderStatus = 'waiting' | 'placed' | 'refused';

export interface QueuedOrderRow {
  /** The order's Idempotency-Key: one order, one key, however often it is sent. */
  id: string;
  createdAt: string;
  planName: string;
  address: string;
  ownerName: string;
  /** The total the agent saw and confirmed, in dollars. */
  total: number;
  planType: 'consumer' | 'realEstate';
  status: QueuedOrderStatus;
  contractId?: string;
  policyNumber?: string;
  /** Why the server refused it (e.g. the price changed), in its words. */
  message?: string;
  /** What was sent (escrow orders carry no card data), to place it again at a new price. */
  body: OrderBody;
}

export const queuedOrders = defineStore<QueuedOrderRow, 'id'>({
  name: 'queuedOrders',
  indexes: 'id, status, createdAt',
});

/** Raised past every other feature's version when this store was added. */
export const ORDERING_STORES_VERSION = 2;
