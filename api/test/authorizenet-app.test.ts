/**
 * The app with PAYMENT_GATEWAY=authorizenet, talking to the local Authorize.Net stand-in: the hosted card form
 * flow (no card number ever reaches /api), a payment, money given back, and the webhook: a forged signature, a
 * replay, an unknown event and events out of order change nothing they should not.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AuthNetStandIn, signWebhookBody, startAuthNetStandIn, webhookBody } from './authnet-standin/index.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

const SIGNATURE_KEY =
  'A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90';
const CARD_NUMBER = '4111111111111111';

let standIn: AuthNetStandIn;
let t: TestApp;
let homeowner: string;
let origin: string;

beforeAll(async () => {
  standIn = await startAuthNetStandIn({ signatureKey: SIGNATURE_KEY });
  t = await buildTestApp({
    PAYMENT_GATEWAY: 'authorizenet',
    AUTHNET_API_LOGIN_ID: 'standin-login',
    AUTHNET_TRANSACTION_KEY: 'standin-transaction-key',
    AUTHNET_SIGNATURE_KEY: SIGNATURE_KEY,
    AUTHNET_API_URL: standIn.apiUrl,
    AUTHNET_HOSTED_URL: standIn.hostedUrl,
  });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  homeowner = await accessTokenFor(t, 'homeowner@example.com');
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** Every request our API received, as text, to look for card numbers in. */
const apiRequests: string[] = [];

async function typeCard(email: string, zip = '78701') {
  const opened = await t.app.inject({ method: 'POST', url: '/api/order/getCustomerProfileToken', payload: { email } });
  apiRequests.push(opened.body);
  expect(opened.statusCode, opened.body).toBe(200);
  const { token, hostedFormUrl, hostedFormToken } = opened.json();
  expect(hostedFormUrl).toBe(`${standIn.hostedUrl}/customer/addPayment`);
  // The browser: the form token into the gateway's frame, the card typed there, Save.
  const page = await fetch(hostedFormUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: hostedFormToken }),
  });
  expect(await page.text()).toContain('cardNumber');
  const saved = await fetch(hostedFormUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: hostedFormToken,
      action: 'save',
      cardNumber: CARD_NUMBER,
      expirationDate: '12/39',
      cardCode: '123',
      zip,
    }),
  });
  const savedPage = await saved.text();
  expect(savedPage).toContain('action=successfulSave');
  expect(savedPage).toContain(`${t.app.config.publicOrigin}/payments/iframe-communicator.html`);
  const payload = { token };
  apiRequests.push(JSON.stringify(payload));
  const card = await t.app.inject({ method: 'POST', url: '/api/order/getCustomerPaymentProfile', payload });
  expect(card.statusCode, card.body).toBe(200);
  return { ...card.json(), profileToken: token } as Record<string, string>;
}

async function postWebhook(body: string, signature = signWebhookBody(SIGNATURE_KEY, body)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/authorizenet',
    headers: { 'content-type': 'application/json', 'x-anet-signature': signature },
    payload: body,
  });
}

async function paymentOf(invoiceId: string) {
  const p = t.database.t.policyPayments;
  const [row] = await t.database.db.select().from(p).where(eq(p.invoiceId, invoiceId));
  return row;
}

async function ledgerRefunds(policyPaymentId: number) {
  const l = t.database.t.ledgerLines;
  return t.database.db
    .select()
    .from(l)
    .where(and(eq(l.kind, 'refund'), eq(l.policyPaymentId, policyPaymentId)));
}

