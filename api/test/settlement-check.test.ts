/**
 * The nightly settlement check against the sandbox's own settled batches: what it marks, what it finds, that a
 * second run finds the same and changes nothing, and chargebacks (a payment disputed, its card's automatic
 * charges stopped until staff decide).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chargedCardIds } from '../src/account/saved-cards.ts';
import { findJob, runJob } from '../src/jobs/registry.ts';
import { sandboxGateway, sandboxSettlementOf } from '../src/payments/sandbox-gateway.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

const DAY = 24 * 60 * 60 * 1000;
const CARD = { customerProfileId: 'cp-demo-homeowner', paymentProfileId: 'pp-demo-homeowner-visa' };
const CONTRACT = 'c-homeowner-0001';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe(`the settlement check, on ${inject('dialect')}`, () => {
  it('marks settled payments and reports unknown money, other amounts, unsettled payments and chargebacks', async () => {
    const { database, app } = t;
    const { t: tables } = database;
    const madeAt = new Date();
    const settlesAt = sandboxSettlementOf(madeAt);
    const now = new Date(settlesAt.getTime() + DAY + 4 * 60 * 60 * 1000);
    const gateway = sandboxGateway(database, {
      now: () => now,
      formSecret: 'settlement-test',
      hostedFormUrl: 'http://127.0.0.1/sandbox-gateway/customer/addPayment',
    });
    const charge = async (key: string, amountCents: number) => {
      const result = await app.paymentGateway.chargeProfile({
        ...CARD,
        amountCents,
        description: key,
        referenceId: key,
      });
      if (!result.approved) throw new Error('not approved');
      return result.transactionId;
    };
    const recorded = await charge('settle-recorded', 6499);
    const unknown = await charge('settle-unknown', 2500);
    const differs = await charge('settle-differs', 1000);
    const payment = (gatewayTransactionId: string, amountCents: number) => ({
      contractId: CONTRACT,
      amountCents,
      paymentType: 'monthly',
      gatewayTransactionId,
      creditCardId: 'card-demo-homeowner',
      createdAt: madeAt,
    });
    const rows = await database.transaction((tx) =>
      tx
        .insert(tables.policyPayments)
        .values([payment(recorded, 6499), payment(differs, 1200), payment('never-at-the-gateway', 3000)])
        .returning(),
    );

    const job = findJob('settlement-check');
    if (!job) throw new Error('no settlement-check job');
    const context = { database, gateway, mailer: app.mailer, config: app.config, log: app.log, now };
    const first = await runJob(job, context, 'command');
    expect(first.error).toBeNull();
    const text = first.lines.join('\n');
    expect(text).toContain(
      `unknownAtGateway: transaction ${unknown} of $25.00 settled at the card processor with no payment here (key settle-unknown)`,
    );
    expect(text).toContain(
      `amountDiffers: transaction ${differs} of $10.00: the card processor settled $10.00, we recorded $12.00`,
    );
    expect(text).toMatch(
      /neverSettled: payment \d+ of \$30\.00 on \S+ \(transaction never-at-the-gateway\) was not in any settled batch/,
    );
    expect(first.lines.filter((line) => line.includes(recorded))).toEqual([]);
    expect(first.changed).toBe(2);

    const [settled] = await database.db
      .select()
      .from(tables.policyPayments)
      .where(eq(tables.policyPayments.policyPaymentId, rows[0]?.policyPaymentId ?? 0));
    expect(settled?.settledAt?.toISOString()).toBe(settlesAt.toISOString());

    const findings = await database.db
      .select()
      .from(tables.staffAudit)
      .where(eq(tables.staffAudit.action, 'settlementFinding'));
    expect(findings).toHaveLength(3);
    const mail = await database.db
      .select()
      .from(tables.emailOutbox)
      .where(eq(tables.emailOutbox.to, app.config.brand.financeEmail));
    expect(mail.at(-1)?.subject).toMatch(/settlement check of \d{4}-\d{2}-\d{2} found 3 things/);

    const again = await runJob(job, context, 'command');
    expect(again.changed).toBe(0);
    expect(again.lines).toEqual(first.lines);

    // The card's bank takes the recorded payment back.
    await database.transaction((tx) =>
      tx
        .update(tables.sandboxTransactions)
        .set({ status: 'chargeback' })
        .where(eq(tables.sandboxTransactions.transactionId, recorded)),
    );
    const disputed = await runJob(job, context, 'command');
    expect(disputed.lines.join('\n')).toContain(
      `(transaction ${recorded}, $64.99) was charged back by the card's bank`,
    );
    const cards = await chargedCardIds(database.db, tables, [{ contractId: CONTRACT } as never]);
    expect(cards.get(CONTRACT)).toBeNull();

    const admin = await accessTokenFor(t, 'staff@example.com');
    const list = await app.inject({ method: 'GET', url: '/api/staff/disputes', headers: bearer(admin) });
    expect(list.statusCode, list.body).toBe(200);
    const dispute = list.json().items[0];
    expect(dispute).toMatchObject({
      policyPaymentId: rows[0]?.policyPaymentId,
      contractId: CONTRACT,
      amount: 64.99,
      decision: null,
      card: { creditCardId: 'card-demo-homeowner', suspended: true },
    });
    expect(Array.isArray(dispute.claims)).toBe(true);

    const decided = await app.inject({
      method: 'POST',
      url: `/api/staff/payments/${rows[0]?.policyPaymentId}/dispute`,
      headers: bearer(admin),
      payload: { decision: 'resumed' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ decision: 'resumed', card: { suspended: false } });
    expect((await chargedCardIds(database.db, tables, [{ contractId: CONTRACT } as never])).get(CONTRACT)).toBe(
      'card-demo-homeowner',
    );
    const changedMind = await app.inject({
      method: 'POST',
      url: `/api/staff/payments/${rows[0]?.policyPaymentId}/dispute`,
      headers: bearer(admin),
      payload: { decision: 'cardStopped' },
    });
    expect(changedMind.statusCode).toBe(409);
    const decisions = await database.db
      .select()
      .from(tables.staffAudit)
      .where(and(eq(tables.staffAudit.action, 'disputeDecision')));
    expect(decisions).toHaveLength(1);
  });
});
