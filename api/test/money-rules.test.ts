/**
 * The rules that hold money and coverage together, on both dialects: whose card a payment may go to, when
 * coverage can be claimed, which orders may start from a contract (and what an upgrade costs), a credit spent
 * once, and a signed-out order for an existing account held for its owner.
 */
import { HOMEOWNER_PLAN_TYPE_ID, REAL_ESTATE_PLAN_TYPE_ID } from '@hw/shared';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../src/seed/reference.ts';
import { checkoutCard } from './billing-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, signedInTestApp, typeCard } from './helper.ts';

const suite = signedInTestApp({
  homeowner: 'homeowner@example.com',
  agent: 'agent@example.com',
  buyer: 'brooke.buyer@example.com',
});
const { tokens } = suite;
let actingStaff: string;
beforeAll(() => {
  actingStaff = suite.t.app.issueAccessToken({
    userId: 'u-homeowner-0001',
    userType: 'homeowner',
    roles: ['homeowner'],
    impersonatorId: 'u-staff-0001',
  }).token;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const call = (method: Method, url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  suite.t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

/** The homeowner's saved Visa as the seed keeps it at the gateway. */
const homeownersCardIds = { authNetProfileId: 'cp-demo-homeowner', authNetPaymentProfileId: 'pp-demo-homeowner-visa' };

async function approvedCharges() {
  const { sandboxTransactions } = suite.t.database.t;
  return suite.t.database.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.status, 'approved'));
}

async function contract(contractId: string) {
  const { contracts } = suite.t.database.t;
  const [row] = await suite.t.database.db.select().from(contracts).where(eq(contracts.contractId, contractId));
  if (!row) throw new Error(`no contract ${contractId}`);
  return row;
}

const austin = { streetAddress: '2100 Barton Springs Rd', city: 'Austin', state: 'TX', zipCode: '78704' };
const hannah = { firstName: 'Hannah', lastName: 'Holt', email: 'homeowner@example.com', phone: '512-555-0100' };

/** An order starting from the homeowner's Signature + Pool/Spa contract ($780 a year, $60 credit). */
const DAY = 24 * 60 * 60 * 1000;

const fromHomeownersContract = (extra: Record<string, unknown>) => ({
  planTypeId: HOMEOWNER_PLAN_TYPE_ID,
  planId: 'plan-ho-signature',
  contractId: 'c-homeowner-0001',
  property: { address: austin, dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID, squareFootage: 1000 },
  addons: [{ salesItemId: 'si-pool-spa', quantity: 1 }],
  owner: hannah,
  shouldUseCredit: true,
  ...extra,
});

describe(`whose card a payment may go to, on ${inject('dialect')}`, () => {
  it('never lets an agent charge a homeowner’s saved card, by its card id or by its gateway ids', async () => {
    const before = (await approvedCharges()).length;
    const byCardId = await call('POST', '/api/account/invoices', tokens.agent, {
      invoiceIds: ['inv-agent-0001'],
      creditCardId: 'card-demo-homeowner',
    });
    expect(byCardId.statusCode).toBe(404);
    const byIds = await call('POST', '/api/account/invoices', tokens.agent, {
      invoiceIds: ['inv-agent-0001'],
      ...homeownersCardIds,
    });
    expect(byIds.statusCode).toBe(400);
    const processed = await call('POST', '/api/order/processPayment', tokens.agent, {
      billingInfo: { contractId: 'c-agent-0001', creditCardId: 'card-demo-homeowner' },
    });
    expect(processed.statusCode).toBe(400);
    const processedByIds = await call('POST', '/api/order/processPayment', tokens.agent, {
      billingInfo: { contractId: 'c-agent-0001', ...homeownersCardIds },
    });
    expect(processedByIds.statusCode).toBe(400);
    const ordered = await call('POST', '/api/order', tokens.agent, {
      planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
      planId: 'plan-re-choice',
      property: {
        address: { streetAddress: '1 Main St', city: 'Phoenix', state: 'AZ', zipCode: '85004' },
        dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
      },
      owner: { firstName: 'Bo', lastName: 'Buyer', email: 'bo.buyer@example.net', phone: '602-555-0101' },
      orderingPartyType: 'buyerAgent',
      payment: { type: 'full', ...homeownersCardIds },
    });
    expect(ordered.statusCode).toBe(400);
    expect((await approvedCharges()).length).toBe(before);
  });

  it('takes gateway ids only with the checkout token that opened them', async () => {
    const card = await checkoutCard(suite.t.app);
    const other = await checkoutCard(suite.t.app);
    const withoutToken = await call('POST', '/api/account/invoices', tokens.agent, {
      invoiceIds: ['inv-agent-0002'],
      authNetProfileId: card.authNetProfileId,
      authNetPaymentProfileId: card.authNetPaymentProfileId,
    });
    expect(withoutToken.statusCode).toBe(400);
    const withAnotherToken = await call('POST', '/api/account/invoices', tokens.agent, {
      invoiceIds: ['inv-agent-0002'],
      authNetProfileId: card.authNetProfileId,
      authNetPaymentProfileId: card.authNetPaymentProfileId,
      profileToken: other.profileToken,
    });
    expect(withAnotherToken.statusCode).toBe(400);
    const saved = await call('POST', '/api/account/payment/info', tokens.homeowner, {
      authNetProfileId: card.authNetProfileId,
      authNetPaymentProfileId: card.authNetPaymentProfileId,
    });
    expect(saved.statusCode).toBe(400);
    const paid = await call('POST', '/api/account/invoices', tokens.agent, { invoiceIds: ['inv-agent-0002'], ...card });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('lets staff acting as a homeowner use their saved card only with a reason, which is logged', async () => {
    const refused = await call('POST', '/api/account/payment/setDefaultPaymentMethod', actingStaff, {
      policyId: 'c-homeowner-0001',
      creditCardId: 'card-demo-homeowner',
    });
    expect(refused.statusCode).toBe(403);
    const infos = await call('GET', '/api/account/payment/info', actingStaff);
    expect(infos.statusCode).toBe(200);
    expect(infos.json()[0].creditCard.policyNumber).toEqual([]);
    const allowed = await call(
      'POST',
      '/api/account/payment/setDefaultPaymentMethod',
      actingStaff,
      { policyId: 'c-homeowner-0001', creditCardId: 'card-demo-homeowner' },
      { 'x-staff-reason': 'Customer asked by phone, ticket 4411' },
    );
    expect(allowed.statusCode).toBe(200);
    const { staffAudit } = suite.t.database.t;
    const [entry] = await suite.t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'savedCardUse'))
      .orderBy(desc(staffAudit.at));
    expect(entry?.actorUserId).toBe('u-staff-0001');
    expect(JSON.stringify(entry?.detail)).toContain('ticket 4411');
    // The homeowner's own session sees which contracts the card pays.
    const own = await call('GET', '/api/account/payment/info', tokens.homeowner);
    expect(own.json()[0].creditCard.policyNumber).toEqual(['HW-20418837']);
  });

  it('never answers the seller’s gateway ids when a listing coverage is converted', async () => {
    const res = await call('GET', '/api/order/convert/buyerAgent?contractId=c-agent-0002', tokens.agent);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toEqual({ authNetCustomerProfileId: null, authNetPayProfileId: null });
  });
});

describe(`two payments of one invoice at once, on ${inject('dialect')}`, () => {
  it('charges once; the other is told the invoice is already paid and its charge is voided', async () => {
    const t4 = await buildTestApp();
    try {
      const token = await accessTokenFor(t4, 'homeowner@example.com');
      const pay = () =>
        t4.app.inject({
          method: 'POST',
          url: '/api/account/invoices',
          headers: bearer(token),
          payload: { invoiceIds: ['inv-homeowner-0002'], creditCardId: 'card-demo-homeowner' },
        });
      const answers = await Promise.all([pay(), pay(), pay()]);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const lost of answers.filter((a) => a.statusCode !== 200)) {
        expect(lost.statusCode).toBe(422);
        expect(lost.json().errors[0].message).toContain('already paid');
      }
      const { sandboxTransactions } = t4.database.t;
      const approved = await t4.database.db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.status, 'approved'));
      // (The demo homeowner's paid premiums were charged before: `demo-...`.)
      expect(approved.filter((charge) => !charge.transactionId.startsWith('demo-'))).toHaveLength(1);
    } finally {
      await t4.close();
    }
  });
});

