/** Offline storage and sync of the contractor's work (DESIGN.md section 4). Other code imports only from here. */
import { wipeAll } from './db.ts';

export {
  cacheAssignedTickets,
  readTicketPages,
  refreshCatalogue,
  refreshCategories,
  refreshClosingItems,
  refreshTicket,
  refreshTicketPage,
} from './cache.ts';
export type { OutboxItem, UploadRow } from './db.ts';
export { explainStorageError, getMeta, offlineDb, QUOTA_MESSAGE, setMeta } from './db.ts';
export { dropQueuedPart, enqueue } from './outbox.ts';
export { afterEnqueue, type SyncState, startOfflineSync, syncEngine, useSyncState } from './sync-state.ts';
export { isLive, viewTicket } from './ticket-view.ts';
export { apiTransport } from './transport.ts';
export * from './types.ts';
export { queueFile } from './uploads.ts';

/** Removes the signed-in user's tickets, queue and files from this device (called on logout). */
export async function wipeOfflineData(): Promise<void> {
  await wipeAll();
}
export {
  useStoredCategories,
  useStoredClosingItems,
  useStoredTicketList,
  useTicketView,
  useUploads,
} from './hooks.ts';
