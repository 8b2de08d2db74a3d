/**
 * The end of dunning and cards about to expire, on both dialects, with the clock's jobs run as of chosen
 * moments: a monthly contract is suspended the day its last charge attempt fails (not before), takes no claim
 * and says why, and is active again once the owner pays; one still unpaid 30 days past due is cancelled, with a
 * notice and one mail; a second run at the same moment changes nothing; the owner of a card that expires
 * before the next monthly charge is asked once, 30 days ahead, to update it.
 */
import { SANDBOX_APPROVED_CARD, SANDBOX_DECLINES_AFTER_SAVING_CARD, serviceRequestMessages } from '@hw/shared';
import { and, count, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cardExpiryJob } from '../src/jobs/card-expiry.ts';
import { runDueJobs } from '../src/jobs/index.ts';
import type { JobReport } from '../src/jobs/job.ts';
import {
  backdateContract,
  FUTURE_EXPIRY,
  jobContext,
  placeMonthlyOrder,
  saveCardForContract,
  savedCard,
} from './billing-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';
import { expectBrandedMail } from './mail-checks.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const day = (date: Date) => date.toISOString().slice(0, 10);
const plus = (date: Date, days: number, hours = 9) => new Date(date.getTime() + days * DAY + hours * HOUR);

/**
 * Claims are judged at the real time, so these contracts began three months ago (on the 10th): the first
 * monthly payment the job bills fell due two months ago, and every day of its dunning has passed.
 */
const today = new Date();
const EFFECTIVE = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 3, 10));
const FIRST_DUE = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 10));

const context = (now: Date) => jobContext(t, now);

/** Every job, in order, as of `now`; none may fail. Answers the dunning job's lines. */
async function runAll(now: Date): Promise<{ changed: number[]; dunning: string[] }> {
  const results = await runDueJobs(context(now));
  for (const result of results) expect(result.error, `${result.name} at ${now.toISOString()}`).toBeNull();
  return {
    changed: results.map((result) => result.changed),
    dunning: results.find((result) => result.name === 'dunning')?.lines ?? [],
  };
}

const runCardExpiry = (now: Date): Promise<JobReport> => cardExpiryJob.run(context(now));

interface Placed {
  contractId: string;
  policyNumber: string;
  userId: string;
  email: string;
  /** The card the order was paid with, the owner's default. */
  orderCardId: string;
}

/** A monthly homeowner order by a new account, then moved to begin at `effective` (written a few hours later). */
async function monthlyContract(email: string, effective: Date): Promise<Placed> {
  const card = await savedCard(t.app, email);
  const contractId = await placeMonthlyOrder(t.app, card, { firstName: 'Dana', lastName: 'Dunning', email });
  const contract = await backdateContract(t, contractId, effective);
  const { paymentMethods } = t.database.t;
  const [orderCard] = await t.database.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.paymentProfileId, card.authNetPaymentProfileId));
  if (!orderCard) throw new Error('no order card');
  expect(contract).toMatchObject({ status: 'active', paymentType: 'monthly', awaitingOwnerSince: null });
  return {
    contractId: contract.contractId,
    policyNumber: contract.policyNumber,
    userId: contract.ownerUserId,
    email,
    orderCardId: orderCard.creditCardId,
  };
}

/** Saves a card for the owner and makes it the contract's own card. */
async function useCard(contract: Placed, cardNumber: string, expirationDate = FUTURE_EXPIRY): Promise<string> {
  return (await saveCardForContract(t, contract, cardNumber, expirationDate)).creditCardId;
}

async function contractRow(contractId: string) {
  const { contracts } = t.database.t;
  const [row] = await t.database.db.select().from(contracts).where(eq(contracts.contractId, contractId));
  if (!row) throw new Error(`no contract ${contractId}`);
  return row;
}

async function billed(contractId: string) {
  const { db, t: tables } = t.database;
  return db
    .select()
    .from(tables.invoices)
    .where(and(eq(tables.invoices.contractId, contractId), isNotNull(tables.invoices.billingPeriod)))
    .orderBy(tables.invoices.dueDate);
}

const countOf = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

const mails = (to: string, subject: string) =>
  countOf(
    t.database.db
      .select({ n: count() })
      .from(t.database.t.emailOutbox)
      .where(and(eq(t.database.t.emailOutbox.to, to), like(t.database.t.emailOutbox.subject, `%${subject}%`))),
  );

const noticesTitled = (userId: string, title: string) =>
  t.database.db
    .select()
    .from(t.database.t.notices)
    .where(and(eq(t.database.t.notices.userId, userId), like(t.database.t.notices.title, `%${title}%`)));

const attempts = (invoiceId: string) =>
  countOf(
    t.database.db
      .select({ n: count() })
      .from(t.database.t.invoiceChargeAttempts)
      .where(eq(t.database.t.invoiceChargeAttempts.invoiceId, invoiceId)),
  );

const authorize = async (contractId: string, token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/authorize/serviceRequest/${contractId}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { isAuthorized: boolean; message?: string };
};

