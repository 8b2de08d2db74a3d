import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';

export function referenceQueries({ db, t }: Database) {
  return {
    states: () => db.select().from(t.states).orderBy(asc(t.states.description)),
    state: async (stateCode: string) =>
      (await db.select().from(t.states).where(eq(t.states.stateCode, stateCode)).limit(1))[0],
    propertyTypes: () =>
      db
        .select({ dwellingTypeId: t.propertyTypes.dwellingTypeId, description: t.propertyTypes.description })
        .from(t.propertyTypes)
        .orderBy(asc(t.propertyTypes.sortOrder)),
    webTrades: async () => {
      const trades = await db.select().from(t.trades).where(eq(t.trades.webView, true)).orderBy(asc(t.trades.name));
      const families = await db.select().from(t.productFamilies).orderBy(asc(t.productFamilies.name));
      return trades.map((trade) => ({
        ...trade,
        productFamilies: families
          .filter((f) => f.tradeId === trade.tradeId && f.name.trim().toLowerCase() !== 'no fault')
          .map(({ productFamilyId, name }) => ({ productFamilyId, name })),
      }));
    },
    isServiceZip: async (zipCode: string) =>
      (
        await db
          .select({ zipCode: t.zipCodes.zipCode })
          .from(t.zipCodes)
          .where(eq(t.zipCodes.zipCode, zipCode))
          .limit(1)
      ).length > 0,
    featureFlags: () => db.select().from(t.featureFlags).orderBy(asc(t.featureFlags.key)),
  };
}
