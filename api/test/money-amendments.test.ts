/**
 * The four ways coverage was once had without paying, or a card charged without its owner's consent, each
 * tried again on both dialects, with the right amount or the refusal asserted:
 * - a held order "upgraded" to the same plan, then refused: a year of coverage for $0;
 * - a monthly contract "upgraded" to the same plan paid in full: one premium for a paid year;
 * - an "upgrade" with a shorter term's price keeping the longer term;
 * - an agent's order for an existing homeowner, then the clock charging the homeowner's saved card.
 * And the plan change done right: a contract paid in full pays the prorated difference and keeps its term.
 */
import { contractCardMessages, HOMEOWNER_PLAN_TYPE_ID, REAL_ESTATE_PLAN_TYPE_ID } from '@hw/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { checkBooks } from '../src/jobs/books-check.ts';
import { runDueJobs } from '../src/jobs/index.ts';
import { GatewayUnavailableError } from '../src/payments/gateway.ts';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../src/seed/reference.ts';
import { checkoutCard, jobContext } from './billing-helpers.ts';
import { accessTokenFor, bearer, signedInTestApp } from './helper.ts';

const DAY = 24 * 60 * 60 * 1000;
const suite = signedInTestApp({ homeowner: 'homeowner@example.com', agent: 'agent@example.com' });
const { tokens } = suite;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  suite.t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

let street = 0;
const property = (state: 'TX' | 'AZ' = 'TX') => ({
  address:
    state === 'TX'
      ? { streetAddress: `${300 + ++street} Ledger Ln`, city: 'Austin', state: 'TX', zipCode: '78704' }
      : { streetAddress: `${300 + ++street} Ledger Ln`, city: 'Phoenix', state: 'AZ', zipCode: '85004' },
  dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
  squareFootage: 1000,
});
const hannah = { firstName: 'Hannah', lastName: 'Holt', email: 'homeowner@example.com', phone: '512-555-0100' };

async function contractRow(contractId: string) {
  const { contracts } = suite.t.database.t;
  const [row] = await suite.t.database.db.select().from(contracts).where(eq(contracts.contractId, contractId));
  if (!row) throw new Error(`no contract ${contractId}`);
  return row;
}

/** The contract's property as an order for it names it. */
const orderedProperty = (row: Awaited<ReturnType<typeof contractRow>>) => ({
  address: {
    streetAddress: row.address.streetAddress,
    city: row.address.city,
    state: row.address.stateCode,
    zipCode: row.address.zipCode,
  },
  dwellingTypeId: row.dwellingTypeId,
  squareFootage: row.squareFootage,
});

async function chargesOn(paymentProfileId: string) {
  const { sandboxTransactions } = suite.t.database.t;
  return suite.t.database.db
    .select()
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.paymentProfileId, paymentProfileId), eq(sandboxTransactions.status, 'approved')));
}

/** A homeowner order signed in as `token`, answered as is. */
async function homeownerOrder(token: string | undefined, extra: Record<string, unknown>, owner = hannah) {
  return call('POST', '/api/order', token, {
    planTypeId: HOMEOWNER_PLAN_TYPE_ID,
    planId: 'plan-ho-signature',
    property: property(),
    owner,
    ...extra,
  });
}

/** An upgrade of `contractId` as its owner. */
async function change(token: string, contractId: string, extra: Record<string, unknown>) {
  const row = await contractRow(contractId);
  return call('POST', '/api/order', token, {
    planTypeId: row.planTypeId,
    planId: 'plan-ho-signature',
    contractId,
    isUpgrading: true,
    coverageLength: row.coverageLengthYears,
    addons: row.addons,
    property: orderedProperty(row),
    owner: hannah,
    ...extra,
  });
}

async function mayClaim(token: string, contractId: string): Promise<boolean> {
  const res = await call('GET', `/api/authorize/serviceRequest/${contractId}`, token);
  return res.json().isAuthorized === true;
}

