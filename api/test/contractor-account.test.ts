/** Service agreement, contractor profile, closing items and dashboard statistics. */
import {
  type AgreementResponse,
  type ClosingItem,
  CONTRACTOR_LIABILITY_REQUIREMENT,
  type ContractorProfile,
  LABOR_NAME_PATTERN,
  type ScoresResponse,
  type VocResponse,
} from '@hw/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractorTestApp } from './contractor-helpers.ts';
import { bearer } from './helper.ts';

const suite = contractorTestApp();
const { tokens } = suite;

const get = (url: string, token: string | null) =>
  suite.t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const agree = (token: string, payload: object = { isAgreed: true }) =>
  suite.t.app.inject({ method: 'POST', url: '/api/contractor/agreement', payload, headers: bearer(token) });

describe('service agreement', () => {
  it('the demo contractor has already accepted it', async () => {
    const res = await get('/api/contractor/agreement', tokens.contractor!);
    expect(res.statusCode).toBe(200);
    const body = res.json() as AgreementResponse;
    expect(body.serviceAgreementDate).toEqual(expect.any(String));
    expect(body.text).toContain('$1,000,000');
    expect(body.version).toEqual(expect.any(String));
  });

  it('the second contractor accepts it once; the first date stays', async () => {
    const before = (await get('/api/contractor/agreement', tokens.contractor2!)).json() as AgreementResponse;
    expect(before.serviceAgreementDate).toBeNull();
    expect((await agree(tokens.contractor2!, { isAgreed: false })).statusCode).toBe(400);
    const first = await agree(tokens.contractor2!);
    expect(first.statusCode).toBe(200);
    const date = first.json().serviceAgreementDate;
    expect(Date.parse(date)).toBeGreaterThan(Date.now() - 60_000);
    await new Promise((r) => setTimeout(r, 5));
    expect((await agree(tokens.contractor2!)).json().serviceAgreementDate).toBe(date);
    expect((await get('/api/contractor/agreement', tokens.contractor2!)).json().serviceAgreementDate).toBe(date);
  });

  it('is for contractors only', async () => {
    expect((await get('/api/contractor/agreement', tokens.homeowner!)).statusCode).toBe(403);
    expect((await get('/api/contractor/agreement', null)).statusCode).toBe(401);
    expect((await agree(tokens.staff!)).statusCode).toBe(403);
  });
});

describe('GET /api/contractor/user/{id}', () => {
  it('answers the contractor’s own profile with the insurance requirement', async () => {
    const res = await get('/api/contractor/user/u-contractor-0001', tokens.contractor!);
    expect(res.statusCode).toBe(200);
    const profile = res.json() as ContractorProfile;
    expect(profile).toMatchObject({
      userId: 'u-contractor-0001',
      companyName: expect.any(String),
      contactName: 'Carlos Castillo',
      email: 'contractor@example.com',
      phone: '801-555-0103',
      serviceAgreementDate: expect.any(String),
      files: [],
    });
    expect(profile.trades.map((x) => x.name).sort()).toEqual(['Appliances', 'Heating & Air Conditioning', 'Plumbing']);
    expect(profile.serviceZipCodes.length).toBeGreaterThan(0);
    expect(profile.insurance).toMatchObject({
      requiredLiabilityCoverage: CONTRACTOR_LIABILITY_REQUIREMENT,
      meetsRequirement: true,
    });
    expect(profile.insurance.liabilityCoverage).toBeGreaterThanOrEqual(CONTRACTOR_LIABILITY_REQUIREMENT);
  });

  it('another contractor is refused; staff read anyone; a non-contractor is 404', async () => {
    expect((await get('/api/contractor/user/u-contractor-0001', tokens.contractor2!)).statusCode).toBe(403);
    expect((await get('/api/contractor/user/u-contractor-0002', tokens.staff!)).statusCode).toBe(200);
    expect((await get('/api/contractor/user/u-homeowner-0001', tokens.staff!)).statusCode).toBe(404);
    expect((await get('/api/contractor/user/u-homeowner-0001', tokens.homeowner!)).statusCode).toBe(403);
  });
});

describe('closing items', () => {
  it('answers the categories of the ticket’s trade, and their parts and labour', async () => {
    const res = await get('/api/contractor/closingItems/categories?dispatchId=DSP-500101', tokens.contractor!);
    expect(res.statusCode).toBe(200);
    const categories = res.json() as { closingItemCategoryId: string; name: string }[];
    expect(categories.map((c) => c.name)).toEqual(['Refrigeration & Cooking', 'Laundry & Dishwashing']);
    const items = (
      await get(
        `/api/contractor/closingItems?closingItemCategoryId=${categories[0]!.closingItemCategoryId}`,
        tokens.contractor!,
      )
    ).json() as ClosingItem[];
    const parts = items.filter((i) => i.kind === 'part');
    const labor = items.filter((i) => i.kind === 'labor');
    expect(parts.length).toBeGreaterThan(0);
    expect(labor.length).toBeGreaterThan(0);
    for (const item of parts) {
      expect(item.defaultPricePerUnit).toBeGreaterThan(0);
      expect(item.defaultCostPerHour).toBeUndefined();
      expect(item.closingItemCategoryId).toBe(categories[0]!.closingItemCategoryId);
    }
    for (const item of labor) {
      expect(item.name).toMatch(LABOR_NAME_PATTERN);
      expect(item.defaultCostPerHour).toBeGreaterThan(0);
    }
  });

  it('refuses another contractor’s ticket and unknown ids', async () => {
    expect(
      (await get('/api/contractor/closingItems/categories?dispatchId=DSP-600101', tokens.contractor!)).statusCode,
    ).toBe(404);
    expect((await get('/api/contractor/closingItems/categories?dispatchId=nope', tokens.contractor!)).statusCode).toBe(
      404,
    );
    expect((await get('/api/contractor/closingItems/categories', tokens.contractor!)).statusCode).toBe(400);
    expect((await get('/api/contractor/closingItems?closingItemCategoryId=nope', tokens.contractor!)).statusCode).toBe(
      404,
    );
  });
});

