/** The Twilio stand-in itself: the protocol details our adapter and webhooks rely on. Needs no database. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signTwilioRequest, startTwilioStandIn, type TwilioStandIn } from './index.ts';

let standIn: TwilioStandIn;
beforeEach(async () => {
  standIn = await startTwilioStandIn();
});
afterEach(async () => standIn.close());

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

async function create(fields: Record<string, string>, authorization = basic(standIn.accountSid, standIn.authToken)) {
  const response = await fetch(`${standIn.apiUrl}/2010-04-01/Accounts/${standIn.accountSid}/Messages.json`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('the Messages create call', () => {
  it('answers 201 with the Message resource: sid SM + 32 hex digits, status queued', async () => {
    const { status, json } = await create({ To: '+15125550101', From: standIn.phoneNumber, Body: 'Hello' });
    expect(status).toBe(201);
    expect(json.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(String(json.sid)).toHaveLength(34);
    expect(json).toMatchObject({
      account_sid: standIn.accountSid,
      to: '+15125550101',
      from: standIn.phoneNumber,
      body: 'Hello',
      status: 'queued',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      num_segments: '1',
      error_code: null,
    });
    expect(json.date_created).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    expect(standIn.messages).toHaveLength(1);
  });

  it('refuses other credentials with 401 and Twilio’s error 20003', async () => {
    const { status, json } = await create(
      { To: '+15125550101', From: standIn.phoneNumber, Body: 'Hello' },
      basic(standIn.accountSid, 'not-the-token'),
    );
    expect(status).toBe(401);
    expect(json).toEqual({
      code: 20003,
      message: 'Authenticate',
      more_info: 'https://www.twilio.com/docs/errors/20003',
      status: 401,
    });
    expect(standIn.messages).toHaveLength(0);
  });

  it('refuses a To that is not a valid phone number with 400 and error 21211', async () => {
    for (const to of ['5125550101', '+10125550101', '+1512555010']) {
      const { status, json } = await create({ To: to, From: standIn.phoneNumber, Body: 'Hello' });
      expect(status, to).toBe(400);
      expect(json).toMatchObject({ code: 21211, status: 400 });
      expect(String(json.message)).toContain(`'To' number ${to} is not a valid phone number`);
    }
  });

  it('fails as told: a 503 with Twilio’s error JSON', async () => {
    standIn.failNext('http503');
    const { status, json } = await create({ To: '+15125550101', From: standIn.phoneNumber, Body: 'Hello' });
    expect(status).toBe(503);
    expect(json.code).toBe(20503);
  });
});

describe('signatures', () => {
  it('match the example of Twilio’s security guide', () => {
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675309',
      Digits: '1234',
      From: '+14158675309',
      To: '+18005551212',
    };
    expect(signTwilioRequest('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe(
      'RSOYDt4T1cUTdK1PDd93/VVr8B8=',
    );
  });

  it('sign the status callbacks posted to the message’s StatusCallback', async () => {
    let received: { headers: IncomingMessage['headers']; body: string } | undefined;
    const app: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    const callback = `http://127.0.0.1:${(app.address() as AddressInfo).port}/status`;
    try {
      const { json } = await create({
        To: '+15125550101',
        From: standIn.phoneNumber,
        Body: 'Hello',
        StatusCallback: callback,
      });
      const answer = await standIn.sendStatusCallback(String(json.sid));
      expect(answer.status).toBe(204);
      const params = Object.fromEntries(new URLSearchParams(received?.body ?? ''));
      expect(params).toMatchObject({
        MessageSid: json.sid,
        MessageStatus: 'delivered',
        AccountSid: standIn.accountSid,
      });
      expect(received?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(received?.headers['x-twilio-signature']).toBe(signTwilioRequest(standIn.authToken, callback, params));
    } finally {
      await new Promise<void>((resolve) => app.close(() => resolve()));
    }
  });
});
