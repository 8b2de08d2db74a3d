/**
 * Push notices on both dialects: subscribing a device (validation, one row per endpoint, ownership), and
 * delivery to a push service run here. The push service holds each device's P-256 key pair and auth secret as a
 * browser does and decrypts every message (RFC 8291, aes128gcm), so the test reads what the lock screen would.
 * That app takes a push service on this machine (PUSH_ALLOW_ANY_ENDPOINT=1); one without the switch takes only
 * the browsers' push services and posts to nothing else.
 */

import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DispatchTicket } from '@hw/shared';
import { demoCoolingClaim } from '@hw/shared/testing/demo-claim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/index.ts';
import { vapidKeysOf } from '../src/push/vapid-keys.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

/** A browser's side of one subscription: its key pair, its auth secret, and the messages it decrypted. */
interface Device {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  received: Array<{ title: string; body: string; url: string }>;
  /** What the push service answers for this device. */
  answer: number;
  vapidKeyIds: string[];
  decrypt(body: Buffer): string;
}

/** RFC 8291 (aes128gcm, RFC 8188): one record, salt and the server's public key in the header. */
function decryptAes128gcm(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const sharedSecret = device.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The plaintext ends with the last record's delimiter (2) and any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record');
  return padded.subarray(0, end).toString('utf8');
}

const BODY = 'Open the app to see it.';

let t: TestApp;
let pushService: Server;
let origin = '';
const devices = new Map<string, Device>();
const tokens: Record<string, string> = {};

