/**
 * Sending changes: what an item sends (its body, built once when its kind fixes it), one request per change
 * or several in a batch, and storing what the server answered (one by one, or together for a kind with
 * onSuccessMany).
 */
import type { OutboxItem } from './db.ts';
import { storesOf } from './outbox.ts';
import { type MutationMethod, NOTHING_TO_SEND } from './registry.ts';
import type { SyncQueue } from './sync-queue.ts';
import type { Answered, AnyKind, BatchedAnswer, BatchedCall, SyncParts } from './sync-types.ts';

export function createSyncSending({ db, transport, context, emit }: SyncParts, { step }: SyncQueue) {
  function request(method: MutationMethod, path: string, body: unknown, headers: Record<string, string>) {
    if (method === 'POST') return transport.post<unknown>(path, body, headers);
    if (!transport.send) throw new Error(`This transport cannot send ${method} requests.`);
    return transport.send<unknown>(method, path, body, headers);
  }

  /**
   * What an item sends: its body (built once and kept when its kind fixes it), after the kind's onSend.
   * Null when there is nothing to send any more (the row is gone).
   */
  async function prepare(item: OutboxItem, kind: AnyKind, within = context()): Promise<BatchedCall | null> {
    let body = kind.fixBody ? item.sentBody : undefined;
    if (body === undefined) {
      body = await kind.body(item.args, within);
      if (body === NOTHING_TO_SEND) {
        await db().outbox.delete(item.seq!);
        return null;
      }
      if (kind.fixBody) await db().outbox.update(item.seq!, { sentBody: body });
    }
    await kind.onSend?.(item.args, db());
    return { method: kind.method ?? 'POST', path: kind.path(item.args), idempotencyKey: item.idempotencyKey, body };
  }

  /**
   * Stores what the server answered and removes the item, in one transaction. A kind with onSuccessMany
   * leaves that to `storeAnswers`: the answer comes back, the row stays until then.
   */
  async function settle(item: OutboxItem, kind: AnyKind, answer: unknown): Promise<{ answer: unknown } | undefined> {
    if (kind.onSuccessMany) return { answer };
    await step(item, async () => {
      await kind.onSuccess?.(answer, item.args, db());
      await db().outbox.delete(item.seq!);
    });
    return undefined;
  }

  /** The calls one request each, in order, stopping at the first error as a batch does. */
  async function sendEachAlone(calls: readonly BatchedCall[]): Promise<BatchedAnswer[]> {
    const answers: BatchedAnswer[] = [];
    for (const call of calls) {
      if (answers.some((answer) => answer !== 'notRun' && 'error' in answer)) {
        answers.push('notRun');
        continue;
      }
      try {
        answers.push({
          answer: await request(call.method, call.path, call.body, { 'Idempotency-Key': call.idempotencyKey }),
        });
      } catch (error) {
        answers.push({ error });
      }
    }
    return answers;
  }

  /** Several calls in one batch request; files travel alone, each on its own request. */
  function sendTogether(calls: readonly BatchedCall[]): Promise<BatchedAnswer[]> {
    return calls.some(({ body }) => body instanceof FormData) ? sendEachAlone(calls) : transport.batch!(calls);
  }

  /** Sends one item on its own request. */
  async function send(item: OutboxItem, kind: AnyKind): Promise<{ answer: unknown } | undefined | null> {
    const call = await prepare(item, kind);
    if (!call) return null;
    const headers = { 'Idempotency-Key': call.idempotencyKey };
    return settle(item, kind, await request(call.method, call.path, call.body, headers));
  }

  /** Stores the answers of items of one kind and removes their rows, in one transaction. */
  async function storeAnswers(kind: AnyKind, answered: readonly Answered[]): Promise<void> {
    if (answered.length === 0) return;
    await db().transaction('rw', storesOf(kind.name), async () => {
      await kind.onSuccessMany!(
        answered.map(({ item, answer }) => ({ answer, args: item.args })),
        db(),
      );
      await db().outbox.bulkDelete(answered.map(({ item }) => item.seq!));
    });
    for (const { item } of answered) emit(item, 'synced');
  }

  return { prepare, settle, sendTogether, send, storeAnswers };
}

export type SyncSending = ReturnType<typeof createSyncSending>;
