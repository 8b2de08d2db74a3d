/**
 * One suite for the card gateway interface, run against every adapter so both behave the same:
 * - the sandbox (in the test database, its hosted form served by the app);
 * - the Authorize.Net adapter against a local stand-in that answers Authorize.Net's documented JSON and hosts
 *   its Accept Customer form (./authnet-standin, written from Authorize.Net's reference and samples);
 * - the Authorize.Net adapter against Authorize.Net's real sandbox, with AUTHNET_LIVE_TEST=1 and the
 *   AUTHNET_* settings (cards are then added through its API by this test, and settlement, which takes a
 *   day there, is not waited for).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeNetGateway } from '../src/payments/authorizenet-gateway.ts';
import { GatewayUnavailableError, type HostedCardForm, type PaymentGateway } from '../src/payments/gateway.ts';
import { sandboxGateway } from '../src/payments/sandbox-gateway.ts';
import { type AuthNetStandIn, startAuthNetStandIn } from './authnet-standin/index.ts';
import { buildTestApp, postHostedForm, type TestApp } from './helper.ts';

interface Card {
  number: string;
  /** MM/YY */
  expiry: string;
  code: string;
  zip: string;
}

interface Subject {
  gateway: PaymentGateway;
  /** Types the card into this gateway's hosted form (or, live, adds it through the API). */
  typeCard(customerProfileId: string, form: HostedCardForm, card: Card): Promise<void>;
  approvingCard: Card;
  decliningCard: Card;
  /** Closes the day's batch; answers a window holding its settlement time. Absent when settling cannot be waited for. */
  settle?: () => Promise<{ from: Date; to: Date }>;
  /** The next call fails as the network or the gateway can. */
  failNext?: (kind: 'http500' | 'timeout' | 'reset') => void;
  close(): Promise<void>;
}

const DAY = 24 * 60 * 60 * 1000;
const COMMUNICATOR = 'http://127.0.0.1/payments/iframe-communicator.html';
const key = (label: string) => `${label}-${randomBytes(6).toString('hex')}`.slice(0, 20);

async function sandboxSubject(): Promise<Subject> {
  const t: TestApp = await buildTestApp();
  let clock = Date.now();
  const gateway = sandboxGateway(t.database, {
    now: () => new Date(clock),
    formSecret: t.app.keyRing.serverSecret,
    hostedFormUrl: `${t.app.config.publicOrigin}/sandbox-gateway/customer/addPayment`,
  });
  return {
    gateway,
    approvingCard: { number: '4111111111111111', expiry: '12/39', code: '123', zip: '78701' },
    decliningCard: { number: '4000000000000002', expiry: '12/39', code: '123', zip: '78701' },
    async typeCard(_profile, form, card) {
      const saved = await postHostedForm(t.app, form.url.replace(/addPayment$/, 'savePayment'), {
        token: form.token,
        cardNumber: card.number,
        expirationDate: card.expiry,
        cardCode: card.code,
        billingZip: card.zip,
      });
      expect(saved.body).toContain('#action=successfulSave');
    },
    async settle() {
      const from = new Date(Math.floor(clock / DAY) * DAY + DAY);
      clock += 2 * DAY;
      return { from, to: new Date(from.getTime() + DAY) };
    },
    close: () => t.close(),
  };
}

async function standInSubject(): Promise<Subject> {
  const standIn: AuthNetStandIn = await startAuthNetStandIn();
  const gateway = authorizeNetGateway({
    apiLoginId: 'standin-login',
    transactionKey: 'standin-transaction-key',
    apiUrl: standIn.apiUrl,
    hostedUrl: standIn.hostedUrl,
    validationMode: 'testMode',
    timeoutMs: 1500,
  });
  return {
    gateway,
    approvingCard: { number: '4111111111111111', expiry: '12/39', code: '123', zip: '78701' },
    // Authorize.Net's testing guide: a charge to a card billed to zip 46282 is declined.
    decliningCard: { number: '4012888818888', expiry: '12/39', code: '123', zip: '46282' },
    async typeCard(_profile, form, card) {
      // As the browser does: the form token posted into the frame, then the form's own Save.
      const body = new URLSearchParams({
        token: form.token,
        action: 'save',
        cardNumber: card.number,
        expirationDate: card.expiry,
        cardCode: card.code,
        zip: card.zip,
      });
      const answer = await fetch(form.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(await answer.text()).toContain('action=successfulSave');
    },
    async settle() {
      const at = new Date();
      standIn.settle(at);
      return { from: new Date(at.getTime() - 60_000), to: new Date(at.getTime() + 60_000) };
    },
    failNext: (kind) => standIn.failNext(kind),
    close: () => standIn.close(),
  };
}

/** Authorize.Net's real sandbox: cards are added by this test through createCustomerPaymentProfileRequest. */
async function liveSubject(): Promise<Subject> {
  const settings = {
    apiLoginId: process.env.AUTHNET_API_LOGIN_ID ?? '',
    transactionKey: process.env.AUTHNET_TRANSACTION_KEY ?? '',
    apiUrl: 'https://apitest.authorize.net/xml/v1/request.api',
    hostedUrl: 'https://test.authorize.net',
    validationMode: 'testMode' as const,
  };
  return {
    gateway: authorizeNetGateway(settings),
    approvingCard: { number: '4111111111111111', expiry: '12/39', code: '123', zip: '78701' },
    decliningCard: { number: '4012888818888', expiry: '12/39', code: '123', zip: '46282' },
    async typeCard(customerProfileId, _form, card) {
      const [month, year] = card.expiry.split('/');
      const answer = await fetch(settings.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          createCustomerPaymentProfileRequest: {
            merchantAuthentication: { name: settings.apiLoginId, transactionKey: settings.transactionKey },
            customerProfileId,
            paymentProfile: {
              billTo: { firstName: 'Test', lastName: 'Payer', zip: card.zip },
              payment: {
                creditCard: { cardNumber: card.number, expirationDate: `20${year}-${month}`, cardCode: card.code },
              },
            },
            validationMode: 'testMode',
          },
        }),
      });
      expect(await answer.text()).toContain('"resultCode":"Ok"');
    },
    close: async () => undefined,
  };
}