function newDevice(name: string): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const device: Device = {
    name,
    endpoint: `${origin}/push/${name}-${randomBytes(6).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    received: [],
    answer: 201,
    vapidKeyIds: [],
    decrypt: (body) => decryptAes128gcm(body, { ecdh, auth }),
  };
  devices.set(new URL(device.endpoint).pathname, device);
  return device;
}

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = devices.get(request.url ?? '');
      if (!device) return void response.writeHead(404).end();
      if (device.answer === 201) {
        expect(request.headers['content-encoding']).toBe('aes128gcm');
        device.vapidKeyIds.push(/k=([A-Za-z0-9_-]+)/.exec(request.headers.authorization ?? '')?.[1] ?? '');
        device.received.push(JSON.parse(device.decrypt(Buffer.concat(chunks))));
      }
      response.writeHead(device.answer).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await buildTestApp({ PUSH_ALLOW_ANY_ENDPOINT: '1' });
  for (const [name, email] of Object.entries({
    homeowner: 'homeowner@example.com',
    contractor: 'contractor@example.com',
    staff: 'staff@example.com',
  })) {
    tokens[name] = await accessTokenFor(t, email);
  }
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => pushService?.close(resolve));
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string | undefined, payload?: object) {
  return t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? bearer(token) : {} });
}

const subscribe = (token: string | undefined, device: Pick<Device, 'endpoint' | 'keys'>) =>
  call('POST', '/api/account/push/subscriptions', token, { endpoint: device.endpoint, keys: device.keys });

async function ownerOf(endpoint: string): Promise<string | undefined> {
  const { db, t: tables } = t.database;
  const rows = await db.select().from(tables.pushSubscriptions).where(eq(tables.pushSubscriptions.endpoint, endpoint));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0]?.userId;
}

async function userIdOf(email: string): Promise<string> {
  const { db, t: tables } = t.database;
  const [user] = await db.select().from(tables.users).where(eq(tables.users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** Waits until every notice sent after a commit has reached the push service. */
async function settled() {
  await new Promise((resolve) => setTimeout(resolve, 20));
  await t.app.idle();
}

describe('subscriptions', () => {
  it('answers the same VAPID public key every time, to signed-in users only', async () => {
    const first = await call('GET', '/api/account/push/publicKey', tokens.homeowner);
    expect(first.statusCode).toBe(200);
    expect(first.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const again = await call('GET', '/api/account/push/publicKey', tokens.contractor);
    expect(again.json().publicKey).toBe(first.json().publicKey);
    expect((await call('GET', '/api/account/push/publicKey', undefined)).statusCode).toBe(401);
  });

  it('keeps one pair for every process, even when they create it at once', async () => {
    const other = createDatabase(t.databaseUrl);
    const third = createDatabase(t.databaseUrl);
    try {
      const [a, b] = await Promise.all([vapidKeysOf(other), vapidKeysOf(third)]);
      expect(a).toEqual(b);
      expect(a.publicKey).toBe((await call('GET', '/api/account/push/publicKey', tokens.homeowner)).json().publicKey);
    } finally {
      await other.close();
      await third.close();
    }
  });

  it('refuses a subscription without keys or with bad keys, naming the field', async () => {
    const device = newDevice('refused');
    const noKeys = await call('POST', '/api/account/push/subscriptions', tokens.homeowner, {
      endpoint: device.endpoint,
    });
    expect(noKeys.statusCode).toBe(400);
    expect(noKeys.json().hasErrors).toBe(true);
    expect(JSON.stringify(noKeys.json().errors)).toContain('keys');

    const badKey = await subscribe(tokens.homeowner, {
      endpoint: device.endpoint,
      keys: { p256dh: 'not base64!', auth: 'x' },
    });
    expect(badKey.statusCode).toBe(400);
    expect(JSON.stringify(badKey.json().errors)).toContain('p256dh');

    expect(await ownerOf(device.endpoint)).toBeUndefined();
    expect((await subscribe(undefined, device)).statusCode).toBe(401);
  });

  it('keeps one row per endpoint, owned by whoever subscribed it last; only the owner deletes it', async () => {
    const device = newDevice('shared-phone');
    expect((await subscribe(tokens.homeowner, device)).json()).toEqual({ result: true });
    expect(await ownerOf(device.endpoint)).toBe(await userIdOf('homeowner@example.com'));
    expect((await subscribe(tokens.homeowner, device)).statusCode).toBe(200);

    expect((await subscribe(tokens.contractor, device)).statusCode).toBe(200);
    expect(await ownerOf(device.endpoint)).toBe(await userIdOf('contractor@example.com'));

    const byFormerOwner = await call('DELETE', '/api/account/push/subscriptions', tokens.homeowner, {
      endpoint: device.endpoint,
    });
    expect(byFormerOwner.json()).toEqual({ result: false });
    expect(await ownerOf(device.endpoint)).toBe(await userIdOf('contractor@example.com'));

    const byOwner = await call('DELETE', '/api/account/push/subscriptions', tokens.contractor, {
      endpoint: device.endpoint,
    });
    expect(byOwner.json()).toEqual({ result: true });
    expect(await ownerOf(device.endpoint)).toBeUndefined();
  });
});

describe('notices', () => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const today = () => {
    const d = new Date();
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  };
  const fileClaim = () =>
    call('POST', '/api/account/serviceRequest', tokens.homeowner, demoCoolingClaim({ since: today() }));

  let homeownerPhone: Device;
  let technicianPhone: Device;
  let workOrderId = '';
  let serviceRequestId = '';

  beforeAll(async () => {
    homeownerPhone = newDevice('homeowner');
    technicianPhone = newDevice('technician');
    expect((await subscribe(tokens.homeowner, homeownerPhone)).statusCode).toBe(200);
    expect((await subscribe(tokens.contractor, technicianPhone)).statusCode).toBe(200);
  });

  it('tells the technician of a new dispatch once, with a title and a link only, and the homeowner nothing', async () => {
    const filed = await fileClaim();
    expect(filed.statusCode, filed.body).toBe(200);
    ({ workOrderId, serviceRequestId } = filed.json());
    await settled();
    expect(technicianPhone.received).toEqual([
      { title: 'New dispatch', body: BODY, url: `/account/dispatchTickets/${workOrderId}` },
    ]);
    expect(homeownerPhone.received).toEqual([]);
    const publicKey = (await call('GET', '/api/account/push/publicKey', tokens.contractor)).json().publicKey;
    expect(technicianPhone.vapidKeyIds).toEqual([publicKey]);
  });

  it('tells the homeowner of a visit the technician scheduled, and not the technician', async () => {
    const search = await call('POST', '/api/contractor/dispatch/search', tokens.contractor, {
      page: 0,
      contractorStatus: 'open',
    });
    const ticket = (search.json().items as DispatchTicket[]).find((item) => item.workOrderId === workOrderId);
    if (!ticket) throw new Error('no ticket');
    const update = await call('POST', `/api/contractor/dispatch/${ticket.dispatchId}`, tokens.contractor, {
      dispatchId: ticket.dispatchId,
      version: ticket.version,
      workStatus: 'Scheduled',
    });
    expect(update.statusCode, update.body).toBe(200);
    await settled();
    expect(homeownerPhone.received).toEqual([
      { title: 'Your repair visit is scheduled', body: BODY, url: '/account#serviceRequestHistory' },
    ]);
    expect(technicianPhone.received).toHaveLength(1);
  });

  it('tells the technician of the homeowner’s note; a push service answering 410 ends the subscription', async () => {
    technicianPhone.answer = 410;
    const note = await call('POST', '/api/account/servicerequest/note', tokens.homeowner, {
      serviceRequestId,
      note: 'The side gate is open.',
    });
    expect(note.statusCode, note.body).toBe(200);
    await settled();
    expect(await ownerOf(technicianPhone.endpoint)).toBeUndefined();
    expect(await ownerOf(homeownerPhone.endpoint)).toBe(await userIdOf('homeowner@example.com'));
    expect(homeownerPhone.received).toHaveLength(1);
  });

  it('never fails the request when the push service is down', async () => {
    const phone = newDevice('broken');
    phone.answer = 500;
    expect((await subscribe(tokens.contractor, phone)).statusCode).toBe(200);
    const note = await call('POST', '/api/account/servicerequest/note', tokens.homeowner, {
      serviceRequestId,
      note: 'Please call before coming.',
    });
    expect(note.statusCode, note.body).toBe(200);
    await settled();
    expect(await ownerOf(phone.endpoint)).toBe(await userIdOf('contractor@example.com'));
  });
  it('tells a Spanish-speaking homeowner in Spanish, and nothing of a kind they turned off', async () => {
    const homeownerId = await userIdOf('homeowner@example.com');
    const { t: tables } = t.database;
    await t.database.transaction((tx) =>
      tx.update(tables.users).set({ preferredLanguage: 'es' }).where(eq(tables.users.id, homeownerId)),
    );
    const ticket = await call('GET', `/api/contractor/dispatch/${workOrderId}`, tokens.contractor);
    expect(ticket.statusCode, ticket.body).toBe(200);
    const visit = (event: string, key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/contractor/dispatch/${ticket.json().dispatchId}/visit`,
        headers: { ...bearer(tokens.contractor ?? ''), 'idempotency-key': key },
        payload: event === 'onMyWay' ? { event, etaMinutes: 15 } : { event },
      });
    const before = homeownerPhone.received.length;
    expect((await visit('onMyWay', 'push-spanish-1')).statusCode).toBe(200);
    await settled();
    expect(homeownerPhone.received.slice(before)).toEqual([
      {
        title: 'Su técnico va en camino',
        body: 'Abra la aplicación para verlo.',
        url: '/account#serviceRequestHistory',
      },
    ]);

    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/account/messagePreferences',
      headers: bearer(tokens.homeowner ?? ''),
      payload: { choices: [{ kind: 'technicianVisit', channel: 'push', on: false }] },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await visit('arrived', 'push-spanish-2')).statusCode).toBe(200);
    await settled();
    expect(homeownerPhone.received).toHaveLength(before + 1);
    await t.database.transaction((tx) =>
      tx
        .update(tables.users)
        .set({ preferredLanguage: 'en', messagePreferences: {} })
        .where(eq(tables.users.id, homeownerId)),
    );
  });
});

