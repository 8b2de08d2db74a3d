/**
 * Replays the outbox to the server: strictly in seq order, one request at a time, each with its
 * Idempotency-Key, so every change arrives exactly once and in the order it was made. What a change
 * sends and stores is its mutation kind's business (registry.ts); this file knows no feature.
 * Triggers: start, 'online', the page becoming visible, a capped backoff timer, syncNow(), and a
 * message from the service worker when Background Sync fires (the page does the work).
 */
import { type OfflineDatabase, type OutboxConflict, type OutboxItem, offlineDb, setMeta } from './db.ts';
import { classifyFailure, explainFailure, type FailureKind } from './failures.ts';
import { storesOf } from './outbox.ts';
import {
  isLive,
  type MutationContext,
  type MutationKind,
  type MutationMethod,
  mutationKind,
  NOTHING_TO_SEND,
} from './registry.ts';

/** One queued change as a batch carries it: the call it would be on its own. */
export interface BatchedCall {
  method: MutationMethod;
  path: string;
  idempotencyKey: string;
  body: unknown;
}

/**
 * What the server made of one change of a batch: its answer, or the error the call on its own would have
 * thrown (shaped like the transport's errors); `notRun` when an earlier change was refused first.
 */
export type BatchedAnswer = { answer: unknown } | { error: unknown } | 'notRun';

export interface SyncTransport {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown, headers: Record<string, string>): Promise<T>;
  /** The other write methods, for kinds that use them. */
  send?<T>(
    method: Exclude<MutationMethod, 'POST'>,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<T>;
  /**
   * Several changes in one request (POST /api/sync/batch), answered one by one in order. Without it, or for a
   * single change, each change is its own request.
   */
  batch?(calls: readonly BatchedCall[]): Promise<BatchedAnswer[]>;
}

export interface SyncRuntimeState {
  online: boolean;
  syncing: boolean;
  /** The session ended: the queue waits until the technician signs in again. */
  needsSignIn: boolean;
  nextAttemptAt: number | null;
}

export type SyncOutcome = 'synced' | 'failed' | 'conflict';
export type OutcomeListener = (item: OutboxItem, outcome: SyncOutcome, message?: string) => void;

export interface SyncEngineOptions {
  minDelayMs?: number;
  maxDelayMs?: number;
  db?: () => OfflineDatabase;
}

const BACKGROUND_SYNC_TAG = 'outbox-sync';
const REPLAY_LOCK = 'hw-outbox-replay';
/** Version conflicts in a row after which the queue waits for the next replay instead of fetching again. */
const MAX_REBASES = 3;
/** Answers of a kind with onSuccessMany are stored together: at most this many, at most this long after the first. */
const ANSWER_GROUP_SIZE = 100;
const ANSWER_GROUP_MS = 250;
/** Items of such a kind in a row taken from the queue at once. */
const RUN_SIZE = 100;
export const UNKNOWN_KIND_MESSAGE =
  'This change was made with another version of the app and cannot be sent by this one. Discard it or update the app.';

// biome-ignore lint/suspicious/noExplicitAny: a registered kind, typed by its own arguments
type AnyKind = MutationKind<any, any>;

