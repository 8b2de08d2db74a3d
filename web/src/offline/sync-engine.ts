/**
 * Replays the outbox to the server: strictly in seq order, one request at a time, each with its
 * Idempotency-Key, so every change arrives exactly once and in the order it was made.
 * Triggers: start, 'online', the page becoming visible, a capped backoff timer, syncNow(), and a
 * message from the service worker when Background Sync fires (the page does the work).
 */
import { type OfflineDatabase, type OutboxItem, offlineDb, setMeta } from './db.ts';
import { classifyFailure, explainFailure, type FailureKind } from './failures.ts';
import { findConflict, updateRequestBody } from './ticket-view.ts';
import type { DispatchFile, DispatchNote, DispatchTicket } from './types.ts';

export interface SyncTransport {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown, headers: Record<string, string>): Promise<T>;
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

const looksLikeTicket = (value: unknown): value is DispatchTicket =>
  !!value && typeof value === 'object' && 'dispatchId' in value && 'workOrderId' in value;

/**
 * A note or file raises the ticket's version. When the copy on the device held the version just
 * before, it now matches the server's again (the answer's ticketVersion), and the next edit of the
 * ticket goes through without a 409 and a refetch.
 */
const versionAfter = (stored: DispatchTicket, answer: unknown): number => {
  const next = (answer as { ticketVersion?: unknown } | null)?.ticketVersion;
  return typeof next === 'number' && next === stored.version + 1 ? next : stored.version;
};

