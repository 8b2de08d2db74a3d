import { messages } from '@hw/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_CALLER_ID } from '../src/plugins/idempotency.ts';
import { accessTokenFor, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

function post(url: string, token?: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

async function signIn(email: string) {
  const res = await post('/api/authenticate', undefined, {
    grant_type: 'password',
    username: email,
    password: 'demo-password',
    fingerprint: 'f',
  });
  return res.json() as { access_token: string; refresh_token: string };
}

async function auditRows() {
  const { db, t: tables } = t.database;
  return db.select().from(tables.impersonationAudit).orderBy(tables.impersonationAudit.at);
}

describe('impersonation', () => {
  it('lets staff act as a user and come back, with one audit row for each', async () => {
    const staff = await signIn('staff@example.com');
    const started = await post('/api/authenticate/as/u-homeowner-0001', staff.access_token);
    expect(started.statusCode).toBe(200);
    const asUser = started.json();
    expect(asUser).toMatchObject({ isImpersonated: true, forgotPassword: false });
    expect(asUser.user.userId).toBe('u-homeowner-0001');
    expect(asUser.roles[0]).toBe('homeowner');
    const claims = JSON.parse(Buffer.from(asUser.access_token.split('.')[1], 'base64url').toString());
    expect(claims.imp).toBe('u-staff-0001');

    // The user's own data is readable, staff-only calls are not while acting as the user.
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/account/user/u-homeowner-0001',
      headers: { authorization: `Bearer ${asUser.access_token}` },
    });
    expect(own.statusCode).toBe(200);
    expect((await post('/api/authenticate/as/u-agent-0001', asUser.access_token)).statusCode).toBe(403);

    // A refreshed impersonation session stays an impersonation.
    const refreshed = await post('/api/authenticate', undefined, {
      grant_type: 'refresh_token',
      refresh_token: asUser.refresh_token,
      fingerprint: 'anything',
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().isImpersonated).toBe(true);

    const ended = await post('/api/authenticate/as/me', refreshed.json().access_token);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ isImpersonated: false, user: { userId: 'u-staff-0001' } });
    expect(ended.json().roles).toContain('admin');

    const rows = await auditRows();
    expect(rows.map((r) => [r.staffUserId, r.targetUserId, r.action])).toEqual([
      ['u-staff-0001', 'u-homeowner-0001', 'start'],
      ['u-staff-0001', 'u-homeowner-0001', 'end'],
    ]);
    expect(rows.every((r) => r.at instanceof Date)).toBe(true);

    // The impersonation session is over.
    const after = await post('/api/authenticate', undefined, {
      grant_type: 'refresh_token',
      refresh_token: refreshed.json().refresh_token,
      fingerprint: 'anything',
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses everyone but staff, staff as staff, and unknown users', async () => {
    const before = (await auditRows()).length;
    for (const email of ['homeowner@example.com', 'agent@example.com', 'contractor@example.com']) {
      const token = await accessTokenFor(t, email);
      expect((await post('/api/authenticate/as/u-homeowner-0002', token)).statusCode).toBe(403);
      const me = await post('/api/authenticate/as/me', token);
      expect(me.statusCode).toBe(403);
      expect(me.json().errors[0].message).toBe(messages.impersonation.failure);
    }
    const staff = await accessTokenFor(t, 'staff@example.com');
    expect((await post('/api/authenticate/as/u-staff-0001', staff)).statusCode).toBe(403);
    expect((await post('/api/authenticate/as/u-nobody', staff)).statusCode).toBe(404);
    expect((await post('/api/authenticate/as/u-agent-0001')).statusCode).toBe(401);
    expect(await auditRows()).toHaveLength(before);
  });
});

describe('system accounts', () => {
  async function counts() {
    const { db, t: tables } = t.database;
    return {
      audit: (await db.select().from(tables.impersonationAudit)).length,
      staffAudit: (await db.select().from(tables.staffAudit)).length,
      sessions: (await db.select().from(tables.refreshTokens)).length,
      codes: (await db.select().from(tables.signInCodes)).length,
    };
  }

  it('cannot be acted as nor signed in to on behalf: 404 as for an unknown id, and nothing is written', async () => {
    const { db, t: tables } = t.database;
    // A second account with no person behind it, as the app would make one.
    await t.database.transaction((tx) =>
      tx.insert(tables.users).values({
        id: 'u-system-test',
        email: 'system-test@invalid',
        userType: 'unknown',
        firstName: 'System',
        lastName: 'Account',
      }),
    );
    const staff = await signIn('staff@example.com');
    const before = await counts();
    for (const userId of [ANONYMOUS_CALLER_ID, 'u-system-test']) {
      const acted = await post(`/api/authenticate/as/${userId}`, staff.access_token);
      expect(acted.statusCode).toBe(404);
      expect(acted.json().errors[0]).toMatchObject({ code: 'notFound', message: 'No user with this id.' });
      const helper = await post('/api/authenticate/withUser/helper', staff.access_token, { userId });
      expect(helper.statusCode).toBe(404);
    }
    expect(await counts()).toEqual(before);
    // Nor do they show in the staff user search.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/staff/users?q=caller',
      headers: { authorization: `Bearer ${staff.access_token}` },
    });
    expect(listed.json().users).toEqual([]);
    const system = await t.app.inject({
      method: 'GET',
      url: '/api/staff/users?q=system',
      headers: { authorization: `Bearer ${staff.access_token}` },
    });
    expect(system.json().users).toEqual([]);
    await t.database.transaction((tx) => tx.delete(tables.users).where(eq(tables.users.id, 'u-system-test')));
    expect(await db.select().from(tables.users).where(eq(tables.users.id, 'u-system-test'))).toEqual([]);
  });
});

