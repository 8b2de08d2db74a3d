/**
 * The clock, on both dialects: the contract-lifecycle job run with runDueJobs at several moments. A renewal
 * bought early waits for the old contract and starts the day it ends; an escrow contract starts at its closing
 * once paid; a second run at the same moment changes nothing; an expired contract takes no claims.
 */
import { HOMEOWNER_PLAN_TYPE_ID } from '@hw/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { runDueJobs, runJob } from '../src/jobs/index.ts';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../src/seed/reference.ts';
import { checkoutCard, escrowOrderBody, jobContext, phoenixHome } from './billing-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, signedInTestApp } from './helper.ts';

const DAY = 24 * 60 * 60 * 1000;
const suite = signedInTestApp({
  homeowner: 'homeowner@example.com',
  agent: 'agent@example.com',
  staff: 'staff@example.com',
});
const { tokens } = suite;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  suite.t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** Runs every job at `now` and answers the lifecycle's run first (the others follow in the registry's order). */
const runAt = async (now: Date) => {
  const results = await runDueJobs(jobContext(suite.t, now));
  return [
    ...results.filter((run) => run.name === 'contract-lifecycle'),
    ...results.filter((run) => run.name !== 'contract-lifecycle'),
  ];
};

async function contract(contractId: string) {
  const { contracts } = suite.t.database.t;
  const [row] = await suite.t.database.db.select().from(contracts).where(eq(contracts.contractId, contractId));
  if (!row) throw new Error(`no contract ${contractId}`);
  return row;
}

const austin = { streetAddress: '2100 Barton Springs Rd', city: 'Austin', state: 'TX', zipCode: '78704' };

describe(`the contract lifecycle through time, on ${inject('dialect')}`, () => {
  let renewalId: string;
  let oldExpiry: Date;

  it('writes a renewal bought early as pending, starting where the old contract ends', async () => {
    oldExpiry = (await contract('c-homeowner-0001')).expireDate as Date;
    expect(oldExpiry.getTime()).toBeGreaterThan(Date.now());
    const renewed = await call('POST', '/api/order', tokens.homeowner, {
      planTypeId: HOMEOWNER_PLAN_TYPE_ID,
      planId: 'plan-ho-signature',
      contractId: 'c-homeowner-0001',
      isRenewing: true,
      property: { address: austin, dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID, squareFootage: 1000 },
      addons: [{ salesItemId: 'si-pool-spa', quantity: 1 }],
      owner: { firstName: 'Hannah', lastName: 'Holt', email: 'homeowner@example.com', phone: '512-555-0100' },
      shouldUseCredit: true,
      payment: { type: 'full', ...(await checkoutCard(suite.t.app)) },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { contracts } = suite.t.database.t;
    const [renewal] = await suite.t.database.db
      .select()
      .from(contracts)
      .where(eq(contracts.previousContractId, 'c-homeowner-0001'));
    if (!renewal) throw new Error('no renewal');
    renewalId = renewal.contractId;
    expect(renewal.status).toBe('pending');
    expect(renewal.effectiveDate?.getTime()).toBe(oldExpiry.getTime());
    expect((await contract('c-homeowner-0001')).status).toBe('active');
  });

  it('changes neither while the old contract runs', async () => {
    await runAt(new Date(oldExpiry.getTime() - DAY));
    expect((await contract('c-homeowner-0001')).status).toBe('active');
    expect((await contract(renewalId)).status).toBe('pending');
  });

  it('ends the old contract and starts the renewal the day the old one expires, once', async () => {
    const [report] = await runAt(oldExpiry);
    expect(report?.name).toBe('contract-lifecycle');
    expect(report?.error).toBeNull();
    const old = await contract('c-homeowner-0001');
    const renewal = await contract(renewalId);
    expect(old.status).toBe('expired');
    expect(renewal.status).toBe('active');
    expect(report?.lines).toContain(`expired ${old.policyNumber} (ended ${oldExpiry.toISOString().slice(0, 10)})`);
    expect(report?.lines).toContain(
      `started ${renewal.policyNumber} (effective ${oldExpiry.toISOString().slice(0, 10)})`,
    );

    const again = await runAt(oldExpiry);
    expect(again.map((run) => run.changed)).toEqual(again.map(() => 0));
    expect((await contract('c-homeowner-0001')).status).toBe('expired');
    expect((await contract(renewalId)).status).toBe('active');
  });

  it('refuses claims on the expired contract, in words', async () => {
    const answer = await call('GET', '/api/authorize/serviceRequest/c-homeowner-0001', tokens.homeowner);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().isAuthorized).toBe(false);
    expect(answer.json().message).toMatch(/\w+ \w+/);
  });

  it('starts an escrow contract at its closing once its invoice is paid', async () => {
    const closing = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
    const ordered = await call(
      'POST',
      '/api/order',
      tokens.agent,
      escrowOrderBody({
        property: phoenixHome('1 Main St'),
        owner: { firstName: 'Bo', lastName: 'Buyer', email: 'bo.buyer@example.net', phone: '602-555-0101' },
        estimatedCloseDate: closing,
      }),
    );
    expect(ordered.statusCode, ordered.body).toBe(200);
    const { contracts, invoices } = suite.t.database.t;
    const rows = await suite.t.database.db.select().from(contracts).where(eq(contracts.paymentType, 'escrow'));
    const placed = rows.find((row) => row.effectiveDate?.toISOString().slice(0, 10) === closing);
    if (!placed) throw new Error('no escrow contract');
    expect(placed.status).toBe('pending');
    const closingDay = placed.effectiveDate as Date;

    // At closing, unpaid: it waits.
    await runAt(closingDay);
    expect((await contract(placed.contractId)).status).toBe('pending');

    const [invoice] = await suite.t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.contractId, placed.contractId));
    const paid = await call('POST', '/api/account/invoices', tokens.agent, {
      invoiceIds: [invoice?.invoiceId],
      ...(await checkoutCard(suite.t.app)),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // Paid, a day before closing: it still waits.
    await runAt(new Date(closingDay.getTime() - DAY));
    expect((await contract(placed.contractId)).status).toBe('pending');

    const [report] = await runAt(closingDay);
    expect((await contract(placed.contractId)).status).toBe('active');
    expect(report?.lines).toContain(`started ${placed.policyNumber} (effective ${closing})`);
    const [again] = await runAt(closingDay);
    expect(again?.changed).toBe(0);
  });

  it('records each run, and keeps it in the staff audit log as the system', async () => {
    const { jobRuns, staffAudit } = suite.t.database.t;
    const runs = await suite.t.database.db.select().from(jobRuns).where(eq(jobRuns.jobName, 'contract-lifecycle'));
    expect(runs.length).toBeGreaterThanOrEqual(7);
    expect(runs.every((run) => run.finishedAt !== null && run.error === null)).toBe(true);
    const audited = await suite.t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'jobRun'), eq(staffAudit.target, 'contract-lifecycle')));
    expect(audited).toHaveLength(runs.length);
    expect(audited.every((entry) => entry.actorUserId === null && entry.detail.trigger === 'command')).toBe(true);
    const started = audited.find((entry) => (entry.detail.changed ?? 0) > 0);
    expect(started?.detail).toMatchObject({ jobNow: expect.any(String), trigger: 'command' });
    expect(runs.map((run) => run.now.toISOString())).toContain(started?.detail.jobNow);
  });

  it('records a failed run with its error, in the runs and the audit log', async () => {
    const failing = {
      name: 'always-fails',
      schedule: '0 0 * * *',
      async run(): Promise<never> {
        throw new Error('the card processor is down');
      },
    };
    const now = new Date('2031-03-01T09:00:00Z');
    const result = await runJob(failing, jobContext(suite.t, now), 'schedule');
    expect(result).toMatchObject({ changed: 0, lines: [], error: 'the card processor is down' });
    const { staffAudit } = suite.t.database.t;
    const [entry] = await suite.t.database.db.select().from(staffAudit).where(eq(staffAudit.target, 'always-fails'));
    expect(entry).toMatchObject({
      actorUserId: null,
      action: 'jobRun',
      detail: { jobNow: now.toISOString(), trigger: 'schedule', changed: 0, error: 'the card processor is down' },
    });
  });
});

