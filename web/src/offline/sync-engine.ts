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
import { isLive, type MutationKind, type MutationMethod, mutationKind, NOTHING_TO_SEND } from './registry.ts';

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
   * Sends one item and, in one transaction, stores what the server answered and removes the item. A kind
   * with onSuccessMany leaves that to `storeAnswers`: the answer comes back, the row stays until then.
   */
  async function send(item: OutboxItem, kind: AnyKind): Promise<{ answer: unknown } | undefined> {
    let body = kind.fixBody ? item.sentBody : undefined;
    if (body === undefined) {
      body = await kind.body(item.args, context());
      if (body === NOTHING_TO_SEND) {
        await db().outbox.delete(item.seq!);
        return undefined;
      }
      if (kind.fixBody) await db().outbox.update(item.seq!, { sentBody: body });
    }
    await kind.onSend?.(item.args, db());
    const headers = { 'Idempotency-Key': item.idempotencyKey };
    const answer = await request(kind.method ?? 'POST', kind.path(item.args), body, headers);
    if (kind.onSuccessMany) return { answer };
    await step(item, async () => {
      await kind.onSuccess?.(answer, item.args, db());
      await db().outbox.delete(item.seq!);
    });
    return undefined;
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
   * they go out one after the other with no database work between the requests.
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
      if (mutationKind(first.name)?.onSuccessMany) {
        const after = await db()
          .outbox.where('seq')
          .above(first.seq!)
          .limit(RUN_SIZE - 1)
          .toArray();
        for (const row of after) {
          if (row.name !== first.name || !isLive(row)) break;
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
        const firstAttempt = item.sentBody === undefined;
        const conflict = firstAttempt ? await kind.findConflict?.(item.args, context()) : null;
        if (conflict) {
          await markConflict(item, conflict);
          return 'next';
        }
        const sent = await send(item, kind);
        rebases = 0;
        from = item.seq! + 1;
        if (sent) {
          group ??= { kind, answered: [], since: Date.now() };
          group.answered.push({ item, answer: sent.answer });
          if (group.answered.length >= ANSWER_GROUP_SIZE) await storeGroup();
        } else {
          emit(item, 'synced');
        }
        return 'next';
      } catch (error) {
        await storeGroup();
        const failure = classifyFailure(error);
        if (failure === 'versionConflict' && kind.rebase && rebases < MAX_REBASES) {
          rebases += 1;
          if (await rebase(item, kind)) return 'again';
        }
        const handling = failure === 'versionConflict' ? (kind.rebase ? 'retry' : 'rejected') : failure;
        return (await handleFailure(item, kind, handling, error)) ? 'again' : 'stop';
      }
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
        for (const [index, item] of run.entries()) {
          const outcome = await sendItem(item);
          if (outcome === 'next') continue;
          // The rest of the run was not sent: back to waiting, to be read again.
          const rest = run.slice(index + 1).map((row) => ({ key: row.seq!, changes: { status: 'pending' as const } }));
          if (rest.length) await db().outbox.bulkUpdate(rest);
          if (outcome === 'stop') return;
          break;
        }
      }
    } finally {
      // The answers the server gave are stored whatever stopped the pass.
      await storeGroup();
    }
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
