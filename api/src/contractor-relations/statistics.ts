/**
 * Statistics for staff: one contractor's year (GET /contractorRelations/contractorStatistics/{id} and
 * /statistics/{username}) and the network's year on the crr dashboard (GET /crr/statistics, /crr/graphs).
 * Sums and counts by the database (../contractor/aggregates.ts), contracts by ./facts.ts; a contractor's months agree with their own
 * dashboard (GET /contractor/dispatchStatistics/voc) and the scores are that dashboard's (scoreStatistics).
 */
import {
  type Chart,
  type ContractorStatisticsResponse,
  type CrrGraphsResponse,
  type CrrStatisticsResponse,
  isMarketState,
  MARKET_STATE_CODES,
  STATISTICS_DIMENSIONS,
} from '@hw/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { normalizeEmail } from '../auth/index.ts';
import { type Grouping, type StatisticsSource, scoreStatistics, surveySums, ticketSums } from '../contractor/index.ts';
import type { Queryable, Tables } from '../db/index.ts';
import { loadPolicyFacts, type PolicyFact } from './facts.ts';
import { byKey, byMonth, byTrade, dispatchFigures, networkFigures } from './figures.ts';

export interface ContractorRecord {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  tradeIds: number[];
}

/** A contractor by user id or by sign-in name (e-mail, any case); undefined for anyone who is not one. */
export async function findContractor(
  db: Queryable,
  t: Tables,
  by: { userId: string } | { username: string },
): Promise<ContractorRecord | undefined> {
  const where = 'userId' in by ? eq(t.users.id, by.userId) : eq(t.users.email, normalizeEmail(by.username));
  const [row] = await db
    .select({ user: t.users, profile: t.contractorProfiles })
    .from(t.users)
    .leftJoin(t.contractorProfiles, eq(t.contractorProfiles.userId, t.users.id))
    .where(where)
    .limit(1);
  if (row?.user.userType !== 'contractor') return undefined;
  return {
    userId: row.user.id,
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    companyName: row.profile?.companyName ?? null,
    tradeIds: row.profile?.tradeIds ?? [],
  };
}

async function tradesById(db: Queryable, t: Tables, tradeIds: number[]) {
  if (tradeIds.length === 0) return [];
  return db
    .select({ tradeId: t.trades.tradeId, name: t.trades.name })
    .from(t.trades)
    .where(inArray(t.trades.tradeId, tradeIds))
    .orderBy(asc(t.trades.name));
}

export async function contractorStatistics(
  source: StatisticsSource,
  contractor: ContractorRecord,
  year: number,
): Promise<ContractorStatisticsResponse> {
  const { db, t } = source;
  const filter = { year, contractorUserId: contractor.userId };
  const sums = async (by: Grouping) => ({
    tickets: await ticketSums(source, filter, by),
    surveys: byKey(await surveySums(source, filter, by)),
  });
  const total = await sums('total');
  const months = await sums('month');
  const trades = await sums('trade');
  const monthTickets = byKey(months.tickets);
  const tradeTickets = byKey(trades.tickets);
  const { scores, comments } = await scoreStatistics(source, contractor.userId, year);
  return {
    year,
    contractor: {
      userId: contractor.userId,
      username: contractor.email,
      email: contractor.email,
      firstName: contractor.firstName,
      lastName: contractor.lastName,
      companyName: contractor.companyName,
    },
    totals: dispatchFigures(total.tickets[0], total.surveys.get('')),
    months: byMonth((key) => dispatchFigures(monthTickets.get(key), months.surveys.get(key))),
    trades: byTrade(trades.tickets, await tradesById(db, t, contractor.tradeIds), (key) =>
      dispatchFigures(tradeTickets.get(key), trades.surveys.get(key)),
    ),
    scores,
    comments,
  };
}