describe(`the clock for staff, on ${inject('dialect')}`, () => {
  it('lists each job with its schedule, next run and last run', async () => {
    const listed = await call('GET', '/api/staff/jobs', tokens.staff);
    expect(listed.statusCode, listed.body).toBe(200);
    const job = listed.json().items.find((item: { name: string }) => item.name === 'contract-lifecycle');
    expect(job).toMatchObject({ name: 'contract-lifecycle', schedule: '0 5 * * *', failures: [] });
    expect(new Date(job.nextRunAt).getUTCHours()).toBe(5);
    expect(job.lastRun).toMatchObject({ trigger: 'command', changed: 0 });
    expect((await call('GET', '/api/staff/jobs', tokens.homeowner)).statusCode).toBe(403);
  });

  it('runs a job now for an admin, and logs it', async () => {
    const ran = await call('POST', '/api/staff/jobs/contract-lifecycle/run', tokens.staff);
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json()).toMatchObject({ trigger: 'staff', error: null });
    expect(ran.json().finishedAt).not.toBeNull();
    const audit = await call('GET', '/api/staff/audit?limit=200', tokens.staff);
    expect(audit.statusCode, audit.body).toBe(200);
    const runs = audit.json().items.filter((entry: { action: string }) => entry.action === 'jobRun');
    expect(runs[0]).toMatchObject({
      target: 'contract-lifecycle',
      actor: { email: 'staff@example.com' },
      detail: { trigger: 'staff', changed: 0 },
    });
    // The runs of `npm run jobs` before it were the system's: no actor.
    const commandRuns = runs.filter((entry: { detail: { trigger: string } }) => entry.detail.trigger === 'command');
    expect(commandRuns.length).toBeGreaterThan(0);
    expect(commandRuns.every((entry: { actor: unknown }) => entry.actor === null)).toBe(true);
    const unknown = await call('POST', '/api/staff/jobs/no-such-job/run', tokens.staff);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).toContain('no job by that name');
    expect((await call('POST', '/api/staff/jobs/contract-lifecycle/run', tokens.homeowner)).statusCode).toBe(403);
  });

  it('starts the schedules only when asked, and stops them with the app', async () => {
    const scheduled = await buildTestApp({ JOBS: 'on' });
    try {
      const listed = await scheduled.app.inject({
        method: 'GET',
        url: '/api/staff/jobs',
        headers: bearer(await accessTokenFor(scheduled, 'staff@example.com')),
      });
      expect(listed.statusCode).toBe(200);
    } finally {
      await scheduled.close();
    }
  });
});