describe(`when coverage begins, on ${inject('dialect')}`, () => {
  it('authorises claims on a closed escrow contract only once its invoice is paid', async () => {
    const completed = await call('POST', '/api/order/complete', tokens.agent, { contractId: 'c-agent-0001' });
    expect(completed.statusCode, completed.body).toBe(200);
    const before = await call('GET', '/api/authorize/serviceRequest/c-agent-0001', tokens.buyer);
    expect(before.json()).toMatchObject({ isAuthorized: false });
    expect(before.json().message).toContain('once it is paid for');
    const paid = await call('POST', '/api/account/invoices', tokens.agent, {
      invoiceIds: ['inv-agent-0001'],
      ...(await checkoutCard(suite.t.app)),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await call('GET', '/api/authorize/serviceRequest/c-agent-0001', tokens.buyer);
    expect(after.json()).toMatchObject({ isAuthorized: true });
  });

  it('stops claims on a monthly contract whose premium is more than 30 days past due', async () => {
    const { contracts, ledgerLines } = suite.t.database.t;
    const current = await call('GET', '/api/authorize/serviceRequest/c-homeowner-0001', tokens.homeowner);
    expect(current.json().isAuthorized).toBe(true);
    // The same contract and money, a month earlier: the unpaid premium fell due 41 days ago.
    const shiftAll = (ms: number) => {
      const earlier = (date: Date | null) => (date ? new Date(date.getTime() + ms) : null);
      return suite.t.database.transaction(async (tx) => {
        const [contract] = await tx.select().from(contracts).where(eq(contracts.contractId, 'c-homeowner-0001'));
        await tx
          .update(contracts)
          .set({
            effectiveDate: earlier(contract?.effectiveDate ?? null),
            expireDate: earlier(contract?.expireDate ?? null),
          })
          .where(eq(contracts.contractId, 'c-homeowner-0001'));
        for (const line of await tx.select().from(ledgerLines).where(eq(ledgerLines.chainId, 'c-homeowner-0001'))) {
          await tx
            .update(ledgerLines)
            .set({ dueAt: earlier(line.dueAt) ?? line.dueAt })
            .where(eq(ledgerLines.lineId, line.lineId));
        }
      });
    };
    await shiftAll(-31 * DAY);
    const pastDue = await call('GET', '/api/authorize/serviceRequest/c-homeowner-0001', tokens.homeowner);
    expect(pastDue.json().isAuthorized).toBe(false);
    expect(pastDue.json().message).toContain('past due');
    await call('POST', '/api/account/invoices', tokens.homeowner, {
      invoiceIds: ['inv-homeowner-0002'],
      creditCardId: 'card-demo-homeowner',
    });
    const paidUp = await call('GET', '/api/authorize/serviceRequest/c-homeowner-0001', tokens.homeowner);
    expect(paidUp.json().isAuthorized).toBe(true);
    await shiftAll(31 * DAY);
  });
});

describe(`orders that start from a contract, on ${inject('dialect')}`, () => {
  it('refuses escrow for a renewal or an upgrade', async () => {
    for (const flag of [{ isRenewing: true }, { isUpgrading: true }]) {
      const res = await call(
        'POST',
        '/api/order',
        tokens.homeowner,
        fromHomeownersContract({
          ...flag,
          planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
          planId: 'plan-re-choice',
          escrowOfficer: { name: 'Olive Ortiz', company: 'Mesa Title', email: 'olive@mesatitle.example' },
          payment: { type: 'escrow' },
        }),
      );
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('refuses a renewal or an upgrade for another property', async () => {
    const elsewhere = { ...austin, streetAddress: '9 Elsewhere Ln' };
    const res = await call(
      'POST',
      '/api/order',
      tokens.homeowner,
      fromHomeownersContract({
        isUpgrading: true,
        planId: 'plan-ho-platinum',
        property: { address: elsewhere, dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID, squareFootage: 1000 },
        payment: { type: 'full', ...(await checkoutCard(suite.t.app)) },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('property.address');
  });

  it('amends a monthly contract: the premium difference for the days left of the period now, the new premium after', async () => {
    // The premium due 10 days ago is paid first: an upgrade changes days the contract has paid for.
    const paid = await call('POST', '/api/account/invoices', tokens.homeowner, {
      invoiceIds: ['inv-homeowner-0002'],
      creditCardId: 'card-demo-homeowner',
    });
    // (An earlier test may have paid it already.)
    if (paid.statusCode !== 200) expect(paid.json().errors[0].message).toContain('already paid');
    const before = await contract('c-homeowner-0001');
    const draft = fromHomeownersContract({ isUpgrading: true, planId: 'plan-ho-platinum', shouldUseCredit: false });
    const priced = await call('POST', '/api/order/priceBreakdown', tokens.homeowner, draft);
    expect(priced.statusCode, priced.body).toBe(200);
    const newMonthlyCents = Math.round(priced.json().monthlyTotal * 100);
    // The period began 10 days ago (its premium was just paid) and ends on the next billing day.
    const effective = before.effectiveDate as Date;
    const periodStart = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) - 10 * DAY,
    );
    const periodEnd = new Date(periodStart);
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1, 1);
    periodEnd.setUTCDate(
      Math.min(
        effective.getUTCDate(),
        new Date(Date.UTC(periodEnd.getUTCFullYear(), periodEnd.getUTCMonth() + 1, 0)).getUTCDate(),
      ),
    );
    const periodDays = Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY);
    const daysLeft = Math.round((periodEnd.getTime() - Date.now()) / DAY);
    const expected = Math.floor(((newMonthlyCents - before.monthlyTotalCents) * daysLeft) / periodDays + 0.5);
    expect(Math.round(priced.json().upgradeDueNow * 100)).toBe(expected);

    const card = await checkoutCard(suite.t.app);
    const res = await call('POST', '/api/order', tokens.homeowner, { ...draft, payment: { type: 'monthly', ...card } });
    expect(res.statusCode, res.body).toBe(200);
    const { sandboxTransactions } = suite.t.database.t;
    const [charge] = await suite.t.database.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.paymentProfileId, card.authNetPaymentProfileId as string));
    expect(charge?.amountCents).toBe(expected);
    const amended = await contract(res.json().contractId);
    expect(amended).toMatchObject({
      paymentType: 'monthly',
      monthlyTotalCents: newMonthlyCents,
      previousContractId: 'c-homeowner-0001',
      chainId: 'c-homeowner-0001',
      creditBalanceCents: before.creditBalanceCents,
    });
    expect(amended.expireDate).toEqual(before.expireDate);
    expect((await contract('c-homeowner-0001')).status).toBe('cancelled');
    // The amended contract cannot be upgraded to what it already is.
    const again = await call('POST', '/api/order', tokens.homeowner, {
      ...fromHomeownersContract({ isUpgrading: true, planId: 'plan-ho-platinum', shouldUseCredit: false }),
      contractId: res.json().contractId,
      payment: { type: 'monthly', ...card },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].code).toBe('notAChange');
  });
});

describe(`a credit spent once, on ${inject('dialect')}`, () => {
  it('renews one contract once when two renewals race, and spends its credit once', async () => {
    const t2 = await buildTestApp();
    try {
      const token = await accessTokenFor(t2, 'homeowner@example.com');
      const cards = [];
      for (let i = 0; i < 3; i += 1) {
        const card = await typeCard(t2.app, `renewer.${i}@example.com`, {
          cardNumber: '4111111111111111',
          expirationDate: '12/30',
          cardCode: '123',
        });
        expect(card.statusCode, JSON.stringify(card)).toBe(200);
        cards.push(card.json);
      }
      const renew = (card: Record<string, string>) =>
        t2.app.inject({
          method: 'POST',
          url: '/api/order',
          headers: bearer(token),
          payload: fromHomeownersContract({ isRenewing: true, payment: { type: 'full', ...card } }),
        });
      const answers = await Promise.all(cards.map(renew));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      for (const status of statuses.filter((s) => s !== 200)) expect([409, 422]).toContain(status);
      const { contracts, sandboxTransactions } = t2.database.t;
      const [old] = await t2.database.db.select().from(contracts).where(eq(contracts.contractId, 'c-homeowner-0001'));
      expect(old?.creditBalanceCents).toBe(0);
      expect(old?.orderStatus).toBe('renewed');
      const renewals = await t2.database.db
        .select()
        .from(contracts)
        .where(eq(contracts.previousContractId, 'c-homeowner-0001'));
      expect(renewals).toHaveLength(1);
      // Every losing charge was voided: one approved charge stands.
      const approved = await t2.database.db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.status, 'approved'));
      // (The demo homeowner's paid premiums were charged before: `demo-...`.)
      expect(approved.filter((charge) => !charge.transactionId.startsWith('demo-'))).toHaveLength(1);
    } finally {
      await t2.close();
    }
  });
});

