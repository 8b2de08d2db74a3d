/**
 * The figures of the contractor-relations and crr calls, from the sums the database aggregates
 * (../contractor/aggregates.ts) and the year's contracts (./facts.ts). Averages have one decimal and are 0
 * without data, as on the contractor's dashboard.
 */
import type { DispatchFigures, NetworkFigures } from '@hw/shared';
import { toDollars } from '@hw/shared';
import type { SurveySums, TicketSums } from '../contractor/index.ts';
import { averageDaysToComplete, averageRating, MONTH_LABELS } from '../contractor/index.ts';
import type { PolicyFact } from './facts.ts';

export function dispatchFigures(tickets: TicketSums | undefined, surveys: SurveySums | undefined): DispatchFigures {
  return {
    tickets: tickets?.tickets ?? 0,
    completed: tickets?.completed ?? 0,
    averageDaysToComplete: averageDaysToComplete(tickets),
    recalls: tickets?.recalls ?? 0,
    surveys: surveys?.surveys ?? 0,
    averageRating: averageRating(surveys),
    amountBilled: toDollars(tickets?.billedCents ?? 0),
  };
}

const distinct = (values: Iterable<string>) => new Set(values).size;

export function networkFigures(
  tickets: TicketSums | undefined,
  surveys: SurveySums | undefined,
  policies: readonly PolicyFact[],
): NetworkFigures {
  return {
    policies: policies.length,
    agents: distinct(policies.flatMap((p) => (p.agentUserId === null ? [] : [p.agentUserId]))),
    agencies: distinct(policies.flatMap((p) => p.agencies)),
    contractors: tickets?.contractors ?? 0,
    ...dispatchFigures(tickets, surveys),
  };
}

/** Sums by group key (the month 1-12, the trade id, the state code). */
export const byKey = <T extends { key: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.key, row]));

/** Months Jan..Dec with the figures of each (key: the month, 1-12). */
export function byMonth<F>(figures: (monthKey: string) => F) {
  return MONTH_LABELS.map((label, index) => ({ month: index + 1, label, ...figures(String(index + 1)) }));
}

/** One entry per trade, by name: the trades given (with or without tickets) and those of the tickets. */
export function byTrade<F>(
  tickets: readonly TicketSums[],
  trades: readonly { tradeId: number; name: string }[],
  figures: (tradeKey: string) => F,
) {
  const names = new Map<string, string>();
  for (const trade of trades) names.set(String(trade.tradeId), trade.name);
  for (const row of tickets) names.set(row.key, row.tradeName);
  return [...names.entries()]
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([key, name]) => ({ tradeId: Number(key), name, ...figures(key) }));
}
