import { createDatabase } from './src/db/index.ts';
import { searchTicketsJson } from './src/dispatch/queries.ts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { searchStatuses } from '@hw/shared';
const url = process.argv[2] ?? 'file:/tmp/speed/search.db';
const database = createDatabase(url);
const { db, t } = database;
const input = (page: number) => ({ contractorUserId: 'u-contractor-0001', page, contractorStatus: 'open' as const, isInvoice: false, dialect: database.dialect });
const ser = (x: unknown) => JSON.stringify(x);
async function time(name: string, fn: (i: number) => Promise<unknown>, n = 600) {
  for (let i = 0; i < 100; i++) await fn(i);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn(i);
  console.log(name, (Number(process.hrtime.bigint() - t0) / n / 1000).toFixed(0), 'us');
}
const statuses = searchStatuses('open', false);
await time('count', () => db.select({ n: count() }).from(t.dispatchTickets).where(and(eq(t.dispatchTickets.contractorUserId, 'u-contractor-0001'), inArray(t.dispatchTickets.status, statuses))));
await time('search page (cached tickets)', (i) => searchTicketsJson(db, t, input(i % 6), ser));
await time('count', () => db.select({ n: count() }).from(t.dispatchTickets).where(and(eq(t.dispatchTickets.contractorUserId, 'u-contractor-0001'), inArray(t.dispatchTickets.status, statuses))));
await time('search page (cached tickets)', (i) => searchTicketsJson(db, t, input(i % 6), ser));
await time('select 1', () => db.select({ n: count() }).from(t.trades).where(eq(t.trades.tradeId, 1)));
await database.close();
