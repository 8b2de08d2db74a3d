/**
 * Dispatch statistics of the contractor dashboard for one calendar year (UTC), from the sums and counts the
 * database aggregates (./aggregates.ts). A ticket counts in the month it was created.
 *
 * voc: by month (Jan..Dec) when no month is given, by trade for one month; `trade` narrows either.
 * Per row: tickets, completed (a completion date is set), average days from creation to completion and
 * average survey rating (0 when there is none). Comments: the surveys with a comment, newest first (10).
 * scores: percentages over the year: customer satisfaction (surveys rated 4 or 5), on-time arrival,
 * first-time fix (from the surveys) and recall rate (tickets that repeat an earlier work order).
 */
import type { ScoresResponse, VocResponse } from '@hw/shared';
import {
  latestComments,
  type StatisticsFilter,
  type StatisticsSource,
  type SurveySums,
  surveySums,
  type TicketSums,
  ticketSums,
} from './aggregates.ts';

export const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 24 * 60 * 60 * 1000;

export const oneDecimal = (n: number) => Math.round(n * 10) / 10;
/** An average with one decimal; 0 without data. */
export const averageOf = (total: number, n: number) => (n === 0 ? 0 : oneDecimal(total / n));
export const percent = (part: number, whole: number) => (whole === 0 ? 0 : oneDecimal((part / whole) * 100));

/** Average days from creation to completion of the completed tickets. */
export const averageDaysToComplete = (sums: TicketSums | undefined) =>
  averageOf((sums?.millisecondsToComplete ?? 0) / DAY_MS, sums?.completed ?? 0);
export const averageRating = (sums: SurveySums | undefined) => averageOf(sums?.ratingSum ?? 0, sums?.surveys ?? 0);

/** A trade filter matches the trade's name (any case) or its id. */
function matchesTrade(trade: { tradeId: number; name: string }, wanted: string | undefined) {
  if (!wanted) return true;
  const text = wanted.trim().toLowerCase();
  return trade.name.toLowerCase() === text || String(trade.tradeId) === text;
}

function summary(label: string, tickets: TicketSums | undefined, surveys: SurveySums | undefined) {
  return {
    label,
    tickets: tickets?.tickets ?? 0,
    completed: tickets?.completed ?? 0,
    averageDaysToComplete: averageDaysToComplete(tickets),
    averageRating: averageRating(surveys),
  };
}

const byKey = <T extends { key: string }>(rows: T[]) => new Map(rows.map((row) => [row.key, row]));

export async function vocStatistics(
  source: StatisticsSource,
  contractorUserId: string,
  query: {
    year: number;
    month?: number | undefined;
    trade?: string | undefined;
    /** The contractor's trades: each has a row for a month even without tickets. */
    trades: { tradeId: number; name: string }[];
  },
): Promise<VocResponse> {
  const filter: StatisticsFilter = { year: query.year, contractorUserId, month: query.month, trade: query.trade };
  const by = query.month === undefined ? 'month' : 'trade';
  const tickets = await ticketSums(source, filter, by);
  const surveys = byKey(await surveySums(source, filter, by));
  let items: VocResponse['items'];
  if (query.month === undefined) {
    const ticketsBy = byKey(tickets);
    items = MONTH_LABELS.map((label, index) =>
      summary(label, ticketsBy.get(String(index + 1)), surveys.get(String(index + 1))),
    );
  } else {
    // The contractor's trades and those of the month's tickets, by name.
    const groups = new Map<string, string>();
    for (const trade of query.trades) {
      if (matchesTrade(trade, query.trade)) groups.set(trade.name, String(trade.tradeId));
    }
    for (const row of tickets) groups.set(row.tradeName, row.key);
    const ticketsBy = byKey(tickets);
    items = [...groups.keys()].sort().map((name) => {
      const key = groups.get(name) as string;
      return summary(name, ticketsBy.get(key), surveys.get(key));
    });
  }
  return {
    year: query.year,
    month: query.month ?? null,
    trade: query.trade ?? null,
    items,
    comments: await latestComments(source, filter),
  };
}

export async function scoreStatistics(
  source: StatisticsSource,
  contractorUserId: string,
  year: number,
): Promise<ScoresResponse> {
  const filter: StatisticsFilter = { year, contractorUserId };
  const [tickets] = await ticketSums(source, filter, 'total');
  const [surveys] = await surveySums(source, filter, 'total');
  const scores: ScoresResponse['scores'] = [];
  if (surveys && surveys.surveys > 0) {
    scores.push(
      { name: 'Customer satisfaction', score: percent(surveys.satisfied, surveys.surveys) },
      { name: 'On-time arrival', score: percent(surveys.arrivedOnTime, surveys.surveys) },
      { name: 'First-time fix', score: percent(surveys.fixedFirstVisit, surveys.surveys) },
    );
  }
  if (tickets && tickets.tickets > 0) {
    scores.push({ name: 'Recall rate', score: percent(tickets.recalls, tickets.tickets) });
  }
  return { year, scores, comments: await latestComments(source, filter) };
}
