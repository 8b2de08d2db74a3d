/**
 * When the server does not take a change: a conflict with its copy holds the item for the technician, a
 * refusal fails it (the kind undoes what it showed), a version conflict fetches the server's copy and tries
 * again, an ended session waits for sign-in, and anything else goes back to the queue for a later attempt.
 */
import type { OutboxConflict, OutboxItem } from './db.ts';
import { explainFailure, type FailureKind } from './failures.ts';
import type { SyncQueue } from './sync-queue.ts';
import type { AnyKind, SyncParts } from './sync-types.ts';

export interface RefusalEffects {
  /** The session ended: the queue waits for the technician to sign in again. */
  needSignIn(): void;
  /** Try the queue again later (the capped backoff). */
  retryLater(): void;
}

export function createSyncRefusals({ db, context, emit }: SyncParts, { step }: SyncQueue, effects: RefusalEffects) {
  async function markConflict(item: OutboxItem, conflict: OutboxConflict) {
    await db().outbox.update(item.seq!, { status: 'conflict', conflict, lastError: null });
    emit(item, 'conflict');
  }

  async function markFailed(item: OutboxItem, kind: AnyKind | undefined, message: string) {
    await step(item, async () => {
      await db().outbox.update(item.seq!, { status: 'failed', lastError: message });
      await kind?.onRefusal?.(item.args, message, db());
    });
    emit(item, 'failed', message);
  }

  async function backToQueue(item: OutboxItem, kind: AnyKind, message: string) {
    await step(item, async () => {
      await db().outbox.update(item.seq!, { status: 'pending', lastError: message });
      await kind.onRequeue?.(item.args, db());
    });
  }

  /** Before a first attempt: a conflict with the server's copy holds the item for the technician. */
  async function heldByConflict(item: OutboxItem, kind: AnyKind, within = context()): Promise<boolean> {
    if (item.sentBody !== undefined) return false;
    const conflict = await kind.findConflict?.(item.args, within);
    if (!conflict) return false;
    await markConflict(item, conflict);
    return true;
  }

  /** After a version conflict: the kind stores the server's latest copy; false when it cannot be fetched. */
  async function rebase(item: OutboxItem, kind: AnyKind): Promise<boolean> {
    try {
      await kind.rebase!(item.args, context());
      // The refused attempt wrote nothing: the rebased request is a new one, with a new key, checked again.
      await db().outbox.update(item.seq!, {
        status: 'pending',
        sentBody: undefined,
        idempotencyKey: crypto.randomUUID(),
      });
      return true;
    } catch {
      return false;
    }
  }

  /** Answers true when the replay goes on with the next item. */
  async function handleFailure(item: OutboxItem, kind: AnyKind, failure: FailureKind, error: unknown) {
    if (failure === 'signIn') {
      await backToQueue(item, kind, 'Sign in again to send your changes.');
      effects.needSignIn();
      return false;
    }
    if (failure === 'rejected') {
      await markFailed(item, kind, explainFailure(error));
      return true;
    }
    await backToQueue(item, kind, explainFailure(error));
    effects.retryLater();
    return false;
  }

  return { markFailed, heldByConflict, rebase, handleFailure };
}

export type SyncRefusals = ReturnType<typeof createSyncRefusals>;
