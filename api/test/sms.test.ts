/**
 * Texts to homeowners who opted in, on both dialects, through the Twilio stand-in (./twilio-standin): a visit
 * booked texts once per cause and again when it moves; on the way; nobody who did not opt in; STOP and START from
 * the phone (the profile follows) and HELP; forged webhooks refused; delivery statuses; a cash offer at 22:00 at
 * the property waits for the 8:00 run of the clock's job; Twilio's 4xx, 5xx and silence recorded while the
 * request that caused the text succeeds; a failed monthly payment; the homeowner's choice of which kinds they want
 * texted; and the outbox when no provider is set.
 */

import { createServer } from 'node:net';
import type { VisitWindow } from '@hw/shared';
import { demoCoolingClaim } from '@hw/shared/testing/demo-claim';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findJob, runJob } from '../src/jobs/index.ts';
import { monthlyBillingJob } from '../src/jobs/monthly-billing.ts';
import { backdateContract, jobContext, monthlyOrderBody, savedCard } from './billing-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, insertCoolingClaim, type TestApp } from './helper.ts';
import { signTwilioRequest, startTwilioStandIn, type TwilioStandIn } from './twilio-standin/index.ts';

const HOMEOWNER = 'u-homeowner-0001';
const CONTRACT = 'c-homeowner-0001';
const MOBILE = '+15125550101';
const BRAND = 'Canyon Home Warranty';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** What the tests of one app use: calls as the demo users, and the texts the database holds. */
function harness(get: () => TestApp) {
  const tokens: Record<string, string> = {};
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: string | undefined,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    get().app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...(who ? bearer(tokens[who] ?? '') : {}), ...headers },
    });
  return {
    tokens,
    call,
    async signIn() {
      for (const who of ['homeowner', 'contractor', 'staff'])
        tokens[who] = await accessTokenFor(get(), `${who}@example.com`);
    },
    async optIn() {
      const res = await call('POST', '/api/account/user/smsOptIn', 'homeowner', {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().isOptedInToSms).toBe(true);
    },
    async texts() {
      const { db, t } = get().database;
      return db
        .select()
        .from(t.smsMessages)
        .where(eq(t.smsMessages.userId, HOMEOWNER))
        .orderBy(asc(t.smsMessages.createdAt), asc(t.smsMessages.causeKey));
    },
    async fileClaim(appointment?: VisitWindow): Promise<{ serviceRequestId: string; workOrderId: string }> {
      const res = await call('POST', '/api/account/serviceRequest', 'homeowner', {
        ...demoCoolingClaim({ since: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) }),
        ...(appointment ? { appointment } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      await get().app.idle();
      return res.json();
    },
    async slots(): Promise<VisitWindow[]> {
      const res = await call('GET', `/api/account/serviceRequest/slots/${CONTRACT}/si-cooling`, 'homeowner');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().windows;
    },
  };
}

describe('with Twilio', () => {
  let t: TestApp;
  let standIn: TwilioStandIn;
  let origin = '';
  const h = harness(() => t);
  const { call } = h;
  let claim: { serviceRequestId: string; workOrderId: string };
  const webhook = () => `${origin}/api/sms/webhooks/twilio`;

  beforeAll(async () => {
    standIn = await startTwilioStandIn();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await buildTestApp(
      {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: standIn.accountSid,
        TWILIO_AUTH_TOKEN: standIn.authToken,
        TWILIO_FROM: standIn.phoneNumber,
        TWILIO_API_URL: standIn.apiUrl,
        PUBLIC_ORIGIN: origin,
      },
      { sms: { timeoutMs: 1500 } },
    );
    // Twilio posts its webhooks over HTTP to PUBLIC_ORIGIN: the app listens there.
    await t.app.listen({ host: '127.0.0.1', port });
    await h.signIn();
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  /** The visit of the claim and the windows it may move to. */
  async function visitOf(serviceRequestId: string): Promise<{ visit: VisitWindow | null; windows: VisitWindow[] }> {
    const res = await call('GET', `/api/account/serviceRequest/visit/${serviceRequestId}`, 'homeowner');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** Books the claim's visit in `window` (default: an open window other than the booked one); answers the call. */
  async function book(window?: VisitWindow) {
    const { visit, windows } = await visitOf(claim.serviceRequestId);
    const appointment = window ?? windows.find((candidate) => candidate.start !== visit?.start);
    const res = await call('PUT', `/api/account/serviceRequest/visit/${claim.serviceRequestId}`, 'homeowner', {
      appointment,
    });
    await t.app.idle();
    return res;
  }

  async function profile() {
    const res = await call('GET', `/api/account/user/${HOMEOWNER}`, 'homeowner');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { isOptedInToSms: boolean };
  }

  const claimLink = () => `${origin}/account#serviceRequestHistory`;

  it('texts a booked visit to the opted-in homeowner once, as Twilio’s API asks, and again when it moves', async () => {
    await h.optIn();
    const [window] = await h.slots();
    claim = await h.fileClaim(window);
    expect(standIn.messages).toHaveLength(1);
    const [message] = standIn.messages;
    expect(message).toMatchObject({
      to: MOBILE,
      from: standIn.phoneNumber,
      body: `${BRAND}: your repair visit is booked. See the day and time: ${claimLink()}`,
      statusCallback: `${origin}/api/sms/webhooks/twilio/status`,
      status: 'queued',
    });
    const request = standIn.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${standIn.accountSid}/Messages.json`,
      contentType: 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${standIn.accountSid}:${standIn.authToken}`).toString('base64')}`,
    });
    expect(Object.keys(request?.form ?? {}).sort()).toEqual(['Body', 'From', 'StatusCallback', 'To']);
    const [text] = await h.texts();
    expect(text).toMatchObject({
      kind: 'visitBooked',
      to: MOBILE,
      status: 'sent',
      provider: 'twilio',
      providerSid: message?.sid,
      deliveryStatus: 'queued',
      errorCode: null,
    });
    expect(text?.causeKey).toMatch(new RegExp(`^visit:${claim.workOrderId}:v\\d+$`));

    // The same window booked again is no news: nothing is texted.
    const again = await book((await visitOf(claim.serviceRequestId)).visit ?? undefined);
    expect(again.statusCode, again.body).toBe(200);
    expect(standIn.messages).toHaveLength(1);
    // The same cause reported again texts nobody.
    const written = await t.database.transaction((tx) =>
      t.app.sms.toHomeownerOf(tx, claim.workOrderId, { kind: 'visitBooked', cause: text?.causeKey ?? '' }),
    );
    await t.app.idle();
    expect(written).toBe(false);
    expect(standIn.messages).toHaveLength(1);

    const moved = await book();
    expect(moved.statusCode, moved.body).toBe(200);
    expect(standIn.messages).toHaveLength(2);
    expect(standIn.messages[1]?.body).toBe(
      `${BRAND}: your repair visit has moved to a new time. See it: ${claimLink()}`,
    );
    expect((await h.texts()).map((one) => one.kind)).toEqual(['visitBooked', 'visitMoved']);
  });

  it('texts that the technician is on the way, with the estimate', async () => {
    const ticket = await call('GET', `/api/contractor/dispatch/${claim.workOrderId}`, 'contractor');
    expect(ticket.statusCode, ticket.body).toBe(200);
    const res = await call(
      'POST',
      `/api/contractor/dispatch/${ticket.json().dispatchId}/visit`,
      'contractor',
      { event: 'onMyWay', etaMinutes: 25 },
      { 'idempotency-key': 'sms-on-my-way-1' },
    );
    expect(res.statusCode, res.body).toBe(200);
    await t.app.idle();
    expect(standIn.messages.at(-1)?.body).toBe(
      `${BRAND}: your technician is on the way, about 25 minutes out. Details: ${claimLink()}`,
    );
    expect((await h.texts()).at(-1)).toMatchObject({ kind: 'technicianOnTheWay', status: 'sent' });
  });

  it('records Twilio’s delivery statuses, never going back to an older one', async () => {
    const sid = standIn.messages[0]?.sid ?? '';
    const delivered = await standIn.sendStatusCallback(sid, 'delivered');
    expect(delivered.status).toBe(204);
    const late = await standIn.sendStatusCallback(sid, 'sent');
    expect(late.status).toBe(204);
    const [first] = await h.texts();
    expect(first).toMatchObject({ providerSid: sid, deliveryStatus: 'delivered' });
  });

  it('texts nobody who did not opt in', async () => {
    const { t: tables } = t.database;
    await t.database.transaction((tx) =>
      tx.update(tables.users).set({ isOptedInToSms: false }).where(eq(tables.users.id, HOMEOWNER)),
    );
    const before = (await h.texts()).length;
    const res = await book();
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.messages).toHaveLength(3);
    expect(await h.texts()).toHaveLength(before);
    await h.optIn();
  });

  it('texts nothing of a kind whose texts the homeowner turned off, and still texts the other kinds', async () => {
    const off = await call('PUT', '/api/account/messagePreferences', 'homeowner', {
      choices: [{ kind: 'visitScheduled', channel: 'text', on: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    const sent = standIn.messages.length;
    const texts = (await h.texts()).length;
    expect((await book()).statusCode).toBe(200);
    expect(standIn.messages).toHaveLength(sent);
    expect(await h.texts()).toHaveLength(texts);

    const ticket = await call('GET', `/api/contractor/dispatch/${claim.workOrderId}`, 'contractor');
    const onMyWay = await call(
      'POST',
      `/api/contractor/dispatch/${ticket.json().dispatchId}/visit`,
      'contractor',
      { event: 'onMyWay', etaMinutes: 10 },
      { 'idempotency-key': 'sms-on-my-way-preferences' },
    );
    expect(onMyWay.statusCode, onMyWay.body).toBe(200);
    await t.app.idle();
    expect(standIn.messages).toHaveLength(sent + 1);
    expect(standIn.messages.at(-1)?.body).toContain('your technician is on the way');

    const on = await call('PUT', '/api/account/messagePreferences', 'homeowner', {
      choices: [{ kind: 'visitScheduled', channel: 'text', on: true }],
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await book()).statusCode).toBe(200);
    expect(standIn.messages).toHaveLength(sent + 2);
    expect(standIn.messages.at(-1)?.body).toContain('has moved to a new time');
  });

  it('stops texting after STOP from the phone, and the profile says so; START brings them back; HELP answers', async () => {
    const stop = await standIn.sendIncomingMessage(webhook(), { from: MOBILE, body: 'STOP' });
    expect(stop).toMatchObject({ status: 200, body: '<?xml version="1.0" encoding="UTF-8"?><Response></Response>' });
    expect(stop.contentType).toMatch(/^text\/xml/);
    expect((await profile()).isOptedInToSms).toBe(false);
    const sent = standIn.messages.length;
    const texts = (await h.texts()).length;
    expect((await book()).statusCode).toBe(200);
    expect(standIn.messages).toHaveLength(sent);
    expect(await h.texts()).toHaveLength(texts);

    const start = await standIn.sendIncomingMessage(webhook(), { from: MOBILE, body: 'Start' });
    expect(start.status).toBe(200);
    expect((await profile()).isOptedInToSms).toBe(true);
    expect((await book()).statusCode).toBe(200);
    expect(standIn.messages).toHaveLength(sent + 1);
    expect(standIn.messages.at(-1)?.body).toContain('has moved to a new time');

    const help = await standIn.sendIncomingMessage(webhook(), { from: MOBILE, body: 'HELP' });
    expect(help.status).toBe(200);
    expect(help.contentType).toMatch(/^text\/xml/);
    expect(help.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>' +
        `${BRAND}: texts about your repair visits, claims and payments. Reply STOP to stop them. Questions? ` +
        'Call 866-555-0142.</Message></Response>',
    );
    expect((await profile()).isOptedInToSms).toBe(true);
  });

  it('refuses a forged webhook with 401 and changes nothing', async () => {
    const stop = {
      MessageSid: 'SM00000000000000000000000000000000',
      AccountSid: standIn.accountSid,
      From: MOBILE,
      To: standIn.phoneNumber,
      Body: 'STOP',
    };
    const refused = [
      await standIn.post(webhook(), stop, { signWith: 'not-the-auth-token' }),
      await standIn.post(webhook(), stop, { signature: null }),
      await standIn.post(webhook(), stop, {
        signature: signTwilioRequest(standIn.authToken, webhook(), { ...stop, Body: 'HELP' }),
      }),
      await standIn.post(webhook(), stop, {
        signature: signTwilioRequest(standIn.authToken, 'http://evil.example/api/sms/webhooks/twilio', stop),
      }),
    ];
    for (const answer of refused) {
      expect(answer.status, answer.body).toBe(401);
      expect(JSON.parse(answer.body).errors[0].code).toBe('unauthorized');
    }
    // The URL is PUBLIC_ORIGIN's, never the request's Host: signed for the Host sent, it is refused...
    const body = new URLSearchParams(stop).toString();
    const viaHost = await t.app.inject({
      method: 'POST',
      url: '/api/sms/webhooks/twilio',
      headers: {
        host: 'evil.example',
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signTwilioRequest(standIn.authToken, 'http://evil.example/api/sms/webhooks/twilio', stop),
      },
      payload: body,
    });
    expect(viaHost.statusCode).toBe(401);
    expect((await profile()).isOptedInToSms).toBe(true);
    // ... and a forged status callback changes no text.
    const [first] = await h.texts();
    const forgedStatus = await standIn.post(
      `${origin}/api/sms/webhooks/twilio/status`,
      { MessageSid: first?.providerSid ?? '', MessageStatus: 'read', AccountSid: standIn.accountSid },
      { signWith: 'not-the-auth-token' },
    );
    expect(forgedStatus.status).toBe(401);
    expect((await h.texts())[0]?.deliveryStatus).toBe('delivered');
    // Signed for PUBLIC_ORIGIN, the same call is taken whatever Host it came with.
    const genuine = await t.app.inject({
      method: 'POST',
      url: '/api/sms/webhooks/twilio',
      headers: {
        host: 'evil.example',
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signTwilioRequest(standIn.authToken, webhook(), { ...stop, Body: 'HELP' }),
      },
      payload: new URLSearchParams({ ...stop, Body: 'HELP' }).toString(),
    });
    expect(genuine.statusCode, genuine.body).toBe(200);
    expect(genuine.body).toContain('<Message>');
  });

  it('texts a homeowner whose language is Spanish in Spanish, and answers their HELP in Spanish', async () => {
    const { t: tables } = t.database;
    const speak = (preferredLanguage: 'en' | 'es') =>
      t.database.transaction((tx) =>
        tx.update(tables.users).set({ preferredLanguage }).where(eq(tables.users.id, HOMEOWNER)),
      );
    await speak('es');
    try {
      const windows = await h.slots();
      const spanishClaim = await h.fileClaim(windows[1] ?? windows[0]);
      const booked = (await h.texts()).find((text) => text.causeKey.startsWith(`visit:${spanishClaim.workOrderId}:`));
      const body = `${BRAND}: su visita de reparacion esta programada. Vea el dia y la hora: ${claimLink()}`;
      expect(booked).toMatchObject({ kind: 'visitBooked', status: 'sent', body });
      expect(standIn.messages.at(-1)?.body).toBe(body);

      const help = await standIn.sendIncomingMessage(webhook(), { from: MOBILE, body: 'HELP' });
      expect(help.body).toBe(
        '<?xml version="1.0" encoding="UTF-8"?><Response><Message>' +
          `${BRAND}: mensajes sobre sus visitas de reparacion, reclamos y pagos. Responda STOP para no recibirlos. ` +
          '¿Preguntas? Llame al 866-555-0142.</Message></Response>',
      );
    } finally {
      await speak('en');
    }
  });

  it('records Twilio’s refusal, its server errors and its silence, and the request that caused the text succeeds', async () => {
    const { t: tables } = t.database;
    standIn.failNext('http503');
    expect((await book()).statusCode).toBe(200);
    expect((await h.texts()).at(-1)).toMatchObject({
      kind: 'visitMoved',
      status: 'failed',
      errorCode: '20503',
      errorMessage: 'Service Unavailable',
      providerSid: null,
    });

    standIn.failNext('timeout');
    const moved = await book();
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await h.texts()).at(-1)).toMatchObject({ kind: 'visitMoved', status: 'failed', errorCode: 'timeout' });

    // A number the phone network cannot reach: Twilio's 400 with code 21211.
    await t.database.transaction((tx) =>
      tx
        .update(tables.users)
        .set({ phones: [{ number: '012-555-0101', isPrimary: true, type: 'mobile' }] })
        .where(eq(tables.users.id, HOMEOWNER)),
    );
    expect((await book()).statusCode).toBe(200);
    const refused = (await h.texts()).at(-1);
    expect(refused).toMatchObject({ status: 'failed', errorCode: '21211', to: '+10125550101' });
    expect(refused?.errorMessage).toContain('is not a valid phone number');
    await t.database.transaction((tx) =>
      tx
        .update(tables.users)
        .set({ phones: [{ number: '512-555-0101', isPrimary: true, type: 'mobile' }] })
        .where(eq(tables.users.id, HOMEOWNER)),
    );
    // Nothing failed is sent again by the clock's job.
    const sent = standIn.messages.length;
    await runJob(findJob('sms-due')!, jobContext(t, new Date()), 'command');
    expect(standIn.messages).toHaveLength(sent);
  });

  it('keeps a cash offer made at 22:00 at the property for the 8:00 run of the job', async () => {
    const { t: tables } = t.database;
    const serviceRequestId = 'sr-sms-cash-1';
    const workOrderId = 'WO-SMS-CASH-1';
    await t.database.transaction(async (tx) => {
      const ids = { serviceRequestId, serviceRequestNumber: 'SR-SMS-CASH-1', workOrderId, dispatchId: 'd-sms-cash-1' };
      await insertCoolingClaim(tx, tables, ids, 'denied');
      const [part] = await tx.select({ id: tables.closingItems.id }).from(tables.closingItems).limit(1);
      await tx.insert(tables.dispatchParts).values({
        dispatchId: 'd-sms-cash-1',
        closingItemId: part!.id,
        pricePerUnitCents: 40_000,
        units: 1,
        position: 0,
      });
    });
    const sent = standIn.messages.length;
    // 2027-03-11T04:00Z is 22:00 on March 10 in Austin (CST).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-11T04:00:00Z') });
    try {
      const staff = await accessTokenFor(t, 'staff@example.com');
      const offer = await t.app.inject({
        method: 'POST',
        url: `/api/staff/serviceRequests/${serviceRequestId}/cashInLieu`,
        headers: bearer(staff),
        payload: { amount: 250, note: 'Instead of the repair' },
      });
      expect(offer.statusCode, offer.body).toBe(200);
      await t.app.idle();
    } finally {
      vi.useRealTimers();
    }
    const waiting = (await h.texts()).find((text) => text.kind === 'cashOffer');
    expect(waiting).toMatchObject({
      causeKey: `cashOffer:${serviceRequestId}`,
      status: 'pending',
      urgent: false,
      sendAfter: new Date('2027-03-11T14:00:00Z'),
    });
    expect(standIn.messages).toHaveLength(sent);

    const early = await runJob(findJob('sms-due')!, jobContext(t, new Date('2027-03-11T13:55:00Z')), 'command');
    expect(early).toMatchObject({ changed: 0, error: null });
    expect(standIn.messages).toHaveLength(sent);

    const eight = await runJob(findJob('sms-due')!, jobContext(t, new Date('2027-03-11T14:00:00Z')), 'command');
    expect(eight).toMatchObject({ changed: 1, error: null, lines: [`sent cashOffer text ${waiting?.id}`] });
    expect(standIn.messages).toHaveLength(sent + 1);
    expect(standIn.messages.at(-1)?.body).toBe(
      `${BRAND}: you have a cash offer on your claim. See it and answer: ${claimLink()}`,
    );
    const again = await runJob(findJob('sms-due')!, jobContext(t, new Date('2027-03-11T14:05:00Z')), 'command');
    expect(again.changed).toBe(0);
    expect(standIn.messages).toHaveLength(sent + 1);
  });

  it('cancels a waiting text whose kind the homeowner turned off before it went', async () => {
    const cause = 'decision:WO-SMS-PREFS:approved';
    // 23:00 in Austin: a claim decision waits for 8:00 there (13:00 UTC).
    const written = await t.database.transaction((tx) =>
      t.app.sms.toUser(tx, HOMEOWNER, 'TX', { kind: 'claimDecision', cause }, new Date('2027-04-11T04:00:00Z')),
    );
    expect(written).toBe(true);
    await t.app.idle();
    const off = await call('PUT', '/api/account/messagePreferences', 'homeowner', {
      choices: [{ kind: 'claimDecision', channel: 'text', on: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    const sent = standIn.messages.length;
    await runJob(findJob('sms-due')!, jobContext(t, new Date('2027-04-11T14:00:00Z')), 'command');
    expect(standIn.messages).toHaveLength(sent);
    expect((await h.texts()).find((text) => text.causeKey === cause)).toMatchObject({
      status: 'cancelled',
      errorCode: 'turnedOff',
    });
    const on = await call('PUT', '/api/account/messagePreferences', 'homeowner', {
      choices: [{ kind: 'claimDecision', channel: 'text', on: true }],
    });
    expect(on.statusCode, on.body).toBe(200);
  });

  it('texts a failed monthly payment at once, once per attempt', async () => {
    const email = 'tess.texts@example.net';
    const card = await savedCard(t.app, email);
    const order = await call(
      'POST',
      '/api/order',
      undefined,
      monthlyOrderBody(card, { firstName: 'Tess', lastName: 'Texts', email, phone: '512-555-0177' }),
    );
    expect(order.statusCode, order.body).toBe(200);
    const contractId = order.json().contractId as string;
    const { db, t: tables } = t.database;
    await backdateContract(t, contractId, new Date('2027-01-20T00:00:00Z'));
    const owner = await accessTokenFor(t, email);
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/account/contract/${contractId}/automaticPayment`,
      headers: bearer(owner),
      payload: { isEnabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const optIn = await t.app.inject({
      method: 'POST',
      url: '/api/account/user/smsOptIn',
      headers: bearer(owner),
      payload: { smsPhoneNumber: '512-555-0177' },
    });
    expect(optIn.statusCode, optIn.body).toBe(200);
    const sent = standIn.messages.length;

    // 03:00 in Austin: a failed payment is urgent and goes at once.
    await monthlyBillingJob.run(jobContext(t, new Date('2027-02-20T09:00:00Z')));
    await monthlyBillingJob.run(jobContext(t, new Date('2027-02-20T09:30:00Z')));
    expect(standIn.messages).toHaveLength(sent + 1);
    expect(standIn.messages.at(-1)).toMatchObject({
      to: '+15125550177',
      body: `${BRAND}: a payment on your plan did not go through. Please check your card: ${origin}/account#invoices`,
    });
    const [user] = await db.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.email, email));
    const [text] = await db
      .select()
      .from(tables.smsMessages)
      .where(and(eq(tables.smsMessages.userId, user?.id ?? ''), eq(tables.smsMessages.kind, 'paymentFailed')))
      .orderBy(desc(tables.smsMessages.createdAt));
    expect(text).toMatchObject({ status: 'sent', urgent: true });
    expect(text?.causeKey).toMatch(/^paymentFailed:.+:1$/);
  });
});

describe('without SMS_PROVIDER', () => {
  let t: TestApp;
  const h = harness(() => t);
  beforeAll(async () => {
    t = await buildTestApp();
    await h.signIn();
  });
  afterAll(async () => t?.close());

  it('keeps the texts in the outbox table', async () => {
    expect(t.app.config.sms).toEqual({ provider: 'outbox' });
    await h.optIn();
    const [window] = await h.slots();
    await h.fileClaim(window);
    const [text] = await h.texts();
    expect(text).toMatchObject({
      kind: 'visitBooked',
      status: 'sent',
      provider: 'outbox',
      providerSid: null,
      deliveryStatus: 'kept',
    });
    const { db, t: tables } = t.database;
    const outbox = await db.select().from(tables.smsOutbox);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      textId: text?.id,
      to: MOBILE,
      body: `${BRAND}: your repair visit is booked. See the day and time: ${t.app.config.publicOrigin}/account#serviceRequestHistory`,
    });
  });

  it('refuses every webhook: there is no Twilio auth token to check them with', async () => {
    const params = { From: MOBILE, To: '+15125550100', Body: 'STOP' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/webhooks/twilio',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signTwilioRequest('', `${t.app.config.publicOrigin}/api/sms/webhooks/twilio`, params),
      },
      payload: new URLSearchParams(params).toString(),
    });
    expect(res.statusCode).toBe(401);
  });
});
