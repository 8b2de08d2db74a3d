/**
 * The query cache on this device: every successful server answer the screens read through TanStack
 * Query is kept in its own IndexedDB database (`hw-query-cache-2`, one row), so a screen visited online
 * opens offline with its last data. It is separate from the outbox database (web/src/offline) so that
 * neither's upgrades or wipes can touch the other; logout wipes both. It goes through idb-keyval (under
 * 1 KB) rather than Dexie, so a public page never loads the offline engine's database library.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { ACCOUNT_QUERY_PREFIX } from './query-keys.ts';

/** Answers older than this are not restored. */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
const KEY = 'queryClient';
const DATABASE_NAME = 'hw-query-cache-2';
/** The Dexie database earlier releases kept the cache in; its rows cannot be read with a plain key-value store. */
const FORMER_DATABASE_NAME = 'hw-query-cache';

let database: UseStore | null = null;
const rows = () => {
  if (!database) {
    database = createStore(DATABASE_NAME, 'rows');
    indexedDB.deleteDatabase(FORMER_DATABASE_NAME);
  }
  return database;
};

const storage = {
  getItem: async (key: string) => (await get<string>(key, rows())) ?? null,
  setItem: (key: string, value: string) => set(key, value, rows()),
  removeItem: (key: string) => del(key, rows()),
};

const persister = createAsyncStoragePersister({ storage, key: KEY, throttleTime: 250 });

/**
 * Restores the saved cache into the client and keeps saving it. Answers once the restore is done:
 * route loaders wait for it, so an offline start finds its data instead of failing to fetch.
 *
 * A restored answer keeps the moment it was read, so it would count as fresh for the rest of its minute and
 * a reload would show it again without asking the server (an invoice paid meanwhile still unpaid). The
 * signed-in user's answers are therefore marked stale as they are restored: each screen shows its copy at
 * once and reads it again; reference data keeps its age.
 */
export function persistQueryCache(queryClient: QueryClient, buster: string): Promise<void> {
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    buster,
    maxAge: PERSISTED_CACHE_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
  });
  return restored
    .then(() => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_PREFIX, refetchType: 'none' }))
    .catch(() => undefined);
}

/** Forgets the saved answers (logout, another user signing in). */
export async function wipePersistedQueryCache(): Promise<void> {
  try {
    await clear(rows());
  } catch {
    // Storage unavailable: nothing was saved.
  }
}