export function createSyncEngine(transport: SyncTransport, options: SyncEngineOptions = {}) {
  const minDelay = options.minDelayMs ?? 2_000;
  const maxDelay = options.maxDelayMs ?? 60_000;
  const db = options.db ?? offlineDb;
  const context = () => ({ db: db(), transport });

  let state: SyncRuntimeState = {
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
    syncing: false,
    needsSignIn: false,
    nextAttemptAt: null,
  };
  const stateListeners = new Set<() => void>();
  const outcomeListeners = new Set<OutcomeListener>();
  let failuresInARow = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const setState = (patch: Partial<SyncRuntimeState>) => {
    state = { ...state, ...patch };
    for (const listener of stateListeners) listener();
  };
  const emit = (item: OutboxItem, outcome: SyncOutcome, message?: string) => {
    for (const listener of outcomeListeners) listener(item, outcome, message);
  };

  const scheduleRetry = () => {
    if (timer) clearTimeout(timer);
    const delay = Math.min(maxDelay, minDelay * 2 ** failuresInARow);
    failuresInARow += 1;
    setState({ nextAttemptAt: Date.now() + delay });
    timer = setTimeout(() => {
      timer = null;
      void syncNow();
    }, delay);
  };

  /** One step of an item: the outbox row and the stores its kind writes, all or nothing. */
  const step = (item: OutboxItem, work: () => Promise<void>) => db().transaction('rw', storesOf(item.name), work);

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

  /** Sends one item on its own request. */
  async function send(item: OutboxItem, kind: AnyKind): Promise<{ answer: unknown } | undefined | null> {
    const call = await prepare(item, kind);
    if (!call) return null;
    const headers = { 'Idempotency-Key': call.idempotencyKey };
    return settle(item, kind, await request(call.method, call.path, call.body, headers));
  }

  interface Answered {
    item: OutboxItem;
    answer: unknown;
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

  /** One pass over the queue. Stops at the first item that must wait; skips those the server refused. */
  async function replayPass(): Promise<void> {
    let rebases = 0;
    // Items answered but not stored yet (one kind with onSuccessMany), and where the walk goes on.
    let group: { kind: AnyKind; answered: Answered[]; since: number } | null = null;
    let from = 0;
    const storeGroup = async () => {
      if (!group) return;
      const { kind, answered } = group;
      group = null;
      await storeAnswers(kind, answered);
    };

    /** An item the server took (or that had nothing left to send): the walk goes on after it. */
    async function took(item: OutboxItem, kind: AnyKind, sent: { answer: unknown } | undefined | null) {
      rebases = 0;
      from = item.seq! + 1;
      if (sent) {
        group ??= { kind, answered: [], since: Date.now() };
        group.answered.push({ item, answer: sent.answer });
        if (group.answered.length >= ANSWER_GROUP_SIZE) await storeGroup();
      } else {
        emit(item, 'synced');
      }
    }

    /** An item the server did not take: 'again' to read the queue again, 'stop' to end the pass. */
    async function failed(item: OutboxItem, kind: AnyKind, error: unknown): Promise<'again' | 'stop'> {
      await storeGroup();
      const failure = classifyFailure(error);
      if (failure === 'versionConflict' && kind.rebase && rebases < MAX_REBASES) {
        rebases += 1;
        if (await rebase(item, kind)) return 'again';
      }
      const handling = failure === 'versionConflict' ? (kind.rebase ? 'retry' : 'rejected') : failure;
      return (await handleFailure(item, kind, handling, error)) ? 'again' : 'stop';
    }

    /** Before a first attempt: a conflict with the server's copy holds the item for the technician. */
    async function heldByConflict(item: OutboxItem, kind: AnyKind, within = context()): Promise<boolean> {
      if (item.sentBody !== undefined) return false;
      const conflict = await kind.findConflict?.(item.args, within);
      if (!conflict) return false;
      await markConflict(item, conflict);
      return true;
    }

    /** Sends one item: 'next' to go on with the run, 'again' to read the queue again, 'stop' to end the pass. */
    async function sendItem(item: OutboxItem): Promise<'next' | 'again' | 'stop'> {
      const kind = mutationKind(item.name);
      // Another kind may read what the answers store (a ticket edit reads the stored ticket).
      if (group && (group.kind !== kind || Date.now() - group.since > ANSWER_GROUP_MS)) await storeGroup();
      if (!kind) {
        await markFailed(item, undefined, UNKNOWN_KIND_MESSAGE);
        return 'next';
      }
      try {
        if (!(await heldByConflict(item, kind))) await took(item, kind, await send(item, kind));
        return 'next';
      } catch (error) {
        return failed(item, kind, error);
      }
    }

    /**
     * Sends a run in one batch request and takes its answers in order, as if each had been its own request.
     * A run is items of one kind whose bodies read only their own arguments, or items of kinds with `expect`,
     * each body built on what the server holds once the ones before it are made. Answers where the run
     * stopped: the items after that index were not taken and go back to waiting.
     */
    async function sendRunInBatch(
      run: readonly OutboxItem[],
    ): Promise<{ outcome: 'next' | 'again' | 'stop'; stoppedAt: number }> {
      const within: MutationContext = { ...context(), expected: new Map() };
      const calls: { index: number; item: OutboxItem; kind: AnyKind; call: BatchedCall }[] = [];
      // An item whose body could not be built: the ones before it go first, then it fails as on its own.
      let unprepared: { index: number; item: OutboxItem; kind: AnyKind; error: unknown } | null = null;
      for (const [index, item] of run.entries()) {
        const kind = mutationKind(item.name)!;
        try {
          if (await heldByConflict(item, kind, within)) continue;
          const call = await prepare(item, kind, within);
          if (call) {
            await kind.expect?.(item.args, call.body, within);
            calls.push({ index, item, kind, call });
          } else {
            if (group && group.kind !== kind) await storeGroup();
            await took(item, kind, null);
          }
        } catch (error) {
          unprepared = { index, item, kind, error };
          break;
        }
      }
      if (calls.length) {
        let answers: BatchedAnswer[];
        try {
          const sent = calls.map(({ call }) => call);
          // Files travel alone, each on its own request.
          answers = sent.some(({ body }) => body instanceof FormData)
            ? await sendEachAlone(sent)
            : await transport.batch!(sent);
        } catch (error) {
          const [first] = calls;
          return { outcome: await failed(first!.item, first!.kind, error), stoppedAt: first!.index };
        }
        for (const [position, { index, item, kind }] of calls.entries()) {
          const answer = answers[position];
          // Not run (or not answered): it waits, with the rest, for the next read of the queue.
          if (answer === undefined || answer === 'notRun') {
            await forgetExpectedBodies(calls.slice(position));
            return { outcome: 'again', stoppedAt: index - 1 };
          }
          if ('error' in answer) {
            await forgetExpectedBodies(calls.slice(position + 1));
            return { outcome: await failed(item, kind, answer.error), stoppedAt: index };
          }
          if (group && group.kind !== kind) await storeGroup();
          await took(item, kind, await settle(item, kind, answer.answer));
        }
      }
      if (unprepared) {
        const { item, kind, error, index } = unprepared;
        return { outcome: await failed(item, kind, error), stoppedAt: index };
      }
      return { outcome: 'next', stoppedAt: run.length - 1 };
    }

    try {
      for (;;) {
        const run = await takeRun(from);
        if (run.length === 0) {
          await storeGroup();
          failuresInARow = 0;
          if (timer) clearTimeout(timer);
          timer = null;
          setState({ nextAttemptAt: null });
          await setMeta('lastSyncedAt', new Date().toISOString());
          return;
        }
        if (transport.batch && run.length > 1) {
          const { outcome, stoppedAt } = await sendRunInBatch(run);
          if (outcome === 'next') continue;
          await backToWaiting(run.slice(stoppedAt + 1));
          if (outcome === 'stop') return;
          continue;
        }
        for (const [index, item] of run.entries()) {
          const outcome = await sendItem(item);
          if (outcome === 'next') continue;
          // The rest of the run was not sent: back to waiting, to be read again.
          await backToWaiting(run.slice(index + 1));
          if (outcome === 'stop') return;
          break;
        }
      }
    } finally {
      // The answers the server gave are stored whatever stopped the pass.
      await storeGroup();
    }
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
      setState({ needsSignIn: true });
      return false;
    }
    if (failure === 'rejected') {
      await markFailed(item, kind, explainFailure(error));
      return true;
    }
    await backToQueue(item, kind, explainFailure(error));
    scheduleRetry();
    return false;
  }

  async function replayLocked(): Promise<void> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    // Two open tabs must not send the same queue side by side.
    if (locks?.request) await locks.request(REPLAY_LOCK, { ifAvailable: true }, (lock) => lock && replayPass());
    else await replayPass();
  }

  /** Runs a replay now (or right after the one already running). */
  async function syncNow(): Promise<void> {
    // Offline, a request can only fail; the 'online' event brings the next attempt.
    if (state.needsSignIn || !state.online) return;
    if (running) {
      again = true;
      return running;
    }
    setState({ syncing: true });
    running = (async () => {
      try {
        do {
          again = false;
          await replayLocked();
        } while (again && !state.needsSignIn);
      } finally {
        running = null;
        setState({ syncing: false });
      }
    })();
    return running;
  }

  function start(): () => void {
    const onOnline = () => {
      setState({ online: true });
      failuresInARow = 0;
      void syncNow();
    };
    const onOffline = () => setState({ online: false });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void syncNow();
    };
    const onWorkerMessage = (event: MessageEvent) => {
      if (event.data?.type === 'OUTBOX_SYNC') void syncNow();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    // The connection may have changed while no listener was attached (the engine created offline).
    setState({ online: navigator.onLine });
    void syncNow();
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
      if (timer) clearTimeout(timer);
      timer = null;
    };
  }

  /** Asks the service worker to wake the page for a replay when the connection returns (where supported). */
  async function registerBackgroundSync(): Promise<void> {
    try {
      const registration = (await navigator.serviceWorker?.getRegistration()) as
        | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
        | undefined;
      await registration?.sync?.register(BACKGROUND_SYNC_TAG);
    } catch {
      // Not available (Safari, Firefox) or refused: the other triggers still replay.
    }
  }

  return {
    syncNow,
    start,
    registerBackgroundSync,
    /** After the technician signed in again. */
    resume() {
      setState({ needsSignIn: false });
      void syncNow();
    },
    getState: () => state,
    subscribe(listener: () => void) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onOutcome(listener: OutcomeListener) {
      outcomeListeners.add(listener);
      return () => outcomeListeners.delete(listener);
    },
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