export function createSyncEngine(transport: SyncTransport, options: SyncEngineOptions = {}) {
  const minDelay = options.minDelayMs ?? 2_000;
  const maxDelay = options.maxDelayMs ?? 60_000;
  const db = options.db ?? offlineDb;

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

  const storeTicket = async (ticket: DispatchTicket) => {
    await db().tickets.put({ ...ticket, fetchedAt: new Date().toISOString() });
  };

  const serverCopy = async (item: OutboxItem): Promise<DispatchTicket> => {
    const stored = await db().tickets.get(item.args.workOrderId);
    if (stored) return stored;
    const fresh = await transport.get<DispatchTicket>(`/api/contractor/dispatch/${item.args.workOrderId}`);
    await storeTicket(fresh);
    return fresh;
  };

  /** Sends one item and, in one transaction, stores what the server answered and removes the item. */
  async function send(item: OutboxItem): Promise<void> {
    const headers = { 'Idempotency-Key': item.idempotencyKey };
    const ticketPath = `/api/contractor/dispatch/${item.args.dispatchId}`;
    switch (item.name) {
      case 'updateTicket':
      case 'addPart':
      case 'removePart': {
        let body = item.sentBody;
        if (body === undefined) {
          body = updateRequestBody(await serverCopy(item), item);
          await db().outbox.update(item.seq!, { sentBody: body });
        }
        const updated = await transport.post<unknown>(ticketPath, body, headers);
        await db().transaction('rw', db().tickets, db().outbox, async () => {
          if (looksLikeTicket(updated)) await storeTicket(updated);
          await db().outbox.delete(item.seq!);
        });
        return;
      }
      case 'createNote': {
        const note = await transport.post<DispatchNote>(
          '/api/contractor/dispatch/createNote',
          { dispatchId: item.args.dispatchId, note: item.args.note },
          headers,
        );
        await db().transaction('rw', db().tickets, db().outbox, async () => {
          const stored = await db().tickets.get(item.args.workOrderId);
          if (stored && note && typeof note === 'object' && 'note' in note) {
            const { ticketVersion: _v, ...saved } = note as DispatchNote & { ticketVersion?: number };
            await db().tickets.put({ ...stored, version: versionAfter(stored, note), notes: [saved, ...stored.notes] });
          }
          await db().outbox.delete(item.seq!);
        });
        return;
      }
      case 'addFile': {
        const upload = await db().uploads.get(item.args.uploadId);
        if (!upload) {
          await db().outbox.delete(item.seq!);
          return;
        }
        await db().uploads.update(upload.id!, { state: 'uploading', error: null });
        const form = new FormData();
        form.append('dispatchId', item.args.dispatchId);
        const file = new File([upload.data], upload.fileName, { type: upload.contentType });
        form.append('file', file, upload.fileName);
        const sent = await transport.post<DispatchFile>('/api/contractor/addFile', form, headers);
        await db().transaction('rw', db().tickets, db().outbox, db().uploads, async () => {
          const stored = await db().tickets.get(item.args.workOrderId);
          if (stored && sent && typeof sent === 'object' && 'fileName' in sent) {
            const { ticketVersion: _v, ...saved } = sent as DispatchFile & { ticketVersion?: number };
            const files = (stored.files ?? []).filter((f) => !(saved.fileId && f.fileId === saved.fileId));
            await db().tickets.put({ ...stored, version: versionAfter(stored, sent), files: [...files, saved] });
          }
          await db().uploads.update(upload.id!, { state: 'synced', error: null });
          await db().outbox.delete(item.seq!);
        });
        return;
      }
    }
  }

  /** A ticket edit that meets a newer server copy: merge field by field, or stop at a true conflict. */
  async function checkConflict(item: OutboxItem, server: DispatchTicket): Promise<boolean> {
    if (item.name !== 'updateTicket') return false;
    const conflict = findConflict(server, item.args.changes, item.args.before);
    if (!conflict) return false;
    await db().outbox.update(item.seq!, { status: 'conflict', conflict, lastError: null });
    emit(item, 'conflict');
    return true;
  }

  async function markFailed(item: OutboxItem, message: string) {
    await db().outbox.update(item.seq!, { status: 'failed', lastError: message });
    if (item.name === 'addFile') await db().uploads.update(item.args.uploadId, { state: 'failed', error: message });
    emit(item, 'failed', message);
  }

  async function backToQueue(item: OutboxItem, message: string) {
    await db().outbox.update(item.seq!, { status: 'pending', lastError: message });
    if (item.name === 'addFile') await db().uploads.update(item.args.uploadId, { state: 'queued' });
  }

  /** One pass over the queue. Stops at the first item that must wait; skips those the server refused. */
  async function replayPass(): Promise<void> {
    let conflictRefetches = 0;
    for (;;) {
      // Walks the queue in seq order and stops at the first row to send: failed and conflicting rows
      // (few, waiting for the technician) are stepped over, the rest of the queue is never read.
      const next = await db()
        .outbox.orderBy('seq')
        .filter((row) => row.status === 'pending' || row.status === 'sending')
        .first();
      if (!next) {
        failuresInARow = 0;
        if (timer) clearTimeout(timer);
        timer = null;
        setState({ nextAttemptAt: null });
        await setMeta('lastSyncedAt', new Date().toISOString());
        return;
      }
      const item: OutboxItem = { ...next, status: 'sending', attempts: next.attempts + 1 };
      await db().outbox.update(item.seq!, { status: 'sending', attempts: item.attempts });
      try {
        const firstAttempt = item.sentBody === undefined;
        if (firstAttempt && item.name === 'updateTicket' && (await checkConflict(item, await serverCopy(item))))
          continue;
        await send(item);
        conflictRefetches = 0;
        emit(item, 'synced');
      } catch (error) {
        const kind = classifyFailure(error);
        if (kind === 'versionConflict' && conflictRefetches < 3) {
          conflictRefetches += 1;
          if (await rebase(item)) continue;
        }
        if (await handleFailure(item, kind === 'versionConflict' ? 'retry' : kind, error)) continue;
        return;
      }
    }
  }

  /** After a version conflict: takes the server's latest copy and merges; false when it cannot be fetched. */
  async function rebase(item: OutboxItem): Promise<boolean> {
    try {
      const fresh = await transport.get<DispatchTicket>(`/api/contractor/dispatch/${item.args.workOrderId}`);
      await storeTicket(fresh);
      // The refused attempt wrote nothing: the rebased request is a new one, with a new key.
      await db().outbox.update(item.seq!, {
        status: 'pending',
        sentBody: undefined,
        idempotencyKey: crypto.randomUUID(),
      });
      await checkConflict(item, fresh);
      return true;
    } catch {
      return false;
    }
  }

  /** Answers true when the replay goes on with the next item. */
  async function handleFailure(item: OutboxItem, kind: FailureKind, error: unknown): Promise<boolean> {
    if (kind === 'signIn') {
      await backToQueue(item, 'Sign in again to send your changes.');
      setState({ needsSignIn: true });
      return false;
    }
    if (kind === 'rejected') {
      await markFailed(item, explainFailure(error));
      return true;
    }
    await backToQueue(item, explainFailure(error));
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