export async function networkStatistics(source: StatisticsSource, year: number): Promise<CrrStatisticsResponse> {
  const filter = { year };
  const sums = async (by: Grouping) => ({
    tickets: byKey(await ticketSums(source, filter, by)),
    surveys: byKey(await surveySums(source, filter, by)),
  });
  const total = await sums('total');
  const months = await sums('month');
  const states = await sums('state');
  const tradeRows = await ticketSums(source, filter, 'trade');
  const trades = { tickets: byKey(tradeRows), surveys: byKey(await surveySums(source, filter, 'trade')) };
  const { db, t } = source;
  const policies = await loadPolicyFacts(db, t, year);
  const withData = [...states.tickets.keys(), ...policies.map((policy) => policy.stateCode)];
  const others = [...new Set(withData.filter((stateCode) => !isMarketState(stateCode)))].sort();
  const stateCodes: string[] = [...MARKET_STATE_CODES, ...others];
  const names = new Map(
    (await db.select().from(t.states).where(inArray(t.states.stateCode, stateCodes))).map((s) => [
      s.stateCode,
      s.description,
    ]),
  );
  const policiesWhere = (keep: (policy: PolicyFact) => boolean) => policies.filter(keep);
  return {
    year,
    dimensions: [...STATISTICS_DIMENSIONS],
    totals: networkFigures(total.tickets.get(''), total.surveys.get(''), policies),
    months: byMonth((key) =>
      networkFigures(
        months.tickets.get(key),
        months.surveys.get(key),
        policiesWhere((policy) => policy.createdAt.getUTCMonth() + 1 === Number(key)),
      ),
    ),
    states: stateCodes.map((stateCode) => ({
      stateCode,
      description: names.get(stateCode) ?? stateCode,
      ...networkFigures(
        states.tickets.get(stateCode),
        states.surveys.get(stateCode),
        policiesWhere((policy) => policy.stateCode === stateCode),
      ),
    })),
    trades: byTrade(tradeRows, [], (key) => ({
      contractors: trades.tickets.get(key)?.contractors ?? 0,
      ...dispatchFigures(trades.tickets.get(key), trades.surveys.get(key)),
    })),
  };
}

type Figures = Record<string, unknown>;

/** A chart of some numeric fields over a list of entries (months, trades, states). */
function chart(
  key: string,
  title: string,
  entries: readonly Figures[],
  label: (entry: Figures) => string,
  series: readonly [field: string, name: string][],
): Chart {
  return {
    key,
    title,
    labels: entries.map(label),
    series: series.map(([field, name]) => ({ key: field, name, values: entries.map((e) => Number(e[field])) })),
  };
}

/** The crr dashboard's charts: the statistics' own figures as month, trade and state series. */
export function networkGraphs(stats: CrrStatisticsResponse): CrrGraphsResponse {
  const month = (e: Figures) => String(e.label);
  return {
    year: stats.year,
    charts: [
      chart('network', 'Policies, agents, agencies and contractors by month', stats.months, month, [
        ['policies', 'Policies'],
        ['agents', 'Agents'],
        ['agencies', 'Agencies'],
        ['contractors', 'Contractors'],
      ]),
      chart('tickets', 'Dispatch tickets by month', stats.months, month, [
        ['tickets', 'Tickets'],
        ['completed', 'Completed'],
        ['recalls', 'Recalls'],
      ]),
      chart('amountBilled', 'Amount billed by month ($)', stats.months, month, [['amountBilled', 'Amount billed']]),
      chart('quality', 'Survey rating and days to complete by month', stats.months, month, [
        ['averageRating', 'Average rating'],
        ['averageDaysToComplete', 'Average days to complete'],
      ]),
      chart('trades', 'Tickets by trade', stats.trades, (e) => String(e.name), [
        ['tickets', 'Tickets'],
        ['completed', 'Completed'],
        ['contractors', 'Contractors'],
      ]),
      chart('states', 'Policies, tickets and contractors by state', stats.states, (e) => String(e.stateCode), [
        ['policies', 'Policies'],
        ['tickets', 'Tickets'],
        ['contractors', 'Contractors'],
      ]),
    ],
  };
}
