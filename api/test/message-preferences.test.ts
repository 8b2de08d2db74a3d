/**
 * The homeowner's choice of channels per kind of message, on both dialects: the defaults, what reaches them (texts
 * after the opt-in, push after a device allowed it), changes kept across requests, and refusals that name the
 * field and change nothing. The senders obeying the choices are tested with them: texts in sms.test.ts, push
 * notices in push.test.ts, mail in monthly-billing.test.ts.
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { MessagePreferencesResponse } from '@hw/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let homeowner = '';
beforeAll(async () => {
  t = await buildTestApp();
  homeowner = await accessTokenFor(t, 'homeowner@example.com');
});
afterAll(async () => t?.close());

const URL = '/api/account/messagePreferences';

async function preferences(): Promise<MessagePreferencesResponse> {
  const res = await t.app.inject({ method: 'GET', url: URL, headers: bearer(homeowner) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const save = (choices: object[]) =>
  t.app.inject({ method: 'PUT', url: URL, headers: bearer(homeowner), payload: { choices } });

const channelOf = (answer: MessagePreferencesResponse, kind: string, channel: string) =>
  answer.kinds.find((row) => row.kind === kind)?.channels.find((one) => one.channel === channel);

describe('message preferences', () => {
  it('start with every channel on; texts and push wait for the opt-in and a device; a failed payment is always mailed', async () => {
    const answer = await preferences();
    expect(answer.texts).toBe(false);
    expect(answer.push).toBe(false);
    expect(answer.kinds.map((row) => [row.kind, row.channels.map((one) => one.channel)])).toEqual([
      ['visitScheduled', ['text', 'push']],
      ['technicianVisit', ['email', 'text', 'push']],
      ['claimDecision', ['text', 'push']],
      ['claimUpdates', ['push']],
      ['paymentFailed', ['email', 'text']],
      ['renewalReminders', ['email']],
      ['receipts', ['email']],
    ]);
    expect(channelOf(answer, 'paymentFailed', 'email')).toEqual({
      channel: 'email',
      chosen: true,
      sent: true,
      fixed: 'alwaysSent',
    });
    expect(channelOf(answer, 'visitScheduled', 'text')).toEqual({
      channel: 'text',
      chosen: true,
      sent: false,
      fixed: 'textsOff',
    });
    expect(channelOf(answer, 'claimUpdates', 'push')).toEqual({
      channel: 'push',
      chosen: true,
      sent: false,
      fixed: 'noDevice',
    });
    expect(channelOf(answer, 'receipts', 'email')).toEqual({ channel: 'email', chosen: true, sent: true });
  });

  it('send texts and push once the homeowner opted in and a device allowed notifications', async () => {
    const optIn = await t.app.inject({
      method: 'POST',
      url: '/api/account/user/smsOptIn',
      headers: bearer(homeowner),
      payload: {},
    });
    expect(optIn.statusCode, optIn.body).toBe(200);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/account/push/subscriptions',
      headers: bearer(homeowner),
      payload: {
        endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const answer = await preferences();
    expect([answer.texts, answer.push]).toEqual([true, true]);
    expect(channelOf(answer, 'visitScheduled', 'text')).toEqual({ channel: 'text', chosen: true, sent: true });
    expect(channelOf(answer, 'claimUpdates', 'push')).toEqual({ channel: 'push', chosen: true, sent: true });
  });

  it('keep a channel turned off, and only that one, until it is turned on again', async () => {
    const off = await save([
      { kind: 'visitScheduled', channel: 'text', on: false },
      { kind: 'receipts', channel: 'email', on: false },
    ]);
    expect(off.statusCode, off.body).toBe(200);
    expect(channelOf(off.json(), 'visitScheduled', 'text')).toEqual({ channel: 'text', chosen: false, sent: false });
    const again = await preferences();
    expect(channelOf(again, 'visitScheduled', 'text')).toMatchObject({ chosen: false, sent: false });
    expect(channelOf(again, 'receipts', 'email')).toMatchObject({ chosen: false, sent: false });
    expect(channelOf(again, 'visitScheduled', 'push')).toMatchObject({ chosen: true, sent: true });
    expect(channelOf(again, 'technicianVisit', 'text')).toMatchObject({ chosen: true, sent: true });

    const on = await save([{ kind: 'receipts', channel: 'email', on: true }]);
    expect(on.statusCode, on.body).toBe(200);
    const last = await preferences();
    expect(channelOf(last, 'receipts', 'email')).toMatchObject({ chosen: true, sent: true });
    expect(channelOf(last, 'visitScheduled', 'text')).toMatchObject({ chosen: false });
  });

  it('refuse unknown kinds and channels, channels a kind does not use, and turning off the mail of a failed payment, saving nothing', async () => {
    const before = await preferences();
    const refused = await save([
      { kind: 'visitScheduled', channel: 'push', on: false },
      { kind: 'newsletter', channel: 'email', on: false },
      { kind: 'receipts', channel: 'fax', on: false },
      { kind: 'renewalReminders', channel: 'text', on: true },
      { kind: 'paymentFailed', channel: 'email', on: false },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      hasErrors: true,
      errors: [
        {
          field: 'choices[1].kind',
          code: 'validation',
          message: expect.stringContaining('“newsletter” is not a kind of message. The kinds are: visitScheduled'),
        },
        {
          field: 'choices[2].channel',
          code: 'validation',
          message: '“fax” is not a channel. The channels are: email, text, push.',
        },
        {
          field: 'choices[3].channel',
          code: 'validation',
          message: 'renewalReminders messages are not sent by text; they go by email.',
        },
        {
          field: 'choices[4].on',
          code: 'validation',
          message: 'paymentFailed messages are always sent by email: it cannot be turned off.',
        },
      ],
    });
    expect(await preferences()).toEqual(before);

    const empty = await save([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'choices', code: 'validation', message: 'Send at least one choice to change.' },
    ]);
    const notBoolean = await save([{ kind: 'receipts', channel: 'email', on: 'no' }]);
    expect(notBoolean.statusCode).toBe(400);
    expect(JSON.stringify(notBoolean.json().errors)).toContain('on');
    expect(await preferences()).toEqual(before);
  });

  it('are the homeowner’s own: other callers are refused', async () => {
    const agent = await accessTokenFor(t, 'agent@example.com');
    expect((await t.app.inject({ method: 'GET', url: URL, headers: bearer(agent) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
