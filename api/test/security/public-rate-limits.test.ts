/**
 * Public calls anyone can make without signing in are limited per client address and per e-mail address (or
 * work order), in the database, so the limits hold across API processes: 429 `tooManyRequests` with
 * Retry-After once over them.
 */
import { messages, WORK_ORDER_TENANT } from '@hw/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDatabase } from '../../src/db/index.ts';
import { PUBLIC_LIMITS } from '../../src/plugins/rate-limit.ts';
import { buildTestApp, freshDatabase, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

interface Call {
  name: string;
  /** The request for one subject (an e-mail address or a work order). */
  request(subject: string): { url: string; payload?: object };
  subjectKind: 'email' | 'workOrder';
}

const calls: Call[] = [
  {
    name: 'the contact form',
    subjectKind: 'email',
    request: (email) => ({ url: '/api/contact/email', payload: { name: 'Pat', email, message: 'Hello' } }),
  },
  {
    name: 'the video-support sign-up',
    subjectKind: 'email',
    request: (email) => ({
      url: '/api/contact/streemsignup',
      payload: { FirstName: 'Dana', LastName: 'Diaz', Email: email, Company: 'Fixit', Phone: '602-555-0188' },
    }),
  },
  {
    name: 'the quote form',
    subjectKind: 'email',
    request: (email) => ({
      url: '/api/order/quote',
      payload: { contactName: 'Q Person', email, address: '1 Main St', postalCode: '78701', homePhone: '5125550199' },
    }),
  },
  { name: 'a lead', subjectKind: 'email', request: (email) => ({ url: '/api/lead', payload: { email } }) },
  {
    name: 'the brochure form',
    subjectKind: 'email',
    request: (email) => ({
      url: '/api/lead/brochure',
      payload: { contactName: 'B Person', email, postalCode: '78701' },
    }),
  },
  {
    name: 'the newsletter',
    subjectKind: 'email',
    request: (email) => ({ url: `/api/forum/subscribe/${encodeURIComponent(email)}` }),
  },
  {
    name: 'a card profile',
    subjectKind: 'email',
    request: (email) => ({ url: '/api/order/getCustomerProfileToken', payload: { email } }),
  },
  {
    name: 'scheduling a work order',
    subjectKind: 'workOrder',
    request: (Id) => ({
      url: '/api/workorder/statusUpdate',
      payload: {
        ScheduleDateTime: '1/1/2000',
        ScheduledStartWindow: '8AM',
        ScheduledEndWindow: '12PM',
        Id,
        Status: 'Scheduled',
        Tenant: WORK_ORDER_TENANT,
      },
    }),
  },
  {
    name: 'cancelling a work order',
    subjectKind: 'workOrder',
    request: (WorkOrderId) => ({
      url: '/api/workorder/cancel',
      payload: { WorkOrderId, CancellationNotes: 'No longer needed' },
    }),
  },
];

let addressCounter = 0;
/** A client address no other test uses. */
const newAddress = () => {
  addressCounter += 1;
  return `203.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const send = (app: TestApp['app'], call: Call, subject: string, remoteAddress: string) =>
  app.inject({ method: 'POST', remoteAddress, ...call.request(subject) });

function expectRefused(res: Awaited<ReturnType<typeof send>>) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(res.json()).toEqual({
    hasErrors: true,
    errors: [{ code: 'tooManyRequests', message: messages.forms.tooManyRequests('in 15 minutes') }],
  });
}

describe('limits of public calls', () => {
  for (const call of calls) {
    const subject = (n: number, tag: string) =>
      call.subjectKind === 'email' ? `limit.${tag}.${n}@example.net` : `WO-${tag}-${n}`;

    it(`${call.name}: per ${call.subjectKind === 'email' ? 'e-mail address' : 'work order'}, from any address`, async () => {
      const max = call.subjectKind === 'email' ? PUBLIC_LIMITS.perEmail.max : PUBLIC_LIMITS.perWorkOrder.max;
      const one = subject(0, `one${calls.indexOf(call)}`);
      for (let i = 0; i < max; i += 1) {
        expect((await send(t.app, call, one, newAddress())).statusCode).not.toBe(429);
      }
      expectRefused(await send(t.app, call, one, newAddress()));
      // Another address or work order is not held back.
      expect((await send(t.app, call, subject(1, `one${calls.indexOf(call)}`), newAddress())).statusCode).not.toBe(429);
    });

    it(`${call.name}: per client address`, async () => {
      const address = newAddress();
      for (let i = 0; i < PUBLIC_LIMITS.perClient.max; i += 1) {
        expect((await send(t.app, call, subject(i, `many${calls.indexOf(call)}`), address)).statusCode).not.toBe(429);
      }
      expectRefused(await send(t.app, call, subject(999, `many${calls.indexOf(call)}`), address));
      expect((await send(t.app, call, subject(998, `many${calls.indexOf(call)}`), newAddress())).statusCode).not.toBe(
        429,
      );
    });
  }

  it('an address a proxy names counts only when the proxy is trusted', async () => {
    const call = calls[3]!;
    const address = newAddress();
    for (let i = 0; i < PUBLIC_LIMITS.perClient.max; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        remoteAddress: address,
        headers: { 'x-forwarded-for': newAddress() },
        ...call.request(`forged.${i}@example.net`),
      });
      expect(res.statusCode).not.toBe(429);
    }
    expectRefused(await send(t.app, call, 'forged.last@example.net', address));
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  it('counts the client the proxy names, not the proxy', async () => {
    const behind = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      const call = calls[3]!;
      const proxy = newAddress();
      const client = newAddress();
      const viaProxy = (forwardedFor: string, email: string) =>
        behind.app.inject({
          method: 'POST',
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': forwardedFor },
          ...call.request(email),
        });
      for (let i = 0; i < PUBLIC_LIMITS.perClient.max; i += 1) {
        expect((await viaProxy(client, `proxied.${i}@example.net`)).statusCode).not.toBe(429);
      }
      expectRefused(await viaProxy(client, 'proxied.last@example.net'));
      // Other clients behind the same proxy are not held back.
      expect((await viaProxy(newAddress(), 'proxied.other@example.net')).statusCode).not.toBe(429);
    } finally {
      await behind.close();
    }
  });
});

describe('limits shared by several API processes', () => {
  it('counts the calls of two processes on one database together, and deletes old counts', async () => {
    const shared = await freshDatabase();
    const config = loadConfig({ JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef' });
    const second = createDatabase(shared.url);
    const { db, t: tables } = shared.database;
    const old = new Date(Date.now() - 16 * 60_000);
    await shared.database.transaction((tx) =>
      tx.insert(tables.loginFailures).values({ key: 'call:lead:ip:old', at: old }),
    );
    const apps = [await buildApp(config, shared.database), await buildApp(config, second)];
    try {
      const call = calls[3]!;
      const address = newAddress();
      for (let i = 0; i < PUBLIC_LIMITS.perClient.max; i += 1) {
        const res = await send(apps[i % 2]!, call, `shared.${i}@example.net`, address);
        expect(res.statusCode).not.toBe(429);
      }
      expectRefused(await send(apps[0]!, call, 'shared.last@example.net', address));
      expectRefused(await send(apps[1]!, call, 'shared.last@example.net', address));
      expect(
        await db.select().from(tables.loginFailures).where(eq(tables.loginFailures.key, 'call:lead:ip:old')),
      ).toEqual([]);
      expect(
        (await db.select().from(tables.loginFailures).where(like(tables.loginFailures.key, 'call:lead:%'))).length,
      ).toBeGreaterThan(0);
    } finally {
      for (const app of apps) await app.close();
      await second.close();
      await shared.drop();
    }
  });
});
