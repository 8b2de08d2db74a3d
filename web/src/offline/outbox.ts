/** Writing to the outbox: each change a technician makes becomes one row, in order, with its key fixed now. */
import { clientId, explainStorageError, type OutboxItem, type OutboxMutation, offlineDb } from './db.ts';

/** Adds one change to the end of the queue and answers its seq. */
export async function enqueue(mutation: OutboxMutation, idempotencyKey?: string): Promise<number> {
  try {
    const item: OutboxItem = {
      ...mutation,
      clientId: await clientId(),
      idempotencyKey: idempotencyKey ?? crypto.randomUUID(),
      createdAt: new Date().toISOString(),
      attempts: 0,
      lastError: null,
      status: 'pending',
    };
    return (await offlineDb().outbox.add(item)) as number;
  } catch (error) {
    throw explainStorageError(error);
  }
}

/** Every queued change, oldest first. */
export async function outboxItems(): Promise<OutboxItem[]> {
  return offlineDb().outbox.orderBy('seq').toArray();
}

/**
 * Puts a failed or conflicting item back in the queue at its place. The server refused the earlier
 * attempt and wrote nothing, so it gets a new key: its payload may now differ (a resolved conflict).
 */
export async function retryItem(seq: number, changes?: Partial<OutboxItem>): Promise<void> {
  const db = offlineDb();
  const item = await db.outbox.get(seq);
  if (item?.name === 'addFile') await db.uploads.update(item.args.uploadId, { state: 'queued', error: null });
  await db.outbox.update(seq, {
    ...(changes as object),
    idempotencyKey: crypto.randomUUID(),
    sentBody: undefined,
    status: 'pending',
    lastError: null,
    conflict: undefined,
  } as Partial<OutboxItem>);
}

/** Drops a change the technician no longer wants sent, with its file. */
export async function discardItem(seq: number): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.outbox, db.uploads, async () => {
    const item = await db.outbox.get(seq);
    if (!item) return;
    if (item.name === 'addFile') await db.uploads.delete(item.args.uploadId);
    await db.outbox.delete(seq);
  });
}

/**
 * Removing a part that is still only on this device: its addPart row is dropped instead of
 * sending an add and then a remove. Answers false when the part already reached the server.
 */
export async function dropQueuedPart(clientPartId: string): Promise<boolean> {
  const db = offlineDb();
  return db.transaction('rw', db.outbox, async () => {
    const rows = await db.outbox.where('status').anyOf('pending', 'failed', 'conflict').toArray();
    const row = rows.find((item) => item.name === 'addPart' && item.args.part.clientPartId === clientPartId);
    if (!row?.seq) return false;
    await db.outbox.delete(row.seq);
    return true;
  });
}
