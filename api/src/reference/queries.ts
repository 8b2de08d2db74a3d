import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';

/** Reference lists change only with a deploy or a seed; each process keeps them for a few minutes. */
const REFERENCE_TTL_MS = 5 * 60 * 1000;

/** A list and its JSON, so that the hottest public calls send prepared bytes. */
export interface CachedList<T> {
  rows: T[];
  json: Buffer;
}

/** A cached list: `get` loads it when it is missing or old; `fresh` answers it at once when it is neither. */
export interface ListCache<T> {
  get(): Promise<CachedList<T>>;
  fresh(): CachedList<T> | undefined;
}

function cached<T>(load: () => Promise<T[]>): ListCache<T> {
  let value: Promise<CachedList<T>> | undefined;
  let loaded: CachedList<T> | undefined;
  let loadedAt = 0;
  const isFresh = () => Date.now() - loadedAt <= REFERENCE_TTL_MS;
  return {
    get() {
      if (!value || !isFresh()) {
        loadedAt = Date.now();
        loaded = undefined;
        value = load()
          .then((rows) => {
            loaded = { rows, json: Buffer.from(JSON.stringify(rows)) };
            return loaded;
          })
          .catch((error) => {
            value = undefined;
            throw error;
          });
      }
      return value;
    },
    fresh: () => (loaded && isFresh() ? loaded : undefined),
  };
}

export function referenceQueries({ db, t }: Database) {
  return {
    states: cached(() => db.select().from(t.states).orderBy(asc(t.states.description))),
    state: async (stateCode: string) =>
      (await db.select().from(t.states).where(eq(t.states.stateCode, stateCode)).limit(1))[0],
    propertyTypes: cached(() =>
      db
        .select({ dwellingTypeId: t.propertyTypes.dwellingTypeId, description: t.propertyTypes.description })
        .from(t.propertyTypes)
        .orderBy(asc(t.propertyTypes.sortOrder)),
    ),
    webTrades: cached(async () => {
      const trades = await db.select().from(t.trades).where(eq(t.trades.webView, true)).orderBy(asc(t.trades.name));
      const families = await db.select().from(t.productFamilies).orderBy(asc(t.productFamilies.name));
      return trades.map((trade) => ({
        ...trade,
        productFamilies: families
          .filter((f) => f.tradeId === trade.tradeId && f.name.trim().toLowerCase() !== 'no fault')
          .map(({ productFamilyId, name }) => ({ productFamilyId, name })),
      }));
    }),
    isServiceZip: async (zipCode: string) =>
      (
        await db
          .select({ zipCode: t.zipCodes.zipCode })
          .from(t.zipCodes)
          .where(eq(t.zipCodes.zipCode, zipCode))
          .limit(1)
      ).length > 0,
  };
}