const subjects: [string, () => Promise<Subject>, boolean][] = [
  ['the sandbox', sandboxSubject, true],
  ['Authorize.Net (local stand-in)', standInSubject, true],
  ["Authorize.Net's own sandbox", liveSubject, process.env.AUTHNET_LIVE_TEST === '1'],
];

describe.each(subjects)('the card gateway: %s', (_name, make, enabled) => {
  let s: Subject;
  beforeAll(async () => {
    if (enabled) s = await make();
  });
  afterAll(async () => {
    if (enabled) await s.close();
  });

  let payers = 0;
  async function cardOnFile(card?: Card) {
    const email = `conformance.${++payers}.${randomBytes(3).toString('hex')}@example.com`;
    const { customerProfileId } = await s.gateway.createCustomerProfile({ email, description: 'Web order' });
    const form = await s.gateway.hostedCardForm({
      customerProfileId,
      communicatorUrl: COMMUNICATOR,
      billingZipRequired: true,
    });
    await s.typeCard(customerProfileId, form, card ?? s.approvingCard);
    const [saved] = await s.gateway.listPaymentProfiles(customerProfileId);
    if (!saved) throw new Error('no card saved');
    return { customerProfileId, paymentProfileId: saved.paymentProfileId, saved };
  }

  it.runIf(enabled)(
    'keeps a card typed in its hosted form and shows only its brand, last four and expiry',
    async () => {
      const email = `conformance.form.${randomBytes(3).toString('hex')}@example.com`;
      const { customerProfileId } = await s.gateway.createCustomerProfile({ email, description: 'Web order' });
      expect(await s.gateway.listPaymentProfiles(customerProfileId)).toEqual([]);
      const form = await s.gateway.hostedCardForm({
        customerProfileId,
        communicatorUrl: COMMUNICATOR,
        billingZipRequired: true,
      });
      expect(form.url).toMatch(/\/customer\/addPayment$/);
      expect(form.token.length).toBeGreaterThan(10);
      await s.typeCard(customerProfileId, form, s.approvingCard);
      expect(await s.gateway.listPaymentProfiles(customerProfileId)).toEqual([
        { paymentProfileId: expect.any(String), cardType: 'visa', lastFour: '1111', expirationDate: '12/39' },
      ]);
      expect(await s.gateway.listPaymentProfiles('999999999')).toEqual([]);
    },
  );

  it.runIf(enabled)('charges once per key: the same key again answers the first charge', async () => {
    const card = await cardOnFile();
    const referenceId = key('once');
    const input = { ...card, amountCents: 6499, description: 'Monthly premium', referenceId };
    const first = await s.gateway.chargeProfile(input);
    expect(first).toEqual({ approved: true, transactionId: expect.any(String) });
    expect(await s.gateway.chargeProfile(input)).toEqual(first);
    expect(await s.gateway.findCharge(referenceId, card)).toEqual({
      status: 'approved',
      transactionId: first.approved ? first.transactionId : '',
      amountCents: 6499,
    });
    expect(await s.gateway.findCharge(key('never'), card)).toBeNull();
  });

  it.runIf(enabled)('declines a declining card with an answer, not a throw', async () => {
    const card = await cardOnFile(s.decliningCard);
    const referenceId = key('declined');
    expect(await s.gateway.chargeProfile({ ...card, amountCents: 1500, description: 'Fee', referenceId })).toEqual({
      approved: false,
      reason: 'declined',
    });
    expect(await s.gateway.findCharge(referenceId, card)).toMatchObject({ status: 'declined', reason: 'declined' });
  });

  it.runIf(enabled)('answers paymentProfileNotFound for a card it does not have', async () => {
    const card = await cardOnFile();
    const result = await s.gateway.chargeProfile({
      customerProfileId: card.customerProfileId,
      paymentProfileId: '999999999',
      amountCents: 100,
      description: 'Nothing',
      referenceId: key('nocard'),
    });
    expect(result).toEqual({ approved: false, reason: 'paymentProfileNotFound' });
  });

  it.runIf(enabled)(
    'voids an unsettled charge; voiding again is still voided; an unknown one is notFound',
    async () => {
      const card = await cardOnFile();
      const charge = await s.gateway.chargeProfile({
        ...card,
        amountCents: 2000,
        description: 'Void',
        referenceId: key('void'),
      });
      if (!charge.approved) throw new Error('not approved');
      expect(await s.gateway.voidTransaction(charge.transactionId)).toEqual({ voided: true });
      expect(await s.gateway.voidTransaction(charge.transactionId)).toEqual({ voided: true });
      expect(await s.gateway.getTransaction(charge.transactionId)).toMatchObject({ status: 'voided', kind: 'charge' });
      expect(await s.gateway.voidTransaction('999999999')).toEqual({ voided: false, reason: 'notFound' });
    },
  );

  it.runIf(enabled)('gives an unsettled charge back whole by voiding it, and never in part', async () => {
    const card = await cardOnFile();
    const charge = await s.gateway.chargeProfile({
      ...card,
      amountCents: 3000,
      description: 'Back',
      referenceId: key('back'),
    });
    if (!charge.approved) throw new Error('not approved');
    expect(
      await s.gateway.refundTransaction({
        transactionId: charge.transactionId,
        amountCents: 1000,
        referenceId: key('part'),
      }),
    ).toEqual({
      refunded: false,
      reason: 'notSettled',
    });
    const whole = { transactionId: charge.transactionId, amountCents: 3000, referenceId: key('whole') };
    expect(await s.gateway.refundTransaction(whole)).toEqual({
      refunded: true,
      how: 'voided',
      transactionId: charge.transactionId,
    });
    expect(await s.gateway.refundTransaction(whole)).toEqual({
      refunded: true,
      how: 'voided',
      transactionId: charge.transactionId,
    });
  });

  it.runIf(enabled)(
    'refunds a settled charge in part, once per key, never above what it took, and lists the batch',
    async () => {
      if (!s.settle) return;
      const card = await cardOnFile();
      const charge = await s.gateway.chargeProfile({
        ...card,
        amountCents: 5000,
        description: 'Settle',
        referenceId: key('settle'),
      });
      if (!charge.approved) throw new Error('not approved');
      expect(await s.gateway.getTransaction(charge.transactionId)).toMatchObject({
        status: 'pending',
        amountCents: 5000,
      });
      const window = await s.settle();
      expect(await s.gateway.getTransaction(charge.transactionId)).toMatchObject({
        status: 'settled',
        settledAt: expect.any(Date),
      });
      expect(await s.gateway.voidTransaction(charge.transactionId)).toEqual({ voided: false, reason: 'notVoidable' });

      const part = { transactionId: charge.transactionId, amountCents: 1250, referenceId: key('refund') };
      const refunded = await s.gateway.refundTransaction(part);
      expect(refunded).toEqual({ refunded: true, how: 'refunded', transactionId: expect.any(String) });
      expect(await s.gateway.refundTransaction(part)).toEqual(refunded);
      expect(
        await s.gateway.refundTransaction({
          transactionId: charge.transactionId,
          amountCents: 4000,
          referenceId: key('over'),
        }),
      ).toEqual({ refunded: false, reason: 'overRefund' });

      const settled = await s.gateway.settledTransactions(window.from, window.to);
      expect(settled.find((transaction) => transaction.transactionId === charge.transactionId)).toMatchObject({
        kind: 'charge',
        status: 'settled',
        amountCents: 5000,
        referenceId: expect.stringMatching(/^settle-/),
      });
    },
  );

  it.runIf(enabled)('deletes a card; deleting it again is not an error', async () => {
    const card = await cardOnFile();
    await s.gateway.deletePaymentProfile(card.customerProfileId, card.paymentProfileId);
    expect(await s.gateway.listPaymentProfiles(card.customerProfileId)).toEqual([]);
    await s.gateway.deletePaymentProfile(card.customerProfileId, card.paymentProfileId);
  });

  it.runIf(enabled)('throws GatewayUnavailableError when the gateway fails or cannot be reached', async () => {
    if (!s.failNext) return;
    for (const kind of ['http500', 'timeout', 'reset'] as const) {
      s.failNext(kind);
      await expect(s.gateway.listPaymentProfiles('1')).rejects.toBeInstanceOf(GatewayUnavailableError);
    }
    // And it works again afterwards.
    expect(await s.gateway.listPaymentProfiles('999999999')).toEqual([]);
  });
});
