/**
 * Paying invoices and managing saved cards from the account, on both dialects: a declined card changes
 * nothing, a payment under an Idempotency-Key happens once, a card that pays an active monthly contract
 * stays, and nobody pays, reads or changes another user's contracts or cards.
 */
import { SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD } from '@hw/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUTURE_EXPIRY, savedCard } from './billing-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let homeowner: string;
let agent: string;
let contractor: string;

beforeAll(async () => {
  t = await buildTestApp();
  homeowner = await accessTokenFor(t, 'homeowner@example.com');
  agent = await accessTokenFor(t, 'agent@example.com');
  contractor = await accessTokenFor(t, 'contractor@example.com');
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A card tokenised the way the web app does it: typed into the gateway's hosted form, read back by the API. */
const tokenise = (cardNumber: string) => savedCard(t.app, 'homeowner@example.com', cardNumber);

async function invoiceStatus(invoiceId: string) {
  const { invoices } = t.database.t;
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
  return row;
}

async function paymentCount() {
  const [row] = await t.database.db.select({ n: count() }).from(t.database.t.policyPayments);
  return Number(row?.n ?? 0);
}

const cardsOf = async (token: string) => (await call('GET', '/api/account/payment/info', token)).json();

describe('paying invoices (POST /api/account/invoices)', () => {
  it('lists the failed charge of the unpaid invoice', async () => {
    const res = await call('GET', '/api/account/payment/failed', homeowner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        invoiceId: 'inv-homeowner-0002',
        policyNumber: 'HW-20418837',
        amount: 64.99,
        reason: 'The card was declined by the bank.',
      }),
    ]);
  });

  it('leaves the invoice unpaid when the card is declined (402)', async () => {
    const before = await paymentCount();
    const declining = await tokenise(SANDBOX_DECLINED_CARD);
    const res = await call('POST', '/api/account/invoices', homeowner, {
      invoiceIds: ['inv-homeowner-0002'],
      ...declining,
    });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().errors[0].code).toBe('paymentDeclined');
    expect((await invoiceStatus('inv-homeowner-0002'))?.status).toBe('unpaid');
    expect(await paymentCount()).toBe(before);
    expect((await call('GET', '/api/account/payment/failed', homeowner)).json()).toHaveLength(1);
  });

  it('does not let a homeowner pay an agent’s order, nor an agent pay with the homeowner’s card', async () => {
    const homeownerPays = await call('POST', '/api/account/invoices', homeowner, {
      invoiceIds: ['inv-agent-0001'],
      creditCardId: 'card-demo-homeowner',
    });
    expect(homeownerPays.statusCode).toBe(404);
    const agentPays = await call('POST', '/api/account/invoices', agent, {
      invoiceIds: ['inv-agent-0001'],
      creditCardId: 'card-demo-homeowner',
    });
    expect(agentPays.statusCode).toBe(404);
    expect((await invoiceStatus('inv-agent-0001'))?.status).toBe('unpaid');
  });

  it('pays with the saved card once under an Idempotency-Key, and clears the failed payment', async () => {
    const before = await paymentCount();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/invoices',
        headers: { ...bearer(homeowner), 'idempotency-key': 'pay-inv-homeowner-0002' },
        payload: { invoiceIds: ['inv-homeowner-0002'], creditCardId: 'card-demo-homeowner' },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().policyPaymentId).toBeGreaterThan(0);
    expect(first.json().amount).toBe(64.99);
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await paymentCount()).toBe(before + 1);

    const invoice = await invoiceStatus('inv-homeowner-0002');
    expect(invoice).toMatchObject({ status: 'paid', failedAt: null, failureReason: null });
    expect((await call('GET', '/api/account/payment/failed', homeowner)).json()).toEqual([]);
    const details = await call('GET', '/api/account/invoices/inv-homeowner-0002/details', homeowner);
    expect(details.json().payments).toEqual([
      expect.objectContaining({
        policyPaymentId: first.json().policyPaymentId,
        amount: 64.99,
        card: 'visa ending 1111',
      }),
    ]);
  });

  it('refuses to pay a paid invoice again (422)', async () => {
    const res = await call('POST', '/api/account/invoices', homeowner, {
      invoiceIds: ['inv-homeowner-0002'],
      creditCardId: 'card-demo-homeowner',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].message).toContain('already paid');
  });

  it('lets the agent pay an order with a new card, completing the order', async () => {
    const res = await call('POST', '/api/account/invoices', agent, {
      invoiceIds: ['inv-agent-0001'],
      ...(await tokenise(SANDBOX_APPROVED_CARD)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: 556 });
    const order = await call('GET', '/api/account/contract/c-agent-0001', agent);
    expect(order.json().orderStatus).toBe('completed');
  });
});

