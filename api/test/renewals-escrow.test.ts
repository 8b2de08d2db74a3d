/**
 * The renewals and escrow follow-up jobs, on both dialects, run as of chosen moments. An auto-renewing contract
 * gets one renewal 30 days before its end, at the catalogue's renewal price with the auto-renew discount, charged
 * on the new term's first day to the old contract's card and started by the lifecycle; never a second one (a
 * re-run, two runs at once, or the owner's own early renewal). The others are reminded 60 and 30 days before
 * their end, once each, with the link that renews them. An escrow order unpaid 30 days after closing reminds
 * its agent; after 60 it is cancelled, with word to the agent and the buyer; a paid one is left alone. A run
 * repeated at the same moment changes nothing.
 */
import { HOMEOWNER_PLAN_TYPE_ID, SANDBOX_DECLINES_AFTER_SAVING_CARD } from '@hw/shared';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { escrowFollowUpJob } from '../src/jobs/escrow-follow-up.ts';
import { runDueJobs } from '../src/jobs/index.ts';
import type { JobDefinition } from '../src/jobs/job.ts';
import { monthlyBillingJob } from '../src/jobs/monthly-billing.ts';
import { renewalsJob } from '../src/jobs/renewals.ts';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../src/seed/reference.ts';
import {
  backdateContract,
  escrowOrderBody,
  jobContext,
  phoenixHome,
  saveCardForContract,
  savedCard,
} from './billing-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

const DAY = 24 * 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY);
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const context = (now: Date) => jobContext(t, now);
const run = (job: JobDefinition, now: Date) => job.run(context(now));
const runAll = (now: Date) => runDueJobs(context(now));

interface Placed {
  contractId: string;
  policyNumber: string;
  userId: string;
  email: string;
  paymentProfileId: string;
  expireDate: Date;
}

const property = (streetAddress: string) => ({
  address: { streetAddress, city: 'Austin', state: 'TX', zipCode: '78701' },
  dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
  squareFootage: 1000,
});

/** A homeowner order by a new account, then moved to run a year from `effective`. */
async function homeownerContract(
  email: string,
  effective: string,
  options: { isAutoRenew: boolean; paymentType: 'full' | 'monthly'; street: string },
): Promise<Placed> {
  const card = await savedCard(t.app, email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    payload: {
      planTypeId: HOMEOWNER_PLAN_TYPE_ID,
      planId: 'plan-ho-signature',
      property: property(options.street),
      addons: [{ salesItemId: 'si-pool-spa', quantity: 1 }],
      isAutoRenew: options.isAutoRenew,
      owner: { firstName: 'Rene', lastName: 'Renner', email, phone: '512-555-0177' },
      payment: { type: options.paymentType, ...card },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const row = await backdateContract(t, res.json().contractId, at(effective), 0);
  expect(row).toMatchObject({ status: 'active', isAutoRenew: options.isAutoRenew });
  return {
    contractId: row.contractId,
    policyNumber: row.policyNumber,
    userId: row.ownerUserId,
    email,
    paymentProfileId: card.authNetPaymentProfileId,
    expireDate: row.expireDate,
  };
}

/** Makes a card the contract's own card (saved for its owner). */
async function useCard(placed: Placed, cardNumber: string): Promise<Placed> {
  const { paymentProfileId } = await saveCardForContract(t, placed, cardNumber);
  return { ...placed, paymentProfileId };
}

async function contract(contractId: string) {
  const { contracts } = t.database.t;
  const [row] = await t.database.db.select().from(contracts).where(eq(contracts.contractId, contractId));
  if (!row) throw new Error(`no contract ${contractId}`);
  return row;
}

const renewalsOf = (contractId: string) => {
  const { contracts } = t.database.t;
  return t.database.db
    .select()
    .from(contracts)
    .where(and(eq(contracts.previousContractId, contractId), eq(contracts.orderKind, 'renewal')));
};

const invoicesOf = (contractId: string) =>
  t.database.db.select().from(t.database.t.invoices).where(eq(t.database.t.invoices.contractId, contractId));

const mails = (to: string, subject: string) =>
  t.database.db
    .select()
    .from(t.database.t.emailOutbox)
    .where(and(eq(t.database.t.emailOutbox.to, to), like(t.database.t.emailOutbox.subject, `%${subject}%`)));

const noticesOf = (userId: string, contractId: string) =>
  t.database.db
    .select()
    .from(t.database.t.notices)
    .where(and(eq(t.database.t.notices.userId, userId), eq(t.database.t.notices.contractId, contractId)));

const charges = async (paymentProfileId: string) => {
  const { sandboxTransactions } = t.database.t;
  const [row] = await t.database.db
    .select({ n: count() })
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.paymentProfileId, paymentProfileId));
  return Number(row?.n ?? 0);
};

