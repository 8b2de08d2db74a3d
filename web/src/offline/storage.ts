/** The device's storage: a full device in plain words, asking to keep the data, wiping it on sign-out. */
import { getMeta, offlineDb, setMeta } from './db.ts';

export const QUOTA_MESSAGE =
  'This device is out of storage space for offline work. Free some space (or sync while online) and try again.';

/** Turns a storage-full error into a message a technician understands; other errors pass through. */
export function explainStorageError(error: unknown): Error {
  const name = (error as { name?: string; inner?: { name?: string } })?.name;
  const inner = (error as { inner?: { name?: string } })?.inner?.name;
  if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') return new Error(QUOTA_MESSAGE);
  return error instanceof Error ? error : new Error(String(error));
}

/** Asks the browser once to keep this data under storage pressure. */
export async function requestPersistentStorage(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  if (await getMeta('persistAsked')) return;
  await setMeta('persistAsked', new Date().toISOString());
  try {
    await navigator.storage.persist();
  } catch {
    // The browser may refuse; the data still works, it is just evictable.
  }
}

/** Removes every trace of the signed-in user's data from this device: every store, core and feature. */
export async function wipeAll(): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}

/**
 * After the session was lost (not a logout): the customers' data goes as soon as nothing is waiting to be
 * sent. Unsent changes are the technician's work, so then everything stays until they sign in again.
 * Answers how many changes were kept (0 when the device was wiped).
 */
export async function wipeUnlessUnsent(): Promise<number> {
  const db = offlineDb();
  return db.transaction('rw', db.tables, async () => {
    const unsent = await db.outbox.count();
    if (unsent === 0) await Promise.all(db.tables.map((table) => table.clear()));
    return unsent;
  });
}
