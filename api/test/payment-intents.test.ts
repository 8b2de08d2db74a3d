/**
 * Payments that survive a crash, on both dialects. A child process runs the clock's jobs with the fault switch
 * and dies right after the bank approves a monthly charge; the payment reconciler then records that payment
 * once, from the intent, and a second run or a new billing run charges nothing more. Also: the sandbox makes
 * one charge per key, an intent whose charge never reached the gateway fails, an order's abandoned charge is
 * voided, and so is an invoice payment whose invoice was paid another way meanwhile.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { runJob } from '../src/jobs/index.ts';
import { monthlyBillingJob } from '../src/jobs/monthly-billing.ts';
import { paymentReconcilerJob } from '../src/jobs/payment-reconciler.ts';
import { CardPayment, newReferenceId, type Payments } from '../src/payments/intents.ts';
import { backdateContract, jobContext, monthlyOrderBody, savedCard } from './billing-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const context = (now: Date) => jobContext(t, now);
/** Runs the reconciler as of `now`, with the wall clock there too (intents are stale by both clocks). */
async function reconcileAt(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  try {
    return await runJob(paymentReconcilerJob, context(now), 'command');
  } finally {
    vi.useRealTimers();
  }
}
const payments = (): Payments => ({ database: t.database, gateway: t.app.paymentGateway, log: t.app.log });
/** Far enough after every intent opened so far for the reconciler to take them. */
const afterEverything = () => new Date(Math.max(Date.now(), at('2027-03-01T00:00:00Z').getTime()) + 10 * MINUTE);

/** A monthly order by a new account, moved to begin on 2027-01-31 (so 2027-02 is billed on 2027-02-28). */
async function monthlyContract(email: string) {
  const card = await savedCard(t.app, email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    payload: monthlyOrderBody(
      card,
      { firstName: 'Ivy', lastName: 'Intent', email, phone: '512-555-0177' },
      '7 Crash Lane',
    ),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { contractId } = res.json() as { contractId: string };
  await backdateContract(t, contractId, at('2027-01-31T00:00:00Z'));
  return { contractId, paymentProfileId: card.authNetPaymentProfileId, card };
}

/** `npm run jobs -- --now <now>` in a child process on the test's database, with the fault switch on. */
function runJobsDying(now: Date): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hw-intents-'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/run-jobs.ts', '--now', now.toISOString()], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: t.databaseUrl,
        DATA_DIR: dataDir,
        JOBS: 'off',
        HW_FAULT: 'after-charge-approved',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal, output });
    });
  });
}

async function intentsFor(filter: { invoiceId?: string; referenceId?: string }) {
  const i = t.database.t.paymentIntents;
  return t.database.db
    .select()
    .from(i)
    .where(filter.invoiceId ? eq(i.invoiceId, filter.invoiceId) : eq(i.referenceId, filter.referenceId ?? ''));
}

const sandboxCharges = (paymentProfileId: string) =>
  t.database.db
    .select()
    .from(t.database.t.sandboxTransactions)
    .where(eq(t.database.t.sandboxTransactions.paymentProfileId, paymentProfileId));

async function paymentsOfInvoice(invoiceId: string) {
  return t.database.db
    .select()
    .from(t.database.t.policyPayments)
    .where(eq(t.database.t.policyPayments.invoiceId, invoiceId));
}