describe('saved cards (/api/account/payment/...)', () => {
  let newCardId: string;

  it('lists the caller’s card with the policies it pays', async () => {
    expect(await cardsOf(homeowner)).toEqual([
      {
        creditCard: {
          creditCardId: 'card-demo-homeowner',
          policyNumber: ['HW-20418837'],
          cardType: 'visa',
          lastFour: '1111',
          expirationDate: '12/29',
        },
        isDefault: true,
      },
    ]);
    expect(await cardsOf(agent)).toEqual([]);
    expect((await call('GET', '/api/account/payment/info', contractor)).statusCode).toBe(403);
  });

  it('adds a card the gateway knows, and refuses one it does not', async () => {
    const res = await call('POST', '/api/account/payment/info', homeowner, await tokenise(SANDBOX_APPROVED_CARD));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      creditCard: { cardType: 'visa', lastFour: '1111', expirationDate: FUTURE_EXPIRY, policyNumber: [] },
      isDefault: false,
    });
    newCardId = res.json().creditCard.creditCardId;
    expect(await cardsOf(homeowner)).toHaveLength(2);
    const unknown = await call('POST', '/api/account/payment/info', homeowner, {
      authNetProfileId: 'cp-demo-homeowner',
      authNetPaymentProfileId: 'pp-none',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('authNetPaymentProfileId');
  });

  it('adds an agent’s card as the card of one of their orders', async () => {
    const res = await call('POST', '/api/account/payment/info', agent, {
      ...(await tokenise(SANDBOX_APPROVED_CARD)),
      policyId: 'c-agent-0001',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ creditCard: { policyNumber: ['HW-31877420'] }, isDefault: true });
    const refused = await call('POST', '/api/account/payment/info', agent, {
      ...(await tokenise(SANDBOX_APPROVED_CARD)),
      policyId: 'c-homeowner-0001',
    });
    expect(refused.statusCode).toBe(404);
  });

  it('sets the card a policy is charged to, for the caller’s contracts only', async () => {
    const res = await call('POST', '/api/account/payment/setDefaultPaymentMethod', homeowner, {
      policyId: 'c-homeowner-0001',
      creditCardId: newCardId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ policyId: 'c-homeowner-0001', creditCardId: newCardId });
    const cards = await cardsOf(homeowner);
    const policiesOf = (id: string) =>
      cards.find((c: { creditCard: { creditCardId: string } }) => c.creditCard.creditCardId === id).creditCard
        .policyNumber;
    expect(policiesOf(newCardId)).toEqual(['HW-20418837']);
    expect(policiesOf('card-demo-homeowner')).toEqual([]);
    const contract = await call('GET', '/api/account/contract/c-homeowner-0001', homeowner);
    expect(contract.json().defaultCreditCardId).toBe(newCardId);

    for (const [token, body] of [
      [agent, { policyId: 'c-homeowner-0001', creditCardId: 'card-demo-homeowner' }],
      [homeowner, { policyId: 'c-agent-0001', creditCardId: newCardId }],
    ] as const) {
      expect((await call('POST', '/api/account/payment/setDefaultPaymentMethod', token, body)).statusCode).toBe(404);
    }
  });

  it('keeps the card that pays an active monthly contract (422), and removes it once another does', async () => {
    const refused = await call('DELETE', `/api/account/payment/${newCardId}`, homeowner);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'validation',
      message: expect.stringContaining('HW-20418837'),
    });

    const back = await call('POST', '/api/account/payment/setDefaultPaymentMethod', homeowner, {
      policyId: 'c-homeowner-0001',
      creditCardId: 'card-demo-homeowner',
    });
    expect(back.statusCode).toBe(200);
    expect((await call('DELETE', `/api/account/payment/${newCardId}`, agent)).statusCode).toBe(404);
    const { paymentMethods, sandboxPaymentProfiles } = t.database.t;
    const [saved] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.creditCardId, newCardId));
    const removed = await call('DELETE', `/api/account/payment/${newCardId}`, homeowner);
    expect(removed.statusCode, removed.body).toBe(204);
    // Gone from the gateway's vault too.
    const vault = await t.database.db
      .select()
      .from(sandboxPaymentProfiles)
      .where(eq(sandboxPaymentProfiles.paymentProfileId, saved?.paymentProfileId ?? ''));
    expect(saved).toBeDefined();
    expect(vault).toEqual([]);
    expect(
      (await cardsOf(homeowner)).map((c: { creditCard: { creditCardId: string } }) => c.creditCard.creditCardId),
    ).toEqual(['card-demo-homeowner']);
    expect((await call('DELETE', '/api/account/payment/card-demo-homeowner', homeowner)).statusCode).toBe(422);
  });

  it('makes another card the default: one default at a time, again changes nothing, the plans stay', async () => {
    const added = await call('POST', '/api/account/payment/info', homeowner, await tokenise(SANDBOX_APPROVED_CARD));
    const secondId = added.json().creditCard.creditCardId as string;
    const defaults = async () =>
      (
        (await cardsOf(homeowner)) as {
          creditCard: { creditCardId: string; policyNumber: string[] };
          isDefault: boolean;
        }[]
      ).map((c) => [c.creditCard.creditCardId, c.isDefault, c.creditCard.policyNumber]);
    expect(await defaults()).toEqual([
      ['card-demo-homeowner', true, ['HW-20418837']],
      [secondId, false, []],
    ]);

    // Another person's, an unknown and a contractor's call change nothing.
    expect((await call('PUT', `/api/account/payment/${secondId}/default`, agent)).statusCode).toBe(404);
    expect((await call('PUT', '/api/account/payment/card-none/default', homeowner)).statusCode).toBe(404);
    expect((await call('PUT', `/api/account/payment/${secondId}/default`, contractor)).statusCode).toBe(403);
    expect((await defaults())[0]).toEqual(['card-demo-homeowner', true, ['HW-20418837']]);

    for (let time = 0; time < 2; time++) {
      const res = await call('PUT', `/api/account/payment/${secondId}/default`, homeowner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((c: { isDefault: boolean }) => c.isDefault)).toEqual([false, true]);
    }
    // The plan is still paid by the card it was given: the default is the card offered first.
    expect(await defaults()).toEqual([
      ['card-demo-homeowner', false, ['HW-20418837']],
      [secondId, true, []],
    ]);

    // Removing the default card leaves the other one the default.
    expect((await call('DELETE', `/api/account/payment/${secondId}`, homeowner)).statusCode).toBe(204);
    expect(await defaults()).toEqual([['card-demo-homeowner', true, ['HW-20418837']]]);
  });

  it('updates the expiry of a card and refuses a past one', async () => {
    const res = await call('PUT', '/api/account/payment', homeowner, {
      creditCardId: 'card-demo-homeowner',
      expirationDate: FUTURE_EXPIRY,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().creditCard.expirationDate).toBe(FUTURE_EXPIRY);
    const past = await call('PUT', '/api/account/payment', homeowner, {
      creditCardId: 'card-demo-homeowner',
      expirationDate: '01/20',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].field).toBe('expirationDate');
    expect((await call('PUT', '/api/account/payment', agent, { creditCardId: 'card-demo-homeowner' })).statusCode).toBe(
      404,
    );
  });

  it('syncs cards with the gateway: new expiry read back, a vanished card removed unless it pays a monthly contract', async () => {
    const added = await call('POST', '/api/account/payment/info', homeowner, await tokenise(SANDBOX_APPROVED_CARD));
    const goneId = added.json().creditCard.creditCardId;
    const { paymentMethods, sandboxPaymentProfiles } = t.database.t;
    const [gone] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.creditCardId, goneId));
    await t.database.transaction(async (tx) => {
      await tx
        .delete(sandboxPaymentProfiles)
        .where(eq(sandboxPaymentProfiles.paymentProfileId, gone?.paymentProfileId ?? ''));
      await tx
        .update(sandboxPaymentProfiles)
        .set({ expirationDate: '11/31' })
        .where(eq(sandboxPaymentProfiles.paymentProfileId, 'pp-demo-homeowner-visa'));
    });
    const res = await call('GET', '/api/account/payment/syncPaymentProfiles', homeowner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        creditCard: expect.objectContaining({ creditCardId: 'card-demo-homeowner', expirationDate: '11/31' }),
      }),
    ]);

    await t.database.transaction(async (tx) => {
      await tx
        .delete(sandboxPaymentProfiles)
        .where(eq(sandboxPaymentProfiles.paymentProfileId, 'pp-demo-homeowner-visa'));
    });
    const kept = await call('GET', '/api/account/payment/syncPaymentProfiles', homeowner);
    expect(kept.json().map((c: { creditCard: { creditCardId: string } }) => c.creditCard.creditCardId)).toEqual([
      'card-demo-homeowner',
    ]);
  });
});
