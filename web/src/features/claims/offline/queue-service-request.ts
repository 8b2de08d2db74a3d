/**
 * Service requests filed without a connection. The request is saved on this device under the
 * Idempotency-Key it will be sent with. A $0 fee goes to the outbox at once and is sent when the connection
 * returns; a fee is never charged silently: the request waits until the homeowner, back online, confirms
 * the payment ("Send now and pay $X"), and only then joins the outbox, once.
 */
import type { CreateServiceRequestBody } from '@hw/shared';
import { afterEnqueue, enqueue, offlineDb } from '#web/offline/index.ts';
import { fileServiceRequestKind } from './service-request-mutations.ts';
import { type QueuedServiceRequestRow, queuedServiceRequests } from './stores.ts';

export type QueuedSummary = Pick<QueuedServiceRequestRow, 'policyNumber' | 'address' | 'itemDescription' | 'cardLabel'>;

/** Puts a saved request in the outbox once: answers false when it was there already (or is gone). */
async function enqueueOnce(id: string): Promise<boolean> {
  const db = offlineDb();
  const table = queuedServiceRequests.table(db);
  const queued = await db.transaction('rw', [db.outbox, db.meta, table], async () => {
    const row = await table.get(id);
    if (row?.status !== 'waiting' || row.confirmed) return false;
    await table.update(id, { confirmed: true });
    await enqueue(fileServiceRequestKind, { requestId: row.id, body: row.body }, { idempotencyKey: row.id });
    return true;
  });
  if (queued) afterEnqueue();
  return queued;
}

/** Saves a request filed offline; a $0 fee is queued to be sent as soon as the connection returns. */
export async function saveServiceRequest(
  body: CreateServiceRequestBody,
  summary: QueuedSummary,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<QueuedServiceRequestRow> {
  const row: QueuedServiceRequestRow = {
    ...summary,
    id: idempotencyKey,
    createdAt: new Date().toISOString(),
    fee: body.confirmedServiceCallFee,
    confirmed: false,
    status: 'waiting',
    body,
  };
  await queuedServiceRequests.table(offlineDb()).put(row);
  if (row.fee === 0) await enqueueOnce(row.id);
  return (await queuedServiceRequests.table(offlineDb()).get(row.id)) ?? row;
}

/** The homeowner agreed to pay the fee: the request joins the outbox (once, under its key) and is sent. */
export const confirmServiceRequest = (id: string): Promise<boolean> => enqueueOnce(id);

/**
 * A refused request sent again at the fee the server now asks, once the homeowner has seen and accepted
 * it: a new request under a new key (the refused one wrote nothing); the refused one is discarded.
 */
export async function resendAtNewFee(
  row: QueuedServiceRequestRow,
  fee: number,
  discardRefused: () => Promise<void>,
): Promise<QueuedServiceRequestRow> {
  await discardRefused();
  const { policyNumber, address, itemDescription, cardLabel } = row;
  const body: CreateServiceRequestBody = { ...row.body, confirmedServiceCallFee: fee };
  if (fee === 0) body.paymentInfo = {};
  const saved = await saveServiceRequest(body, { policyNumber, address, itemDescription, cardLabel });
  await enqueueOnce(saved.id);
  return saved;
}

/** Forgets a request that was sent (the history lists it now) or never queued. */
export async function clearServiceRequest(id: string): Promise<void> {
  await queuedServiceRequests.table(offlineDb()).delete(id);
}
