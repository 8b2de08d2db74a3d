/**
 * The claims feature's store in the offline database: service requests filed without a connection, kept
 * on this device until they are sent, and what became of them. Change a name or an index only with a new
 * version.
 */
import type { CreateServiceRequestBody } from '@hw/shared';
import { defineStore } from '#web/offline/db.ts';

/**
 * waiting: saved; in the outbox once `confirmed` (a $0 fee is confirmed at once), otherwise it waits for
 * the homeowner to agree to the fee again once online. sent: the server has it. refused: the server said
 * no (declined card, changed fee, not covered), in its words.
 */
export type QueuedServiceRequestStatus = 'waiting' | 'sent' | 'refused';

export interface QueuedServiceRequestRow {
  /** The request's Idempotency-Key, fixed when it was saved: one request, one charge, however often it is sent. */
  id: string;
  createdAt: string;
  /** For the list: the plan, the item, the card. */
  policyNumber: string;
  address: string;
  itemDescription: string;
  /** The service call fee agreed to, in dollars. */
  fee: number;
  /** The saved card it is paid with, in words; empty for a $0 fee. */
  cardLabel: string;
  /** The homeowner agreed to send it and pay the fee (given at once for a $0 fee). */
  confirmed: boolean;
  status: QueuedServiceRequestStatus;
  serviceRequestNumber?: string;
  /** Why the server refused it, in its words. */
  message?: string;
  /** What is sent: only a saved card's id, never card data (a new card cannot be used offline). */
  body: CreateServiceRequestBody;
}

export const queuedServiceRequests = defineStore<QueuedServiceRequestRow, 'id'>({
  name: 'queuedServiceRequests',
  indexes: 'id, status, createdAt',
});

/** Raised past every other feature's version when this store was added. */
export const CLAIMS_STORES_VERSION = 3;
