/** The app's one sync engine and the hook screens use to show and drive it. */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { getMeta, type OutboxItem, offlineDb } from './db.ts';
import { discardItem, retryItem } from './outbox.ts';
import { requestPersistentStorage } from './storage.ts';
import { createSyncEngine, type SyncEngine } from './sync-engine.ts';
import { apiTransport } from './transport.ts';

let engine: SyncEngine | null = null;
let stopEngine: (() => void) | null = null;
let users = 0;

export function syncEngine(): SyncEngine {
  engine ??= createSyncEngine(apiTransport);
  return engine;
}

/** Starts replaying (the app root holds it while someone is signed in); answers the function that lets it go. */
export function startOfflineSync(): () => void {
  users += 1;
  if (users === 1) {
    stopEngine = syncEngine().start();
    void requestPersistentStorage();
  }
  return () => {
    users -= 1;
    if (users === 0) {
      stopEngine?.();
      stopEngine = null;
    }
  };
}

/** After a change was queued: send it now when possible, and let Background Sync wake us otherwise. */
export function afterEnqueue(): void {
  void syncEngine().registerBackgroundSync();
  if (navigator.onLine) void syncEngine().syncNow();
}

export interface SyncState {
  online: boolean;
  syncing: boolean;
  needsSignIn: boolean;
  pendingCount: number;
  failed: OutboxItem[];
  conflicts: OutboxItem[];
  lastSyncedAt: string | null;
  nextAttemptAt: number | null;
  syncNow(): void;
  retry(seq: number, changes?: Partial<OutboxItem>): Promise<void>;
  discard(seq: number): Promise<void>;
}

const noItems: OutboxItem[] = [];

export function useSyncState(): SyncState {
  const runtime = useSyncExternalStore(syncEngine().subscribe, syncEngine().getState);
  const items = useLiveQuery(() => offlineDb().outbox.orderBy('seq').toArray(), [], noItems);
  const lastSyncedAt = useLiveQuery(() => getMeta<string>('lastSyncedAt'), [], undefined);
  return {
    ...runtime,
    pendingCount: items.filter((i) => i.status === 'pending' || i.status === 'sending').length,
    failed: items.filter((i) => i.status === 'failed'),
    conflicts: items.filter((i) => i.status === 'conflict'),
    lastSyncedAt: lastSyncedAt ?? null,
    syncNow: () => void syncEngine().syncNow(),
    retry: async (seq, changes) => {
      await retryItem(seq, changes);
      afterEnqueue();
    },
    discard: discardItem,
  };
}