describe('without the test switch', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp();
  });
  afterAll(async () => strict?.close());

  const subscribeTo = async (endpoint: string) => {
    const device = newDevice('strict');
    return strict.app.inject({
      method: 'POST',
      url: '/api/account/push/subscriptions',
      headers: bearer(await accessTokenFor(strict, 'homeowner@example.com')),
      payload: { endpoint, keys: device.keys },
    });
  };

  it('takes only the browsers’ push services: never this machine or another address the caller names', async () => {
    for (const endpoint of [
      newDevice('local').endpoint,
      'http://localhost:9000/push',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://internal.example.com/hook',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
    ]) {
      const refused = await subscribeTo(endpoint);
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'endpoint', code: 'validation' })]);
    }
    const plain = await subscribeTo('http://push.example.com/device');
    expect(plain.json().errors).toEqual([
      { field: 'endpoint', code: 'validation', message: 'The push endpoint must be an https:// address.' },
    ]);
    const elsewhere = await subscribeTo('https://push.example.com/device');
    expect(elsewhere.json().errors).toEqual([
      {
        field: 'endpoint',
        code: 'validation',
        message: 'The push endpoint is not the address of a browser push service.',
      },
    ]);
    const { db, t: tables } = strict.database;
    expect(await db.select().from(tables.pushSubscriptions)).toEqual([]);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
    ]) {
      expect((await subscribeTo(endpoint)).statusCode, endpoint).toBe(200);
    }
  });

  it('posts nothing to a subscription stored before whose endpoint is not a push service’s, and deletes it', async () => {
    const device = newDevice('stored-before');
    const userId = (await strict.database.db.select().from(strict.database.t.users)).find(
      (user) => user.email === 'homeowner@example.com',
    )!.id;
    const now = new Date();
    await strict.database.transaction((tx) =>
      tx.insert(strict.database.t.pushSubscriptions).values({
        endpoint: device.endpoint,
        userId,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        createdAt: now,
        updatedAt: now,
      }),
    );
    strict.app.push.toUser(userId, { title: 'Your repair visit is scheduled', body: BODY, url: '/account' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await strict.app.idle();
    expect(device.received).toEqual([]);
    const { db, t: tables } = strict.database;
    expect(
      await db.select().from(tables.pushSubscriptions).where(eq(tables.pushSubscriptions.endpoint, device.endpoint)),
    ).toEqual([]);
  });
});
