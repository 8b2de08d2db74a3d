/** The Authorize.Net stand-in itself: protocol details our adapter relies on. Needs no database. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AuthNetStandIn, signWebhookBody, startAuthNetStandIn, webhookBody } from './index.ts';

const AUTH = { name: 'standin-login', transactionKey: 'standin-transaction-key' };
const SIGNATURE_KEY =
  'A6214F6105625D5ED957CF02E749BB440DBD4E418533D219CAD26AECD104BFFE7F47DBBE5C81927CCA484AE7722BE82CE57FB5318EDE02122277A2FE90EE68EB';

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field
type Json = any;

let standIn: AuthNetStandIn;
let clock: Date;

beforeEach(async () => {
  clock = new Date('2030-03-10T15:00:00.000Z');
  standIn = await startAuthNetStandIn({ now: () => clock });
});

afterEach(async () => {
  await standIn.close();
});

function advance(seconds: number) {
  clock = new Date(clock.getTime() + seconds * 1000);
}

async function post(body: string): Promise<{ raw: string; json: Json; contentType: string | null }> {
  const response = await fetch(standIn.apiUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  const raw = bytes.toString('utf8');
  return { raw, json: JSON.parse(raw.replace(/^\uFEFF/, '')), contentType: response.headers.get('content-type') };
}

async function call(name: string, fields: Record<string, unknown> = {}): Promise<Json> {
  const { json } = await post(JSON.stringify({ [name]: { merchantAuthentication: AUTH, ...fields } }));
  return json;
}

async function createProfile(merchantCustomerId = 'owner-1', email = 'owner@example.com'): Promise<string> {
  const answer = await call('createCustomerProfileRequest', {
    profile: { merchantCustomerId, description: 'Home owner', email },
  });
  expect(answer.messages.resultCode).toBe('Ok');
  return answer.customerProfileId;
}

async function hostedToken(customerProfileId: string, extra: { settingName: string; settingValue: string }[] = []) {
  const answer = await call('getHostedProfilePageRequest', {
    customerProfileId,
    hostedProfileSettings: {
      setting: [
        { settingName: 'hostedProfileReturnUrl', settingValue: 'https://app.example/return' },
        {
          settingName: 'hostedProfileIFrameCommunicatorUrl',
          settingValue: 'https://app.example/IFrameCommunicator.html',
        },
        { settingName: 'hostedProfileValidationMode', settingValue: 'testMode' },
        { settingName: 'hostedProfileBillingAddressOptions', settingValue: 'showBillingAddress' },
        { settingName: 'hostedProfileCardCodeRequired', settingValue: 'true' },
        ...extra,
      ],
    },
  });
  expect(answer.messages.resultCode).toBe('Ok');
  return answer.token as string;
}

async function hostedPost(fields: Record<string, string>) {
  const response = await fetch(`${standIn.hostedUrl}/customer/addPayment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { response, html: await response.text() };
}

/** A customer profile with one Visa saved through the hosted form; answers its ids. */
async function savedCard(zip = '46201', card = '4111111111111111') {
  const customerProfileId = await createProfile();
  const token = await hostedToken(customerProfileId);
  const { html } = await hostedPost({
    token,
    action: 'save',
    cardNumber: card,
    expirationDate: '12/34',
    cardCode: '123',
    zip,
  });
  expect(html).toContain('#action=successfulSave');
  const profile = await call('getCustomerProfileRequest', { customerProfileId });
  return { customerProfileId, paymentProfileId: profile.profile.paymentProfiles[0].customerPaymentProfileId as string };
}

function chargeRequest(
  ids: { customerProfileId: string; paymentProfileId: string },
  amount: string,
  invoiceNumber: string,
  settings?: object,
) {
  return {
    refId: 'ref-1',
    transactionRequest: {
      transactionType: 'authCaptureTransaction',
      amount,
      profile: { customerProfileId: ids.customerProfileId, paymentProfile: { paymentProfileId: ids.paymentProfileId } },
      order: { invoiceNumber, description: 'Home warranty' },
      ...(settings ? { transactionSettings: { setting: settings } } : {}),
    },
  };
}

