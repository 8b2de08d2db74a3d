/** Writing to the outbox: each change becomes one row, in order, with its key fixed now. */
import { clientId, type OutboxItem, offlineDb } from './db.ts';
import { type MutationKind, mutationKind } from './registry.ts';
import { explainStorageError } from './storage.ts';

/** A change its feature refuses to queue (e.g. for a closed ticket); the message says why in plain words. */
export class ChangeRefusedError extends Error {
  override name = 'ChangeRefusedError';
}

/** The stores a step of an item touches: the outbox and those its kind writes. */
export const storesOf = (name: string) => ['outbox', ...(mutationKind(name)?.stores ?? [])];

/**
 * Adds one change to the end of the queue and answers its seq. The kind must be registered; a kind
 * may refuse the change (ChangeRefusedError) and then nothing is queued.
 */
export async function enqueue<Args>(
  kind: Pick<MutationKind<Args>, 'name' | 'refuse'>,
  args: Args,
  options: { idempotencyKey?: string } = {},
): Promise<number> {
  if (!mutationKind(kind.name)) throw new Error(`The mutation kind "${kind.name}" is not registered.`);
  const db = offlineDb();
  const reason = await kind.refuse?.(args, db);
  if (reason) throw new ChangeRefusedError(reason);
  try {
    const item: OutboxItem<Args> = {
      name: kind.name,
      args,
      clientId: await clientId(),
      idempotencyKey: options.idempotencyKey ?? crypto.randomUUID(),
      createdAt: new Date().toISOString(),
      attempts: 0,
      lastError: null,
      status: 'pending',
    };
    return (await db.outbox.add(item)) as number;
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
  const found = await db.outbox.get(seq);
  if (!found) return;
  await db.transaction('rw', storesOf(found.name), async () => {
    const item = await db.outbox.get(seq);
    if (!item) return;
    await mutationKind(item.name)?.onRequeue?.({ ...item, ...changes }.args, db);
    await db.outbox.update(seq, {
      ...changes,
      idempotencyKey: crypto.randomUUID(),
      sentBody: undefined,
      status: 'pending',
      lastError: null,
      conflict: undefined,
    });
  });
}

/** Drops a change the technician no longer wants sent (with what its kind keeps for it, such as a file). */
export async function discardItem(seq: number): Promise<void> {
  const db = offlineDb();
  const found = await db.outbox.get(seq);
  if (!found) return;
  await db.transaction('rw', storesOf(found.name), async () => {
    const item = await db.outbox.get(seq);
    if (!item) return;
    await mutationKind(item.name)?.onDiscard?.(item.args, db);
    await db.outbox.delete(seq);
  });
}
