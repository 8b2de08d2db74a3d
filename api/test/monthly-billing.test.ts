/**
 * The monthly billing job, on both dialects, run as of chosen moments: one invoice per billing period (the
 * billing day clamped to short months), each charged once; a second run, or two at once, changes nothing; a
 * declined card is a failed payment with a notice and a mail, retried 3, 7 and 14 days after the due date
 * exactly once each; paying from the account settles it and stops the retries; no card is a decline.
 */
import { billablePeriods, SANDBOX_APPROVED_CARD, SANDBOX_DECLINES_AFTER_SAVING_CARD } from '@hw/shared';
import { and, count, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobReport } from '../src/jobs/job.ts';
import { monthlyBillingJob } from '../src/jobs/monthly-billing.ts';
import type { PaymentGateway } from '../src/payments/gateway.ts';
import { backdateContract, jobContext, placeMonthlyOrder, saveCardForContract, savedCard } from './billing-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const at = (iso: string) => new Date(iso);

const run = (now: Date, gateway: PaymentGateway = t.app.paymentGateway): Promise<JobReport> =>
  monthlyBillingJob.run({ ...jobContext(t, now), gateway });

interface Placed {
  contractId: string;
  policyNumber: string;
  userId: string;
  email: string;
  paymentProfileId: string;
  monthlyCents: number;
}

/** A monthly homeowner order by a new account, then moved to begin at `effective` (written a few hours later). */
async function monthlyContract(email: string, effective: string): Promise<Placed> {
  const card = await savedCard(t.app, email);
  const contractId = await placeMonthlyOrder(t.app, card, { firstName: 'Mona', lastName: 'Monthly', email });
  const contract = await backdateContract(t, contractId, at(effective));
  expect(contract).toMatchObject({ status: 'active', paymentType: 'monthly', awaitingOwnerSince: null });
  return {
    contractId: contract.contractId,
    policyNumber: contract.policyNumber,
    userId: contract.ownerUserId,
    email,
    paymentProfileId: card.authNetPaymentProfileId,
    monthlyCents: contract.monthlyTotalCents,
  };
}

/** Makes a card the contract's own card (saved for its owner). */
async function useCard(contract: Placed, cardNumber: string) {
  const { paymentProfileId } = await saveCardForContract(t, contract, cardNumber);
  return { ...contract, paymentProfileId };
}

/** The card the order was paid with: the only one the owner has saved before `useCard`. */
async function orderCardId(userId: string) {
  const { paymentMethods } = t.database.t;
  const [card] = await t.database.db
    .select({ id: paymentMethods.creditCardId })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId));
  return card?.id;
}