describe('dispatch statistics', () => {
  // Seeded dates count back from the seed time: take the year and month of seeded tickets, not of today.
  let year: number;
  let month: number;
  let monthYear: number;
  let recallYear: number;
  beforeAll(async () => {
    const created = async (workOrderId: string) =>
      new Date((await get(`/api/contractor/dispatch/${workOrderId}`, tokens.contractor!)).json().createdAt);
    const newest = await created('WO-104275');
    month = newest.getUTCMonth() + 1;
    monthYear = newest.getUTCFullYear();
    // The newest completed ticket with a survey and a comment.
    year = (await created('WO-104268')).getUTCFullYear();
    recallYear = (await created('WO-104266')).getUTCFullYear();
  });

  it('voc by month for a year: twelve rows, tickets and ratings from the data, comments', async () => {
    const res = await get(`/api/contractor/dispatchStatistics/voc/u-contractor-0001?year=${year}`, tokens.contractor!);
    expect(res.statusCode).toBe(200);
    const body = res.json() as VocResponse;
    expect(body).toMatchObject({ year, month: null, trade: null });
    expect(body.items.map((i) => i.label)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    const tickets = body.items.reduce((sum, i) => sum + i.tickets, 0);
    expect(tickets).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(item.completed).toBeLessThanOrEqual(item.tickets);
      expect(item.averageRating).toBeGreaterThanOrEqual(0);
      expect(item.averageRating).toBeLessThanOrEqual(5);
    }
    expect(body.items.some((i) => i.averageRating > 0 && i.averageDaysToComplete > 0)).toBe(true);
    expect(body.comments.length).toBeGreaterThan(0);
    expect(body.comments[0]).toEqual({
      comment: expect.any(String),
      customerName: expect.any(String),
      date: expect.any(String),
      rating: expect.any(Number),
    });
  });

  it('voc for one month is by trade, and a trade narrows it', async () => {
    const byTrade = (
      await get(
        `/api/contractor/dispatchStatistics/voc/u-contractor-0001?year=${monthYear}&month=${month}`,
        tokens.contractor!,
      )
    ).json() as VocResponse;
    expect(byTrade.items.map((i) => i.label)).toEqual(['Appliances', 'Heating & Air Conditioning', 'Plumbing']);
    const plumbing = (
      await get(
        `/api/contractor/dispatchStatistics/voc/u-contractor-0001?year=${monthYear}&month=${month}&trade=Plumbing`,
        tokens.contractor!,
      )
    ).json() as VocResponse;
    expect(plumbing.items.map((i) => i.label)).toEqual(['Plumbing']);
    expect(plumbing.trade).toBe('Plumbing');
  });

  it('scores for a year, as percentages', async () => {
    const res = await get(
      `/api/contractor/dispatchStatistics/scores/u-contractor-0001?year=${year}`,
      tokens.contractor!,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as ScoresResponse;
    expect(body.scores.map((s) => s.name)).toEqual([
      'Customer satisfaction',
      'On-time arrival',
      'First-time fix',
      'Recall rate',
    ]);
    for (const s of body.scores) {
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.score).toBeLessThanOrEqual(100);
    }
    const recalls = (
      await get(`/api/contractor/dispatchStatistics/scores/u-contractor-0001?year=${recallYear}`, tokens.contractor!)
    ).json() as ScoresResponse;
    expect(recalls.scores.find((s) => s.name === 'Recall rate')!.score).toBeGreaterThan(0);
    const empty = (
      await get('/api/contractor/dispatchStatistics/scores/u-contractor-0001?year=2001', tokens.contractor!)
    ).json();
    expect(empty).toEqual({ year: 2001, scores: [], comments: [] });
  });

  it('answers only the contractor’s own statistics', async () => {
    expect((await get('/api/contractor/dispatchStatistics/voc/u-contractor-0002', tokens.contractor!)).statusCode).toBe(
      403,
    );
    expect(
      (await get('/api/contractor/dispatchStatistics/scores/u-contractor-0002', tokens.contractor!)).statusCode,
    ).toBe(403);
    expect(
      (await get('/api/contractor/dispatchStatistics/scores/u-homeowner-0001', tokens.homeowner!)).statusCode,
    ).toBe(403);
    expect((await get('/api/contractor/dispatchStatistics/voc/u-contractor-0001', null)).statusCode).toBe(401);
  });
});
