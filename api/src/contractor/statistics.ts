/**
 * Dispatch statistics of the contractor dashboard, derived from the contractor's tickets and the
 * customer surveys of one calendar year (UTC). A ticket counts in the month it was created.
 *
 * voc: by month (Jan..Dec) when no month is given, by trade for one month; `trade` narrows either.
 * Per row: tickets, completed (a completion date is set), average days from creation to completion and
 * average survey rating (0 when there is none). Comments: the surveys with a comment, newest first (10).
 * scores: percentages over the year: customer satisfaction (surveys rated 4 or 5), on-time arrival,
 * first-time fix (from the surveys) and recall rate (tickets that repeat an earlier work order).
 */
import type { ScoresResponse, VocResponse } from '@hw/shared';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';

const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_COMMENTS = 10;

export interface StatsTicket {
  tradeId: number;
  tradeName: string;
  createdAt: Date;
  completedAt: Date | null;
  isRecall: boolean;
}

export interface StatsSurvey {
  tradeId: number;
  tradeName: string;
  ticketCreatedAt: Date;
  rating: number;
  comment: string | null;
  customerName: string;
  arrivedOnTime: boolean;
  fixedFirstVisit: boolean;
  createdAt: Date;
}

export interface StatsData {
  tickets: StatsTicket[];
  surveys: StatsSurvey[];
}

export async function loadStatistics(
  db: Queryable,
  t: Tables,
  contractorUserId: string,
  year: number,
): Promise<StatsData> {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  const inYear = and(
    eq(t.dispatchTickets.contractorUserId, contractorUserId),
    gte(t.dispatchTickets.createdAt, from),
    lt(t.dispatchTickets.createdAt, to),
  );
  const tickets = await db
    .select({
      tradeId: t.dispatchTickets.tradeId,
      tradeName: t.trades.name,
      createdAt: t.dispatchTickets.createdAt,
      completedAt: t.dispatchTickets.completedAt,
      recallOf: t.dispatchTickets.recallOfWorkOrderId,
    })
    .from(t.dispatchTickets)
    .innerJoin(t.trades, eq(t.trades.tradeId, t.dispatchTickets.tradeId))
    .where(inYear);
  const surveys = await db
    .select({
      tradeId: t.dispatchTickets.tradeId,
      tradeName: t.trades.name,
      ticketCreatedAt: t.dispatchTickets.createdAt,
      rating: t.customerSurveys.rating,
      comment: t.customerSurveys.comment,
      customerName: t.customerSurveys.customerName,
      arrivedOnTime: t.customerSurveys.arrivedOnTime,
      fixedFirstVisit: t.customerSurveys.fixedFirstVisit,
      createdAt: t.customerSurveys.createdAt,
    })
    .from(t.customerSurveys)
    .innerJoin(t.dispatchTickets, eq(t.dispatchTickets.dispatchId, t.customerSurveys.dispatchId))
    .innerJoin(t.trades, eq(t.trades.tradeId, t.dispatchTickets.tradeId))
    .where(inYear);
  return {
    tickets: tickets.map(({ recallOf, ...rest }) => ({ ...rest, isRecall: recallOf !== null })),
    surveys,
  };
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const average = (values: number[]) =>
  values.length === 0 ? 0 : oneDecimal(values.reduce((a, b) => a + b, 0) / values.length);
const percent = (part: number, whole: number) => (whole === 0 ? 0 : oneDecimal((part / whole) * 100));

/** A trade filter matches the trade's name (any case) or its id. */
function matchesTrade(row: { tradeId: number; tradeName: string }, trade: string | undefined) {
  if (!trade) return true;
  const wanted = trade.trim().toLowerCase();
  return row.tradeName.toLowerCase() === wanted || String(row.tradeId) === wanted;
}

function summary(label: string, tickets: StatsTicket[], surveys: StatsSurvey[]) {
  const completed = tickets.filter((x) => x.completedAt !== null);
  return {
    label,
    tickets: tickets.length,
    completed: completed.length,
    averageDaysToComplete: average(
      completed.map((x) => ((x.completedAt as Date).getTime() - x.createdAt.getTime()) / DAY_MS),
    ),
    averageRating: average(surveys.map((s) => s.rating)),
  };
}

function commentsOf(surveys: StatsSurvey[]) {
  return surveys
    .filter((s) => s.comment?.trim())
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, MAX_COMMENTS)
    .map((s) => ({
      comment: s.comment as string,
      customerName: s.customerName,
      date: s.createdAt.toISOString(),
      rating: s.rating,
    }));
}

export function vocStatistics(
  data: StatsData,
  query: {
    year: number;
    month?: number | undefined;
    trade?: string | undefined;
    /** The contractor's trades: each has a row for a month even without tickets. */
    trades: { tradeId: number; name: string }[];
  },
): VocResponse {
  const inMonth = (d: Date) => query.month === undefined || d.getUTCMonth() + 1 === query.month;
  const tickets = data.tickets.filter((x) => matchesTrade(x, query.trade) && inMonth(x.createdAt));
  const surveys = data.surveys.filter((s) => matchesTrade(s, query.trade) && inMonth(s.ticketCreatedAt));
  let items: VocResponse['items'];
  if (query.month === undefined) {
    items = MONTH_LABELS.map((label, index) =>
      summary(
        label,
        tickets.filter((x) => x.createdAt.getUTCMonth() === index),
        surveys.filter((s) => s.ticketCreatedAt.getUTCMonth() === index),
      ),
    );
  } else {
    const groups = new Map<string, { tradeId: number; tradeName: string }>();
    for (const trade of query.trades) groups.set(trade.name, { tradeId: trade.tradeId, tradeName: trade.name });
    for (const x of tickets) groups.set(x.tradeName, { tradeId: x.tradeId, tradeName: x.tradeName });
    const names = [...groups.values()]
      .filter((group) => matchesTrade(group, query.trade))
      .map((group) => group.tradeName)
      .sort();
    items = names.map((name) =>
      summary(
        name,
        tickets.filter((x) => x.tradeName === name),
        surveys.filter((s) => s.tradeName === name),
      ),
    );
  }
  return {
    year: query.year,
    month: query.month ?? null,
    trade: query.trade ?? null,
    items,
    comments: commentsOf(surveys),
  };
}

export function scoreStatistics(data: StatsData, year: number): ScoresResponse {
  const { tickets, surveys } = data;
  const scores: ScoresResponse['scores'] = [];
  if (surveys.length > 0) {
    scores.push(
      { name: 'Customer satisfaction', score: percent(surveys.filter((s) => s.rating >= 4).length, surveys.length) },
      { name: 'On-time arrival', score: percent(surveys.filter((s) => s.arrivedOnTime).length, surveys.length) },
      { name: 'First-time fix', score: percent(surveys.filter((s) => s.fixedFirstVisit).length, surveys.length) },
    );
  }
  if (tickets.length > 0) {
    scores.push({ name: 'Recall rate', score: percent(tickets.filter((x) => x.isRecall).length, tickets.length) });
  }
  return { year, scores, comments: commentsOf(surveys) };
}