describe(`a crash after the bank approved a monthly charge, on ${inject('dialect')}`, () => {
  const billingDay = at('2027-02-28T09:00:00Z');
  let placed: Awaited<ReturnType<typeof monthlyContract>>;
  let invoiceId: string;
  let referenceId: string;

  it('leaves the charge at the gateway, the invoice unpaid and the intent open', async () => {
    // The seeded contracts are billed first, so that the child's first charge is this contract's.
    await monthlyBillingJob.run(context(billingDay));
    placed = await monthlyContract('ivy.intent@example.net');
    const child = await runJobsDying(billingDay);
    expect(child.signal, child.output).toBe('SIGKILL');
    expect(child.output).toContain('HW_FAULT after-charge-approved');

    const { invoices } = t.database.t;
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.contractId, placed.contractId), isNotNull(invoices.billingPeriod)));
    if (!invoice) throw new Error('the child wrote no invoice');
    invoiceId = invoice.invoiceId;
    expect(invoice).toMatchObject({ billingPeriod: '2027-02', status: 'unpaid', paidAt: null });
    expect(await paymentsOfInvoice(invoiceId)).toEqual([]);

    const [intent] = await intentsFor({ invoiceId });
    if (!intent) throw new Error('no intent');
    referenceId = intent.referenceId;
    expect(intent).toMatchObject({ purpose: 'monthlyCharge', status: 'open', amountCents: invoice.amountCents });
    const charged = (await sandboxCharges(placed.paymentProfileId)).filter((c) => c.referenceId === referenceId);
    expect(charged).toEqual([expect.objectContaining({ status: 'approved', amountCents: invoice.amountCents })]);
  });

  it('is left alone by the reconciler while the intent is a few moments old', async () => {
    const [intent] = await intentsFor({ invoiceId });
    const report = await reconcileAt(new Date((intent?.createdAt.getTime() ?? 0) + MINUTE));
    expect(report.lines).toEqual([]);
    expect((await intentsFor({ invoiceId }))[0]?.status).toBe('open');
  });

  it('is recorded once by the reconciler ten minutes later: one payment, the invoice paid, a receipt', async () => {
    const report = await reconcileAt(afterEverything());
    expect(report.error).toBeNull();
    expect(report.changed).toBe(1);
    expect(report.lines).toEqual([expect.stringMatching(/^recorded the monthly charge of HW-\d+ \$[\d.]+ \(hw-/)]);

    const [charge] = (await sandboxCharges(placed.paymentProfileId)).filter((c) => c.referenceId === referenceId);
    const recorded = await paymentsOfInvoice(invoiceId);
    expect(recorded).toEqual([
      expect.objectContaining({ paymentType: 'monthly', gatewayTransactionId: charge?.transactionId }),
    ]);
    const [invoice] = await t.database.db
      .select()
      .from(t.database.t.invoices)
      .where(eq(t.database.t.invoices.invoiceId, invoiceId));
    expect(invoice).toMatchObject({ status: 'paid' });
    const [intent] = await intentsFor({ invoiceId });
    expect(intent).toMatchObject({ status: 'succeeded', gatewayTransactionId: charge?.transactionId });
    const [attempt] = await t.database.db
      .select()
      .from(t.database.t.invoiceChargeAttempts)
      .where(eq(t.database.t.invoiceChargeAttempts.invoiceId, invoiceId));
    expect(attempt).toMatchObject({ outcome: 'approved', gatewayTransactionId: charge?.transactionId });
    const { emailOutbox } = t.database.t;
    const [receipts] = await t.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'ivy.intent@example.net'), like(emailOutbox.subject, '%receipt%2027-02%')));
    expect(Number(receipts?.n)).toBe(1);
  });

  it('changes nothing on a second reconciler run, and billing again charges nothing more', async () => {
    const again = await reconcileAt(afterEverything());
    expect(again.changed).toBe(0);
    const chargesBefore = (await sandboxCharges(placed.paymentProfileId)).length;
    const { contracts } = t.database.t;
    const [contract] = await t.database.db.select().from(contracts).where(eq(contracts.contractId, placed.contractId));
    for (const now of [billingDay, at('2027-03-03T09:00:00Z')]) {
      const billing = await monthlyBillingJob.run(context(now));
      expect(billing.lines.filter((line) => line.includes(contract?.policyNumber ?? '?'))).toEqual([]);
    }
    expect((await sandboxCharges(placed.paymentProfileId)).length).toBe(chargesBefore);
    expect(await paymentsOfInvoice(invoiceId)).toHaveLength(1);
  });
});

