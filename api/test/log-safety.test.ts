/**
 * What the server logs: every request line carries its id, and no password, token or card number ever
 * reaches a log line, whatever the flow (sign-in, a signed-in call, a card typed in a checkout, a mailed
 * link's token in the address, a failed call).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutSecretsInQuery } from '../src/plugins/log-safety.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { logger: true, logLevel: 'info', logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => t.close());

const CARD = '4111111111111111';
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
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/order/getCustomerProfileToken',
      payload: { email: 'payer@example.net' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/order/getCustomerPaymentProfile',
      payload: { token: opened.json().token, cardNumber: CARD, expirationDate: '12/30', cardCode: '987' },
    });
    const link = await t.app.inject({ method: 'GET', url: `/api/workorder/WO-000000?token=${LINK_TOKEN}` });

    const text = lines.join('\n');
    expect(text).toContain(link.headers['x-request-id'] as string);
    expect(text).toContain('/api/workorder/WO-000000?token=%5Bredacted%5D');
    for (const secret of ['demo-password', 'wrong-password-123', accessToken, refreshToken, CARD, LINK_TOKEN]) {
      expect(text).not.toContain(secret);
    }
  });

  it('an address keeps its other query values', () => {
    expect(withoutSecretsInQuery('/api/x?token=abc&page=2')).toBe('/api/x?token=%5Bredacted%5D&page=2');
    expect(withoutSecretsInQuery('/api/x')).toBe('/api/x');
  });
});
