/**
 * The account's contracts, agent orders and invoices, on both dialects: each caller sees only their own
 * (another's contract is 404, like an unknown one), agents see only the orders they placed, and a
 * cancelled contract takes its unpaid invoices with it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let homeowner: string;
let agent: string;
let otherAgent: string;
let contractor: string;
let staff: string;

beforeAll(async () => {
  t = await buildTestApp();
  homeowner = await accessTokenFor(t, 'homeowner@example.com');
  agent = await accessTokenFor(t, 'agent@example.com');
  contractor = await accessTokenFor(t, 'contractor@example.com');
  staff = await accessTokenFor(t, 'staff@example.com');
  await t.database.transaction(async (tx) => {
    await tx.insert(t.database.t.users).values({
      id: 'u-title-agent-test',
      email: 'title.agent@example.net',
      userType: 'titleCompanyAgent',
      firstName: 'Tilda',
      lastName: 'Title',
    });
  });
  otherAgent = await accessTokenFor(t, 'title.agent@example.net');
});
afterAll(async () => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/account/contract/{id} and /coverage/{id}', () => {
  it('gives the owner the contract in full, in dollars, with the card it is charged to', async () => {
    const res = await get('/api/account/contract/c-homeowner-0001', homeowner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      contractId: 'c-homeowner-0001',
      policyNumber: 'HW-20418837',
      planName: 'Signature',
      contractStatus: { description: 'Active' },
      paymentType: 'monthly',
      total: 780,
      monthlyTotal: 64.99,
      serviceCallFee: 75,
      coverageLengthYears: 1,
      owner: { userId: 'u-homeowner-0001', email: 'homeowner@example.com' },
      // The contract names no card of its own: the owner's default card pays it.
      defaultCreditCardId: 'card-demo-homeowner',
    });
    expect(body.priceItems).toEqual([
      { type: 'plan', description: 'Signature', cost: 600, quantity: 1 },
      { type: 'addon', description: 'Pool / Spa Equipment', cost: 180, quantity: 1 },
    ]);
    expect(Number.isNaN(Date.parse(body.effectiveDate))).toBe(false);
  });

  it('lists what the plan covers and the add-ons bought', async () => {
    const res = await get('/api/account/contract/coverage/c-homeowner-0001', homeowner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.planName).toBe('Signature');
    expect(body.covered.length).toBeGreaterThan(5);
    expect(body.covered.map((item: { salesItemId: string }) => item.salesItemId)).not.toContain('si-pool-spa');
    expect(body.addons).toEqual([expect.objectContaining({ salesItemId: 'si-pool-spa', quantity: 1 })]);
  });

  it('lets the agent who ordered a contract and staff read it', async () => {
    expect((await get('/api/account/contract/c-agent-0001', agent)).statusCode).toBe(200);
    expect((await get('/api/account/contract/c-agent-0001', staff)).statusCode).toBe(200);
    expect((await get('/api/account/contract/coverage/c-homeowner-0001', staff)).statusCode).toBe(200);
  });

  it('answers 404 for another’s contract, as for an unknown one', async () => {
    for (const [url, token] of [
      ['/api/account/contract/c-agent-0001', homeowner],
      ['/api/account/contract/coverage/c-agent-0001', homeowner],
      ['/api/account/contract/c-homeowner-0001', agent],
      ['/api/account/contract/c-agent-0001', otherAgent],
      ['/api/account/contract/c-agent-0001', contractor],
      ['/api/account/contract/c-none', homeowner],
    ] as const) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors[0].code).toBe('notFound');
    }
  });
});

describe('GET /api/account/contract/agent', () => {
  it('lists the agent’s own orders, newest first, with the buyer or seller and what is owed', async () => {
    await t.database.transaction(async (tx) => {
      const { contracts } = t.database.t;
      await tx
        .update(contracts)
        .set({ createdAt: new Date(Date.now() - 86_400_000) })
        .where(eq(contracts.contractId, 'c-agent-0001'));
    });
    const res = await get('/api/account/contract/agent', agent);
    expect(res.statusCode, res.body).toBe(200);
    const orders = res.json();
    expect(orders.map((o: { contractId: string }) => o.contractId)).toEqual(['c-agent-0002', 'c-agent-0001']);
    expect(orders[0]).toMatchObject({
      owner: { firstName: 'Sam', lastName: 'Sato', email: 'sam.seller@example.com' },
      orderingPartyType: 'sellerAgent',
      amountDue: 425,
      isListingCoverage: true,
    });
    expect(orders[1]).toMatchObject({ orderingPartyType: 'buyerAgent', amountDue: 556 });
    expect(Date.parse(orders[0].createdAt)).toBeGreaterThan(Date.parse(orders[1].createdAt));
  });

  it('shows another agent-type user none of them', async () => {
    const res = await get('/api/account/contract/agent', otherAgent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses users who are not agents with 403', async () => {
    for (const token of [homeowner, contractor, staff]) {
      const res = await get('/api/account/contract/agent', token);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].code).toBe('forbidden');
    }
  });
});

describe('GET /api/account/invoices and /invoices/{id}/details', () => {
  it('lists the invoices of the caller’s contracts, in dollars, with past-due marked', async () => {
    const res = await get('/api/account/invoices?contractIds=c-homeowner-0001', homeowner);
    expect(res.statusCode, res.body).toBe(200);
    const invoices = res.json();
    // The premium due 10 days ago, then the five paid before it, newest first.
    expect(invoices.map((i: { invoiceId: string }) => i.invoiceId)).toEqual([
      'inv-homeowner-0002',
      'inv-homeowner-0001',
      'inv-homeowner-p4',
      'inv-homeowner-p3',
      'inv-homeowner-p2',
      'inv-homeowner-p1',
      'inv-homeowner-p0',
    ]);
    expect(invoices[0]).toMatchObject({
      status: 'unpaid',
      isPastDue: true,
      amount: 64.99,
      policyNumber: 'HW-20418837',
    });
    for (const paid of invoices.slice(1)) expect(paid).toMatchObject({ status: 'paid', isPastDue: false });
  });

  it('lists an agent’s orders’ invoices together', async () => {
    const res = await get('/api/account/invoices?contractIds=c-agent-0001, c-agent-0001,c-agent-0002', agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((i: { invoiceId: string }) => i.invoiceId)).toEqual(['inv-agent-0002', 'inv-agent-0001']);
  });

  it('answers 404 when one of the contracts is another’s, never leaving it out', async () => {
    const res = await get('/api/account/invoices?contractIds=c-homeowner-0001,c-agent-0001', homeowner);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toMatchObject({ code: 'notFound', message: expect.stringContaining('c-agent-0001') });
    expect((await get('/api/account/invoices?contractIds=,', homeowner)).statusCode).toBe(400);
  });

  it('gives an invoice with its contract and payments, to those who may see it only', async () => {
    const res = await get('/api/account/invoices/inv-homeowner-0001/details', homeowner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      invoice: { invoiceId: 'inv-homeowner-0001', status: 'paid' },
      contract: { contractId: 'c-homeowner-0001', planName: 'Signature' },
      payments: [{ amount: 64.99, card: 'visa ending 1111' }],
    });
    expect((await get('/api/account/invoices/inv-agent-0001/details', homeowner)).statusCode).toBe(404);
    expect((await get('/api/account/invoices/inv-homeowner-0001/details', agent)).statusCode).toBe(404);
  });
});

describe('DELETE /api/account/contract/{id}', () => {
  const cancel = (id: string, token: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/account/contract/${id}`, headers: bearer(token) });

  it('does not let a homeowner or another agent cancel an agent’s order', async () => {
    for (const token of [homeowner, otherAgent]) {
      const res = await cancel('c-agent-0001', token);
      expect(res.statusCode).toBe(404);
    }
    const still = await get('/api/account/contract/c-agent-0001', agent);
    expect(still.json().contractStatus.description).toBe('Pending');
  });

  it('lets the agent cancel their order: its unpaid invoices are cancelled too', async () => {
    const res = await cancel('c-agent-0002', agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      contractId: 'c-agent-0002',
      contractStatus: { description: 'Cancelled' },
      orderStatus: 'cancelled',
    });
    const { contracts } = t.database.t;
    const [row] = await t.database.db.select().from(contracts).where(eq(contracts.contractId, 'c-agent-0002'));
    expect(row?.cancelledAt).toBeInstanceOf(Date);
    const invoices = await get('/api/account/invoices?contractIds=c-agent-0002', agent);
    expect(invoices.json()).toEqual([expect.objectContaining({ invoiceId: 'inv-agent-0002', status: 'cancelled' })]);
    const orders = await get('/api/account/contract/agent', agent);
    expect(orders.json().find((o: { contractId: string }) => o.contractId === 'c-agent-0002').amountDue).toBe(0);
  });

  it('refuses to cancel a contract that is no longer pending or active, with 422', async () => {
    const res = await cancel('c-agent-0002', agent);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      code: 'validation',
      message: 'This contract is already cancelled.',
    });
  });
});
