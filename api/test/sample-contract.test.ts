/**
 * The sample contract a buyer agrees to: the plans of the plan type sold in the home's state, with what each
 * covers, the state's regulator, as JSON for the page and as a PDF; a state with no plans is 404.
 */
import { HOMEOWNER_PLAN_TYPE_ID } from '@hw/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the sample contract', () => {
  it('lists the homeowner plans sold in Texas with what each covers, and names the Texas regulator', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sampleContract/consumer/tx' });
    expect(res.statusCode, res.body).toBe(200);
    const contract = res.json() as { title: string; notice: string; sections: { heading: string; items?: string[] }[] };
    expect(contract.title).toBe('Sample homeowner residential service contract: Texas');
    expect(contract.notice).toContain('The contract sent to you with your order, in English, governs');

    const { db, t: tables } = t.database;
    const plans = (await db.select().from(tables.plans)).filter((plan) => plan.planTypeId === HOMEOWNER_PLAN_TYPE_ID);
    const planSections = contract.sections.filter((section) => section.items);
    expect(planSections.map((section) => section.heading).sort()).toEqual(plans.map((plan) => plan.name).sort());
    for (const section of planSections) expect(section.items?.length, section.heading).toBeGreaterThan(0);
    expect(JSON.stringify(contract)).toContain('the Texas Real Estate Commission');
  });

  it('speaks of closing and listing coverage for real-estate plans', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sampleContract/realEstate/AZ' });
    expect(res.statusCode).toBe(200);
    const text = JSON.stringify(res.json());
    expect(text).toContain('starts at the close of escrow');
    expect(text).toContain('listing coverage');
    expect(text).toContain('the Arizona Department of Insurance and Financial Institutions');
  });

  it('answers the same contract as a PDF', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sampleContract/consumer/UT/pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is 404 for a state where no plans are sold, and 400 for a plan type that is none', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sampleContract/consumer/CA' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/sampleContract/pets/TX' })).statusCode).toBe(400);
  });
});
