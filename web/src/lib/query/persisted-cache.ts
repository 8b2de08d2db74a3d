/**
 * The query cache on this device: every successful server answer the screens read through TanStack
 * Query is kept in its own IndexedDB database (`hw-query-cache`, one row), so a screen visited online
 * opens offline with its last data. It is separate from the outbox database (web/src/offline) so that
 * neither's upgrades or wipes can touch the other; logout wipes both.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import Dexie, { type EntityTable } from 'dexie';

/** Answers older than this are not restored. */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
const KEY = 'queryClient';

interface CacheRow {
  key: string;
  value: string;
}

class QueryCacheDatabase extends Dexie {
  rows!: EntityTable<CacheRow, 'key'>;
  constructor() {
    super('hw-query-cache');
    this.version(1).stores({ rows: 'key' });
  }
}

let database: QueryCacheDatabase | null = null;
const rows = () => {
  database ??= new QueryCacheDatabase();
  return database.rows;
};

const storage = {
  getItem: async (key: string) => (await rows().get(key))?.value ?? null,
  setItem: async (key: string, value: string) => {
    await rows().put({ key, value });
  },
  removeItem: async (key: string) => {
    await rows().delete(key);
  },
};

const persister = createAsyncStoragePersister({ storage, key: KEY, throttleTime: 250 });

/**
 * Restores the saved cache into the client and keeps saving it. Answers once the restore is done:
 * route loaders wait for it, so an offline start finds its data instead of failing to fetch.
 */
export function persistQueryCache(queryClient: QueryClient, buster: string): Promise<void> {
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    buster,
    maxAge: PERSISTED_CACHE_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
  });
  return restored.catch(() => undefined);
}

/** Forgets the saved answers (logout, another user signing in). */
export async function wipePersistedQueryCache(): Promise<void> {
  try {
    await rows().clear();
  } catch {
    // Storage unavailable: nothing was saved.
  }
}