/** The renewal's price as the owner's own order would be priced by the catalogue: with or without auto-renew. */
async function renewalPrice(placed: Placed, street: string, isAutoRenew: boolean) {
  const priced = await t.app.inject({
    method: 'POST',
    url: '/api/order/priceBreakdown',
    headers: bearer(await accessTokenFor(t, placed.email)),
    payload: {
      planTypeId: HOMEOWNER_PLAN_TYPE_ID,
      planId: 'plan-ho-signature',
      property: property(street),
      addons: [{ salesItemId: 'si-pool-spa', quantity: 1 }],
      contractId: placed.contractId,
      isRenewing: true,
      isAutoRenew,
      shouldUseCredit: true,
    },
  });
  expect(priced.statusCode, priced.body).toBe(200);
  const breakdown = priced.json() as { total: number; monthlyTotal: number; items: { description: string }[] };
  return {
    totalCents: Math.round(breakdown.total * 100),
    monthlyCents: Math.round(breakdown.monthlyTotal * 100),
    items: breakdown.items,
  };
}

describe(`automatic renewals, on ${inject('dialect')}`, () => {
  const street = '300 Auto Renew Ln';
  let placed: Placed;
  let renewalId: string;

  it('writes one renewal 30 days before the end, at the discounted renewal price, even with two runs at once', async () => {
    placed = await homeownerContract('ann.auto@example.net', '2030-03-01T00:00:00Z', {
      isAutoRenew: true,
      paymentType: 'full',
      street,
    });
    const due = daysBefore(placed.expireDate, 30);
    await run(renewalsJob, daysBefore(due, 1));
    expect(await renewalsOf(placed.contractId)).toEqual([]);

    const [first, second] = await Promise.all([run(renewalsJob, due), run(renewalsJob, due)]);
    const renewals = await renewalsOf(placed.contractId);
    expect(renewals).toHaveLength(1);
    const [renewal] = renewals;
    if (!renewal) throw new Error('no renewal');
    renewalId = renewal.contractId;

    const price = await renewalPrice(placed, street, true);
    const undiscounted = await renewalPrice(placed, street, false);
    expect(price.totalCents).toBeLessThan(undiscounted.totalCents);
    expect(price.items.map((item) => item.description)).toContain('Auto-renew discount');
    expect(renewal).toMatchObject({
      status: 'pending',
      orderKind: 'renewal',
      orderStatus: 'waitingForPayment',
      paymentType: 'full',
      isAutoRenew: true,
      planId: 'plan-ho-signature',
      addons: [{ salesItemId: 'si-pool-spa', quantity: 1 }],
      ownerUserId: placed.userId,
      effectiveDate: placed.expireDate,
      expireDate: at('2032-03-01T00:00:00Z'),
      totalCents: price.totalCents,
    });
    expect(renewal.address.streetAddress).toBe(street);
    expect(await invoicesOf(renewalId)).toEqual([
      expect.objectContaining({ amountCents: price.totalCents, dueDate: placed.expireDate, status: 'unpaid' }),
    ]);
    expect((await contract(placed.contractId)).orderStatus).toBe('renewed');

    expect(
      [...first.lines, ...second.lines].filter((line) => line.startsWith(`renewed ${placed.policyNumber}`)),
    ).toEqual([
      `renewed ${placed.policyNumber} as ${renewal.policyNumber} from 2031-03-01, $${(price.totalCents / 100).toFixed(2)} due then`,
    ]);
    const [mail, ...more] = await mails(placed.email, `${placed.policyNumber} renews on 2031-03-01`);
    expect(more).toEqual([]);
    expect(mail?.text).toContain(renewal.policyNumber);
    expect(mail?.text).toContain(
      `We will charge $${(price.totalCents / 100).toFixed(2)} to your visa ending 1111 on 2031-03-01`,
    );
  });

  it('changes nothing when run again, nor before the new term begins', async () => {
    expect(await run(renewalsJob, daysBefore(placed.expireDate, 30))).toEqual({ changed: 0, lines: [] });
    expect(await run(renewalsJob, daysBefore(placed.expireDate, 1))).toEqual({ changed: 0, lines: [] });
    expect(await renewalsOf(placed.contractId)).toHaveLength(1);
    expect(await charges(placed.paymentProfileId)).toBe(1);
  });

  it('charges the renewal on the new term’s first day to the old contract’s card; the lifecycle starts it on the same run', async () => {
    const firstDay = new Date(placed.expireDate.getTime() + 4 * 3600_000);
    const reports = await runAll(firstDay);
    const renewalReport = reports.find((report) => report.name === 'renewals');
    const renewal = await contract(renewalId);
    expect(renewalReport?.lines).toContain(
      `charged ${renewal.policyNumber} $${(renewal.totalCents / 100).toFixed(2)} for the renewal of ${placed.policyNumber}`,
    );
    expect(await charges(placed.paymentProfileId)).toBe(2);
    expect(await invoicesOf(renewalId)).toEqual([expect.objectContaining({ status: 'paid', paidAt: firstDay })]);
    expect(renewal.orderStatus).toBe('completed');
    expect(
      await mails(placed.email, `receipt for the renewal of your home warranty (${renewal.policyNumber})`),
    ).toHaveLength(1);
    expect((await contract(placed.contractId)).status).toBe('expired');

    // Renewals run before the lifecycle: the renewal paid on its first day starts on the same run.
    const lifecycle = reports.find((report) => report.name === 'contract-lifecycle');
    expect(lifecycle?.lines).toContain(`started ${renewal.policyNumber} (effective 2031-03-01)`);
    expect((await contract(renewalId)).status).toBe('active');

    const later = new Date(placed.expireDate.getTime() + 5 * 3600_000);

    const again = await runAll(later);
    expect(again.map((report) => [report.name, report.changed, report.error])).toEqual(
      again.map((report) => [report.name, 0, null]),
    );
    expect(await charges(placed.paymentProfileId)).toBe(2);
  });

  it('charges only the first month of a monthly renewal; a decline is a notice and a mail, tried once', async () => {
    const monthlyStreet = '301 Auto Renew Ln';
    const monthly = await useCard(
      await homeownerContract('mo.auto@example.net', '2030-05-10T00:00:00Z', {
        isAutoRenew: true,
        paymentType: 'monthly',
        street: monthlyStreet,
      }),
      SANDBOX_DECLINES_AFTER_SAVING_CARD,
    );
    await run(renewalsJob, daysBefore(monthly.expireDate, 20));
    const [renewal] = await renewalsOf(monthly.contractId);
    if (!renewal) throw new Error('no renewal');
    const price = await renewalPrice(monthly, monthlyStreet, true);
    expect(renewal).toMatchObject({ paymentType: 'monthly', monthlyTotalCents: price.monthlyCents });
    expect(await invoicesOf(renewal.contractId)).toEqual([
      expect.objectContaining({
        description: 'First monthly payment',
        amountCents: price.monthlyCents,
        dueDate: monthly.expireDate,
      }),
    ]);
    expect((await mails(monthly.email, 'renews on 2031-05-10'))[0]?.text).toContain(
      `We will charge the first month, $${(price.monthlyCents / 100).toFixed(2)}, to your visa ending 0341 on 2031-05-10`,
    );

    const firstDay = new Date(monthly.expireDate.getTime() + 4 * 3600_000);
    const report = await run(renewalsJob, firstDay);
    expect(report.lines).toContain(
      `declined ${renewal.policyNumber} $${(price.monthlyCents / 100).toFixed(2)} for the renewal of ${monthly.policyNumber} (attempt 1): The card was declined by the bank.`,
    );
    expect(await invoicesOf(renewal.contractId)).toEqual([
      expect.objectContaining({
        status: 'unpaid',
        failedAt: firstDay,
        failureReason: 'The card was declined by the bank.',
      }),
    ]);
    expect(await noticesOf(monthly.userId, renewal.contractId)).toEqual([
      expect.objectContaining({ title: `Your renewal payment for ${renewal.policyNumber} did not go through` }),
    ]);
    expect(await mails(monthly.email, `renewal payment for ${renewal.policyNumber} did not go through`)).toHaveLength(
      1,
    );
    for (const later of [firstDay, daysAfter(firstDay, 3), daysAfter(firstDay, 14)]) {
      await run(renewalsJob, later);
    }
    expect(await charges(monthly.paymentProfileId)).toBe(1);
    expect(await mails(monthly.email, 'did not go through')).toHaveLength(1);

    // Paid from the account, the later months are monthly billing's.
    const token = await accessTokenFor(t, monthly.email);
    const [invoice] = await invoicesOf(renewal.contractId);
    const [approved] = await t.database.db
      .select()
      .from(t.database.t.paymentMethods)
      .where(
        and(eq(t.database.t.paymentMethods.userId, monthly.userId), eq(t.database.t.paymentMethods.isDefault, true)),
      );
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/account/invoices',
      headers: bearer(token),
      payload: { invoiceIds: [invoice?.invoiceId], creditCardId: approved?.creditCardId },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await runAll(daysAfter(firstDay, 15));
    expect((await contract(renewal.contractId)).status).toBe('active');
    await run(monthlyBillingJob, at('2031-06-10T09:00:00Z'));
    const june = (await invoicesOf(renewal.contractId)).find((row) => row.billingPeriod === '2031-06');
    expect(june).toMatchObject({ amountCents: price.monthlyCents });
    expect((await invoicesOf(renewal.contractId)).filter((row) => row.billingPeriod === '2031-05')).toEqual([]);
  });

  it('writes none when the owner has renewed already', async () => {
    const ownStreet = '302 Auto Renew Ln';
    const own = await homeownerContract('otto.own@example.net', '2030-07-01T00:00:00Z', {
      isAutoRenew: true,
      paymentType: 'full',
      street: ownStreet,
    });
    const card = await savedCard(t.app, own.email);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: bearer(await accessTokenFor(t, own.email)),
      payload: {
        planTypeId: HOMEOWNER_PLAN_TYPE_ID,
        planId: 'plan-ho-signature',
        contractId: own.contractId,
        isRenewing: true,
        property: property(ownStreet),
        owner: { firstName: 'Otto', lastName: 'Own', email: own.email, phone: '512-555-0178' },
        payment: { type: 'full', ...card },
      },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const report = await run(renewalsJob, daysBefore(own.expireDate, 30));
    expect(report.lines.filter((line) => line.includes(own.policyNumber))).toEqual([]);
    expect((await renewalsOf(own.contractId)).map((row) => row.contractId)).toEqual([renewed.json().contractId]);
    expect(await mails(own.email, 'renews on')).toEqual([]);

    // Whoever writes it, the database holds one renewal per contract.
    const { contracts } = t.database.t;
    const [first] = await renewalsOf(own.contractId);
    if (!first) throw new Error('no renewal');
    const { contractId: _id, policyNumber: _number, ...copy } = first;
    await expect(
      t.database.transaction((tx) => tx.insert(contracts).values({ ...copy, policyNumber: 'HW-SECOND-RENEWAL' })),
    ).rejects.toThrow();
    expect(await renewalsOf(own.contractId)).toHaveLength(1);
  });
});

