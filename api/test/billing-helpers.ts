/**
 * What the billing and ordering tests share: the job context, a card saved through the hosted form or typed in a
 * checkout, a monthly order, an agent's escrow order, a contract moved to begin on a chosen day, and a card made a
 * contract's own.
 */
import { HOMEOWNER_PLAN_TYPE_ID, REAL_ESTATE_PLAN_TYPE_ID, SANDBOX_APPROVED_CARD } from '@hw/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { JobContext } from '../src/jobs/job.ts';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../src/seed/reference.ts';
import { makeContractCard, type TestApp, typeCard } from './helper.ts';

/** What a job run needs, taken from the test app, acting as of `now`. */
export const jobContext = (t: TestApp, now: Date): JobContext => ({
  database: t.database,
  gateway: t.app.paymentGateway,
  mailer: t.app.mailer,
  config: t.app.config,
  log: t.app.log,
  now,
});

/** A card expiry three years ahead, so a card typed today stays valid while the tests run. */
export const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

/** A saved card as POST /api/order/getCustomerPaymentProfile answers it. */
export interface SavedCard {
  authNetProfileId: string;
  authNetPaymentProfileId: string;
  cardType: string;
  lastFour: string;
  expirationDate: string;
  profileToken: string;
}

/** A card typed into the gateway's hosted form for `email` and read back by the API. */
export async function savedCard(
  app: FastifyInstance,
  email: string,
  cardNumber = SANDBOX_APPROVED_CARD,
  expirationDate = FUTURE_EXPIRY,
): Promise<SavedCard> {
  const card = await typeCard(app, email, { cardNumber, expirationDate, cardCode: '123' });
  expect(card.statusCode, JSON.stringify(card)).toBe(200);
  return card.json as unknown as SavedCard;
}

let checkouts = 0;
/**
 * A card typed in a checkout (into the gateway's hosted form, read back by the API): its gateway ids and the
 * checkout token. Each checkout a new address: one address opens only a few profiles in a quarter hour.
 */
export async function checkoutCard(app: FastifyInstance, cardNumber = SANDBOX_APPROVED_CARD) {
  const card = await typeCard(app, `payer.${++checkouts}@example.net`, {
    cardNumber,
    expirationDate: '12/30',
    cardCode: '123',
  });
  expect(card.statusCode, JSON.stringify(card)).toBe(200);
  const { authNetProfileId, authNetPaymentProfileId, profileToken } = card.json;
  return { authNetProfileId, authNetPaymentProfileId, profileToken } as Record<string, string>;
}

/** The body of POST /api/order for the monthly Signature homeowner plan on an Austin single-family home. */
export function monthlyOrderBody(
  card: object,
  owner: { firstName: string; lastName: string; email: string; phone?: string },
  streetAddress = '100 Congress Ave',
) {
  return {
    planTypeId: HOMEOWNER_PLAN_TYPE_ID,
    planId: 'plan-ho-signature',
    property: {
      address: { streetAddress, city: 'Austin', state: 'TX', zipCode: '78701' },
      dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
      squareFootage: 1000,
    },
    owner: { phone: '512-555-0188', ...owner },
    payment: { type: 'monthly', ...card },
  };
}

let clients = 0;
/**
 * Places the monthly order `monthlyOrderBody` makes, signed out, each from a client address of its own (one
 * client makes at most a few accounts in a quarter of an hour): the new contract's id.
 */
export async function placeMonthlyOrder(
  app: FastifyInstance,
  card: object,
  owner: Parameters<typeof monthlyOrderBody>[1],
  streetAddress?: string,
): Promise<string> {
  clients += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/order',
    remoteAddress: `203.0.113.${clients}`,
    payload: monthlyOrderBody(card, owner, streetAddress),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().contractId;
}

/**
 * Moves a contract to begin at `effective` and end a year later, written `writtenHoursLater` hours after it
 * began; answers the contract as saved (its end date known to be set).
 */
export async function backdateContract(t: TestApp, contractId: string, effective: Date, writtenHoursLater = 10) {
  const { contracts } = t.database.t;
  const expireDate = new Date(effective);
  expireDate.setUTCFullYear(expireDate.getUTCFullYear() + 1);
  const [contract] = await t.database.transaction((tx) =>
    tx
      .update(contracts)
      .set({
        effectiveDate: effective,
        expireDate,
        createdAt: new Date(effective.getTime() + writtenHoursLater * 3600_000),
      })
      .where(eq(contracts.contractId, contractId))
      .returning(),
  );
  if (!contract) throw new Error(`no contract ${contractId}`);
  return { ...contract, expireDate };
}

/** Saves a card for the contract's owner, typed through the hosted form, and makes it the contract's own card. */
export async function saveCardForContract(
  t: TestApp,
  contract: { contractId: string; userId: string; email: string },
  cardNumber: string,
  expirationDate = FUTURE_EXPIRY,
): Promise<{ creditCardId: string; paymentProfileId: string }> {
  const card = await savedCard(t.app, contract.email, cardNumber, expirationDate);
  const creditCardId = `card-${card.authNetPaymentProfileId}`;
  await t.database.transaction(async (tx) => {
    await tx.insert(t.database.t.paymentMethods).values({
      creditCardId,
      userId: contract.userId,
      customerProfileId: card.authNetProfileId,
      paymentProfileId: card.authNetPaymentProfileId,
      cardType: 'visa',
      lastFour: cardNumber.slice(-4),
      expirationDate,
    });
    await makeContractCard(tx, t.database, contract.contractId, creditCardId);
  });
  return { creditCardId, paymentProfileId: card.authNetPaymentProfileId };
}

/** The escrow officer the agents' orders in the tests name. */
export const ESCROW_OFFICER = { name: 'Olive Ortiz', company: 'Mesa Title', email: 'olive@mesatitle.example' };

/** A single-family home in Phoenix, as an order names its property. */
export const phoenixHome = (streetAddress: string) => ({
  address: { streetAddress, city: 'Phoenix', state: 'AZ', zipCode: '85004' },
  dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
});

/** A single-family home in Mesa, as an order names its property. */
export const mesaHome = (streetAddress: string) => ({
  address: { streetAddress, city: 'Mesa', state: 'AZ', zipCode: '85201' },
  dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
});

/**
 * The body of POST /api/order for an order of a real-estate plan paid at closing, by a buyer's agent unless
 * `orderingPartyType` says otherwise, naming the escrow officer (`null`: none).
 */
export function escrowOrderBody(order: {
  planId?: string;
  property: object;
  owner: object;
  orderingPartyType?: string;
  estimatedCloseDate?: string;
  escrowOfficer?: object | null;
}) {
  const { planId = 'plan-re-choice', property, owner, estimatedCloseDate, escrowOfficer = ESCROW_OFFICER } = order;
  return {
    planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
    planId,
    property,
    owner,
    orderingPartyType: order.orderingPartyType ?? 'buyerAgent',
    ...(estimatedCloseDate ? { estimatedCloseDate } : {}),
    ...(escrowOfficer ? { escrowOfficer } : {}),
    payment: { type: 'escrow' },
  };
}

/** The plan POST /api/order/quickOrder picks for a $600 budget on a Texas single-family home. */
export async function quickOrderPlanId(app: FastifyInstance): Promise<string> {
  const quick = await app.inject({
    method: 'POST',
    url: '/api/order/quickOrder',
    payload: {
      budgetAmount: '600',
      dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
      squareFootage: 1000,
      stateCode: 'TX',
    },
  });
  return quick.json().planId;
}
