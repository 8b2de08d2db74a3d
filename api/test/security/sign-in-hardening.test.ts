/** Sign-in and password flows as an attacker would try them. */

import { messages } from '@hw/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config.ts';
import { accessTokenFor, buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

async function signIn(username: string, password = 'demo-password') {
  const res = await post('/api/authenticate', { grant_type: 'password', username, password });
  expect(res.statusCode).toBe(200);
  return res.json() as { access_token: string; user: { userId: string } };
}

async function resetLinks(email: string, count: number) {
  for (let i = 0; i < count; i += 1) await post('/api/authenticate/forgotPassword', { email });
  await t.app.idle();
  const { db, t: tables } = t.database;
  const mails = await db
    .select()
    .from(tables.emailOutbox)
    .where(eq(tables.emailOutbox.to, email))
    .orderBy(desc(tables.emailOutbox.createdAt));
  return mails.map((mail) => {
    const url = new URL(mail.text.match(/https?:\/\/\S+\/token\?\S+/)![0]);
    return { u: url.searchParams.get('u')!, t: url.searchParams.get('t')! };
  });
}

describe('sign-in limits', () => {
  it('a refused sign-in says when to try again (429 with Retry-After)', async () => {
    let res = await post('/api/authenticate', { grant_type: 'password', username: 'agent@example.com', password: 'x' });
    for (let i = 0; i < 12 && res.statusCode !== 429; i += 1) {
      res = await post('/api/authenticate', { grant_type: 'password', username: 'agent@example.com', password: 'x' });
    }
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('wrong current passwords given to changePassword are limited like failed sign-ins', async () => {
    const session = await signIn('homeowner@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await post(
        '/api/authenticate/changePassword',
        { currentPassword: `guess-${i}`, newPassword: 'a-long-new-passphrase-7' },
        session.access_token,
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right password waits out the limit.
    const right = await post(
      '/api/authenticate/changePassword',
      { currentPassword: 'demo-password', newPassword: 'a-long-new-passphrase-7' },
      session.access_token,
    );
    expect(right.statusCode).toBe(429);
  });
});

describe('new passwords', () => {
  it('refuses a password from the breach lists and the current password', async () => {
    const session = await signIn('contractor@example.com');
    const breached = await post(
      '/api/authenticate/changePassword',
      { currentPassword: 'demo-password', newPassword: 'password123' },
      session.access_token,
    );
    expect(breached.statusCode).toBe(400);
    expect(breached.json().errors[0]).toMatchObject({
      field: 'newPassword',
      message: messages.changePassword.breached,
    });
    const same = await post(
      '/api/authenticate/changePassword',
      { currentPassword: 'demo-password', newPassword: 'demo-password' },
      session.access_token,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0]).toMatchObject({
      field: 'newPassword',
      message: messages.changePassword.sameAsCurrent,
    });
  });
});

describe('reset links', () => {
  it('redeeming one reset link voids the others sent before it', async () => {
    const [newest, older] = await resetLinks('agent@example.com', 2);
    const used = await post('/api/authenticate/withToken', { grant_type: 'code', u: newest!.u, t: newest!.t });
    expect(used.statusCode).toBe(200);
    const other = await post('/api/authenticate/withToken', { grant_type: 'code', u: older!.u, t: older!.t });
    expect(other.statusCode).toBe(401);
  });

  it('the reset e-mail is written after the answer, so its timing does not tell whether the address exists', async () => {
    const { db, t: tables } = t.database;
    const count = async () =>
      (await db.select().from(tables.emailOutbox).where(eq(tables.emailOutbox.to, 'staff@example.com'))).length;
    const before = await count();
    const res = await post('/api/authenticate/forgotPassword', { email: 'staff@example.com' });
    expect(res.statusCode).toBe(200);
    expect(await count()).toBe(before);
    await t.app.idle();
    expect(await count()).toBe(before + 1);
  });
});

describe('staff helpers and the outbox', () => {
  it('a withUser helper signs in once', async () => {
    const staff = await accessTokenFor(t, 'staff@example.com');
    const { helper } = (await post('/api/authenticate/withUser/helper', { userId: 'u-agent-0001' }, staff)).json();
    const body = { grant_type: 'user', webuserid: 'u-agent-0001', wmuserid: 'u-agent-0001', helper };
    expect((await post('/api/authenticate/withUser', body)).statusCode).toBe(200);
    expect((await post('/api/authenticate/withUser', body)).statusCode).toBe(401);
  });

  it('the outbox shows no link or code that signs in', async () => {
    const links = await resetLinks('homeowner@example.com', 1);
    const staff = await signIn('staff@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/mail/outbox?to=homeowner@example.com',
      headers: { authorization: `Bearer ${staff.access_token}` },
    });
    expect(res.statusCode).toBe(200);
    const text = JSON.stringify(res.json());
    expect(text).not.toContain(links[0]!.t);
    expect(text).not.toContain('/token?');
  });

  it('production refuses to start without SMTP unless told to keep mail in the outbox', () => {
    const payments = { ALLOW_SANDBOX_PAYMENTS: '1' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...payments })).toThrow(/SMTP_URL must be set in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: '1', ...payments })).not.toThrow();
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', ...payments }),
    ).not.toThrow();
  });
});