const fileClaim = (contractId: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/serviceRequest',
    headers: bearer(token),
    payload: {
      contractId,
      warrantyItemId: 'si-cooling',
      questionsAndAnswers: [],
      contactPreferences: {
        contactName: 'Dana Dunning',
        phone: '(512) 555 0188',
        email: 'dana@example.net',
        preferredContactMethod: 'text',
        bestTimeToContact: 'morning',
        permissionToEnter: false,
      },
      confirmedServiceCallFee: 75,
      paymentInfo: {},
    },
  });

describe(`suspension and cancellation for an unpaid monthly payment, on ${inject('dialect')}`, () => {
  it('suspends the contract the day its last charge attempt fails, not before, with a notice and a mail', async () => {
    const placed = await monthlyContract('sam.suspended@example.net', EFFECTIVE);
    await useCard(placed, SANDBOX_DECLINES_AFTER_SAVING_CARD);

    for (const days of [0, 3, 7, 13]) {
      await runAll(plus(FIRST_DUE, days));
      expect((await contractRow(placed.contractId)).status, `day ${days}`).toBe('active');
    }

    const lastAttempt = plus(FIRST_DUE, 14);
    const run = await runAll(lastAttempt);
    const [invoice] = await billed(placed.contractId);
    if (!invoice) throw new Error('no invoice');
    expect(invoice).toMatchObject({ status: 'unpaid', dueDate: FIRST_DUE });
    expect(await attempts(invoice.invoiceId)).toBe(4);
    expect((await contractRow(placed.contractId)).status).toBe('suspended');
    expect(run.dunning).toContain(
      `suspended ${placed.policyNumber}: monthly payment ${invoice.billingPeriod} due ${day(FIRST_DUE)} unpaid`,
    );
    const [notice, ...more] = await noticesTitled(placed.userId, 'is suspended');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ contractId: placed.contractId, level: 'warning' });
    expect(notice?.text).toContain(`due ${day(FIRST_DUE)} was not paid`);
    expect(notice?.text).toContain('service requests are refused until it is paid');
    expect(notice?.text).toContain(`cancelled on ${day(new Date(FIRST_DUE.getTime() + 30 * DAY))}`);
    expect(await mails(placed.email, 'is suspended')).toBe(1);
    const [suspension] = await t.database.db
      .select()
      .from(t.database.t.emailOutbox)
      .where(
        and(eq(t.database.t.emailOutbox.to, placed.email), like(t.database.t.emailOutbox.subject, '%is suspended')),
      );
    expectBrandedMail(suspension!);
    expect(suspension?.text).toContain(`Pay now: ${t.app.config.publicOrigin}/account`);

    const again = await runAll(lastAttempt);
    expect(again.changed).toEqual(again.changed.map(() => 0));
    await runAll(plus(FIRST_DUE, 20));
    expect(await noticesTitled(placed.userId, 'is suspended')).toHaveLength(1);
    expect(await mails(placed.email, 'is suspended')).toBe(1);
  });

  it('refuses a claim on the suspended contract, saying which payment it waits for, until the owner pays it', async () => {
    const placed = await monthlyContract('sue.suspended@example.net', EFFECTIVE);
    await useCard(placed, SANDBOX_DECLINES_AFTER_SAVING_CARD);
    const token = await accessTokenFor(t, placed.email);
    for (const days of [0, 3, 7, 14]) await runAll(plus(FIRST_DUE, days));
    expect((await contractRow(placed.contractId)).status).toBe('suspended');

    const message = serviceRequestMessages.suspended(day(FIRST_DUE));
    expect(await authorize(placed.contractId, token)).toMatchObject({ isAuthorized: false, message });
    const refused = await fileClaim(placed.contractId, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([{ code: 'forbidden', message }]);

    const [invoice] = await billed(placed.contractId);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/account/invoices',
      headers: bearer(token),
      payload: { invoiceIds: [invoice?.invoiceId], creditCardId: placed.orderCardId },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await contractRow(placed.contractId)).status).toBe('active');
    expect(await authorize(placed.contractId, token)).toMatchObject({ isAuthorized: true });
    // Nothing left for the job to do about it.
    expect((await runAll(plus(FIRST_DUE, 15))).dunning.join('\n')).not.toContain(placed.policyNumber);
    expect((await contractRow(placed.contractId)).status).toBe('active');
  });

  it('cancels the contract 30 days past due, with a notice and one mail, and charges it no more', async () => {
    const placed = await monthlyContract('carl.cancelled@example.net', EFFECTIVE);
    const token = await accessTokenFor(t, placed.email);
    // Automatic payment off: no card is charged, and every attempt finds none.
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/account/contract/${placed.contractId}/automaticPayment`,
      headers: bearer(token),
      payload: { isEnabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    for (const days of [0, 3, 7, 14, 29]) await runAll(plus(FIRST_DUE, days));
    expect((await contractRow(placed.contractId)).status).toBe('suspended');
    expect(await noticesTitled(placed.userId, 'is cancelled')).toEqual([]);

    const cancelAt = plus(FIRST_DUE, 30);
    const run = await runAll(cancelAt);
    const [invoice] = await billed(placed.contractId);
    if (!invoice) throw new Error('no invoice');
    expect(run.dunning).toContain(
      `cancelled ${placed.policyNumber}: monthly payment ${invoice.billingPeriod} due ${day(FIRST_DUE)} unpaid`,
    );
    expect(await contractRow(placed.contractId)).toMatchObject({ status: 'cancelled', cancelledAt: cancelAt });
    const cancelled = await noticesTitled(placed.userId, 'is cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.text).toContain(`due ${day(FIRST_DUE)} was not paid within 30 days`);
    expect(await mails(placed.email, 'is cancelled')).toBe(1);

    const again = await runAll(cancelAt);
    expect(again.changed).toEqual(again.changed.map(() => 0));
    await runAll(plus(FIRST_DUE, 45));
    expect(await mails(placed.email, 'is cancelled')).toBe(1);
    expect(await mails(placed.email, 'did not go through')).toBe(4);
    expect(await attempts(invoice.invoiceId)).toBe(4);
    // The payment stays owed; no later period is billed.
    expect((await billed(placed.contractId)).map((row) => row.status)).toEqual(['unpaid']);

    const message = serviceRequestMessages.cancelledUnpaid(day(cancelAt), day(FIRST_DUE), t.app.config.brand.phone);
    expect(await authorize(placed.contractId, token)).toMatchObject({ isAuthorized: false, message });
    const refused = await fileClaim(placed.contractId, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe(message);
  });

  it('says when an expired contract ended', async () => {
    const placed = await monthlyContract('eddie.expired@example.net', EFFECTIVE);
    const token = await accessTokenFor(t, placed.email);
    const ended = new Date(Date.now() - 3 * DAY);
    await t.database.transaction((tx) =>
      tx
        .update(t.database.t.contracts)
        .set({ status: 'expired', expireDate: ended })
        .where(eq(t.database.t.contracts.contractId, placed.contractId)),
    );
    const message = serviceRequestMessages.expired(day(ended), t.app.config.brand.phone);
    expect(await authorize(placed.contractId, token)).toMatchObject({ isAuthorized: false, message });
    expect((await fileClaim(placed.contractId, token)).json().errors[0].message).toBe(message);
  });
});

describe(`cards about to expire, on ${inject('dialect')}`, () => {
  it('asks once, 30 days ahead, to update a card that expires before the next monthly charge', async () => {
    // Billed on the 15th; the card is good through March 2027, so the charge of 15 April would fail.
    const placed = await monthlyContract('carla.card@example.net', new Date('2027-01-15T00:00:00Z'));
    await useCard(placed, SANDBOX_APPROVED_CARD, '03/27');
    // A contract that ends before its next charge would fall after the card's expiry: nothing to ask.
    const ending = await monthlyContract('evan.ending@example.net', new Date('2026-04-20T00:00:00Z'));
    await useCard(ending, SANDBOX_APPROVED_CARD, '03/27');
    // A card that outlives the next charge.
    const lasting = await monthlyContract('lena.lasting@example.net', new Date('2027-01-15T00:00:00Z'));

    // 30 days ahead is 2 March; until 15 March the next charge still finds the card good.
    for (const now of ['2027-03-01T11:00:00Z', '2027-03-02T11:00:00Z', '2027-03-14T11:00:00Z']) {
      await runCardExpiry(new Date(now));
      expect(await noticesTitled(placed.userId, 'about to expire'), now).toEqual([]);
    }
    const first = await runCardExpiry(new Date('2027-03-15T11:00:00Z'));
    expect(first.lines).toEqual([`asked to update the card ending 1111 (expires 03/27) of ${placed.policyNumber}`]);
    const [notice, ...more] = await noticesTitled(placed.userId, 'about to expire');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ contractId: placed.contractId, title: 'Your card ending 1111 is about to expire' });
    expect(notice?.text).toContain('expires at the end of March 2027');
    expect(notice?.text).toContain(`for ${placed.policyNumber} on 2027-04-15`);
    expect(notice?.text).toContain('Please update the card');
    expect(await mails(placed.email, 'about to expire')).toBe(1);

    expect(await runCardExpiry(new Date('2027-03-15T11:00:00Z'))).toEqual({ changed: 0, lines: [] });
    expect(await runCardExpiry(new Date('2027-03-25T11:00:00Z'))).toEqual({ changed: 0, lines: [] });
    expect(await noticesTitled(placed.userId, 'about to expire')).toHaveLength(1);
    expect(await mails(placed.email, 'about to expire')).toBe(1);

    expect(await noticesTitled(ending.userId, 'about to expire')).toEqual([]);
    expect(await noticesTitled(lasting.userId, 'about to expire')).toEqual([]);
    expect(await mails(lasting.email, 'about to expire')).toBe(0);
  });
});
