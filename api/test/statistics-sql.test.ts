/**
 * The statistics the database aggregates (api/src/contractor/aggregates.ts) against a fixture counted by
 * hand: three tickets of one contractor in 2031 (two trades, two states, one recall, one billed), one
 * ticket of 2030 that must not count, and their surveys. Runs on both dialects.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatisticsSource } from '../src/contractor/aggregates.ts';
import { scoreStatistics, vocStatistics } from '../src/contractor/statistics.ts';
import { contractorStatistics, findContractor, networkStatistics } from '../src/contractor-relations/statistics.ts';
import { DEMO_CONTRACTOR_ID } from '../src/seed/dispatch.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const YEAR = 2031;
let t: TestApp;
let source: StatisticsSource;
let trades: { a: { tradeId: number; name: string }; b: { tradeId: number; name: string } };

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await buildTestApp();
  const { db, t: tables } = t.database;
  source = { db, t: tables, dialect: t.database.dialect };
  const [template] = await db
    .select()
    .from(tables.dispatchTickets)
    .where(eq(tables.dispatchTickets.contractorUserId, DEMO_CONTRACTOR_ID))
    .limit(1);
  const [closingItem] = await db.select().from(tables.closingItems).limit(1);
  const [first, second] = await db.select().from(tables.trades).orderBy(tables.trades.name).limit(2);
  if (!template || !closingItem || !first || !second) throw new Error('the seed has no ticket, closing item or trades');
  trades = { a: { tradeId: first.tradeId, name: first.name }, b: { tradeId: second.tradeId, name: second.name } };
  const ticket = (n: number, values: Partial<typeof template>) => ({
    ...template,
    dispatchId: `STATS-${n}`,
    workOrderId: `WO-STATS-${n}`,
    recallOfWorkOrderId: null,
    completedAt: null,
    taxCents: 0,
    shippingCents: 0,
    purchaseOrderCostCents: 0,
    discountCents: 0,
    ...values,
  });
  await t.database.transaction(async (tx) => {
    await tx.insert(tables.dispatchTickets).values([
      // Billed: parts 2 x $100.00 with $5.00 tax each, $10.00 tax, less a $20.00 discount: $200.00.
      ticket(1, {
        tradeId: first.tradeId,
        stateCode: 'TX',
        status: 'paid',
        createdAt: at('2031-02-03T10:00:00Z'),
        completedAt: at('2031-02-05T10:00:00Z'),
        taxCents: 1000,
        discountCents: 2000,
      }),
      // A recall of the first, done in four days, not billed.
      ticket(2, {
        tradeId: second.tradeId,
        stateCode: 'AZ',
        status: 'workComplete',
        createdAt: at('2031-02-10T08:00:00Z'),
        completedAt: at('2031-02-14T08:00:00Z'),
        recallOfWorkOrderId: 'WO-STATS-1',
      }),
      ticket(3, { tradeId: first.tradeId, stateCode: 'TX', status: 'open', createdAt: at('2031-03-01T09:00:00Z') }),
      // The year before: never counted.
      ticket(4, {
        tradeId: first.tradeId,
        stateCode: 'TX',
        status: 'paid',
        createdAt: at('2030-12-31T23:59:00Z'),
        completedAt: at('2031-01-02T00:00:00Z'),
      }),
    ]);
    await tx.insert(tables.dispatchParts).values({
      dispatchId: 'STATS-1',
      closingItemId: closingItem.id,
      pricePerUnitCents: 10_000,
      taxPerUnitCents: 500,
      units: 2,
    });
    const survey = {
      contractorUserId: DEMO_CONTRACTOR_ID,
      customerName: 'Pat Doe',
      comment: null as string | null,
    };
    await tx.insert(tables.customerSurveys).values([
      {
        ...survey,
        dispatchId: 'STATS-1',
        rating: 5,
        arrivedOnTime: true,
        fixedFirstVisit: true,
        comment: 'Quick and tidy.',
        createdAt: at('2031-02-06T12:00:00Z'),
      },
      {
        ...survey,
        dispatchId: 'STATS-2',
        rating: 2,
        arrivedOnTime: false,
        fixedFirstVisit: false,
        comment: '   ',
        createdAt: at('2031-02-15T12:00:00Z'),
      },
      {
        ...survey,
        dispatchId: 'STATS-4',
        rating: 1,
        arrivedOnTime: false,
        fixedFirstVisit: false,
        comment: 'Last year.',
        createdAt: at('2031-01-03T12:00:00Z'),
      },
    ]);
  });
});
afterAll(async () => t.close());

describe('statistics aggregated by the database', () => {
  it('voice of the customer by month: February two tickets done in 3 days on average rated 3.5, March one open', async () => {
    const voc = await vocStatistics(source, DEMO_CONTRACTOR_ID, { year: YEAR, trades: [] });
    const month = (label: string) => voc.items.find((item) => item.label === label);
    expect(voc.items).toHaveLength(12);
    expect(month('Jan')).toEqual({
      label: 'Jan',
      tickets: 0,
      completed: 0,
      averageDaysToComplete: 0,
      averageRating: 0,
    });
    expect(month('Feb')).toEqual({
      label: 'Feb',
      tickets: 2,
      completed: 2,
      averageDaysToComplete: 3,
      averageRating: 3.5,
    });
    expect(month('Mar')).toEqual({
      label: 'Mar',
      tickets: 1,
      completed: 0,
      averageDaysToComplete: 0,
      averageRating: 0,
    });
    expect(voc.comments.map((c) => c.comment)).toEqual(['Quick and tidy.']);
  });

  it('voice of the customer for February by trade, and narrowed to one trade by its name in any case', async () => {
    const voc = await vocStatistics(source, DEMO_CONTRACTOR_ID, { year: YEAR, month: 2, trades: [] });
    expect(voc.items).toEqual(
      [
        { label: trades.a.name, tickets: 1, completed: 1, averageDaysToComplete: 2, averageRating: 5 },
        { label: trades.b.name, tickets: 1, completed: 1, averageDaysToComplete: 4, averageRating: 2 },
      ].sort((x, y) => (x.label < y.label ? -1 : 1)),
    );
    const one = await vocStatistics(source, DEMO_CONTRACTOR_ID, {
      year: YEAR,
      month: 2,
      trade: trades.b.name.toUpperCase(),
      trades: [],
    });
    expect(one.items.map((item) => [item.label, item.tickets])).toEqual([[trades.b.name, 1]]);
    expect(one.comments).toEqual([]);
  });

  it('scores: half the surveys satisfied, on time and fixed the first time; one recall in three tickets', async () => {
    const { scores } = await scoreStatistics(source, DEMO_CONTRACTOR_ID, YEAR);
    expect(scores).toEqual([
      { name: 'Customer satisfaction', score: 50 },
      { name: 'On-time arrival', score: 50 },
      { name: 'First-time fix', score: 50 },
      { name: 'Recall rate', score: 33.3 },
    ]);
  });

  it('a contractor’s year for staff: totals, months and the billed amount', async () => {
    const contractor = await findContractor(source.db, source.t, { userId: DEMO_CONTRACTOR_ID });
    const stats = await contractorStatistics(source, contractor!, YEAR);
    expect(stats.totals).toEqual({
      tickets: 3,
      completed: 2,
      averageDaysToComplete: 3,
      recalls: 1,
      surveys: 2,
      averageRating: 3.5,
      amountBilled: 200,
    });
    expect(stats.months[1]).toMatchObject({ month: 2, tickets: 2, recalls: 1, amountBilled: 200 });
    expect(stats.months[2]).toMatchObject({ month: 3, tickets: 1, completed: 0, amountBilled: 0 });
  });

  it('the network’s year by state: Texas two tickets, Arizona one, one contractor', async () => {
    const stats = await networkStatistics(source, YEAR);
    expect(stats.totals).toMatchObject({ tickets: 3, contractors: 1, recalls: 1, surveys: 2, amountBilled: 200 });
    const state = (code: string) => stats.states.find((s) => s.stateCode === code);
    expect(state('TX')).toMatchObject({ tickets: 2, completed: 1, contractors: 1, amountBilled: 200 });
    expect(state('AZ')).toMatchObject({ tickets: 1, completed: 1, recalls: 1, averageRating: 2 });
    expect(state('NV')).toMatchObject({ tickets: 0, contractors: 0 });
  });
});
