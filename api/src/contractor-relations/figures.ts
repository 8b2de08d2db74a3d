/**
 * Pure aggregation of the statistics rows (./facts.ts) into the figures of the contractor-relations and crr
 * calls. Averages have one decimal and are 0 without data, as on the contractor's dashboard.
 */
import type { DispatchFigures, NetworkFigures } from '@hw/shared';
import { toDollars } from '@hw/shared';
import type { PolicyFact, SurveyFact, TicketFact } from './facts.ts';

export const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 24 * 60 * 60 * 1000;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const average = (values: number[]) =>
  values.length === 0 ? 0 : oneDecimal(values.reduce((a, b) => a + b, 0) / values.length);

export function dispatchFigures(tickets: readonly TicketFact[], surveys: readonly SurveyFact[]): DispatchFigures {
  const completed = tickets.filter((x) => x.completedAt !== null);
  return {
    tickets: tickets.length,
    completed: completed.length,
    averageDaysToComplete: average(
      completed.map((x) => ((x.completedAt as Date).getTime() - x.createdAt.getTime()) / DAY_MS),
    ),
    recalls: tickets.filter((x) => x.isRecall).length,
    surveys: surveys.length,
    averageRating: average(surveys.map((s) => s.rating)),
    amountBilled: toDollars(tickets.reduce((sum, x) => sum + x.billedCents, 0)),
  };
}

export interface NetworkRows {
  tickets: readonly TicketFact[];
  surveys: readonly SurveyFact[];
  policies: readonly PolicyFact[];
}

const distinct = (values: Iterable<string>) => new Set(values).size;

export function networkFigures(rows: NetworkRows): NetworkFigures {
  return {
    policies: rows.policies.length,
    agents: distinct(rows.policies.flatMap((p) => (p.agentUserId === null ? [] : [p.agentUserId]))),
    agencies: distinct(rows.policies.flatMap((p) => p.agencies)),
    contractors: distinct(rows.tickets.map((x) => x.contractorUserId)),
    ...dispatchFigures(rows.tickets, rows.surveys),
  };
}

/** The rows of one month (0-based index), by the ticket's or contract's creation. */
export function rowsOfMonth(rows: NetworkRows, monthIndex: number): NetworkRows {
  return {
    tickets: rows.tickets.filter((x) => x.createdAt.getUTCMonth() === monthIndex),
    surveys: rows.surveys.filter((s) => s.ticketCreatedAt.getUTCMonth() === monthIndex),
    policies: rows.policies.filter((p) => p.createdAt.getUTCMonth() === monthIndex),
  };
}

export function rowsOfState(rows: NetworkRows, stateCode: string): NetworkRows {
  return {
    tickets: rows.tickets.filter((x) => x.stateCode === stateCode),
    surveys: rows.surveys.filter((s) => s.stateCode === stateCode),
    policies: rows.policies.filter((p) => p.stateCode === stateCode),
  };
}

/** Months Jan..Dec with the figures of each. */
export function byMonth<F>(rows: NetworkRows, figures: (rows: NetworkRows) => F) {
  return MONTH_LABELS.map((label, index) => ({ month: index + 1, label, ...figures(rowsOfMonth(rows, index)) }));
}

/** One entry per trade, by name: the trades given (with or without tickets) and those of the tickets. */
export function byTrade<F>(
  tickets: readonly TicketFact[],
  surveys: readonly SurveyFact[],
  trades: readonly { tradeId: number; name: string }[],
  figures: (tickets: TicketFact[], surveys: SurveyFact[]) => F,
) {
  const names = new Map<number, string>();
  for (const trade of trades) names.set(trade.tradeId, trade.name);
  for (const x of tickets) names.set(x.tradeId, x.tradeName);
  return [...names.entries()]
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([tradeId, name]) => ({
      tradeId,
      name,
      ...figures(
        tickets.filter((x) => x.tradeId === tradeId),
        surveys.filter((s) => s.tradeId === tradeId),
      ),
    }));
}