describe('Authorize.Net stand-in: API envelope', () => {
  it('answers JSON after a UTF-8 byte-order mark and echoes refId', async () => {
    const { raw, json, contentType } = await post(
      JSON.stringify({ authenticateTestRequest: { merchantAuthentication: AUTH, refId: 'abc' } }),
    );
    expect(raw.charCodeAt(0)).toBe(0xfeff);
    expect(contentType).toMatch(/^application\/json/);
    expect(json).toEqual({
      refId: 'abc',
      messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
    });
  });

  it('refuses wrong credentials with E00007', async () => {
    const { json } = await post(
      JSON.stringify({
        getCustomerProfileRequest: {
          merchantAuthentication: { name: 'standin-login', transactionKey: 'nope' },
          refId: 'r7',
          customerProfileId: '1',
        },
      }),
    );
    expect(json.refId).toBe('r7');
    expect(json.messages).toEqual({
      resultCode: 'Error',
      message: [{ code: 'E00007', text: 'User authentication failed due to invalid authentication values.' }],
    });
  });

  it('refuses malformed JSON, unknown calls and elements out of schema order', async () => {
    expect((await post('{"createTransactionRequest": ')).json.messages.message[0].code).toBe('E00003');
    expect((await call('makeCoffeeRequest')).messages.message[0].code).toBe('E00004');
    const { json } = await post(
      JSON.stringify({
        createCustomerProfileRequest: { profile: { email: 'x@example.com' }, merchantAuthentication: AUTH },
      }),
    );
    expect(json.messages.resultCode).toBe('Error');
    expect(json.messages.message[0].code).toBe('E00003');
    expect(json.messages.message[0].text).toContain("has invalid child element 'profile'");
    const decimal = await call('createTransactionRequest', {
      transactionRequest: { transactionType: 'authCaptureTransaction', amount: '12,50' },
    });
    expect(decimal.messages.message[0].text).toContain('is not a valid Decimal value');
  });
});

