/**
 * The statistics' sums and counts, aggregated by the database (GROUP BY month, trade or state) for one
 * calendar year (UTC), across the network or for one contractor. A ticket, and its survey, counts in the
 * month the ticket was created. The callers turn these into averages and percentages
 * (./statistics.ts, ../contractor-relations/).
 */
import type { ServiceCallStatus } from '@hw/shared';
import { and, count, countDistinct, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';
import { type Dialect, larger, millisecondsBetween, monthOf, oneIf, rounded } from '../db/index.ts';

/** Sent for billing: the ticket total is what the provider is billed. */
export const BILLED_SERVICE_CALL_STATUSES: readonly ServiceCallStatus[] = [
  'completePendingPayment',
  'batched',
  'invoiced',
  'paid',
  'paidCIL',
];

/** Where the statistics are read: the database and its dialect. */
export interface StatisticsSource {
  db: Queryable;
  t: Tables;
  dialect: Dialect;
}

export type Grouping = 'total' | 'month' | 'trade' | 'state';

export interface StatisticsFilter {
  year: number;
  contractorUserId?: string | undefined;
  /** 1-12: the tickets created in that month. */
  month?: number | undefined;
  /** A trade's name (any case) or id. */
  trade?: string | undefined;
}

/** One group: its key (the month 1-12, the trade id, the state code, or '' for the total). */
interface Group {
  key: string;
  /** For trade groups. */
  tradeName: string;
}

export interface TicketSums extends Group {
  tickets: number;
  completed: number;
  /** Over completed tickets: creation to completion. */
  millisecondsToComplete: number;
  recalls: number;
  contractors: number;
  /** The ticket totals of tickets sent for billing. */
  billedCents: number;
}

export interface SurveySums extends Group {
  surveys: number;
  ratingSum: number;
  /** Rated 4 or 5. */
  satisfied: number;
  arrivedOnTime: number;
  fixedFirstVisit: number;
}

export interface SurveyComment {
  comment: string;
  customerName: string;
  date: string;
  rating: number;
}

export function yearRange(year: number) {
  return { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
}

/** The tickets a filter selects (joined with their trade). */
function ticketsWhere(t: Tables, dialect: Dialect, filter: StatisticsFilter): SQL | undefined {
  const x = t.dispatchTickets;
  const { from, to } = yearRange(filter.year);
  const trade = filter.trade?.trim().toLowerCase();
  return and(
    gte(x.createdAt, from),
    lt(x.createdAt, to),
    filter.contractorUserId === undefined ? undefined : eq(x.contractorUserId, filter.contractorUserId),
    filter.month === undefined ? undefined : sql`${monthOf(dialect, x.createdAt)} = ${filter.month}`,
    trade ? sql`(lower(${t.trades.name}) = ${trade} or cast(${x.tradeId} as text) = ${trade})` : undefined,
  );
}

/** The total is one group of every row: no GROUP BY (PostgreSQL refuses to group by a constant). */
function grouped<Q extends { groupBy(...columns: SQL[]): Q }>(query: Q, key: SQL, by: Grouping): Q {
  return by === 'total' ? query : query.groupBy(key);
}

function groupKey(t: Tables, dialect: Dialect, by: Grouping): SQL<string | number> {
  const x = t.dispatchTickets;
  if (by === 'month') return monthOf(dialect, x.createdAt);
  if (by === 'trade') return sql`${x.tradeId}`;
  if (by === 'state') return sql`${x.stateCode}`;
  return sql`''`;
}

/** The columns every grouped row starts with: its key and, grouped by trade, the trade's name. */
function groupColumns(t: Tables, dialect: Dialect, by: Grouping) {
  return {
    key: groupKey(t, dialect, by),
    tradeName: by === 'trade' ? sql<string>`min(${t.trades.name})` : sql<string>`''`,
  };
}

/**
 * A billed ticket's total, as shared/src/dispatch.ts `totals()` works it out (parts and labour, their tax,
 * tax, shipping and purchase-order cost, less the discount; never below 0; in whole cents). The statistics
 * test checks the two agree on its fixture.
 */
function billedTotal(t: Tables, dialect: Dialect): SQL<number> {
  const x = t.dispatchTickets;
  const p = t.dispatchParts;
  const partsAndTax = sql`(select coalesce(sum(${p.pricePerUnitCents} * ${p.units} + ${p.costPerHourCents} * ${p.hoursWorked} + ${p.taxPerUnitCents} * ${p.units}), 0) from ${p} where ${p.dispatchId} = ${x.dispatchId})`;
  const total = sql`${partsAndTax} + ${x.taxCents} + ${x.shippingCents} + ${x.purchaseOrderCostCents} - ${x.discountCents}`;
  return sql<number>`case when ${inArray(x.status, [...BILLED_SERVICE_CALL_STATUSES])} then ${rounded(dialect, larger(dialect, 0, total))} else 0 end`;
}

export async function ticketSums(
  { db, t, dialect }: StatisticsSource,
  filter: StatisticsFilter,
  by: Grouping,
): Promise<TicketSums[]> {
  const x = t.dispatchTickets;
  const group = groupColumns(t, dialect, by);
  const query = db
    .select({
      ...group,
      tickets: count(),
      completed: count(x.completedAt),
      millisecondsToComplete: sum(millisecondsBetween(dialect, x.createdAt, x.completedAt)),
      recalls: count(x.recallOfWorkOrderId),
      contractors: countDistinct(x.contractorUserId),
      billedCents: sum(billedTotal(t, dialect)),
    })
    .from(x)
    .innerJoin(t.trades, eq(t.trades.tradeId, x.tradeId))
    .where(ticketsWhere(t, dialect, filter))
    .$dynamic();
  const rows = await grouped(query, group.key, by);
  return rows.map((row) => ({
    key: String(row.key),
    tradeName: row.tradeName,
    tickets: Number(row.tickets),
    completed: Number(row.completed),
    millisecondsToComplete: Number(row.millisecondsToComplete ?? 0),
    recalls: Number(row.recalls),
    contractors: Number(row.contractors),
    billedCents: Number(row.billedCents ?? 0),
  }));
}

export async function surveySums(
  { db, t, dialect }: StatisticsSource,
  filter: StatisticsFilter,
  by: Grouping,
): Promise<SurveySums[]> {
  const s = t.customerSurveys;
  const group = groupColumns(t, dialect, by);
  const query = db
    .select({
      ...group,
      surveys: count(),
      ratingSum: sum(s.rating),
      satisfied: sum(oneIf(gte(s.rating, 4))),
      arrivedOnTime: sum(oneIf(eq(s.arrivedOnTime, true))),
      fixedFirstVisit: sum(oneIf(eq(s.fixedFirstVisit, true))),
    })
    .from(s)
    .innerJoin(t.dispatchTickets, eq(t.dispatchTickets.dispatchId, s.dispatchId))
    .innerJoin(t.trades, eq(t.trades.tradeId, t.dispatchTickets.tradeId))
    .where(ticketsWhere(t, dialect, filter))
    .$dynamic();
  const rows = await grouped(query, group.key, by);
  return rows.map((row) => ({
    key: String(row.key),
    tradeName: row.tradeName,
    surveys: Number(row.surveys),
    ratingSum: Number(row.ratingSum ?? 0),
    satisfied: Number(row.satisfied ?? 0),
    arrivedOnTime: Number(row.arrivedOnTime ?? 0),
    fixedFirstVisit: Number(row.fixedFirstVisit ?? 0),
  }));
}

/** The newest survey comments (not blank) of the filter's tickets. */
export async function latestComments(
  { db, t, dialect }: StatisticsSource,
  filter: StatisticsFilter,
  limit = 10,
): Promise<SurveyComment[]> {
  const s = t.customerSurveys;
  const rows = await db
    .select({ comment: s.comment, customerName: s.customerName, createdAt: s.createdAt, rating: s.rating })
    .from(s)
    .innerJoin(t.dispatchTickets, eq(t.dispatchTickets.dispatchId, s.dispatchId))
    .innerJoin(t.trades, eq(t.trades.tradeId, t.dispatchTickets.tradeId))
    .where(and(ticketsWhere(t, dialect, filter), isNotNull(s.comment), sql`trim(${s.comment}) <> ''`))
    .orderBy(desc(s.createdAt), desc(s.id))
    .limit(limit);
  return rows.map((row) => ({
    comment: row.comment as string,
    customerName: row.customerName,
    date: row.createdAt.toISOString(),
    rating: row.rating,
  }));
}
