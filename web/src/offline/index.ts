/**
 * The offline engine (docs/decisions/003-idempotency-and-versions.md): the device's database, the outbox, the sync engine and its
 * state. Features register their stores and mutation kinds (registry.ts) and use the rest from here.
 */
export {
  clientId,
  closeOfflineDb,
  defineStore,
  type EntityTable,
  getMeta,
  type OfflineDatabase,
  type OutboxConflict,
  type OutboxItem,
  type OutboxStatus,
  offlineDb,
  setMeta,
} from './db.ts';
export { classifyFailure, explainFailure, type FailureKind } from './failures.ts';
export { sha256Hex, storableFile } from './files.ts';
export { ChangeRefusedError, discardItem, enqueue, outboxItems, retryItem } from './outbox.ts';
export {
  applyPending,
  completeOfflineRegistration,
  type DefinedMutationKind,
  defineMutationKind,
  describeItem,
  isLive,
  type MutationContext,
  type MutationKind,
  type MutationMethod,
  mutationKind,
  NOTHING_TO_SEND,
  type OfflineFeature,
  registerOfflineFeature,
  type StoreDefinition,
} from './registry.ts';
export {
  explainStorageError,
  QUOTA_MESSAGE,
  requestPersistentStorage,
  /** Removes the signed-in user's data of every feature (stores, queue, files) from this device (on logout). */
  wipeAll as wipeOfflineData,
  wipeAll,
  wipeUnlessUnsent,
} from './storage.ts';
export {
  createSyncEngine,
  type SyncEngine,
  type SyncOutcome,
  type SyncRuntimeState,
  type SyncTransport,
} from './sync-engine.ts';
export { afterEnqueue, type SyncState, startOfflineSync, syncEngine, useSyncState } from './sync-state.ts';
export { apiTransport } from './transport.ts';
