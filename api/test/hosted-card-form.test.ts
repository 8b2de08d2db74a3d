/** The hosted card form flow of the sandbox gateway, as a browser walks it, and the communicator page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postHostedForm, type TestApp, typeCard } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let payers = 0;
async function open(email = `hosted.${++payers}@example.com`) {
  const res = await t.app.inject({ method: 'POST', url: '/api/order/getCustomerProfileToken', payload: { email } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { customerProfileId: string; token: string; hostedFormUrl: string; hostedFormToken: string };
}
const savePath = (formUrl: string) => formUrl.replace(/addPayment$/, 'savePayment');
const cancelPath = (formUrl: string) => formUrl.replace(/addPayment$/, 'cancel');

describe('the hosted card form', () => {
  it('answers the form with the profile token, and shows a card form framed by our own pages only', async () => {
    const opened = await open();
    expect(opened.hostedFormUrl).toBe(`${t.app.config.publicOrigin}/sandbox-gateway/customer/addPayment`);
    const page = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/customer/addPayment',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(opened.hostedFormToken)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Card number');
    expect(page.body).toContain('Billing zip code');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // It tells our page its size through the communicator.
    expect(page.body).toContain('/payments/iframe-communicator.html#action=resizeWindow');
  });

  it('saves a card, reports successfulSave through the communicator, and the API reads the card back', async () => {
    const opened = await open();
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/order/getCustomerPaymentProfile',
      payload: { token: opened.token },
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().errors).toEqual([
      { field: 'token', code: 'validation', message: 'No card was saved in the card form. Please enter your card.' },
    ]);

    const saved = await postHostedForm(t.app, savePath(opened.hostedFormUrl), {
      token: opened.hostedFormToken,
      cardNumber: '4111 1111 1111 1111',
      expirationDate: '12/39',
      cardCode: '123',
      billingZip: '78701',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(
      `${t.app.config.publicOrigin}/payments/iframe-communicator.html#action=successfulSave`,
    );
    expect(saved.body).not.toContain('4111');

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/order/getCustomerPaymentProfile',
      payload: { token: opened.token },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      authNetProfileId: opened.customerProfileId,
      authNetPaymentProfileId: expect.any(String),
      cardType: 'visa',
      lastFour: '1111',
      expirationDate: '12/39',
      profileToken: opened.token,
    });
  });

  it('refuses a card it cannot take in the form’s own words, keeping nothing', async () => {
    const opened = await open();
    const refused = await postHostedForm(t.app, savePath(opened.hostedFormUrl), {
      token: opened.hostedFormToken,
      cardNumber: '4111 1111 1111 1112',
      expirationDate: '01/20',
      cardCode: '1',
      billingZip: '7870',
    });
    expect(refused.statusCode).toBe(422);
    for (const words of [
      'The card number is not valid.',
      'The card has expired.',
      'The security code is not valid.',
      'Please enter the 5-digit billing zip code.',
    ]) {
      expect(refused.body).toContain(words);
    }
    expect(refused.body).not.toContain('4111 1111 1111 1112');
    expect(refused.body).not.toContain('successfulSave');
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/order/getCustomerPaymentProfile',
      payload: { token: opened.token },
    });
    expect(read.statusCode).toBe(400);
  });

  it('reports cancel, and refuses a forged or altered form token', async () => {
    const opened = await open();
    const cancelled = await postHostedForm(t.app, cancelPath(opened.hostedFormUrl), { token: opened.hostedFormToken });
    expect(cancelled.body).toContain('#action=cancel');
    const forged = await postHostedForm(t.app, savePath(opened.hostedFormUrl), {
      token: `${opened.hostedFormToken}x`,
      cardNumber: '4111111111111111',
      expirationDate: '12/39',
      cardCode: '123',
      billingZip: '78701',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This form has expired');
  });

  it('serves the iframe communicator page that hands the form’s message to our page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/payments/iframe-communicator.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('AuthorizeNetIFrame.onReceiveCommunication');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toMatch(/script-src 'sha256-[^']+'/);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('types a card end to end with the test helper', async () => {
    const card = await typeCard(t.app, 'helper.card@example.com', {
      cardNumber: '5424000000000015',
      expirationDate: '10/38',
      cardCode: '321',
    });
    expect(card.statusCode).toBe(200);
    expect(card.json.cardType).toBe('masterCard');
  });
});