describe(`payment intents, on ${inject('dialect')}`, () => {
  it('makes one sandbox charge per key, answering the first result to a repeat', async () => {
    const card = await savedCard(t.app, 'key.once@example.net');
    const input = {
      customerProfileId: card.authNetProfileId,
      paymentProfileId: card.authNetPaymentProfileId,
      amountCents: 1234,
      description: 'once',
      referenceId: newReferenceId(),
    };
    expect(await t.app.paymentGateway.findCharge(input.referenceId)).toBeNull();
    const first = await t.app.paymentGateway.chargeProfile(input);
    const second = await t.app.paymentGateway.chargeProfile({ ...input, amountCents: 9999 });
    expect(first).toEqual({ approved: true, transactionId: expect.any(String) });
    expect(second).toEqual(first);
    expect(await sandboxCharges(card.authNetPaymentProfileId)).toHaveLength(1);
    expect(await t.app.paymentGateway.findCharge(input.referenceId)).toEqual({
      status: 'approved',
      transactionId: first.approved ? first.transactionId : '',
      amountCents: 1234,
    });
  });

  it('records each order’s charge as a succeeded intent naming the contract', async () => {
    const placed = await monthlyContract('order.intent@example.net');
    const i = t.database.t.paymentIntents;
    const [intent] = await t.database.db.select().from(i).where(eq(i.contractId, placed.contractId));
    const [charge] = await sandboxCharges(placed.paymentProfileId);
    expect(intent).toMatchObject({
      purpose: 'order',
      status: 'succeeded',
      gatewayTransactionId: charge?.transactionId,
      referenceId: charge?.referenceId,
    });
  });

  it('fails an intent whose charge never reached the gateway', async () => {
    const card = await savedCard(t.app, 'never.reached@example.net');
    const payment = await CardPayment.open(payments(), {
      purpose: 'serviceCallFee',
      amountCents: 7500,
      description: 'Service call fee',
      card: { customerProfileId: card.authNetProfileId, paymentProfileId: card.authNetPaymentProfileId },
    });
    const report = await reconcileAt(afterEverything());
    expect(report.lines).toContain(`failed the service call fee $75.00 (${payment.referenceId}): nothing was charged`);
    const [intent] = await intentsFor({ referenceId: payment.referenceId });
    expect(intent).toMatchObject({ status: 'failed', gatewayTransactionId: null });
    expect(await sandboxCharges(card.authNetPaymentProfileId)).toEqual([]);
  });

  it('gives back an order’s charge that a crash left without its order (refunded, since it settled meanwhile)', async () => {
    const card = await savedCard(t.app, 'no.order@example.net');
    const payment = await CardPayment.open(payments(), {
      purpose: 'order',
      amountCents: 54000,
      description: 'Signature plan',
      card: { customerProfileId: card.authNetProfileId, paymentProfileId: card.authNetPaymentProfileId },
    });
    const charged = await payment.charge();
    expect(charged.approved).toBe(true);
    // The process "died" here: nothing records the order.
    const report = await reconcileAt(afterEverything());
    // The reconciler runs as of days later: the charge has settled, so it is refunded, not voided.
    expect(report.lines).toContain(`refunded the order $540.00 (${payment.referenceId}): the order was not recorded`);
    const [intent] = await intentsFor({ referenceId: payment.referenceId });
    expect(intent).toMatchObject({ status: 'voided', gatewayTransactionId: payment.transactionId });
    expect(await sandboxCharges(card.authNetPaymentProfileId)).toEqual([
      expect.objectContaining({ transactionId: payment.transactionId, kind: 'charge', status: 'approved' }),
      expect.objectContaining({ refTransactionId: payment.transactionId, kind: 'refund', amountCents: 54000 }),
    ]);
    expect((await reconcileAt(afterEverything())).changed).toBe(0);
  });

  it('voids an invoice payment a crash left behind when the invoice was paid another way meanwhile', async () => {
    const placed = await monthlyContract('paid.meanwhile@example.net');
    const { invoices } = t.database.t;
    const [first] = await t.database.db.select().from(invoices).where(eq(invoices.contractId, placed.contractId));
    if (!first) throw new Error('no invoice');
    expect(first.status).toBe('paid');
    const payment = await CardPayment.open(payments(), {
      purpose: 'invoicePayment',
      amountCents: first.amountCents,
      description: 'Invoices',
      card: { customerProfileId: placed.card.authNetProfileId, paymentProfileId: placed.paymentProfileId },
      contractId: placed.contractId,
      invoiceId: first.invoiceId,
      effect: {
        kind: 'invoicePayment',
        invoiceIds: [first.invoiceId],
        payments: [
          {
            contractId: placed.contractId,
            invoiceId: first.invoiceId,
            amountCents: first.amountCents,
            paymentType: 'full',
          },
        ],
      },
    });
    await payment.charge();
    const report = await reconcileAt(afterEverything());
    expect(report.lines).toContainEqual(
      expect.stringContaining(`(${payment.referenceId}): the invoices were paid another way`),
    );
    expect((await intentsFor({ referenceId: payment.referenceId }))[0]?.status).toBe('voided');
    expect(await paymentsOfInvoice(first.invoiceId)).toHaveLength(1);
  });
});
