/**
 * The outbox as the sync engine walks it: the next run of rows to send (strictly in seq order), the rows put
 * back to wait, and one item's step (its row and the stores its kind writes, all or nothing).
 */
import type { OutboxItem } from './db.ts';
import { storesOf } from './outbox.ts';
import { isLive, mutationKind } from './registry.ts';
import type { AnyKind, SyncParts } from './sync-types.ts';

/** Items of such a kind in a row taken from the queue at once. */
const RUN_SIZE = 100;

export function createSyncQueue({ db }: Pick<SyncParts, 'db'>) {
  /** One step of an item: the outbox row and the stores its kind writes, all or nothing. */
  const step = (item: OutboxItem, work: () => Promise<void>) => db().transaction('rw', storesOf(item.name), work);

  /**
   * The next rows to send, marked as being sent in the same transaction: the first row from seq `from` on
   * that waits to be sent (failed and conflicting rows, waiting for the technician, are stepped over) and,
   * when its kind stores answers together (onSuccessMany), the rows of that kind right after it, so that
   * they go out one after the other with no database work between the requests; when its kind has `expect`,
   * the rows of such kinds right after it, to go in one batch.
   */
  function takeRun(from: number): Promise<OutboxItem[]> {
    return db().transaction('rw', db().outbox, async () => {
      const READ = 4;
      let first: OutboxItem | undefined;
      for (let start = from; !first; ) {
        const rows = await db().outbox.where('seq').aboveOrEqual(start).limit(READ).toArray();
        first = rows.find(isLive);
        if (!first && rows.length < READ) return [];
        if (!first) start = rows[READ - 1]!.seq! + 1;
      }
      const run = [first];
      const firstKind = mutationKind(first.name);
      // Kinds with `expect` go together; otherwise a run is one kind that stores its answers together.
      const joins = (row: OutboxItem) =>
        isLive(row) && (firstKind?.expect ? !!mutationKind(row.name)?.expect : row.name === first.name);
      if (firstKind?.onSuccessMany || firstKind?.expect) {
        const after = await db()
          .outbox.where('seq')
          .above(first.seq!)
          .limit(RUN_SIZE - 1)
          .toArray();
        for (const row of after) {
          if (!joins(row)) break;
          run.push(row);
        }
      }
      const marked = run.map((row) => ({ ...row, status: 'sending' as const, attempts: row.attempts + 1 }));
      await db().outbox.bulkPut(marked);
      return marked;
    });
  }

  /**
   * Items of a batch the server did not run: their bodies were built on what the changes before them were
   * expected to make, which did not happen, so they are built again on the next attempt. The server holds
   * nothing under their keys.
   */
  async function forgetExpectedBodies(calls: readonly { item: OutboxItem; kind: AnyKind }[]): Promise<void> {
    const built = calls.filter(({ item, kind }) => kind.expect && kind.fixBody && item.seq !== undefined);
    if (built.length)
      await db().outbox.bulkUpdate(built.map(({ item }) => ({ key: item.seq!, changes: { sentBody: undefined } })));
  }

  /** Rows taken to be sent that were not: waiting again, to be read again. */
  async function backToWaiting(rows: readonly OutboxItem[]): Promise<void> {
    if (rows.length)
      await db().outbox.bulkUpdate(rows.map((row) => ({ key: row.seq!, changes: { status: 'pending' as const } })));
  }

  return { step, takeRun, forgetExpectedBodies, backToWaiting };
}

export type SyncQueue = ReturnType<typeof createSyncQueue>;
