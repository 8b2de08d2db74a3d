/**
 * Orders sent several times at once under one Idempotency-Key: each answer is the first order's (a replay) or
 * 409 "still running", never a server error, and one order is placed. Different orders paid at once with one
 * card typed for them, without a key: each is placed, and the card and a new owner's account are saved once; the
 * card sent to the account several times at once is saved once.
 */
import { HOMEOWNER_PLAN_TYPE_ID } from '@hw/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../../src/seed/reference.ts';
import { escrowOrderBody, quickOrderPlanId } from '../billing-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp, typeCard } from '../helper.ts';

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await buildTestApp();
  agent = await accessTokenFor(t, 'agent@example.com');
});
afterAll(async () => t.close());

const texas = { streetAddress: '100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' };
const property = { address: texas, dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID, squareFootage: 1000 };
const AT_ONCE = 5;

/** A card typed into the gateway's hosted form, read back by the API. */
async function card(email: string) {
  const profile = await typeCard(t.app, email, {
    cardNumber: '4111111111111111',
    expirationDate: '12/30',
    cardCode: '123',
  });
  expect(profile.statusCode, JSON.stringify(profile)).toBe(200);
  return profile.json as { authNetProfileId: string; authNetPaymentProfileId: string; profileToken: string };
}

/** Sends the order AT_ONCE times together; every answer is the first order or 409 inProgress. */
async function placeTogether(order: Record<string, unknown>, headers: Record<string, string>) {
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, () => t.app.inject({ method: 'POST', url: '/api/order', payload: order, headers })),
  );
  const placed = answers.filter((res) => res.statusCode === 200);
  expect(placed.length).toBeGreaterThanOrEqual(1);
  const contractIds = new Set(placed.map((res) => res.json().contractId));
  expect(contractIds.size).toBe(1);
  for (const res of answers) {
    if (res.statusCode === 200) continue;
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('inProgress');
  }
  // Once the first has finished, the key answers its order.
  const later = await t.app.inject({ method: 'POST', url: '/api/order', payload: order, headers });
  expect(later.statusCode).toBe(200);
  expect(later.headers['idempotent-replayed']).toBe('true');
  expect(later.json().contractId).toBe([...contractIds][0]);
  return [...contractIds][0] as string;
}

describe('one Idempotency-Key sent several times at once', () => {
  it('places a signed-out order once and charges the card once', async () => {
    const email = 'together@example.net';
    const profile = await card(email);
    const order = {
      planTypeId: HOMEOWNER_PLAN_TYPE_ID,
      planId: 'plan-ho-signature',
      property,
      owner: { firstName: 'Tia', lastName: 'Together', email, phone: '512-555-0199' },
      payment: { type: 'full', ...profile },
    };
    await placeTogether(order, { 'idempotency-key': crypto.randomUUID() });
    const { db, t: tables } = t.database;
    const charges = await db.select().from(tables.sandboxTransactions);
    expect(charges.filter((c) => c.paymentProfileId === profile.authNetPaymentProfileId)).toHaveLength(1);
  });

  it('places a signed-in agent’s order once', async () => {
    const order = {
      ...escrowOrderBody({
        planId: await quickOrderPlanId(t.app),
        property,
        owner: { firstName: 'Bo', lastName: 'Buyer', email: 'buyer.together@example.net', phone: '512-555-0198' },
        estimatedCloseDate: '2026-12-15',
      }),
      confirmedTotal: 540,
    };
    const contractId = await placeTogether(order, { ...bearer(agent), 'idempotency-key': crypto.randomUUID() });
    const { db, t: tables } = t.database;
    const rows = await db.select().from(tables.contracts).where(eq(tables.contracts.contractId, contractId));
    expect(rows).toHaveLength(1);
    const mine = await db.select().from(tables.users).where(eq(tables.users.email, 'buyer.together@example.net'));
    expect(mine.length).toBeLessThanOrEqual(1);
  });
});

describe('one new card sent by several requests at once, without an Idempotency-Key', () => {
  /** AT_ONCE orders of homes along one street, sent together. */
  async function orderTogether(order: (index: number) => Record<string, unknown>, headers: Record<string, string>) {
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        t.app.inject({ method: 'POST', url: '/api/order', payload: order(index), headers }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    return answers.map((res) => res.json().contractId as string);
  }
  const homeOrder = (owner: Record<string, string>, profile: Record<string, string>) => (index: number) => ({
    planTypeId: HOMEOWNER_PLAN_TYPE_ID,
    planId: 'plan-ho-signature',
    property: { ...property, address: { ...texas, streetAddress: `${200 + index} Congress Ave` } },
    owner,
    payment: { type: 'full', ...profile },
  });
  const savedCards = async (paymentProfileId: string) => {
    const { db, t: tables } = t.database;
    return db.select().from(tables.paymentMethods).where(eq(tables.paymentMethods.paymentProfileId, paymentProfileId));
  };

  it('places each order of a signed-in owner and saves the card once', async () => {
    const email = 'homeowner@example.com';
    const profile = await card(email);
    const owner = { firstName: 'Hal', lastName: 'Home', email, phone: '512-555-0101' };
    const contractIds = await orderTogether(homeOrder(owner, profile), bearer(await accessTokenFor(t, email)));
    expect(new Set(contractIds).size).toBe(AT_ONCE);
    const saved = await savedCards(profile.authNetPaymentProfileId);
    expect(saved).toHaveLength(1);
    const { db, t: tables } = t.database;
    const payments = await db.select().from(tables.policyPayments);
    const ours = payments.filter((payment) => contractIds.includes(payment.contractId));
    expect(ours.map((payment) => payment.creditCardId)).toEqual(contractIds.map(() => saved[0]?.creditCardId));
  });

  it('places each order of a new owner signed out, and makes their account and saves the card once', async () => {
    const email = 'new.together@example.net';
    const profile = await card(email);
    const owner = { firstName: 'Nia', lastName: 'New', email, phone: '512-555-0102' };
    await orderTogether(homeOrder(owner, profile), {});
    const { db, t: tables } = t.database;
    expect(await db.select().from(tables.users).where(eq(tables.users.email, email))).toHaveLength(1);
    expect(await savedCards(profile.authNetPaymentProfileId)).toHaveLength(1);
  });

  it('saves a card sent to the account several times at once once, and answers it each time', async () => {
    const email = 'homeowner@example.com';
    const profile = await card(email);
    const headers = bearer(await accessTokenFor(t, email));
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        t.app.inject({ method: 'POST', url: '/api/account/payment/info', payload: profile, headers }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const saved = await savedCards(profile.authNetPaymentProfileId);
    expect(saved).toHaveLength(1);
    expect(answers.map((res) => res.json().creditCard.creditCardId)).toEqual(answers.map(() => saved[0]?.creditCardId));
  });
});