describe('sign-in on behalf (withUser)', () => {
  async function helperFor(userId: string) {
    const staff = await accessTokenFor(t, 'staff@example.com');
    return post('/api/authenticate/withUser/helper', staff, { userId });
  }

  it('signs in with a helper value issued to staff, as an audited impersonation', async () => {
    const issued = await helperFor('u-contractor-0001');
    expect(issued.statusCode).toBe(200);
    const { helper, url } = issued.json();
    expect(url).toBe(`/loginWithUser/u-contractor-0001/u-contractor-0001?h=${encodeURIComponent(helper)}`);
    const res = await post('/api/authenticate/withUser', undefined, {
      grant_type: 'user',
      webuserid: 'u-contractor-0001',
      wmuserid: 'u-contractor-0001',
      helper,
      fingerprint: 'f',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isImpersonated: true, user: { userId: 'u-contractor-0001' } });
    const { db, t: tables } = t.database;
    const rows = await db
      .select()
      .from(tables.impersonationAudit)
      .where(eq(tables.impersonationAudit.targetUserId, 'u-contractor-0001'));
    expect(rows.map((r) => r.action)).toEqual(['start']);
  });

  it('refuses a missing, forged, mismatched or expired helper value', async () => {
    const { helper } = (await helperFor('u-agent-0001')).json();
    const attempt = (body: object) => post('/api/authenticate', undefined, { grant_type: 'user', ...body });
    expect((await attempt({ webuserid: 'u-agent-0001', wmuserid: 'u-agent-0001' })).statusCode).toBe(400);
    const [payload, mac] = helper.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, u: 'u-homeowner-0001' })).toString('base64url');
    const forged = await attempt({
      webuserid: 'u-homeowner-0001',
      wmuserid: 'u-homeowner-0001',
      helper: `${forgedPayload}.${mac}`,
    });
    expect(forged.statusCode).toBe(401);
    const mismatched = await attempt({ webuserid: 'u-homeowner-0001', wmuserid: 'u-homeowner-0001', helper });
    expect(mismatched.statusCode).toBe(401);
    const expiredPayload = Buffer.from(JSON.stringify({ ...claims, e: Date.now() - 1 })).toString('base64url');
    const expired = await attempt({
      webuserid: 'u-agent-0001',
      wmuserid: 'u-agent-0001',
      helper: `${expiredPayload}.${mac}`,
    });
    expect(expired.statusCode).toBe(401);
    const genuine = await attempt({ webuserid: 'u-agent-0001', wmuserid: 'u-agent-0001', helper });
    expect(genuine.statusCode).toBe(200);
  });

  it('signs in once per helper, whatever the spelling of its bytes', async () => {
    const attempt = (helper: string) =>
      post('/api/authenticate/withUser', undefined, {
        webuserid: 'u-buyer-0001',
        wmuserid: 'u-buyer-0001',
        helper,
        fingerprint: 'f',
      });
    const standard = (text: string) => Buffer.from(text, 'base64url').toString('base64');
    const spellings = (helper: string) => {
      const [body = '', mac = ''] = helper.split('.');
      return [helper, `${helper}=`, `${standard(body)}.${standard(mac)}`, `${body}.${standard(mac)}`];
    };
    const { db, t: tables } = t.database;
    const starts = async () =>
      (
        await db
          .select()
          .from(tables.impersonationAudit)
          .where(eq(tables.impersonationAudit.targetUserId, 'u-buyer-0001'))
      ).length;

    // Whichever spelling comes first signs in; every other spelling of it is then refused.
    for (let first = 0; first < 4; first++) {
      const variants = spellings((await helperFor('u-buyer-0001')).json().helper);
      const before = await starts();
      expect((await attempt(variants[first] ?? '')).statusCode).toBe(200);
      for (const again of variants) {
        const refused = await attempt(again);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().errors[0].message).toBe(messages.login.linkInvalid);
      }
      expect(await starts()).toBe(before + 1);
    }
    // A spelling that is not strict base64 (stray padding or characters) is refused outright.
    const { helper } = (await helperFor('u-buyer-0001')).json();
    expect((await attempt(`${helper}==`)).statusCode).toBe(401);
    expect((await attempt(`${helper}!`)).statusCode).toBe(401);
    expect((await attempt(helper)).statusCode).toBe(200);
  });

  it('issues helper values to staff only, and never for staff', async () => {
    const homeowner = await accessTokenFor(t, 'homeowner@example.com');
    expect((await post('/api/authenticate/withUser/helper', homeowner, { userId: 'u-agent-0001' })).statusCode).toBe(
      403,
    );
    expect((await helperFor('u-staff-0001')).statusCode).toBe(403);
  });
});