describe(`the app with Authorize.Net, on ${inject('dialect')}`, () => {
  it('frames only the gateway’s form origin, in frames and form posts', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`frame-src 'self' ${t.app.config.warrantyLinkOrigin} ${standIn.hostedUrl}`);
    expect(policy).toContain(`form-action 'self' ${standIn.hostedUrl}`);
    const communicator = await t.app.inject({ method: 'GET', url: '/payments/iframe-communicator.html' });
    expect(communicator.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${standIn.hostedUrl}`);
    expect((await t.app.inject({ method: 'POST', url: '/sandbox-gateway/customer/addPayment' })).statusCode).toBe(404);
  });

  it('pays an invoice with a card typed in the hosted form; no card number reaches the API', async () => {
    const card = await typeCard('hannah.anet@example.com');
    expect(card).toMatchObject({ cardType: 'visa', lastFour: '1111', expirationDate: '12/39' });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/account/invoices',
      headers: { ...bearer(homeowner), 'idempotency-key': 'anet-pay-0002' },
      payload: {
        invoiceIds: ['inv-homeowner-0002'],
        authNetProfileId: card.authNetProfileId,
        authNetPaymentProfileId: card.authNetPaymentProfileId,
        profileToken: card.profileToken,
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const payment = await paymentOf('inv-homeowner-0002');
    const charged = standIn.transactions().find((transaction) => transaction.transId === payment?.gatewayTransactionId);
    expect(charged).toMatchObject({ transactionStatus: 'capturedPendingSettlement' });
    // The gateway holds the charge under our intent's key.
    const intent = await t.database.db
      .select()
      .from(t.database.t.paymentIntents)
      .where(eq(t.database.t.paymentIntents.gatewayTransactionId, payment?.gatewayTransactionId ?? ''));
    expect(charged?.invoiceNumber).toBe(intent[0]?.referenceId);
    for (const body of apiRequests) {
      expect(body).not.toContain(CARD_NUMBER);
      expect(body).not.toContain('4111 1111');
    }
    // Nor did any request of ours to the gateway's API carry it.
    expect(standIn.requests.some((request) => request.raw.includes(CARD_NUMBER))).toBe(false);
  });

  it('refuses a forged or missing signature with 401 and changes nothing', async () => {
    const payment = await paymentOf('inv-homeowner-0002');
    const body = webhookBody({
      eventType: 'net.authorize.payment.void.created',
      payload: {
        responseCode: 1,
        authAmount: 64.99,
        entityName: 'transaction',
        id: payment?.gatewayTransactionId ?? '',
      },
    });
    for (const signature of [signWebhookBody('0'.repeat(128), body), 'sha512=00', '']) {
      const res = await postWebhook(body, signature);
      expect(res.statusCode).toBe(401);
    }
    const tampered = body.replace('64.99', '0.01');
    expect((await postWebhook(tampered, signWebhookBody(SIGNATURE_KEY, body))).statusCode).toBe(401);
    expect((await paymentOf('inv-homeowner-0002'))?.refundedAt).toBeNull();
    expect(await t.database.db.select().from(t.database.t.gatewayNotifications)).toEqual([]);
  });

  it('takes an unknown event and ignores it; a notification about a transaction the gateway does not have changes nothing', async () => {
    const unknown = webhookBody({
      eventType: 'net.authorize.customer.created' as never,
      payload: { responseCode: 1, authAmount: 0, entityName: 'customerProfile' as never, id: '123' },
    });
    const res = await postWebhook(unknown);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    const invented = webhookBody({
      eventType: 'net.authorize.payment.void.created',
      payload: { responseCode: 1, authAmount: 64.99, entityName: 'transaction', id: '999999999999' },
    });
    expect((await postWebhook(invented)).json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('records money given back at the gateway once, however often and in whatever order the gateway says so', async () => {
    const payment = await paymentOf('inv-homeowner-0002');
    if (!payment) throw new Error('no payment');
    const transId = payment.gatewayTransactionId;
    // The merchant voids it in Authorize.Net's own interface; the stand-in tells us by webhook.
    standIn.webhooks = { url: `${origin}/api/payments/webhooks/authorizenet`, signatureKey: SIGNATURE_KEY };
    const voided = await fetch(standIn.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        createTransactionRequest: {
          merchantAuthentication: { name: 'standin-login', transactionKey: 'standin-transaction-key' },
          transactionRequest: { transactionType: 'voidTransaction', refTransId: transId },
        },
      }),
    });
    expect(await voided.text()).toContain('"responseCode":"1"');
    await standIn.webhooksDelivered();
    standIn.webhooks = undefined;
    const delivered = standIn.webhookDeliveries.filter(
      (delivery) => delivery.eventType === 'net.authorize.payment.void.created',
    );
    expect(delivered.at(-1)?.status).toBe(200);

    const returned = await paymentOf('inv-homeowner-0002');
    expect(returned?.refundedAt).toBeInstanceOf(Date);
    expect(await ledgerRefunds(payment.policyPaymentId)).toHaveLength(1);

    // The same notification again, and a late capture notification: nothing more.
    const again = await postWebhook(delivered.at(-1)?.body ?? '');
    expect(again.statusCode).toBe(200);
    const late = webhookBody({
      eventType: 'net.authorize.payment.authcapture.created',
      payload: { responseCode: 1, authAmount: 64.99, entityName: 'transaction', id: transId },
    });
    expect((await postWebhook(late)).statusCode).toBe(200);
    const anotherVoid = webhookBody({
      eventType: 'net.authorize.payment.void.created',
      payload: { responseCode: 1, authAmount: 64.99, entityName: 'transaction', id: transId },
    });
    expect((await postWebhook(anotherVoid)).json().outcome).toBe('already recorded as returned');
    expect(await ledgerRefunds(payment.policyPaymentId)).toHaveLength(1);
    expect((await paymentOf('inv-homeowner-0002'))?.refundedAt?.getTime()).toBe(returned?.refundedAt?.getTime());
  });
});