/** The owner pays an invoice from the account with a saved card. */
async function payFromAccount(token: string, invoiceId: string | undefined, creditCardId: string | undefined) {
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/account/invoices',
    headers: bearer(token),
    payload: { invoiceIds: [invoiceId], creditCardId },
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

async function billed(contractId: string) {
  const { db, t: tables } = t.database;
  return db
    .select()
    .from(tables.invoices)
    .where(and(eq(tables.invoices.contractId, contractId), isNotNull(tables.invoices.billingPeriod)))
    .orderBy(tables.invoices.dueDate);
}

async function countOf(query: Promise<{ n: number }[]>) {
  return Number((await query)[0]?.n ?? 0);
}

const charges = (paymentProfileId: string) =>
  countOf(
    t.database.db
      .select({ n: count() })
      .from(t.database.t.sandboxTransactions)
      .where(eq(t.database.t.sandboxTransactions.paymentProfileId, paymentProfileId)),
  );

const payments = (contractId: string) =>
  countOf(
    t.database.db
      .select({ n: count() })
      .from(t.database.t.policyPayments)
      .where(eq(t.database.t.policyPayments.contractId, contractId)),
  );

const mails = (to: string, subject: string) =>
  countOf(
    t.database.db
      .select({ n: count() })
      .from(t.database.t.emailOutbox)
      .where(and(eq(t.database.t.emailOutbox.to, to), like(t.database.t.emailOutbox.subject, `%${subject}%`))),
  );

const notices = (contractId: string) =>
  countOf(
    t.database.db
      .select({ n: count() })
      .from(t.database.t.notices)
      .where(eq(t.database.t.notices.contractId, contractId)),
  );

const attempts = (invoiceId: string) =>
  t.database.db
    .select()
    .from(t.database.t.invoiceChargeAttempts)
    .where(eq(t.database.t.invoiceChargeAttempts.invoiceId, invoiceId))
    .orderBy(t.database.t.invoiceChargeAttempts.attempt);

describe('billing periods', () => {
  it('bills on the effective day, clamped to short months, after the period the order paid, until expiry', () => {
    const contract = {
      effectiveDate: at('2027-01-31T00:00:00Z'),
      expireDate: at('2028-01-31T00:00:00Z'),
      createdAt: at('2027-01-31T10:00:00Z'),
    };
    expect(billablePeriods(contract, at('2027-02-27T23:59:59Z'))).toEqual([]);
    expect(billablePeriods(contract, at('2027-04-30T00:00:00Z'))).toEqual([
      { period: '2027-02', start: at('2027-02-28T00:00:00Z') },
      { period: '2027-03', start: at('2027-03-31T00:00:00Z') },
      { period: '2027-04', start: at('2027-04-30T00:00:00Z') },
    ]);
    const all = billablePeriods(contract, at('2029-01-01T00:00:00Z'));
    expect(all).toHaveLength(11);
    expect(all.at(-1)?.period).toBe('2027-12');
    // A renewal written before it begins: its order paid the first period.
    const renewal = { ...contract, createdAt: at('2026-12-01T00:00:00Z') };
    expect(billablePeriods(renewal, at('2027-02-28T00:00:00Z')).map((p) => p.period)).toEqual(['2027-02']);
    // Written mid-period (an upgrade keeps its old start): billing starts with the next period.
    const upgrade = { ...contract, createdAt: at('2027-04-10T00:00:00Z') };
    expect(billablePeriods(upgrade, at('2027-04-30T00:00:00Z')).map((p) => p.period)).toEqual(['2027-04']);
  });
});

describe('the monthly billing job', () => {
  let paying: Placed;

  it('invoices each period once and charges it once, with a receipt; a second run changes nothing', async () => {
    paying = await monthlyContract('mona.paying@example.net', '2027-01-31T00:00:00Z');
    await run(at('2027-02-27T09:00:00Z'));
    expect(await billed(paying.contractId)).toEqual([]);
    const chargesAtOrder = await charges(paying.paymentProfileId);
    expect(chargesAtOrder).toBe(1);

    const first = await run(at('2027-02-28T09:00:00Z'));
    expect(first.lines).toContain(
      `charged ${paying.policyNumber} $${(paying.monthlyCents / 100).toFixed(2)} for 2027-02`,
    );
    const february = await billed(paying.contractId);
    expect(february).toHaveLength(1);
    expect(february[0]).toMatchObject({
      description: 'Monthly payment 2027-02',
      amountCents: paying.monthlyCents,
      dueDate: at('2027-02-28T00:00:00Z'),
      status: 'paid',
      billingPeriod: '2027-02',
    });
    expect(await charges(paying.paymentProfileId)).toBe(2);
    expect(await payments(paying.contractId)).toBe(2);
    expect(await mails(paying.email, 'receipt')).toBe(1);

    const again = await run(at('2027-02-28T09:00:00Z'));
    expect(again).toEqual({ changed: 0, lines: [] });

    await run(at('2027-04-30T09:00:00Z'));
    await run(at('2027-04-30T09:00:00Z'));
    const three = await billed(paying.contractId);
    expect(three.map((invoice) => [invoice.billingPeriod, invoice.status, invoice.dueDate.toISOString()])).toEqual([
      ['2027-02', 'paid', '2027-02-28T00:00:00.000Z'],
      ['2027-03', 'paid', '2027-03-31T00:00:00.000Z'],
      ['2027-04', 'paid', '2027-04-30T00:00:00.000Z'],
    ]);
    expect(await charges(paying.paymentProfileId)).toBe(4);
    expect(await payments(paying.contractId)).toBe(4);
    expect(await mails(paying.email, 'receipt')).toBe(3);
    expect(await run(at('2027-04-30T09:00:00Z'))).toEqual({ changed: 0, lines: [] });
  });

  it('marks a declined charge failed with a notice and a mail, retries on days 3, 7 and 14 once each, and stops once paid', async () => {
    const placed = await monthlyContract('dean.declined@example.net', '2027-01-15T00:00:00Z');
    const approvedCardId = await orderCardId(placed.userId);
    const declining = await useCard(placed, SANDBOX_DECLINES_AFTER_SAVING_CARD);
    const token = await accessTokenFor(t, declining.email);

    await run(at('2027-02-15T09:00:00Z'));
    await run(at('2027-02-15T09:00:00Z'));
    const [february] = await billed(declining.contractId);
    expect(february).toMatchObject({
      billingPeriod: '2027-02',
      status: 'unpaid',
      failedAt: at('2027-02-15T09:00:00Z'),
      failureReason: 'The card was declined by the bank.',
    });
    if (!february) throw new Error('no invoice');
    expect(await charges(declining.paymentProfileId)).toBe(1);
    expect(await notices(declining.contractId)).toBe(1);
    expect(await mails(declining.email, 'did not go through')).toBe(1);
    const failed = await t.app.inject({ method: 'GET', url: '/api/account/payment/failed', headers: bearer(token) });
    expect(failed.json()).toEqual([
      expect.objectContaining({ invoiceId: february.invoiceId, reason: 'The card was declined by the bank.' }),
    ]);
    const accountNotices = await t.app.inject({
      method: 'GET',
      url: `/api/account/notice/${declining.userId}`,
      headers: bearer(token),
    });
    expect(accountNotices.body).toContain('We will try the card again on 2027-02-18.');

    // Nothing between the retry days; each retry day once, however many runs.
    for (const [now, expected] of [
      ['2027-02-17T09:00:00Z', 1],
      ['2027-02-18T09:00:00Z', 2],
      ['2027-02-18T21:00:00Z', 2],
      ['2027-02-22T09:00:00Z', 3],
      ['2027-02-22T09:00:00Z', 3],
      ['2027-03-01T09:00:00Z', 4],
      ['2027-03-01T09:00:00Z', 4],
      ['2027-03-10T09:00:00Z', 4],
    ] as const) {
      await run(at(now));
      expect(await charges(declining.paymentProfileId), now).toBe(expected);
      expect(await notices(declining.contractId), now).toBe(expected);
      expect(await mails(declining.email, 'did not go through'), now).toBe(expected);
    }
    expect((await attempts(february.invoiceId)).map((a) => [a.attempt, a.outcome])).toEqual([
      [1, 'declined'],
      [2, 'declined'],
      [3, 'declined'],
      [4, 'declined'],
    ]);

    // March declines once, then the owner pays it from the account: no retry follows.
    await run(at('2027-03-15T09:00:00Z'));
    const march = (await billed(declining.contractId)).find((invoice) => invoice.billingPeriod === '2027-03');
    if (!march) throw new Error('no March invoice');
    expect(march.failedAt).not.toBeNull();
    await payFromAccount(token, march.invoiceId, approvedCardId);
    const chargesBefore = await charges(declining.paymentProfileId);
    await run(at('2027-03-18T09:00:00Z'));
    await run(at('2027-03-29T09:00:00Z'));
    expect(await charges(declining.paymentProfileId)).toBe(chargesBefore);
    expect((await attempts(march.invoiceId)).map((a) => a.attempt)).toEqual([1]);
    const stillFailed = await t.app.inject({
      method: 'GET',
      url: '/api/account/payment/failed',
      headers: bearer(token),
    });
    expect(stillFailed.json().map((f: { invoiceId: string }) => f.invoiceId)).toEqual([february.invoiceId]);
  });

  it('charges no card once the owner turned automatic payment off: the premium is invoiced and asked for', async () => {
    const placed = await monthlyContract('nora.nocard@example.net', '2027-01-20T00:00:00Z');
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/account/contract/${placed.contractId}/automaticPayment`,
      headers: bearer(await accessTokenFor(t, placed.email)),
      payload: { isEnabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().automaticPayment).toMatchObject({ isEnabled: false, card: null });
    await run(at('2027-02-20T09:00:00Z'));
    const [february] = await billed(placed.contractId);
    expect(february).toMatchObject({
      status: 'unpaid',
      failureReason: 'Automatic payment is off for this contract, so no card was charged.',
    });
    // Only the order's own charge: the clock charged nothing.
    expect(await charges(placed.paymentProfileId)).toBe(1);
    expect(await notices(placed.contractId)).toBe(1);
    expect(await mails(placed.email, 'did not go through')).toBe(1);
  });

  it('does not try again a card that has expired: the owner is asked for a new one, which the next attempt charges', async () => {
    const placed = await monthlyContract('ezra.expired@example.net', '2027-03-12T00:00:00Z');
    // The bank now says the card has expired.
    await t.database.transaction((tx) =>
      tx
        .update(t.database.t.sandboxPaymentProfiles)
        .set({ expirationDate: '01/20' })
        .where(eq(t.database.t.sandboxPaymentProfiles.paymentProfileId, placed.paymentProfileId)),
    );
    await run(at('2027-04-12T09:00:00Z'));
    const [april] = await billed(placed.contractId);
    if (!april) throw new Error('no invoice');
    expect(april).toMatchObject({ status: 'unpaid', failureReason: 'The card has expired.' });
    const tried = await charges(placed.paymentProfileId);
    expect(await mails(placed.email, 'did not go through')).toBe(1);
    const [notice] = await t.database.db
      .select()
      .from(t.database.t.notices)
      .where(eq(t.database.t.notices.contractId, placed.contractId));
    expect(notice?.text).toContain('We will not try the card again.');

    // Day 3: recorded, not charged, and not mailed again.
    const third = await run(at('2027-04-15T09:00:00Z'));
    expect(third.lines.join('\n')).toContain('did not charge');
    expect(await charges(placed.paymentProfileId)).toBe(tried);
    expect(await mails(placed.email, 'did not go through')).toBe(1);
    expect((await attempts(april.invoiceId)).map((a) => [a.attempt, a.outcome, a.declineReason])).toEqual([
      [1, 'declined', 'expired'],
      [2, 'declined', 'expired'],
    ]);

    // A new card, chosen for the contract: the day-7 attempt charges it.
    const renewed = await useCard(placed, SANDBOX_APPROVED_CARD);
    await run(at('2027-04-19T09:00:00Z'));
    expect((await billed(placed.contractId))[0]?.status).toBe('paid');
    expect(await charges(renewed.paymentProfileId)).toBe(1);
  });

  it('charges once when two runs race', async () => {
    const placed = await monthlyContract('rita.race@example.net', '2027-05-10T00:00:00Z');
    await Promise.all([run(at('2027-06-10T09:00:00Z')), run(at('2027-06-10T09:00:00Z'))]);
    const invoices = await billed(placed.contractId);
    expect(invoices.map((invoice) => [invoice.billingPeriod, invoice.status])).toEqual([['2027-06', 'paid']]);
    expect(await charges(placed.paymentProfileId)).toBe(2);
    expect(await payments(placed.contractId)).toBe(2);
    expect(await mails(placed.email, 'receipt')).toBe(1);
  });

  it('lets a payment from the account made during the charge win: the charge is voided', async () => {
    const placed = await monthlyContract('paula.parallel@example.net', '2027-07-05T00:00:00Z');
    const token = await accessTokenFor(t, placed.email);
    const cardId = await orderCardId(placed.userId);
    let jobTransactionId = '';
    const sandbox = t.app.paymentGateway;
    // The owner pays the invoice from the account while the job's charge is on its way.
    const racing: PaymentGateway = {
      ...sandbox,
      async chargeProfile(input) {
        const result = await sandbox.chargeProfile(input);
        if (!input.description.includes(placed.policyNumber)) return result;
        if (result.approved) jobTransactionId = result.transactionId;
        const [invoice] = await billed(placed.contractId);
        await payFromAccount(token, invoice?.invoiceId, cardId);
        return result;
      },
    };
    const report = await run(at('2027-08-05T09:00:00Z'), racing);
    expect(report.lines).toContain(`voided the charge of ${placed.policyNumber} 2027-08: paid meanwhile`);
    const [invoice] = await billed(placed.contractId);
    if (!invoice) throw new Error('no invoice');
    expect(invoice.status).toBe('paid');
    const invoicePayments = await t.database.db
      .select()
      .from(t.database.t.policyPayments)
      .where(eq(t.database.t.policyPayments.invoiceId, invoice.invoiceId));
    expect(invoicePayments).toHaveLength(1);
    expect(invoicePayments[0]?.gatewayTransactionId).not.toBe(jobTransactionId);
    const [voided] = await t.database.db
      .select()
      .from(t.database.t.sandboxTransactions)
      .where(eq(t.database.t.sandboxTransactions.transactionId, jobTransactionId));
    expect(voided?.status).toBe('voided');
    expect((await attempts(invoice.invoiceId)).map((a) => a.outcome)).toEqual(['paidMeanwhile']);
    expect(await mails(placed.email, 'receipt')).toBe(0);
  });

  it('takes a decline that comes back after the owner paid from the account as no failure: no notice, no mail', async () => {
    const placed = await monthlyContract('delia.declined.meanwhile@example.net', '2027-07-07T00:00:00Z');
    const token = await accessTokenFor(t, placed.email);
    const approvedCardId = await orderCardId(placed.userId);
    const declining = await useCard(placed, SANDBOX_DECLINES_AFTER_SAVING_CARD);
    const sandbox = t.app.paymentGateway;
    // The bank declines the job's charge while the owner pays the same invoice with another card.
    const racing: PaymentGateway = {
      ...sandbox,
      async chargeProfile(input) {
        const result = await sandbox.chargeProfile(input);
        if (!input.description.includes(placed.policyNumber)) return result;
        expect(result.approved).toBe(false);
        const [invoice] = await billed(placed.contractId);
        await payFromAccount(token, invoice?.invoiceId, approvedCardId);
        return result;
      },
    };
    await run(at('2027-08-07T09:00:00Z'), racing);
    const [invoice] = await billed(placed.contractId);
    if (!invoice) throw new Error('no invoice');
    expect(invoice).toMatchObject({ status: 'paid', failedAt: null, failureReason: null });
    expect((await attempts(invoice.invoiceId)).map((a) => [a.outcome, a.declineReason])).toEqual([
      ['paidMeanwhile', null],
    ]);
    expect(await charges(declining.paymentProfileId)).toBe(1);
    expect(await notices(placed.contractId)).toBe(0);
    expect(await mails(placed.email, 'did not go through')).toBe(0);
    const failed = await t.app.inject({ method: 'GET', url: '/api/account/payment/failed', headers: bearer(token) });
    expect(failed.json()).toEqual([]);
    // The retry days that follow charge nothing: the invoice is paid.
    await run(at('2027-08-10T09:00:00Z'));
    expect(await charges(declining.paymentProfileId)).toBe(1);
  });

  it('when the card processor cannot be reached, marks the attempt unavailable and tells nobody of a failure', async () => {
    const placed = await monthlyContract('uma.unreachable@example.net', '2027-07-09T00:00:00Z');
    const sandbox = t.app.paymentGateway;
    let calls = 0;
    const unreachable: PaymentGateway = {
      ...sandbox,
      async chargeProfile(input) {
        if (!input.description.includes(placed.policyNumber)) return sandbox.chargeProfile(input);
        calls += 1;
        throw new Error('connect ETIMEDOUT');
      },
    };
    const report = await run(at('2027-08-09T09:00:00Z'), unreachable);
    expect(report.lines).toContain(`could not reach the card processor for ${placed.policyNumber} 2027-08`);
    await run(at('2027-08-09T15:00:00Z'), unreachable);
    expect(calls).toBe(1);
    const [invoice] = await billed(placed.contractId);
    if (!invoice) throw new Error('no invoice');
    expect(invoice).toMatchObject({ status: 'unpaid', failedAt: null });
    expect((await attempts(invoice.invoiceId)).map((a) => [a.attempt, a.outcome])).toEqual([[1, 'unavailable']]);
    expect(await notices(placed.contractId)).toBe(0);
    expect(await mails(placed.email, 'did not go through')).toBe(0);
  });
});

describe('the owner’s choice of messages', () => {
  it('mails no receipt once the owner turned receipts off, and mails a declined charge whatever was stored', async () => {
    const placed = await monthlyContract('rita.receipts@example.net', '2027-01-10T00:00:00Z');
    const token = await accessTokenFor(t, placed.email);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/account/messagePreferences',
      headers: bearer(token),
      payload: { choices: [{ kind: 'receipts', channel: 'email', on: false }] },
    });
    expect(off.statusCode, off.body).toBe(200);
    await run(at('2027-02-10T09:00:00Z'));
    expect((await billed(placed.contractId)).map((invoice) => invoice.status)).toEqual(['paid']);
    expect(await mails(placed.email, 'receipt')).toBe(0);

    // The API refuses to turn the mail of a failed payment off; even a stored "off" does not stop it.
    await t.database.transaction((tx) =>
      tx
        .update(t.database.t.users)
        .set({ messagePreferences: { receipts: { email: false }, paymentFailed: { email: false, text: false } } })
        .where(eq(t.database.t.users.id, placed.userId)),
    );
    await useCard(placed, SANDBOX_DECLINES_AFTER_SAVING_CARD);
    await run(at('2027-03-10T09:00:00Z'));
    expect(await mails(placed.email, 'did not go through')).toBe(1);
  });
});
