/**
 * What the server logs: every request line carries its id, and no password, token or card number ever
 * reaches a log line, whatever the flow (sign-in, a signed-in call, a card typed in a checkout's hosted card
 * form and read back, a mailed link's token in the address, a failed call).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutSecretsInQuery } from '../src/plugins/log-safety.ts';
import { buildTestApp, postHostedForm, type TestApp } from './helper.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { logger: true, logLevel: 'info', logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => t.close());

const CARD = '4111 1111 1111 1111';
/** A number the hosted form refuses (it fails the Luhn check). */
const REFUSED_CARD = '5424 0000 0000 0016';
const CARD_CODE = '987';
const LINK_TOKEN = 'mailed-link-secret-5b2f9e';

describe('log lines', () => {
  it('carry the request id and hold no password, token or card number', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { grant_type: 'password', username: 'homeowner@example.com', password: 'demo-password' },
    });
    expect(signIn.statusCode).toBe(200);
    const { access_token: accessToken, refresh_token: refreshToken } = signIn.json();
    await t.app.inject({
      method: 'GET',
      url: '/api/account/user',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { grant_type: 'password', username: 'homeowner@example.com', password: 'wrong-password-123' },
    });
    // A card typed in a checkout: into the sandbox gateway's hosted form, which runs in this process and logs
    // with its logger, then read back through the API. A refused card first, then one the form saves.
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/order/getCustomerProfileToken',
      payload: { email: 'payer@example.net' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { token, hostedFormUrl, hostedFormToken } = opened.json();
    const saveUrl = (hostedFormUrl as string).replace(/addPayment$/, 'savePayment');
    const shown = await postHostedForm(t.app, hostedFormUrl, { token: hostedFormToken });
    expect(shown.statusCode).toBe(200);
    const card = { token: hostedFormToken, expirationDate: '12/30', cardCode: CARD_CODE, billingZip: '78701' };
    const refused = await postHostedForm(t.app, saveUrl, { ...card, cardNumber: REFUSED_CARD });
    expect(refused.statusCode).toBe(422);
    const saved = await postHostedForm(t.app, saveUrl, { ...card, cardNumber: CARD });
    expect(saved.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/order/getCustomerPaymentProfile',
      payload: { token },
    });
    expect(read.statusCode, read.body).toBe(200);
    // A page that still sends the card to the API: the number is dropped, and not logged either.
    await t.app.inject({
      method: 'POST',
      url: '/api/order/getCustomerPaymentProfile',
      payload: { token, cardNumber: CARD, expirationDate: '12/30', cardCode: CARD_CODE },
    });
    const link = await t.app.inject({ method: 'GET', url: `/api/workorder/WO-000000?token=${LINK_TOKEN}` });

    const text = lines.join('\n');
    expect(text).toContain(link.headers['x-request-id'] as string);
    expect(text).toContain('/api/workorder/WO-000000?token=%5Bredacted%5D');
    // The form's requests were logged (so the lines below were looked at), their bodies not.
    expect(lines.filter((line) => line.includes(new URL(saveUrl).pathname))).toHaveLength(2);
    const squeezed = text.replace(/[\s-]/g, '');
    for (const secret of [
      'demo-password',
      'wrong-password-123',
      accessToken,
      refreshToken,
      token,
      hostedFormToken,
      CARD,
      REFUSED_CARD,
      LINK_TOKEN,
    ]) {
      expect(squeezed).not.toContain(secret.replace(/[\s-]/g, ''));
    }
    expect(text).not.toMatch(new RegExp(`(?<![\\w.-])${CARD_CODE}(?![\\w.-])`));
  });

  it('an address keeps its other query values', () => {
    expect(withoutSecretsInQuery('/api/x?token=abc&page=2')).toBe('/api/x?token=%5Bredacted%5D&page=2');
    expect(withoutSecretsInQuery('/api/x')).toBe('/api/x');
  });
});
