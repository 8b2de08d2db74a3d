/**
 * Replays the outbox to the server: strictly in seq order, one request at a time, each with its
 * Idempotency-Key, so every change arrives exactly once and in the order it was made. What a change
 * sends and stores is its mutation kind's business (registry.ts); this file knows no feature.
 * Triggers: start, 'online', the page becoming visible, a capped backoff timer, syncNow(), and a
 * message from the service worker when Background Sync fires (the page does the work).
 * This file holds the engine's state, its listeners and its triggers; the work is in its parts: the queue
 * (sync-queue.ts), sending and storing answers (sync-sending.ts), conflicts and refusals (sync-refusals.ts)
 * and one pass over the queue (sync-pass.ts).
 */
import { type OfflineDatabase, type OutboxItem, offlineDb, setMeta } from './db.ts';
import { createReplayPass } from './sync-pass.ts';
import { createSyncQueue } from './sync-queue.ts';
import { createSyncRefusals } from './sync-refusals.ts';
import { createSyncSending } from './sync-sending.ts';
import type { OutcomeListener, SyncOutcome, SyncParts, SyncRuntimeState, SyncTransport } from './sync-types.ts';

export { UNKNOWN_KIND_MESSAGE } from './sync-pass.ts';
export type {
  BatchedAnswer,
  BatchedCall,
  OutcomeListener,
  SyncOutcome,
  SyncRuntimeState,
  SyncTransport,
} from './sync-types.ts';

export interface SyncEngineOptions {
  minDelayMs?: number;
  maxDelayMs?: number;
  db?: () => OfflineDatabase;
}

const BACKGROUND_SYNC_TAG = 'outbox-sync';
const REPLAY_LOCK = 'hw-outbox-replay';

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

  const parts: SyncParts = { db, transport, context, emit };
  const queue = createSyncQueue(parts);
  const sending = createSyncSending(parts, queue);
  const refusals = createSyncRefusals(parts, queue, {
    needSignIn: () => setState({ needsSignIn: true }),
    retryLater: scheduleRetry,
  });
  const replayPass = createReplayPass(parts, {
    queue,
    sending,
    refusals,
    drained: async () => {
      failuresInARow = 0;
      if (timer) clearTimeout(timer);
      timer = null;
      setState({ nextAttemptAt: null });
      await setMeta('lastSyncedAt', new Date().toISOString());
    },
  });

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
