/**
 * Accounts made by orders placed signed out, on both dialects: a new e-mail address gets an account marked
 * unverified, which signs in with no password until a link mailed to the address is used; such accounts are
 * limited per client address and per e-mail domain (429 with Retry-After), counted before anything is charged,
 * and an order for an address that has an account makes none and counts nothing.
 */
import { messages } from '@hw/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CREATION_LIMITS } from '../src/plugins/rate-limit.ts';
import { escrowOrderBody, phoenixHome } from './billing-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** Two months from today. */
const CLOSING = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
let street = 0;
/** A signed-out escrow order for `email`, sent from `ip`. */
function escrowOrder(email: string, ip: string) {
  street += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/order',
    remoteAddress: ip,
    payload: escrowOrderBody({
      property: phoenixHome(`${100 + street} N Central Ave`),
      owner: { firstName: 'Nia', lastName: 'New', email, phone: '602-555-0102' },
      orderingPartyType: 'homeBuyer',
      estimatedCloseDate: CLOSING,
      escrowOfficer: null,
    }),
  });
}

async function post(url: string, payload: object, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  await t.app.idle();
  return res;
}

const signIn = (username: string, password: string) =>
  post('/api/authenticate', { grant_type: 'password', username, password, fingerprint: 'f' });

async function userOf(email: string) {
  const { db, t: tables } = t.database;
  const [user] = await db.select().from(tables.users).where(eq(tables.users.email, email));
  return user;
}

describe('an account made by an order placed signed out', () => {
  it('is unverified, and signs in with no password until the link mailed to it is used', async () => {
    const email = 'nia.new@example.org';
    const placed = await escrowOrder(email, '198.51.100.1');
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ ownerAccountCreated: true });
    const made = await userOf(email);
    expect(made?.emailUnverifiedSince).toBeInstanceOf(Date);

    // Even with a password set on it some other way, it does not sign in with one while unverified.
    const { t: tables } = t.database;
    const { hashPassword } = await import('../src/auth/passwords.ts');
    const passwordHash = await hashPassword('a-password-set-aside');
    await t.database.transaction((tx) =>
      tx.update(tables.users).set({ passwordHash }).where(eq(tables.users.email, email)),
    );
    const refused = await signIn(email, 'a-password-set-aside');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0]).toMatchObject({ code: 'invalidCredentials', message: messages.login.errorText });

    const [mail] = await t.database.db
      .select()
      .from(tables.emailOutbox)
      .where(eq(tables.emailOutbox.to, email))
      .orderBy(desc(tables.emailOutbox.createdAt))
      .limit(1);
    const link = new URL(/https?:\/\/\S+\/token\?\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://missing');
    const linked = await post('/api/authenticate/withToken', {
      grant_type: 'code',
      u: link.searchParams.get('u'),
      t: link.searchParams.get('t'),
      fingerprint: 'f',
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await userOf(email))?.emailUnverifiedSince).toBeNull();
    const changed = await post(
      '/api/authenticate/changePassword',
      { newPassword: 'nia-chose-this-one' },
      linked.json().access_token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signIn(email, 'nia-chose-this-one')).statusCode).toBe(200);
  });
});

describe('the link to create a password mailed with the order', () => {
  it('lasts seven days, as the mail says, and works once; a forgotten-password link lasts 30 minutes', async () => {
    const email = 'evening.reader@example.org';
    expect((await escrowOrder(email, '198.51.100.2')).statusCode).toBe(200);
    const { db, t: tables } = t.database;
    const [mail] = await db.select().from(tables.emailOutbox).where(eq(tables.emailOutbox.to, email));
    expect(mail?.text).toContain('The link works once and expires in 7 days.');
    const link = new URL(/https?:\/\/\S+\/token\?\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://missing');
    const user = await userOf(email);
    const codesOf = () =>
      db
        .select()
        .from(tables.signInCodes)
        .where(eq(tables.signInCodes.userId, user?.id ?? ''));
    const [code] = await codesOf();
    const day = 24 * 60 * 60 * 1000;
    expect((code?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(7 * day - 60_000);
    expect((code?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(7 * day);

    const use = () =>
      post('/api/authenticate/withToken', {
        grant_type: 'code',
        u: link.searchParams.get('u'),
        t: link.searchParams.get('t'),
        fingerprint: 'f',
      });
    expect((await use()).statusCode).toBe(200);
    expect((await use()).statusCode).toBe(401);

    expect((await post('/api/authenticate/forgotPassword', { email })).statusCode).toBe(200);
    const reset = (await codesOf()).find((row) => row.codeHash !== code?.codeHash);
    expect((reset?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);
  });
});

describe('accounts made by orders placed signed out', () => {
  const { perClient, perEmailDomain } = ACCOUNT_CREATION_LIMITS;

  it(`are limited to ${perClient.max} per client address: then 429 with Retry-After, nothing written`, async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < perClient.max; i++) {
      expect((await escrowOrder(`client-${i}@client.example`, ip)).statusCode).toBe(200);
    }
    const { db, t: tables } = t.database;
    const contractsBefore = (await db.select().from(tables.contracts)).length;
    const refused = await escrowOrder('client-over@client.example', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0]).toMatchObject({ code: 'tooManyRequests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await userOf('client-over@client.example')).toBeUndefined();
    expect((await db.select().from(tables.contracts)).length).toBe(contractsBefore);
    // An address that has an account makes none: its order is not counted.
    expect((await escrowOrder('client-0@client.example', ip)).statusCode).toBe(200);
    // Another client is not held back.
    expect((await escrowOrder('client-over@client.example', '198.51.100.21')).statusCode).toBe(200);
  });

  it(`are limited to ${perEmailDomain.max} per e-mail domain, from any address`, async () => {
    for (let i = 0; i < perEmailDomain.max; i++) {
      const placed = await escrowOrder(`buyer-${i}@domain.example`, `203.0.113.${i + 1}`);
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const refused = await escrowOrder('buyer-over@Domain.Example', '203.0.113.200');
    expect(refused.statusCode).toBe(429);
    expect((await escrowOrder('buyer-over@other-domain.example', '203.0.113.200')).statusCode).toBe(200);
  });
});
