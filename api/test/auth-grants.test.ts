import { createHmac } from 'node:crypto';
import { messages, PERMISSIONS } from '@hw/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

const SECRET = 'test-secret-0123456789-0123456789-abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

function authenticate(payload: Record<string, unknown>, ip = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/authenticate', payload, remoteAddress: ip });
}

function login(username: string, password = 'demo-password', fingerprint = 'device-1', ip = '10.0.0.1') {
  return authenticate({ grant_type: 'password', username, password, fingerprint }, ip);
}

function getOwnUser(token: string, id: string) {
  return t.app.inject({ method: 'GET', url: `/api/account/user/${id}`, headers: { authorization: `Bearer ${token}` } });
}

function jwt(header: object, payload: object, secret = SECRET): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${enc(header)}.${enc(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('password grant', () => {
  it('answers the auth response with tokens, roles and the user', async () => {
    const res = await login('homeowner@example.com');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'access_token',
        'forgotPassword',
        'isAuthenticated',
        'isImpersonated',
        'refresh_token',
        'roles',
        'tokenExpires',
        'user',
      ].sort(),
    );
    expect(body).toMatchObject({ isAuthenticated: true, isImpersonated: false, forgotPassword: false });
    expect(body.roles).toEqual(['homeowner', ...PERMISSIONS]);
    expect(Buffer.from(body.refresh_token, 'base64url')).toHaveLength(32);
    const expires = new Date(body.tokenExpires).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 5 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 16 * 60_000);
    expect(body.user).toEqual({
      userType: 'homeowner',
      userId: 'u-homeowner-0001',
      firstName: 'Hannah',
      lastName: 'Holt',
      email: 'homeowner@example.com',
      phones: [{ number: '512-555-0101', isPrimary: true, type: 'mobile' }],
      isOptedInToSms: false,
      preferredLanguage: 'en',
      isAnonymous: false,
      isAuthenticated: true,
    });
    const own = await getOwnUser(body.access_token, 'u-homeowner-0001');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(body.user);
  });

  it('matches the username without regard to case and gives staff their roles', async () => {
    const res = await login('  STAFF@example.com ');
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['employee', 'admin', ...PERMISSIONS]);
  });

  it('fails a wrong password and an unknown user alike', async () => {
    const wrong = await login('agent@example.com', 'not-the-password', 'd', '10.0.0.2');
    const unknown = await login('nobody@example.com', 'demo-password', 'd', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      hasErrors: true,
      errors: [{ message: messages.login.errorText, code: 'invalidCredentials' }],
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('asks for a missing username as a field error', async () => {
    const res = await authenticate({ grant_type: 'password', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'username', message: 'username is required.', code: 'validation' }]);
    const bad = await authenticate({ grant_type: 'magic', username: 'a', password: 'b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('grant_type');
  });
});

describe('sign-in rate limits', () => {
  it('answers 429 after 10 failures for one account from one address, and lets the user in from another', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login('contractor@example.com', `wrong-${i}`, 'd', '10.1.0.1')).statusCode).toBe(401);
    }
    const blocked = await login('contractor@example.com', 'demo-password', 'd', '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0].message).toBe(messages.login.tooManyAttempts);
    expect((await login('contractor@example.com', 'demo-password', 'd', '10.1.0.2')).statusCode).toBe(200);
  });

  it('keeps failures in the database and lets them age out', async () => {
    const { db, t: tables } = t.database;
    const rows = await db
      .select()
      .from(tables.loginFailures)
      .where(eq(tables.loginFailures.key, 'ipacct:10.1.0.1|contractor@example.com'));
    expect(rows).toHaveLength(10);
    await t.database.transaction((tx) =>
      tx
        .update(tables.loginFailures)
        .set({ at: new Date(Date.now() - 16 * 60_000) })
        .where(eq(tables.loginFailures.key, 'ipacct:10.1.0.1|contractor@example.com')),
    );
    expect((await login('contractor@example.com', 'demo-password', 'd', '10.1.0.1')).statusCode).toBe(200);
  });

  it('counts failures per address across accounts (50 in 15 minutes)', async () => {
    const { t: tables } = t.database;
    const at = new Date();
    await t.database.transaction((tx) =>
      tx.insert(tables.loginFailures).values(Array.from({ length: 50 }, () => ({ key: 'ip:10.2.0.1', at }))),
    );
    expect((await login('agent@example.com', 'demo-password', 'd', '10.2.0.1')).statusCode).toBe(429);
    expect((await login('agent@example.com', 'demo-password', 'd', '10.2.0.2')).statusCode).toBe(200);
  });

  it('slows guessing spread over many addresses with a short per-account window', async () => {
    const { t: tables } = t.database;
    const recent = new Date();
    await t.database.transaction((tx) =>
      tx
        .insert(tables.loginFailures)
        .values(Array.from({ length: 30 }, () => ({ key: 'acct:staff@example.com', at: recent }))),
    );
    expect((await login('staff@example.com', 'demo-password', 'd', '10.3.0.1')).statusCode).toBe(429);
    await t.database.transaction((tx) =>
      tx
        .update(tables.loginFailures)
        .set({ at: new Date(Date.now() - 6 * 60_000) })
        .where(eq(tables.loginFailures.key, 'acct:staff@example.com')),
    );
    expect((await login('staff@example.com', 'demo-password', 'd', '10.3.0.1')).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use; presenting a rotated token revokes the whole family', async () => {
    const first = (await login('homeowner@example.com')).json();
    const second = await authenticate({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      fingerprint: 'device-1',
    });
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect(rotated.user.userId).toBe('u-homeowner-0001');

    const replay = await authenticate({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      fingerprint: 'device-1',
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors[0].message).toBe(messages.login.sessionExpired);
    const later = await authenticate({
      grant_type: 'refresh_token',
      refresh_token: rotated.refresh_token,
      fingerprint: 'device-1',
    });
    expect(later.statusCode).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with the same token win, and then ends the session', async () => {
    const first = (await login('homeowner@example.com')).json();
    const refresh = () =>
      authenticate({ grant_type: 'refresh_token', refresh_token: first.refresh_token, fingerprint: 'device-1' });
    const results = await Promise.all([refresh(), refresh()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const winner = results.find((r) => r.statusCode === 200)?.json();
    const after = await authenticate({
      grant_type: 'refresh_token',
      refresh_token: winner.refresh_token,
      fingerprint: 'device-1',
    });
    expect(after.statusCode).toBe(401);
  });

  it('stores only hashes of refresh tokens', async () => {
    const body = (await login('agent@example.com')).json();
    const { db, t: tables } = t.database;
    const found = await db
      .select()
      .from(tables.refreshTokens)
      .where(eq(tables.refreshTokens.tokenHash, body.refresh_token));
    expect(found).toHaveLength(0);
  });

  it('refuses a token presented with another fingerprint without ending the session', async () => {
    const body = (await login('agent@example.com', 'demo-password', 'phone')).json();
    const other = await authenticate({
      grant_type: 'refresh_token',
      refresh_token: body.refresh_token,
      fingerprint: 'laptop',
    });
    expect(other.statusCode).toBe(401);
    const same = await authenticate({
      grant_type: 'refresh_token',
      refresh_token: body.refresh_token,
      fingerprint: 'phone',
    });
    expect(same.statusCode).toBe(200);
  });

  it('ends a session at its absolute lifetime, however often it was refreshed', async () => {
    const body = (await login('agent@example.com')).json();
    const refreshed = (
      await authenticate({ grant_type: 'refresh_token', refresh_token: body.refresh_token, fingerprint: 'device-1' })
    ).json();
    const { db, t: tables } = t.database;
    const familyId = (await familyOf(body.refresh_token)) ?? '';
    const family = await db.select().from(tables.refreshTokens).where(eq(tables.refreshTokens.familyId, familyId));
    expect(family).toHaveLength(2);
    const [a, b] = family;
    expect(a?.expiresAt.getTime()).toBe(b?.expiresAt.getTime());
    expect((a?.expiresAt.getTime() ?? 0) - (a?.familyStartedAt.getTime() ?? 0)).toBe(30 * 24 * 3600 * 1000);
    await t.database.transaction((tx) =>
      tx
        .update(tables.refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(tables.refreshTokens.familyId, familyId)),
    );
    const expired = await authenticate({
      grant_type: 'refresh_token',
      refresh_token: refreshed.refresh_token,
      fingerprint: 'device-1',
    });
    expect(expired.statusCode).toBe(401);
  });

  it('logout revokes the session', async () => {
    const body = (await login('homeowner@example.com')).json();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/logout',
      headers: { authorization: `Bearer ${body.access_token}` },
      payload: { refresh_token: body.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    const after = await authenticate({
      grant_type: 'refresh_token',
      refresh_token: body.refresh_token,
      fingerprint: 'device-1',
    });
    expect(after.statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/authenticate/logout', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

async function familyOf(refreshToken: string): Promise<string | undefined> {
  const { createHash } = await import('node:crypto');
  const hash = createHash('sha256').update(refreshToken).digest('base64url');
  const { db, t: tables } = t.database;
  const [row] = await db.select().from(tables.refreshTokens).where(eq(tables.refreshTokens.tokenHash, hash));
  return row?.familyId;
}

describe('access tokens', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const claims = () => ({
    sub: 'u-homeowner-0001',
    userType: 'homeowner',
    roles: ['homeowner'],
    iss: 'home-warranty-api',
    aud: 'home-warranty-web',
    iat: now(),
    exp: now() + 600,
  });

  it('accepts a genuine token (the control case)', async () => {
    expect((await getOwnUser(jwt({ alg: 'HS256', typ: 'JWT' }, claims()), 'u-homeowner-0001')).statusCode).toBe(200);
  });

  it('refuses alg none, a changed payload, an expired token, another issuer and another key', async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${enc({ alg: 'none', typ: 'JWT' })}.${enc(claims())}.`;
    const genuine = jwt({ alg: 'HS256', typ: 'JWT' }, claims());
    const [h, , s] = genuine.split('.');
    const changed = `${h}.${enc({ ...claims(), sub: 'u-staff-0001', userType: 'employee' })}.${s}`;
    const expired = jwt({ alg: 'HS256', typ: 'JWT' }, { ...claims(), iat: now() - 3600, exp: now() - 60 });
    const otherIssuer = jwt({ alg: 'HS256', typ: 'JWT' }, { ...claims(), iss: 'someone-else' });
    const otherKey = jwt({ alg: 'HS256', typ: 'JWT' }, claims(), 'another-secret-0123456789-0123456789');
    for (const token of [none, changed, expired, otherIssuer, otherKey]) {
      const res = await getOwnUser(token, 'u-homeowner-0001');
      expect(res.statusCode).toBe(401);
      expect(res.json().hasErrors).toBe(true);
    }
  });
});

describe('GET /account/user/{id}', () => {
  it('answers 403 for another user’s record and 401 without a token; staff read anyone', async () => {
    const homeowner = (await login('homeowner@example.com')).json();
    expect((await getOwnUser(homeowner.access_token, 'u-agent-0001')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/user/u-agent-0001' })).statusCode).toBe(401);
    const staff = (await login('staff@example.com')).json();
    const read = await getOwnUser(staff.access_token, 'u-agent-0001');
    expect(read.statusCode).toBe(200);
    expect(read.json().email).toBe('agent@example.com');
    expect((await getOwnUser(staff.access_token, 'u-missing')).statusCode).toBe(404);
  });
});
