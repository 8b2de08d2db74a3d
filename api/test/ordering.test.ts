/**
 * Offers, coupons, the price breakdown, quick orders and placing orders, on both dialects: the server prices
 * every order itself, a declined card leaves nothing behind, and a repeated order is placed once.
 */
import { HOMEOWNER_PLAN_TYPE_ID, listingCoveragePriceText, REAL_ESTATE_PLAN_TYPE_ID } from '@hw/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../src/seed/reference.ts';
import { escrowOrderBody, quickOrderPlanId } from './billing-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp, typeCard } from './helper.ts';

let t: TestApp;
let agent: string;
let homeowner: string;
beforeAll(async () => {
  t = await buildTestApp();
  agent = await accessTokenFor(t, 'agent@example.com');
  homeowner = await accessTokenFor(t, 'homeowner@example.com');
});
afterAll(async () => t.close());

const HOMEOWNER_CONTRACT = 'c-homeowner-0001';
const CONDO = '5b6f1d2e-7a11-4f0e-8f51-0d2b7a9e3c02';
const texas = { streetAddress: '100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' };
const owner = { firstName: 'Olivia', lastName: 'Owens', email: 'olivia.owens@example.net', phone: '512-555-0199' };

async function offers(state: string, planTypeId: string, listing = false, dwelling = SINGLE_FAMILY_DWELLING_TYPE_ID) {
  const res = await t.app.inject({ method: 'GET', url: `/api/offers/${state}/${planTypeId}/${dwelling}/${listing}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A card typed into the gateway's hosted form in the owner's checkout, read back by the API. */
async function card(number: string) {
  const profile = await typeCard(t.app, owner.email, { cardNumber: number, expirationDate: '12/30', cardCode: '123' });
  expect(profile.statusCode, JSON.stringify(profile)).toBe(200);
  return profile.json as { authNetProfileId: string; authNetPaymentProfileId: string; profileToken: string };
}

async function rowCounts() {
  const { db, t: tables } = t.database;
  const rows = async (
    table: typeof tables.contracts | typeof tables.invoices | typeof tables.policyPayments | typeof tables.users,
  ) => Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    contracts: await rows(tables.contracts),
    invoices: await rows(tables.invoices),
    payments: await rows(tables.policyPayments),
    users: await rows(tables.users),
  };
}

const homeownerOrder = (extra: Record<string, unknown> = {}) => ({
  planTypeId: HOMEOWNER_PLAN_TYPE_ID,
  planId: 'plan-ho-signature',
  property: { address: texas, dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID, squareFootage: 1000 },
  addons: [{ salesItemId: 'si-pool-spa', quantity: 1 }],
  owner,
  payment: { type: 'monthly' },
  ...extra,
});

describe('offers', () => {
  it('offers three homeowner plans in Texas with coverages, add-ons and three service call prices', async () => {
    const body = await offers('TX', HOMEOWNER_PLAN_TYPE_ID);
    expect(body.offers.map((o: { name: string }) => o.name)).toEqual(['Essentials', 'Signature', 'Platinum']);
    const signature = body.offers[1];
    expect(signature.cost).toBe(600);
    expect(signature.monthlyCost).toBe(49.99);
    expect(signature.serviceCallPrices.map((p: { fee: number }) => p.fee)).toEqual([75, 100, 125]);
    const pool = signature.coverages.find((c: { id: string }) => c.id === 'si-pool-spa');
    expect(pool).toMatchObject({ isOptional: true, cost: 180, recurringCost: 15, description: 'Pool / Spa Equipment' });
    expect(signature.coverages.some((c: { isOptional: boolean }) => !c.isOptional)).toBe(true);
    expect(body.offers[2].includedAddonIds).toEqual(['si-ac-tune-up']);
    expect(body.over5000SqFtFee).toBe(150);
  });

  it('has offers of both plan types in every market state, priced by state and dwelling type', async () => {
    for (const state of ['AZ', 'ID', 'NV', 'OR', 'TX', 'UT']) {
      for (const planType of [HOMEOWNER_PLAN_TYPE_ID, REAL_ESTATE_PLAN_TYPE_ID]) {
        expect((await offers(state, planType)).offers.length).toBeGreaterThanOrEqual(3);
      }
    }
    const condo = await offers('TX', HOMEOWNER_PLAN_TYPE_ID, false, CONDO);
    expect(condo.offers[1].cost).toBeLessThan(600);
  });

  it('prices a listing coverage by state and offers only plans that can be one', async () => {
    const az = await offers('AZ', REAL_ESTATE_PLAN_TYPE_ID, true);
    expect(az.listingCoveragePrice).toBe(425);
    expect(
      az.offers.every((o: { cost: number; canBeListingCoverage: boolean }) => o.cost === 425 && o.canBeListingCoverage),
    ).toBe(true);
    expect((await offers('UT', REAL_ESTATE_PLAN_TYPE_ID, true)).listingCoveragePrice).toBe(395);
  });

  it('lists the listing coverage prices of every state, worded as the plan cards say them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/offers/listingCoveragePrices' });
    expect(res.statusCode).toBe(200);
    expect(listingCoveragePriceText(res.json().prices)).toBe(
      '$425/year in AZ, NV, TX; $395 in UT, ID, OR; not due until close of escrow',
    );
  });

  it('answers the credit a contract has for its renewal', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/offers/${HOMEOWNER_CONTRACT}/false`,
      headers: bearer(homeowner),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().current.creditBalance).toBe(60);
  });

  it('has no offers outside the service area', async () => {
    const ny = await offers('NY', HOMEOWNER_PLAN_TYPE_ID);
    expect(ny.offers).toEqual([]);
    expect(ny.listingCoveragePrice).toBe(0);
  });

  it('answers the limits and exclusions of a plan and of an add-on', async () => {
    const plan = await t.app.inject({
      method: 'GET',
      url: '/api/coverageItem/limitsAndExclusions/ci-plan-ho-signature',
    });
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toMatchObject({ name: 'Signature' });
    expect(plan.json().coveredCoverageList).toContain('Water Heater');
    expect(plan.json().legal).toMatch(/https:\/\//);
    const texas = await t.app.inject({
      method: 'GET',
      url: '/api/coverageItem/limitsAndExclusions/ci-plan-ho-signature?state=TX',
    });
    expect(texas.json().legal).toMatch(/regulated by the Texas Real Estate Commission\.$/);
    const missing = await t.app.inject({ method: 'GET', url: '/api/coverageItem/limitsAndExclusions/nope' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('coupons', () => {
  const validate = (couponCode: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/offers/coupons/validate',
      payload: {
        couponCode,
        planId: 'plan-ho-signature',
        planTypeId: HOMEOWNER_PLAN_TYPE_ID,
        stateCode: 'TX',
        ...extra,
      },
    });

  it('validates SAVE50 in any case and answers its amount and contractCouponId', async () => {
    const res = await validate('save50');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ couponCode: 'SAVE50', amount: 50, contractCouponId: 'coupon-save50' });
  });

  it('refuses unknown, expired and out-of-scope codes with couponNotFound and the product’s wording', async () => {
    for (const res of [
      await validate('NOPE99'),
      await validate('SPRING2024'),
      await validate('TEXAS100'),
      await validate('TEXAS100', { planTypeId: REAL_ESTATE_PLAN_TYPE_ID, planId: 'plan-re-choice', stateCode: 'AZ' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatchObject({
        code: 'couponNotFound',
        message: "Sorry, we couldn't find the coupon code you provided.",
      });
    }
    const ok = await validate('TEXAS100', { planTypeId: REAL_ESTATE_PLAN_TYPE_ID, planId: 'plan-re-choice' });
    expect(ok.json().result.amount).toBe(100);
  });
});

describe('price breakdown', () => {
  const price = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/order/priceBreakdown', payload: body });

  it('prices plan, add-on and a validated coupon and ignores every price the client sends', async () => {
    const res = await price({
      ...homeownerOrder(),
      addons: [{ salesItemId: 'si-pool-spa', quantity: 1, cost: 0.01 }],
      coupon: { couponCode: 'SAVE50', amount: 5000, contractCouponId: 'coupon-save50' },
      priceBreakdown: { total: 1 },
      total: 1,
      timestamp: '2026-11-23T10:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { type: string; cost: number }) => [i.type, i.cost])).toEqual([
      ['plan', 600],
      ['addon', 180],
      ['coupon', -50],
    ]);
    expect(body.total).toBe(730);
    expect(body.monthlyTotal).toBe(60.82);
    expect(body.timestamp).toBe('2026-11-23T10:00:00.000Z');
    expect(body.planTypeId).toBe(HOMEOWNER_PLAN_TYPE_ID);
  });

  it('counts a coupon only with its contractCouponId, caps add-ons at 99 and drops them at 0', async () => {
    const res = await price({
      ...homeownerOrder(),
      addons: [
        { salesItemId: 'si-extra-refrigerator', quantity: 250 },
        { salesItemId: 'si-pool-spa', quantity: 0 },
      ],
      coupon: { couponCode: 'SAVE50', amount: 50 },
    });
    const items = res.json().items;
    expect(items.find((i: { type: string }) => i.type === 'coupon')).toBeUndefined();
    expect(items.filter((i: { type: string }) => i.type === 'addon')).toEqual([
      {
        type: 'addon',
        description: 'Additional Refrigerator',
        cost: 60,
        quantity: 99,
        coverageId: 'si-extra-refrigerator',
      },
    ]);
  });

  it('refuses more than one of a one-off add-on and says so in words, but takes one', async () => {
    const body = await offers('TX', HOMEOWNER_PLAN_TYPE_ID);
    const coverages = body.offers[1].coverages as { id: string; allowsQuantity: boolean }[];
    expect(coverages.find((c) => c.id === 'si-roof-leak')?.allowsQuantity).toBe(false);
    expect(coverages.find((c) => c.id === 'si-extra-refrigerator')?.allowsQuantity).toBe(true);

    const twice = await price({
      ...homeownerOrder(),
      addons: [
        { salesItemId: 'si-extra-refrigerator', quantity: 2 },
        { salesItemId: 'si-roof-leak', quantity: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([
      {
        field: 'addons[1].quantity',
        code: 'validation',
        message: 'Roof Leak Repair can be added only once. Please choose a quantity of 1.',
      },
    ]);

    const once = await price({ ...homeownerOrder(), addons: [{ salesItemId: 'si-roof-leak', quantity: 1 }] });
    expect(once.statusCode).toBe(200);
    expect(once.json().items.find((i: { type: string }) => i.type === 'addon')).toMatchObject({
      coverageId: 'si-roof-leak',
      quantity: 1,
    });
  });

  it('adds the surcharge above 5,000 sq ft and the chosen service call fee offset', async () => {
    const res = await price({
      ...homeownerOrder({ addons: [] }),
      property: { address: texas, dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID, squareFootage: 7000 },
      selectedServiceCallPrice: { id: 'scp-ho-tx-125' },
    });
    expect(res.json().items.map((i: { type: string; cost: number }) => [i.type, i.cost])).toEqual([
      ['plan', 600],
      ['serviceFee', -75],
      ['surcharge', 150],
    ]);
  });

  it('names each bad field: an add-on the plan does not offer, an unknown plan', async () => {
    const addon = await price({ ...homeownerOrder(), addons: [{ salesItemId: 'si-made-up', quantity: 1 }] });
    expect(addon.statusCode).toBe(400);
    expect(addon.json().errors).toEqual([
      {
        field: 'addons[0].salesItemId',
        code: 'validation',
        message: 'This add-on is not offered with the chosen plan.',
      },
    ]);
    const plan = await price({ ...homeownerOrder(), planId: 'plan-re-choice' });
    expect(plan.statusCode).toBe(400);
    expect(plan.json().errors[0].field).toBe('planId');
  });

  it('refuses a property outside the service area with No Service', async () => {
    const res = await price({
      ...homeownerOrder(),
      property: { address: { state: 'NY' }, dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      code: 'noService',
      message: "We're sorry, but we don't (yet) provide service to your zip code.",
    });
  });
});

describe('quick order', () => {
  const quick = (budgetAmount: string | number, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/quickOrder',
      payload: {
        budgetAmount,
        dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
        squareFootage: 1000,
        stateCode: 'TX',
        ...extra,
      },
    });

  it('picks the most expensive plan the budget buys and gives the rest as buyer’s credit', async () => {
    const res = await quick('600');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ planId: 'plan-re-choice', buyersCredit: 60 });
    const big = await quick('1,000.00');
    expect(big.json()).toMatchObject({
      planId: 'plan-re-premier',
      buyersCredit: 305,
      includedAddonIds: ['si-ac-tune-up'],
    });
  });

  it('needs no budget for a listing coverage, which has one price: the dearest plan that can be one, no credit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/quickOrder',
      payload: {
        dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
        squareFootage: 1000,
        stateCode: 'TX',
        isListingCoverage: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ planId: 'plan-re-choice', buyersCredit: 0 });
    // Without a budget a buyer's quick order is still refused, and changes nothing.
    const buyer = await quick('', { isListingCoverage: false });
    expect(buyer.statusCode).toBe(400);
    expect(buyer.json().errors[0]).toMatchObject({ field: 'budgetAmount', message: 'Budget Amount is required.' });
  });

  it('takes the over-5,000 sq ft surcharge out of the budget', async () => {
    const res = await quick('600', { squareFootage: 7000 });
    expect(res.json()).toMatchObject({ planId: 'plan-re-essentials', buyersCredit: 50 });
  });

  it('requires a budget and says when none fits', async () => {
    const missing = await quick('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ field: 'budgetAmount', message: 'Budget Amount is required.' });
    const low = await quick('100');
    expect(low.statusCode).toBe(400);
    expect(low.json().errors[0].message).toMatch(/No plan fits a budget of \$100\.00/);
  });
});

describe('placing an order', () => {
  const place = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/order', payload, headers });

  it('charges the first month to an approved card and writes the contract, a paid invoice and the card', async () => {
    const profile = await card('4111 1111 1111 1111');
    const res = await place(
      homeownerOrder({
        coupon: { couponCode: 'SAVE50', contractCouponId: 'coupon-save50' },
        payment: { type: 'monthly', ...profile },
        confirmedTotal: 730,
        marketingSourceId: 'SPRING-MAILER-7',
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.policyPaymentId).toBeGreaterThan(0);
    expect(body.policyNumber).toMatch(/^HW-\d{8}$/);
    const { db, t: tables } = t.database;
    const [contract] = await db.select().from(tables.contracts).where(eq(tables.contracts.contractId, body.contractId));
    expect(contract).toMatchObject({
      status: 'active',
      orderStatus: 'completed',
      totalCents: 73000,
      paymentType: 'monthly',
      marketingSourceId: 'SPRING-MAILER-7',
    });
    const [payment] = await db
      .select()
      .from(tables.policyPayments)
      .where(eq(tables.policyPayments.contractId, body.contractId));
    expect(payment?.amountCents).toBe(6082);
    const [invoice] = await db.select().from(tables.invoices).where(eq(tables.invoices.contractId, body.contractId));
    expect(invoice?.status).toBe('paid');
    const [user] = await db.select().from(tables.users).where(eq(tables.users.email, owner.email));
    const cards = await db
      .select()
      .from(tables.paymentMethods)
      .where(eq(tables.paymentMethods.userId, user?.id ?? ''));
    expect(cards.map((c) => [c.cardType, c.lastFour])).toEqual([['visa', '1111']]);
  });

  it('charges and places a signed-out order once when it is sent again under its Idempotency-Key', async () => {
    const profile = await card('4111111111111111');
    const order = homeownerOrder({
      owner: { ...owner, email: 'twice@example.net' },
      payment: { type: 'full', ...profile },
    });
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await place(order, headers);
    const again = await place(order, headers);
    expect(first.statusCode).toBe(200);
    expect(again.json().contractId).toBe(first.json().contractId);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const { db, t: tables } = t.database;
    const charges = await db.select().from(tables.sandboxTransactions);
    expect(charges.filter((c) => c.paymentProfileId === profile.authNetPaymentProfileId)).toHaveLength(1);
  });

  it('offers a new owner who ordered signed out to create their password, in the order mail and on request', async () => {
    const profile = await card('4111111111111111');
    const email = 'new.buyer@example.net';
    const res = await place(homeownerOrder({ owner: { ...owner, email }, payment: { type: 'full', ...profile } }));
    expect(res.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.json()).toMatchObject({ ownerAccountCreated: true, coverageStartDate: today });
    await t.app.idle();

    const { db, t: tables } = t.database;
    const mailsTo = async (to: string) =>
      db.select().from(tables.emailOutbox).where(eq(tables.emailOutbox.to, to)).orderBy(tables.emailOutbox.createdAt);
    const [orderMail] = await mailsTo(email);
    expect(orderMail?.text).toContain(`Coverage starts: ${today}`);
    expect(orderMail?.text).toContain('Create your password to see your contract and request repairs online:');
    const link = orderMail?.text.match(/https?:\/\/\S+\/token\?\S+/)?.[0] ?? '';
    const params = new URL(link).searchParams;
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/withToken',
      payload: { grant_type: 'code', u: params.get('u'), t: params.get('t'), fingerprint: 'f' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ forgotPassword: true });

    // Asked again from the confirmation page: a mail about creating the password, not resetting it.
    await t.app.inject({ method: 'POST', url: '/api/authenticate/forgotPassword', payload: { email } });
    await t.app.idle();
    const created = (await mailsTo(email)).at(-1);
    expect(created?.subject).toMatch(/^Create your .+ password$/);
    expect(created?.text).toContain('create the password');
    expect(created?.text).not.toMatch(/reset/i);

    // An owner who already has a password is told to reset it.
    await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/forgotPassword',
      payload: { email: 'agent@example.com' },
    });
    await t.app.idle();
    expect((await mailsTo('agent@example.com')).at(-1)?.subject).toMatch(/^Reset your .+ password$/);
  });

  it('says an escrow order starts at close of escrow, and sends no password link to a signed-in orderer', async () => {
    const order = {
      ...escrowOrderBody({
        planId: 'plan-re-essentials',
        property: { address: texas, dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID, squareFootage: 1000 },
        owner: { ...owner, email: 'escrow.buyer@example.net' },
        estimatedCloseDate: '2026-12-20',
      }),
      payment: { type: 'escrow', confirmationEmailAddresses: ['agent@example.com'] },
    };
    const res = await place(order, bearer(agent));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ownerAccountCreated: true, coverageStartDate: null });
    await t.app.idle();
    const { db, t: tables } = t.database;
    const [buyerMail] = await db
      .select()
      .from(tables.emailOutbox)
      .where(eq(tables.emailOutbox.to, 'escrow.buyer@example.net'));
    expect(buyerMail?.text).toContain('Coverage starts at close of escrow.');
    expect(buyerMail?.text).toContain('Create your password');
    const agentMails = await db.select().from(tables.emailOutbox).where(eq(tables.emailOutbox.to, 'agent@example.com'));
    const agentCopy = agentMails.find((mail) => mail.text.includes(res.json().policyNumber));
    expect(agentCopy?.text).not.toContain('/token?');
  });

  it('refuses an order holding more than one of a one-off add-on, and places nothing', async () => {
    const before = await rowCounts();
    const res = await place(
      homeownerOrder({
        owner: { ...owner, email: 'two.roofs@example.net' },
        addons: [{ salesItemId: 'si-well-pump', quantity: 3 }],
        payment: { type: 'full', ...(await card('4111111111111111')) },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'addons[0].quantity',
        code: 'validation',
        message: 'Well Pump can be added only once. Please choose a quantity of 1.',
      },
    ]);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses orders while online ordering (canOrder) is switched off', async () => {
    const { t: tables } = t.database;
    const flag = (isEnabled: boolean) =>
      t.database.transaction((tx) =>
        tx.update(tables.featureFlags).set({ isEnabled }).where(eq(tables.featureFlags.key, 'OnlineOrdering')),
      );
    await flag(false);
    try {
      const res = await place(homeownerOrder({ payment: { type: 'full', ...(await card('4111111111111111')) } }));
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].message).toMatch(/partner warranty page/);
    } finally {
      await flag(true);
    }
  });

  it('leaves no contract, invoice, payment or user behind when the card is declined', async () => {
    const before = await rowCounts();
    const profile = await card('4000 0000 0000 0002');
    const res = await place(
      homeownerOrder({ owner: { ...owner, email: 'declined@example.net' }, payment: { type: 'full', ...profile } }),
    );
    expect(res.statusCode).toBe(402);
    expect(res.json().errors[0].code).toBe('paymentDeclined');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a card payment without a card, and escrow for a homeowner plan', async () => {
    const noCard = await place(homeownerOrder());
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().errors[0].field).toBe('payment.authNetPaymentProfileId');
    const escrow = await place(homeownerOrder({ payment: { type: 'escrow' } }));
    expect(escrow.statusCode).toBe(400);
    expect(escrow.json().errors[0].field).toBe('payment.type');
  });

  it('answers priceChanged with the server’s price when the confirmed total differs, and places nothing', async () => {
    const before = await rowCounts();
    const res = await place(
      homeownerOrder({ payment: { type: 'monthly', ...(await card('4111111111111111')) }, confirmedTotal: 700 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('priceChanged');
    expect(res.json().priceBreakdown.total).toBe(780);
    expect(await rowCounts()).toEqual(before);
  });

  it('places an agent’s escrow order once under one Idempotency-Key, as the agent’s order', async () => {
    const order = {
      ...escrowOrderBody({
        planId: await quickOrderPlanId(t.app),
        property: { address: texas, dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID, squareFootage: 1000 },
        owner: { ...owner, email: 'buyer.one@example.net' },
        estimatedCloseDate: '2026-12-15',
      }),
      confirmedTotal: 540,
    };
    const headers = { ...bearer(agent), 'idempotency-key': 'quick-order-0001' };
    const first = await place(order, headers);
    expect(first.statusCode).toBe(200);
    const again = await place(order, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().contractId).toBe(first.json().contractId);
    const { db, t: tables } = t.database;
    const mine = await db.select().from(tables.contracts).where(eq(tables.contracts.orderedByUserId, 'u-agent-0001'));
    const placed = mine.filter((c) => c.contractId === first.json().contractId);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ status: 'pending', orderStatus: 'waitingForPayment', paymentType: 'escrow' });
    expect(first.json().policyPaymentId).toBeUndefined();

    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/order/processPayment',
      headers: bearer(agent),
      payload: { billingInfo: { contractId: first.json().contractId, ...(await card('4111111111111111')) } },
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.json()).toMatchObject({ amount: 540 });
    expect(pay.json().policyPaymentId).toBeGreaterThan(0);
    const someoneElse = await t.app.inject({
      method: 'POST',
      url: '/api/order/processPayment',
      headers: bearer(homeowner),
      payload: { billingInfo: { contractId: first.json().contractId, creditCardId: 'x' } },
    });
    expect(someoneElse.statusCode).toBe(404);
  });

  it('lists an order a signed-in homeowner places in their account, beside their active contract', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/account/user', headers: bearer(homeowner) });
    expect(before.statusCode).toBe(200);
    expect(before.json().contracts.map((c: { policyNumber: string }) => c.policyNumber)).toContain('HW-20418837');
    const res = await place(
      homeownerOrder({
        owner: { ...owner, email: 'someone.else@example.net' },
        payment: { type: 'full', ...(await card('4111111111111111')) },
      }),
      bearer(homeowner),
    );
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/account/user', headers: bearer(homeowner) });
    const mine = after.json().contracts;
    expect(mine[0]).toMatchObject({
      contractId: res.json().contractId,
      planName: 'Signature',
      contractStatus: { description: 'Active' },
      total: 780,
      address: { city: 'Austin', state: 'TX' },
    });
    const agentView = await t.app.inject({ method: 'GET', url: '/api/account/user', headers: bearer(agent) });
    expect(agentView.json().contracts.map((c: { contractId: string }) => c.contractId)).not.toContain(
      res.json().contractId,
    );
  });

  it('converts an agent’s listing coverage into the buyer’s full coverage', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/order/convert/buyerAgent?contractId=c-agent-0002',
      headers: bearer(agent),
    });
    expect(start.statusCode).toBe(200);
    const conversion = start.json();
    expect(conversion).toMatchObject({
      contractId: 'c-agent-0002',
      isListingCoverage: true,
      orderingPartyType: 'buyerAgent',
    });
    expect(conversion.property.address).toMatchObject({ city: 'Phoenix', state: 'AZ', zipCode: '85007' });
    const notListing = await t.app.inject({
      method: 'GET',
      url: '/api/order/convert/buyerAgent?contractId=c-agent-0001',
      headers: bearer(agent),
    });
    expect(notListing.statusCode).toBe(400);

    const res = await place(
      {
        planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
        planId: 'plan-re-choice',
        contractId: 'c-agent-0002',
        property: {
          address: { streetAddress: '918 W Roosevelt St', city: 'Phoenix', state: 'AZ', zipCode: '85007' },
          dwellingTypeId: conversion.property.dwellingTypeId,
        },
        owner: { ...owner, email: 'new.buyer@example.net' },
        orderingPartyType: 'buyerAgent',
        escrowOfficer: { name: 'Olive Ortiz', company: 'Mesa Title', email: 'olive@mesatitle.example' },
        payment: { type: 'escrow' },
      },
      bearer(agent),
    );
    expect(res.statusCode).toBe(200);
    const { db, t: tables } = t.database;
    const [created] = await db
      .select()
      .from(tables.contracts)
      .where(eq(tables.contracts.contractId, res.json().contractId));
    const [buyer] = await db.select().from(tables.users).where(eq(tables.users.email, 'new.buyer@example.net'));
    expect(created).toMatchObject({
      ownerUserId: buyer?.id,
      orderKind: 'conversion',
      previousContractId: 'c-agent-0002',
    });
    const [listing] = await db.select().from(tables.contracts).where(eq(tables.contracts.contractId, 'c-agent-0002'));
    expect(listing?.status).toBe('cancelled');
  });

  it('completes a pending order at closing once: coverage starts on the closing day', async () => {
    const complete = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/complete',
        headers: bearer(agent),
        payload: { contractId: 'c-agent-0001', closingDate: '2026-12-01' },
      });
    const first = await complete();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      contractStatus: 'active',
      effectiveDate: '2026-12-01T00:00:00.000Z',
      expireDate: '2027-12-01T00:00:00.000Z',
    });
    const again = await complete();
    expect(again.statusCode).toBe(422);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/order/complete',
      headers: bearer(homeowner),
      payload: { contractId: 'c-agent-0001' },
    });
    expect(stranger.statusCode).toBe(404);
  });
});