describe(`a contract with open work, on ${inject('dialect')}`, () => {
  it('is not cancelled while it has open service requests', async () => {
    const t3 = await buildTestApp();
    try {
      const token = await accessTokenFor(t3, 'homeowner@example.com');
      const res = await t3.app.inject({
        method: 'DELETE',
        url: '/api/account/contract/c-homeowner-0001',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ code: 'openServiceRequests', field: 'id' });
      const [row] = await t3.database.db
        .select()
        .from(t3.database.t.contracts)
        .where(eq(t3.database.t.contracts.contractId, 'c-homeowner-0001'));
      expect(row?.status).toBe('active');
    } finally {
      await t3.close();
    }
  });
});

describe(`a signed-out order for an existing account, on ${inject('dialect')}`, () => {
  const order = (card: Record<string, string>) => ({
    planTypeId: HOMEOWNER_PLAN_TYPE_ID,
    planId: 'plan-ho-essentials',
    property: {
      address: { streetAddress: '77 Lamar Blvd', city: 'Austin', state: 'TX', zipCode: '78703' },
      dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
      squareFootage: 1000,
    },
    owner: hannah,
    payment: { type: 'full', ...card },
  });

  async function placeHeld() {
    const card = await checkoutCard(suite.t.app);
    const res = await call('POST', '/api/order', undefined, order(card));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().awaitingOwnerConfirmation).toBe(true);
    return { contractId: res.json().contractId as string, card };
  }

  async function linkToken(contractId: string) {
    const { emailOutbox } = suite.t.database.t;
    const mails = await suite.t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'homeowner@example.com'))
      .orderBy(desc(emailOutbox.createdAt));
    const mail = mails.find((m) => m.text.includes(`/confirm-order/${contractId}?`));
    const token = mail?.text.match(/\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error('no confirmation link was mailed');
    return token;
  }

  it('holds it for the owner: no card saved to their account, no claims until they confirm', async () => {
    const { paymentMethods } = suite.t.database.t;
    const cardsBefore = await suite.t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, 'u-homeowner-0001'));
    const { contractId } = await placeHeld();
    const cardsAfter = await suite.t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, 'u-homeowner-0001'));
    expect(cardsAfter.length).toBe(cardsBefore.length);
    const authorized = await call('GET', `/api/authorize/serviceRequest/${contractId}`, tokens.homeowner);
    expect(authorized.json().isAuthorized).toBe(false);
    const wrong = await call('POST', '/api/order/confirmOwner', undefined, {
      contractId,
      token: 'x'.repeat(32),
      isMine: true,
    });
    expect(wrong.statusCode).toBe(404);
    const byOther = await call('POST', '/api/order/confirmOwner', tokens.agent, { contractId, isMine: true });
    expect(byOther.statusCode).toBe(404);
    const confirmed = await call('POST', '/api/order/confirmOwner', tokens.homeowner, { contractId, isMine: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await contract(contractId)).awaitingOwnerSince).toBeNull();
    const now = await call('GET', `/api/authorize/serviceRequest/${contractId}`, tokens.homeowner);
    expect(now.json().isAuthorized).toBe(true);
  });

  it('cancels it and returns the payment when the owner says it is not theirs', async () => {
    const { contractId, card } = await placeHeld();
    const token = await linkToken(contractId);
    const declined = await call('POST', '/api/order/confirmOwner', undefined, { contractId, token, isMine: false });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await contract(contractId)).status).toBe('cancelled');
    const { sandboxTransactions, policyPayments } = suite.t.database.t;
    const [charge] = await suite.t.database.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.paymentProfileId, card.authNetPaymentProfileId as string));
    expect(charge?.status).toBe('voided');
    const [payment] = await suite.t.database.db
      .select()
      .from(policyPayments)
      .where(eq(policyPayments.contractId, contractId));
    expect(payment?.refundedAt).toBeInstanceOf(Date);
    const again = await call('POST', '/api/order/confirmOwner', undefined, { contractId, token, isMine: true });
    expect(again.statusCode).toBe(404);
  });
});