describe('Authorize.Net stand-in: customer profiles and the hosted form', () => {
  it('answers numeric ids and E00039 with the existing id for a duplicate profile', async () => {
    const id = await createProfile();
    expect(id).toMatch(/^\d+$/);
    const again = await call('createCustomerProfileRequest', {
      profile: { merchantCustomerId: 'owner-1', description: 'Home owner', email: 'owner@example.com' },
    });
    expect(again.messages.message[0]).toEqual({
      code: 'E00039',
      text: `A duplicate record with ID ${id} already exists.`,
    });
    expect(again.customerProfileId).toBeUndefined();
  });

  it('serves a framable card form, validates like the gateway and tells the parent through the communicator', async () => {
    const customerProfileId = await createProfile();
    const token = await hostedToken(customerProfileId);
    expect(token.length).toBeGreaterThan(100);

    const first = await hostedPost({ token });
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('x-frame-options')).toBeNull();
    expect(first.html).toContain('name="cardNumber"');
    expect(first.html).toContain('name="zip"');
    expect(first.html).toContain("'action=resizeWindow&width='");
    expect(first.html).toContain('https://app.example/IFrameCommunicator.html');

    const bad = await hostedPost({
      token,
      action: 'save',
      cardNumber: '4111111111111112',
      expirationDate: '01/20',
      cardCode: '1',
    });
    expect(bad.html).toContain('The credit card number is invalid.');
    expect(bad.html).toContain('The credit card has expired.');
    expect(bad.html).toContain('The card code is invalid.');
    expect(bad.html).not.toContain('#action=successfulSave');

    const saved = await hostedPost({
      token,
      action: 'save',
      cardNumber: '4111 1111 1111 1111',
      expirationDate: '12/34',
      cardCode: '123',
      zip: '46282',
    });
    expect(saved.html).toContain('src="https://app.example/IFrameCommunicator.html#action=successfulSave"');
    expect(saved.response.headers.get('referrer-policy')).toBe('no-referrer-when-downgrade');

    const cancel = await hostedPost({ token, action: 'cancel' });
    expect(cancel.html).toContain('IFrameCommunicator.html#action=cancel');

    const profile = await call('getCustomerProfileRequest', { customerProfileId });
    const [payment] = profile.profile.paymentProfiles;
    expect(payment.payment.creditCard).toEqual({ cardNumber: 'XXXX1111', expirationDate: 'XXXX', cardType: 'Visa' });
    expect(payment.billTo.zip).toBe('46282');
    const unmasked = await call('getCustomerPaymentProfileRequest', {
      customerProfileId,
      customerPaymentProfileId: payment.customerPaymentProfileId,
      unmaskExpirationDate: true,
    });
    expect(unmasked.paymentProfile.payment.creditCard.expirationDate).toBe('2034-12');
    // No card number ever went through the API.
    expect(standIn.requests.some((r) => r.raw.includes('4111111111111111'))).toBe(false);

    const declined = await call(
      'createTransactionRequest',
      chargeRequest({ customerProfileId, paymentProfileId: payment.customerPaymentProfileId }, '10.00', 'INV-Z'),
    );
    expect(declined.messages.resultCode).toBe('Error');
    expect(declined.transactionResponse.responseCode).toBe('2');
    expect(declined.transactionResponse.errors).toEqual([
      { errorCode: '2', errorText: 'This transaction has been declined.' },
    ]);

    const deleted = await call('deleteCustomerPaymentProfileRequest', {
      customerProfileId,
      customerPaymentProfileId: payment.customerPaymentProfileId,
    });
    expect(deleted.messages.resultCode).toBe('Ok');
    const again = await call('deleteCustomerPaymentProfileRequest', {
      customerProfileId,
      customerPaymentProfileId: payment.customerPaymentProfileId,
    });
    expect(again.messages.message[0].code).toBe('E00040');
  });

  it('shows the error page for an expired or unknown token', async () => {
    const token = await hostedToken(await createProfile());
    advance(15 * 60 + 1);
    expect((await hostedPost({ token })).html).toContain('Missing or invalid token.');
    expect((await hostedPost({ token: 'nope' })).html).toContain('Missing or invalid token.');
  });
});