describe(`plan changes and mandates that cannot buy coverage for nothing, on ${inject('dialect')}`, () => {
  it('starts from demo books the nightly check finds nothing wrong with', async () => {
    expect(await checkBooks({ database: suite.t.database })).toEqual([]);
  });

  it('refuses to change a held order, so refusing it leaves nothing covered', async () => {
    const held = await homeownerOrder(undefined, { payment: { type: 'full', ...(await checkoutCard(suite.t.app)) } });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().awaitingOwnerConfirmation).toBe(true);
    const contractId = held.json().contractId as string;

    const same = await change(tokens.homeowner, contractId, {
      payment: { type: 'full', ...(await checkoutCard(suite.t.app)) },
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors[0]).toMatchObject({
      field: 'contractId',
      message: 'This order is waiting for its owner to confirm it, so it cannot be changed, renewed or converted yet.',
    });
    const refused = await call('POST', '/api/order/confirmOwner', tokens.homeowner, { contractId, isMine: false });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await mayClaim(tokens.homeowner, contractId)).toBe(false);
    const { contracts } = suite.t.database.t;
    const followers = await suite.t.database.db
      .select()
      .from(contracts)
      .where(eq(contracts.previousContractId, contractId));
    expect(followers).toEqual([]);
  });

  it('refuses a monthly contract paid in full by an "upgrade", and an upgrade to the same plan', async () => {
    const email = `mia.monthly.${inject('dialect')}@example.net`;
    const card = await checkoutCard(suite.t.app);
    const placed = await homeownerOrder(
      undefined,
      { payment: { type: 'monthly', ...card } },
      { ...hannah, firstName: 'Mia', email },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const contractId = placed.json().contractId as string;
    const token = await accessTokenFor(suite.t, email);
    const asFull = await change(token, contractId, { payment: { type: 'full', ...(await checkoutCard(suite.t.app)) } });
    expect(asFull.statusCode).toBe(422);
    expect(asFull.json().errors[0]).toMatchObject({
      field: 'payment.type',
      message:
        'An upgrade keeps how the contract is paid: monthly. To pay the rest of the term at once, choose Pay in full on the plan.',
    });
    const same = await change(token, contractId, {
      payment: { type: 'monthly', ...(await checkoutCard(suite.t.app)) },
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors[0]).toMatchObject({ code: 'notAChange', field: 'planId' });
    // One premium taken, and the contract is still monthly.
    expect((await chargesOn(card.authNetPaymentProfileId as string)).map((c) => c.amountCents)).toEqual([
      (await contractRow(contractId)).monthlyTotalCents,
    ]);
    expect((await contractRow(contractId)).paymentType).toBe('monthly');

    // Paying the rest of the term is its own action, priced at every premium still to come.
    const quote = await call('GET', `/api/account/contract/${contractId}/payInFull`, token);
    expect(quote.statusCode, quote.body).toBe(200);
    const monthly = (await contractRow(contractId)).monthlyTotalCents;
    expect(quote.json()).toMatchObject({ premiums: 11, amount: (11 * monthly) / 100 });
    const rest = await checkoutCard(suite.t.app);
    const paid = await call('POST', `/api/account/contract/${contractId}/payInFull`, token, {
      confirmedAmount: quote.json().amount,
      ...rest,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ balance: 0, automaticPayment: { isEnabled: false } });
    expect(paid.json().paidThrough).toBe((await contractRow(contractId)).expireDate?.toISOString().slice(0, 10));
    expect((await chargesOn(rest.authNetPaymentProfileId as string)).map((c) => c.amountCents)).toEqual([11 * monthly]);
  });

  it('keeps the term on an upgrade: a shorter term is refused, the same term costs the prorated difference', async () => {
    const placed = await homeownerOrder(tokens.homeowner, {
      planId: 'plan-ho-essentials',
      coverageLength: 3,
      payment: { type: 'full', ...(await checkoutCard(suite.t.app)) },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const contractId = placed.json().contractId as string;
    const before = await contractRow(contractId);

    const shorter = await change(tokens.homeowner, contractId, {
      planId: 'plan-ho-platinum',
      coverageLength: 1,
      payment: { type: 'full', ...(await checkoutCard(suite.t.app)) },
    });
    expect(shorter.statusCode).toBe(422);
    expect(shorter.json().errors[0]).toMatchObject({
      field: 'coverageLength',
      message: "An upgrade keeps the contract's term (3 years). A different length is a renewal.",
    });

    const draft = { planId: 'plan-ho-platinum', coverageLength: 3 };
    const priced = await call('POST', '/api/order/priceBreakdown', tokens.homeowner, {
      ...(await changeBody(contractId)),
      ...draft,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const nextTotal = Math.round(priced.json().total * 100);
    const termDays = Math.round(((before.expireDate?.getTime() ?? 0) - (before.effectiveDate?.getTime() ?? 0)) / DAY);
    const daysLeft = Math.min(termDays, Math.round(((before.expireDate?.getTime() ?? 0) - Date.now()) / DAY));
    const expected = Math.floor(((nextTotal - before.totalCents) * daysLeft) / termDays + 0.5);
    expect(Math.round(priced.json().upgradeDueNow * 100)).toBe(expected);

    const card = await checkoutCard(suite.t.app);
    const upgraded = await change(tokens.homeowner, contractId, { ...draft, payment: { type: 'full', ...card } });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect((await chargesOn(card.authNetPaymentProfileId as string)).map((c) => c.amountCents)).toEqual([expected]);
    const amended = await contractRow(upgraded.json().contractId);
    expect(amended).toMatchObject({ paymentType: 'full', coverageLengthYears: 3, chainId: contractId });
    expect(amended.expireDate).toEqual(before.expireDate);
    expect(await mayClaim(tokens.homeowner, amended.contractId)).toBe(true);

    // A cheaper plan waits for the renewal.
    const cheaper = await change(tokens.homeowner, amended.contractId, {
      planId: 'plan-ho-essentials',
      coverageLength: 3,
      payment: { type: 'full', ...(await checkoutCard(suite.t.app)) },
    });
    expect(cheaper.statusCode).toBe(422);
    expect(cheaper.json().errors[0].code).toBe('downgradeAtRenewal');

    // ... and is shown as chosen for the renewal, which the clock writes with it.
    const chosen = await call('PUT', `/api/account/contract/${amended.contractId}/renewalPlan`, tokens.homeowner, {
      planId: 'plan-ho-essentials',
      addons: [],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().renewalPlan).toMatchObject({
      planId: 'plan-ho-essentials',
      planName: 'Essentials',
      addons: [],
    });
    // The owner may change their mind: renew to the same plan after all, then choose again.
    const cleared = await call('DELETE', `/api/account/contract/${amended.contractId}/renewalPlan`, tokens.homeowner);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().renewalPlan).toBeNull();
    const again = await call('PUT', `/api/account/contract/${amended.contractId}/renewalPlan`, tokens.homeowner, {
      planId: 'plan-ho-essentials',
      addons: [],
    });
    expect(again.statusCode, again.body).toBe(200);
    const notOffered = await call('PUT', `/api/account/contract/${amended.contractId}/renewalPlan`, tokens.homeowner, {
      planId: 'plan-re-choice',
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().errors[0].field).toBe('planId');
    const autoRenew = await call('PUT', `/api/account/contract/${amended.contractId}/autoRenew`, tokens.homeowner, {
      isAutoRenew: true,
    });
    expect(autoRenew.statusCode, autoRenew.body).toBe(200);
    await runDueJobs(jobContext(suite.t, new Date((amended.expireDate?.getTime() ?? 0) - 20 * DAY)));
    const { contracts } = suite.t.database.t;
    const [renewal] = await suite.t.database.db
      .select()
      .from(contracts)
      .where(eq(contracts.previousContractId, amended.contractId));
    expect(renewal).toMatchObject({ orderKind: 'renewal', planId: 'plan-ho-essentials', chainId: contractId });
  });

  it('never lets the clock charge a homeowner’s card for an agent’s order, nor shows it to the agent', async () => {
    const agentsCard = await checkoutCard(suite.t.app);
    const placed = await call('POST', '/api/order', tokens.agent, {
      planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
      planId: 'plan-re-choice',
      property: property('AZ'),
      owner: hannah,
      orderingPartyType: 'buyerAgent',
      estimatedCloseDate: new Date().toISOString().slice(0, 10),
      isAutoRenew: true,
      payment: { type: 'monthly', ...agentsCard },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const closed = await call('POST', '/api/order/complete', tokens.agent, { contractId: placed.json().contractId });
    expect(closed.statusCode, closed.body).toBe(200);
    // The agent's own card paid the first month: the agent is the payer of record, and the order is not held.
    expect(placed.json().awaitingOwnerConfirmation).toBeUndefined();
    const contractId = placed.json().contractId as string;

    for (const days of [35, 38, 42, 49, 70, 400]) {
      await runDueJobs(jobContext(suite.t, new Date(Date.now() + days * DAY)));
    }
    // Only the agent's first payment was ever taken for this contract: no card of the homeowner's paid it.
    const { invoices, policyPayments } = suite.t.database.t;
    const paid = await suite.t.database.db
      .select()
      .from(policyPayments)
      .where(eq(policyPayments.contractId, contractId));
    expect(paid.map((p) => p.creditCardId)).toEqual([null]);
    // The next premiums were invoiced and asked for, not charged.
    const premiums = await suite.t.database.db.select().from(invoices).where(eq(invoices.contractId, contractId));
    expect(premiums.filter((i) => i.billingPeriod !== null).every((i) => i.status === 'unpaid')).toBe(true);
    expect(premiums.some((i) => i.billingPeriod !== null)).toBe(true);

    const detail = await call('GET', `/api/account/contract/${contractId}`, tokens.agent);
    expect(detail.json().defaultCreditCardId).toBeNull();
    const money = await call('GET', `/api/account/contract/${contractId}/money`, tokens.agent);
    expect(money.json().automaticPayment).toMatchObject({ isEnabled: false, card: null, words: null });

    // An agent's order for an existing homeowner paid at closing waits for the homeowner.
    const escrow = await call('POST', '/api/order', tokens.agent, {
      planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
      planId: 'plan-re-choice',
      property: property('AZ'),
      owner: hannah,
      orderingPartyType: 'buyerAgent',
      estimatedCloseDate: new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10),
      payment: { type: 'escrow' },
    });
    expect(escrow.statusCode, escrow.body).toBe(200);
    expect(escrow.json().awaitingOwnerConfirmation).toBe(true);
  });

  it('lets only the owner turn automatic payment on, with its words, and never shows the card to the agent', async () => {
    const placed = await call('POST', '/api/order', tokens.agent, {
      planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
      planId: 'plan-re-choice',
      property: property('AZ'),
      owner: hannah,
      orderingPartyType: 'buyerAgent',
      estimatedCloseDate: new Date().toISOString().slice(0, 10),
      payment: { type: 'monthly', ...(await checkoutCard(suite.t.app)) },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const contractId = placed.json().contractId as string;
    expect((await call('POST', '/api/order/complete', tokens.agent, { contractId })).statusCode).toBe(200);
    const byAgent = await call('PUT', `/api/account/contract/${contractId}/automaticPayment`, tokens.agent, {
      isEnabled: false,
    });
    expect(byAgent.statusCode).toBe(403);
    // Choosing the contract's card does not make it pay automatically: the owner turns that on, with its words.
    const chosen = await call('POST', '/api/account/payment/setDefaultPaymentMethod', tokens.homeowner, {
      policyId: contractId,
      creditCardId: 'card-demo-homeowner',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(
      (await call('GET', `/api/account/contract/${contractId}/money`, tokens.homeowner)).json().automaticPayment,
    ).toMatchObject({
      isEnabled: false,
    });
    const on = await call('PUT', `/api/account/contract/${contractId}/automaticPayment`, tokens.homeowner, {
      isEnabled: true,
      creditCardId: 'card-demo-homeowner',
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().automaticPayment).toMatchObject({
      isEnabled: true,
      card: { cardType: 'visa', lastFour: '1111' },
      words: expect.stringContaining('to charge my Visa ending 1111 for contract '),
    });
    // The agent sees that it pays automatically, never with which card.
    expect(
      (await call('GET', `/api/account/contract/${contractId}/money`, tokens.agent)).json().automaticPayment,
    ).toMatchObject({
      isEnabled: true,
      card: null,
      words: null,
    });
  });

  it('refuses an expired card as the card that pays a contract, changing nothing, and takes it once its expiry is updated', async () => {
    const placed = await call('POST', '/api/order', tokens.agent, {
      planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
      planId: 'plan-re-choice',
      property: property('AZ'),
      owner: hannah,
      orderingPartyType: 'buyerAgent',
      estimatedCloseDate: new Date().toISOString().slice(0, 10),
      payment: { type: 'monthly', ...(await checkoutCard(suite.t.app)) },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const contractId = placed.json().contractId as string;
    expect((await call('POST', '/api/order/complete', tokens.agent, { contractId })).statusCode).toBe(200);
    const { db, t } = suite.t.database;
    const [owner] = await db.select().from(t.users).where(eq(t.users.email, 'homeowner@example.com'));
    const creditCardId = 'card-expired-homeowner';
    await suite.t.database.transaction((tx) =>
      tx.insert(t.paymentMethods).values({
        creditCardId,
        userId: owner?.id ?? '',
        customerProfileId: 'cp-expired-homeowner',
        paymentProfileId: 'pp-expired-homeowner',
        cardType: 'visa',
        lastFour: '4242',
        expirationDate: '01/24',
        isDefault: false,
      }),
    );
    const refused = { field: 'creditCardId', code: 'validation', message: contractCardMessages.expired };
    const contractCard = async () =>
      (await db.select().from(t.contracts).where(eq(t.contracts.contractId, contractId)))[0]?.defaultCreditCardId;
    const cardBefore = await contractCard();

    const on = await call('PUT', `/api/account/contract/${contractId}/automaticPayment`, tokens.homeowner, {
      isEnabled: true,
      creditCardId,
    });
    expect(on.statusCode, on.body).toBe(422);
    expect(on.json().errors).toEqual([refused]);
    const chosen = await call('POST', '/api/account/payment/setDefaultPaymentMethod', tokens.homeowner, {
      policyId: contractId,
      creditCardId,
    });
    expect(chosen.statusCode, chosen.body).toBe(422);
    expect(chosen.json().errors).toEqual([refused]);
    const named = await call('PUT', '/api/account/payment', tokens.homeowner, { creditCardId, policyId: contractId });
    expect(named.statusCode, named.body).toBe(422);
    expect(named.json().errors).toEqual([refused]);
    // Nothing changed: no agreement, the contract's card as it was.
    expect(
      (await call('GET', `/api/account/contract/${contractId}/money`, tokens.homeowner)).json().automaticPayment,
    ).toMatchObject({ isEnabled: false });
    expect(await contractCard()).toBe(cardBefore);

    // The owner updates the card's expiry and names it for the contract in one request: judged by the new expiry.
    const renewed = await call('PUT', '/api/account/payment', tokens.homeowner, {
      creditCardId,
      expirationDate: '12/35',
      policyId: contractId,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await contractCard()).toBe(creditCardId);
    const agreed = await call('PUT', `/api/account/contract/${contractId}/automaticPayment`, tokens.homeowner, {
      isEnabled: true,
      creditCardId,
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().automaticPayment).toMatchObject({ isEnabled: true, card: { lastFour: '4242' } });
  });

  it('finds the first charge when a payment is sent again after its answer was lost, instead of charging twice', async () => {
    const gateway = suite.t.app.paymentGateway;
    const charge = gateway.chargeProfile.bind(gateway);
    let lost = false;
    // The card is charged, but the answer never reaches us (the processor is cut off right after).
    gateway.chargeProfile = async (input) => {
      const result = await charge(input);
      if (!lost) {
        lost = true;
        throw new GatewayUnavailableError('connection reset');
      }
      return result;
    };
    try {
      const { invoices, policyPayments, sandboxTransactions } = suite.t.database.t;
      const [open] = await suite.t.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.invoiceId, 'inv-homeowner-0002'));
      if (open?.status !== 'unpaid') throw new Error('the demo homeowner’s past-due premium was paid already');
      const send = () =>
        suite.t.app.inject({
          method: 'POST',
          url: '/api/account/invoices',
          headers: { ...bearer(tokens.homeowner), 'idempotency-key': 'pay-past-due-once' },
          payload: { invoiceIds: ['inv-homeowner-0002'], creditCardId: 'card-demo-homeowner' },
        });
      const first = await send();
      expect(first.statusCode).toBe(502);
      const again = await send();
      expect(again.statusCode, again.body).toBe(200);
      const made = await suite.t.database.db
        .select()
        .from(sandboxTransactions)
        .where(
          and(
            eq(sandboxTransactions.paymentProfileId, 'pp-demo-homeowner-visa'),
            eq(sandboxTransactions.amountCents, 6499),
          ),
        );
      expect(made.filter((row) => !row.transactionId.startsWith('demo-'))).toHaveLength(1);
      const paid = await suite.t.database.db
        .select()
        .from(policyPayments)
        .where(eq(policyPayments.invoiceId, 'inv-homeowner-0002'));
      expect(paid).toHaveLength(1);
    } finally {
      gateway.chargeProfile = charge;
    }
  });

  it('upgrades an order paid at closing before it closes on its invoice, charging nothing now', async () => {
    const buyer = {
      firstName: 'Cleo',
      lastName: 'Closing',
      email: `cleo.${inject('dialect')}@example.net`,
      phone: '602-555-0133',
    };
    const where = property('AZ');
    const officer = { name: 'Olive Ortiz', company: 'Mesa Title', email: 'olive@mesatitle.example' };
    const placed = await call('POST', '/api/order', tokens.agent, {
      planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
      planId: 'plan-re-choice',
      property: where,
      owner: buyer,
      orderingPartyType: 'buyerAgent',
      estimatedCloseDate: new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10),
      payment: { type: 'escrow' },
      escrowOfficer: officer,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const before = await contractRow(placed.json().contractId);
    const upgraded = await call('POST', '/api/order', tokens.agent, {
      planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
      planId: 'plan-re-premier',
      contractId: before.contractId,
      isUpgrading: true,
      property: where,
      owner: buyer,
      payment: { type: 'escrow' },
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    const after = await contractRow(upgraded.json().contractId);
    expect(after).toMatchObject({
      status: 'pending',
      orderStatus: 'waitingForPayment',
      paymentType: 'escrow',
      chainId: before.contractId,
      escrowOfficer: officer,
    });
    expect(after.totalCents).toBeGreaterThan(before.totalCents);
    const { invoices } = suite.t.database.t;
    const [oldInvoice] = await suite.t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.contractId, before.contractId));
    const [newInvoice] = await suite.t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.contractId, after.contractId));
    expect(oldInvoice?.status).toBe('cancelled');
    expect(newInvoice).toMatchObject({
      status: 'unpaid',
      amountCents: after.totalCents,
      description: 'Due at closing',
    });
    expect(newInvoice?.dueDate).toEqual(oldInvoice?.dueDate);
    expect(await mayClaim(tokens.agent, after.contractId)).toBe(false);
  });

  it('finds nothing wrong in the books after all of it', async () => {
    expect(await checkBooks({ database: suite.t.database })).toEqual([]);
  });
});

async function changeBody(contractId: string) {
  const row = await contractRow(contractId);
  return {
    planTypeId: row.planTypeId,
    contractId,
    isUpgrading: true,
    addons: row.addons,
    property: orderedProperty(row),
  };
}