describe(`renewal reminders, on ${inject('dialect')}`, () => {
  it('reminds 60 and 30 days before the end, once each, with the link that renews the contract', async () => {
    const placed = await homeownerContract('rita.remind@example.net', '2031-06-01T00:00:00Z', {
      isAutoRenew: false,
      paymentType: 'full',
      street: '400 Reminder Rd',
    });
    const link = `${t.app.config.publicOrigin}/order/renew/consumer?contractId=${placed.contractId}`;
    const subject = `${placed.policyNumber} ends on 2032-06-01`;
    await run(renewalsJob, daysBefore(placed.expireDate, 61));
    expect(await mails(placed.email, subject)).toEqual([]);

    const sixty = await run(renewalsJob, daysBefore(placed.expireDate, 60));
    expect(sixty.lines).toContain(`reminded ${placed.policyNumber} of its end on 2032-06-01 (renewal60d)`);
    expect(await run(renewalsJob, daysBefore(placed.expireDate, 60))).toEqual({ changed: 0, lines: [] });
    await run(renewalsJob, daysBefore(placed.expireDate, 45));
    expect(await mails(placed.email, subject)).toHaveLength(1);

    await run(renewalsJob, daysBefore(placed.expireDate, 30));
    expect(await run(renewalsJob, daysBefore(placed.expireDate, 30))).toEqual({ changed: 0, lines: [] });
    await run(renewalsJob, daysBefore(placed.expireDate, 2));
    const sent = await mails(placed.email, subject);
    expect(sent).toHaveLength(2);
    for (const mail of sent) expect(mail.text).toContain(link);
    const notices = await noticesOf(placed.userId, placed.contractId);
    expect(notices.map((notice) => notice.title)).toEqual([
      `Your home warranty ${subject}`,
      `Your home warranty ${subject}`,
    ]);
    expect(notices[0]?.text).toContain(link);
    expect(await renewalsOf(placed.contractId)).toEqual([]);
  });

  it('sends only the 30-day reminder when the first run comes 25 days before the end', async () => {
    const placed = await homeownerContract('lars.late@example.net', '2031-08-01T00:00:00Z', {
      isAutoRenew: false,
      paymentType: 'monthly',
      street: '401 Reminder Rd',
    });
    const report = await run(renewalsJob, daysBefore(placed.expireDate, 25));
    expect(report.lines).toContain(`reminded ${placed.policyNumber} of its end on 2032-08-01 (renewal30d)`);
    await run(renewalsJob, daysBefore(placed.expireDate, 10));
    expect(await mails(placed.email, `${placed.policyNumber} ends on`)).toHaveLength(1);
    const { contractReminders } = t.database.t;
    const kept = await t.database.db
      .select()
      .from(contractReminders)
      .where(eq(contractReminders.contractId, placed.contractId));
    expect(kept.map((row) => row.kind)).toEqual(['renewal30d']);
  });
});