describe('Authorize.Net stand-in: transactions', () => {
  it('charges a saved card, refuses a duplicate within the window, voids', async () => {
    const ids = await savedCard();
    const charged = await call('createTransactionRequest', chargeRequest(ids, '45.00', 'INV-1'));
    expect(charged.refId).toBe('ref-1');
    expect(charged.messages.resultCode).toBe('Ok');
    const tr = charged.transactionResponse;
    expect(tr).toMatchObject({
      responseCode: '1',
      avsResultCode: 'A',
      accountNumber: 'XXXX1111',
      accountType: 'Visa',
      messages: [{ code: '1', description: 'This transaction has been approved.' }],
      profile: { customerProfileId: ids.customerProfileId, customerPaymentProfileId: ids.paymentProfileId },
    });
    expect(tr.transId).toMatch(/^\d+$/);
    expect(tr.authCode).toMatch(/^[A-Z0-9]{6}$/);

    const duplicate = await call('createTransactionRequest', chargeRequest(ids, '45.00', 'INV-1'));
    expect(duplicate.messages.message[0].code).toBe('E00027');
    expect(duplicate.transactionResponse).toMatchObject({
      responseCode: '3',
      transId: '0',
      errors: [{ errorCode: '11', errorText: 'A duplicate transaction has been submitted.' }],
    });
    const withWindow = await call(
      'createTransactionRequest',
      chargeRequest(ids, '45.00', 'INV-1', [{ settingName: 'duplicateWindow', settingValue: '600' }]),
    );
    expect(withWindow.transactionResponse.transId).toBe(tr.transId);
    expect(
      (await call('createTransactionRequest', chargeRequest(ids, '45.00', 'INV-2'))).transactionResponse.responseCode,
    ).toBe('1');
    advance(121);
    const later = await call('createTransactionRequest', chargeRequest(ids, '45.00', 'INV-1'));
    expect(later.transactionResponse.responseCode).toBe('1');

    const voided = await call('createTransactionRequest', {
      transactionRequest: { transactionType: 'voidTransaction', refTransId: tr.transId },
    });
    expect(voided.transactionResponse).toMatchObject({
      responseCode: '1',
      transId: tr.transId,
      refTransID: tr.transId,
    });
    const twice = await call('createTransactionRequest', {
      transactionRequest: { transactionType: 'voidTransaction', refTransId: tr.transId },
    });
    expect(twice.transactionResponse.messages[0].code).toBe('310');
    expect(standIn.transactions().find((t) => t.transId === tr.transId)?.transactionStatus).toBe('voided');
  });

  it('refunds only settled charges and not more than was settled; lists settled batches', async () => {
    const ids = await savedCard();
    const charged = await call('createTransactionRequest', chargeRequest(ids, '120.50', 'INV-9'));
    const transId = charged.transactionResponse.transId;
    const refund = (amount: string) =>
      call('createTransactionRequest', {
        transactionRequest: {
          transactionType: 'refundTransaction',
          amount,
          payment: { creditCard: { cardNumber: '1111', expirationDate: 'XXXX' } },
          refTransId: transId,
        },
      });
    const early = await refund('20.00');
    expect(early.transactionResponse.errors[0].errorCode).toBe('54');

    clock = new Date('2030-03-11T09:00:00.000Z');
    const batchId = standIn.settle();
    expect(batchId).toMatch(/^\d+$/);
    expect(standIn.settle()).toBeUndefined();

    const voidSettled = await call('createTransactionRequest', {
      transactionRequest: { transactionType: 'voidTransaction', refTransId: transId },
    });
    expect(voidSettled.transactionResponse.errors[0].errorCode).toBe('16');
    expect((await refund('130.00')).transactionResponse.errors[0].errorCode).toBe('55');
    const refunded = await refund('20.50');
    expect(refunded.transactionResponse).toMatchObject({ responseCode: '1', refTransID: transId });
    expect(refunded.transactionResponse.transId).not.toBe(transId);

    const details = await call('getTransactionDetailsRequest', { transId });
    expect(details.transaction).toMatchObject({
      transId,
      transactionType: 'authCaptureTransaction',
      transactionStatus: 'settledSuccessfully',
      responseCode: 1,
      authAmount: 120.5,
      settleAmount: 120.5,
      order: { invoiceNumber: 'INV-9' },
      batch: { batchId, settlementTimeUTC: '2030-03-11T09:00:00Z', settlementState: 'settledSuccessfully' },
      payment: { creditCard: { cardNumber: 'XXXX1111', expirationDate: 'XXXX', cardType: 'Visa' } },
    });

    const { raw, json } = await post(
      JSON.stringify({
        getSettledBatchListRequest: {
          merchantAuthentication: AUTH,
          includeStatistics: true,
          firstSettlementDate: '2030-03-10T00:00:00Z',
          lastSettlementDate: '2030-03-12T00:00:00Z',
        },
      }),
    );
    expect(json.batchList).toHaveLength(1);
    expect(json.batchList[0]).toMatchObject({ batchId, settlementState: 'settledSuccessfully' });
    expect(json.batchList[0].statistics[0]).toMatchObject({ accountType: 'Visa', chargeCount: 1, chargeAmount: 120.5 });
    expect(raw).toContain('"chargeAmount":120.50');

    const inBatch = await call('getTransactionListRequest', { batchId });
    expect(inBatch.transactions.map((t: Json) => t.transId)).toEqual([transId]);
    expect(inBatch.transactions[0]).toMatchObject({
      transactionStatus: 'settledSuccessfully',
      invoiceNumber: 'INV-9',
      accountNumber: 'XXXX1111',
    });
    const unsettled = await call('getUnsettledTransactionListRequest');
    expect(unsettled.transactions.map((t: Json) => t.transactionStatus)).toEqual(['refundPendingSettlement']);
    const forCustomer = await call('getTransactionListForCustomerRequest', {
      customerProfileId: ids.customerProfileId,
      sorting: { orderBy: 'submitTimeUTC', orderDescending: false },
      paging: { limit: 10, offset: 1 },
    });
    expect(forCustomer.transactions.map((t: Json) => t.transId)).toEqual([
      transId,
      refunded.transactionResponse.transId,
    ]);

    standIn.settle(new Date('2030-03-12T09:00:00.000Z'));
    standIn.chargeback(transId);
    expect(standIn.transactions().find((t) => t.transId === transId)?.transactionStatus).toBe('chargeback');
  });
});

describe('Authorize.Net stand-in: webhooks and failures', () => {
  let receiver: Server;
  const received: { body: string; signature: string | undefined }[] = [];

  beforeEach(async () => {
    received.length = 0;
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: request.headers['x-anet-signature'] as string | undefined,
        });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });

  afterEach(async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('posts signed transaction events', async () => {
    const { port } = receiver.address() as AddressInfo;
    standIn.webhooks = { url: `http://127.0.0.1:${port}/hooks/authnet`, signatureKey: SIGNATURE_KEY };
    const ids = await savedCard();
    const charged = await call('createTransactionRequest', chargeRequest(ids, '45.00', 'INV-W'));
    await call('createTransactionRequest', {
      transactionRequest: { transactionType: 'voidTransaction', refTransId: charged.transactionResponse.transId },
    });
    await standIn.webhooksDelivered();

    expect(received).toHaveLength(2);
    const [created, voided] = received;
    expect(created?.signature).toBe(signWebhookBody(SIGNATURE_KEY, created?.body ?? ''));
    expect(created?.signature).toMatch(/^sha512=[0-9A-F]{128}$/);
    expect(created?.body).toContain('"authAmount":45.00');
    const event = JSON.parse(created?.body ?? '{}');
    expect(event).toMatchObject({
      eventType: 'net.authorize.payment.authcapture.created',
      payload: {
        responseCode: 1,
        authAmount: 45,
        entityName: 'transaction',
        id: charged.transactionResponse.transId,
        merchantReferenceId: 'ref-1',
      },
    });
    expect(event.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}Z$/);
    expect(JSON.parse(voided?.body ?? '{}').eventType).toBe('net.authorize.payment.void.created');
  });

  it('signs with the key as text, as the real gateway does', () => {
    // A body, key and X-ANET-Signature the sandbox produced, published on the Authorize.Net developer forum.
    const body = webhookBody({
      notificationId: '570f7282-687a-42b7-903b-48e487d7694d',
      eventType: 'net.authorize.payment.authcapture.created',
      eventDate: '2023-12-12T12:45:09.3492643Z',
      webhookId: 'a585ea29-a370-495a-bd83-f9be7160f260',
      payload: {
        responseCode: 1,
        avsResponse: 'P',
        authAmount: 1.1,
        merchantReferenceId: '2M4zHFzshYBudvgIZ11B',
        entityName: 'transaction',
        id: '120011377052',
      },
    });
    expect(signWebhookBody(SIGNATURE_KEY, body)).toBe(
      'sha512=8E3D41B0191A9A1E668FB729F350B73C6BBB81D676070FE7CFF001CA2543ABA91BD16A4374A0F6FA4542659728C7DAF79D7EC901FEC582FC2DA3263A2D604DCF',
    );
  });

  it('fails the next calls as asked', async () => {
    standIn.failNext('http500');
    const failed = await fetch(standIn.apiUrl, { method: 'POST', body: '{}' });
    expect(failed.status).toBe(500);
    await failed.arrayBuffer();

    standIn.failNext('reset');
    await expect(fetch(standIn.apiUrl, { method: 'POST', body: '{}' })).rejects.toThrow();

    standIn.failNext('timeout');
    await expect(
      fetch(standIn.apiUrl, { method: 'POST', body: '{}', signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();

    const ok = await call('authenticateTestRequest');
    expect(ok.messages.resultCode).toBe('Ok');
    expect(standIn.requests).toHaveLength(4);
  });
});