describe(`escrow follow-up, on ${inject('dialect')}`, () => {
  // Two months from now: an order's closing is within two years of the day it is placed.
  const closingDay = at(`${new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10)}T00:00:00Z`);
  const closing = closingDay.toISOString().slice(0, 10);
  let agentToken: string;
  let agentId: string;

  beforeAll(async () => {
    agentToken = await accessTokenFor(t, 'agent@example.com');
    const [agent] = await t.database.db
      .select()
      .from(t.database.t.users)
      .where(eq(t.database.t.users.email, 'agent@example.com'));
    agentId = agent?.id ?? '';
  });

  async function escrowOrder(buyerEmail: string, streetAddress: string) {
    const ordered = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: bearer(agentToken),
      payload: escrowOrderBody({
        property: phoenixHome(streetAddress),
        owner: { firstName: 'Bea', lastName: 'Buyer', email: buyerEmail, phone: '602-555-0102' },
        estimatedCloseDate: closing,
      }),
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    return contract(ordered.json().contractId);
  }

  it('reminds the agent 30 days after closing, once; cancels after 60 with word to the agent and the buyer', async () => {
    const placed = await escrowOrder('bea.buyer@example.net', '7 Escrow Way');
    const agentNotices = () => noticesOf(agentId, placed.contractId);
    await run(escrowFollowUpJob, daysAfter(closingDay, 29));
    expect(await agentNotices()).toEqual([]);

    const reminded = await run(escrowFollowUpJob, daysAfter(closingDay, 30));
    expect(reminded.lines.filter((line) => line.includes(placed.policyNumber))).toEqual([
      `reminded the agent of ${placed.policyNumber}: $${(placed.totalCents / 100).toFixed(2)} unpaid 30 days after closing`,
    ]);
    expect(await run(escrowFollowUpJob, daysAfter(closingDay, 30))).toEqual({ changed: 0, lines: [] });
    await run(escrowFollowUpJob, daysAfter(closingDay, 59));
    expect(await agentNotices()).toEqual([
      expect.objectContaining({ title: `The payment due at closing for ${placed.policyNumber} has not arrived` }),
    ]);
    const [reminder, ...more] = await mails('agent@example.com', `closing for ${placed.policyNumber} has not arrived`);
    expect(more).toEqual([]);
    expect(reminder?.text).toContain(`cancelled on ${daysAfter(closingDay, 60).toISOString().slice(0, 10)}`);
    expect((await contract(placed.contractId)).status).toBe('pending');

    const cancelled = await run(escrowFollowUpJob, daysAfter(closingDay, 60));
    expect(cancelled.lines).toContain(
      `cancelled ${placed.policyNumber}: $${(placed.totalCents / 100).toFixed(2)} unpaid 60 days after closing`,
    );
    expect(await contract(placed.contractId)).toMatchObject({
      status: 'cancelled',
      orderStatus: 'cancelled',
      cancelledAt: daysAfter(closingDay, 60),
    });
    expect((await invoicesOf(placed.contractId)).map((invoice) => invoice.status)).toEqual(['cancelled']);
    expect((await agentNotices()).map((notice) => notice.title)).toContain(
      `The home warranty ${placed.policyNumber} was cancelled`,
    );
    expect((await noticesOf(placed.ownerUserId, placed.contractId)).map((notice) => notice.title)).toEqual([
      `The home warranty ${placed.policyNumber} was cancelled`,
    ]);
    expect(await mails('agent@example.com', `${placed.policyNumber} was cancelled`)).toHaveLength(1);
    expect(await mails('bea.buyer@example.net', `${placed.policyNumber} was cancelled`)).toHaveLength(1);
    expect(await run(escrowFollowUpJob, daysAfter(closingDay, 60))).toEqual({ changed: 0, lines: [] });
    expect(await run(escrowFollowUpJob, daysAfter(closingDay, 90))).toEqual({ changed: 0, lines: [] });
  });

  it('leaves a paid escrow order alone', async () => {
    const placed = await escrowOrder('pat.paid@example.net', '8 Escrow Way');
    const [invoice] = await invoicesOf(placed.contractId);
    const card = await savedCard(t.app, 'agent@example.com');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/account/invoices',
      headers: bearer(agentToken),
      payload: { invoiceIds: [invoice?.invoiceId], ...card },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    for (const days of [30, 60, 61]) {
      const report = await run(escrowFollowUpJob, daysAfter(closingDay, days));
      expect(report.lines.filter((line) => line.includes(placed.policyNumber))).toEqual([]);
    }
    expect((await contract(placed.contractId)).status).not.toBe('cancelled');
    expect(await noticesOf(agentId, placed.contractId)).toEqual([]);
  });
});
