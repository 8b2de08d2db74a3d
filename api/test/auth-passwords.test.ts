import { messages, PASSWORD_RESET_CHANGE_MINUTES } from '@hw/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.ts';

/** Posts and waits for the work done after the answer (the reset e-mail is sent after answering). */
async function post(app: TestApp, url: string, payload: unknown, token?: string) {
  const res = await app.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  await app.app.idle();
  return res;
}

function login(app: TestApp, username: string, password: string) {
  return post(app, '/api/authenticate', { grant_type: 'password', username, password, fingerprint: 'f' });
}

function linkParams(text: string): { u: string; t: string; url: URL } {
  const match = text.match(/https?:\/\/\S+\/token\?\S+/);
  if (!match) throw new Error(`no link in ${text}`);
  const url = new URL(match[0]);
  return { u: url.searchParams.get('u') ?? '', t: url.searchParams.get('t') ?? '', url };
}

describe('forgot password with the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_ORIGIN: 'https://warranty.example' });
  });
  afterAll(async () => t.close());

  async function latestMailTo(email: string) {
    const { db, t: tables } = t.database;
    const [mail] = await db
      .select()
      .from(tables.emailOutbox)
      .where(eq(tables.emailOutbox.to, email))
      .orderBy(desc(tables.emailOutbox.createdAt))
      .limit(1);
    return mail;
  }

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await post(t, '/api/authenticate/forgotPassword', { email: 'homeowner@example.com' });
    const unknown = await post(t, '/api/authenticate/forgotPassword', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: messages.forgotPassword.success('homeowner@example.com') });
    expect(unknown.json()).toEqual({ message: messages.forgotPassword.success('nobody@example.com') });
    expect(await latestMailTo('nobody@example.com')).toBeUndefined();
    const mail = await latestMailTo('homeowner@example.com');
    const { u, url } = linkParams(mail?.text ?? '');
    expect(url.origin + url.pathname).toBe('https://warranty.example/token');
    expect(u).toBe('u-homeowner-0001');

    const staff = (await login(t, 'staff@example.com', 'demo-password')).json();
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/mail/outbox?to=homeowner@example.com',
      headers: { authorization: `Bearer ${staff.access_token}` },
    });
    expect(outbox.statusCode).toBe(200);
    const [listed] = outbox.json();
    expect(listed).toMatchObject({ to: 'homeowner@example.com', subject: mail?.subject });
    // Staff see that a link was sent, never the link: it would sign them in as the customer.
    expect(listed.text).toContain('[sign-in link removed]');
    expect(listed.text).not.toContain('/token?');
    expect(listed.text).not.toContain(linkParams(mail?.text ?? '').t);
    expect(Number.isNaN(Date.parse(listed.createdAt))).toBe(false);
  });

  it('sends at most 5 reset e-mails per account per hour, with the same answer', async () => {
    const { db, t: tables } = t.database;
    const before = await db.select().from(tables.emailOutbox).where(eq(tables.emailOutbox.to, 'staff@example.com'));
    expect(before).toHaveLength(0);
    for (let i = 0; i < 7; i++) {
      const res = await post(t, '/api/authenticate/forgotPassword', { email: 'staff@example.com' });
      expect(res.json()).toEqual({ message: messages.forgotPassword.success('staff@example.com') });
    }
    const after = await db.select().from(tables.emailOutbox).where(eq(tables.emailOutbox.to, 'staff@example.com'));
    expect(after).toHaveLength(5);
  });

  it('checks the address: required, then well-formed', async () => {
    const empty = await post(t, '/api/authenticate/forgotPassword', { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'email', message: messages.forgotPassword.emailRequired, code: 'validation' },
    ]);
    const bad = await post(t, '/api/authenticate/forgotPassword', { email: 'not-an-address' });
    expect(bad.json().errors).toEqual([
      { field: 'email', message: messages.forgotPassword.emailInvalid, code: 'validation' },
    ]);
  });

  it('signs in once with the link (forgotPassword true), then sets a new password without the old one', async () => {
    await post(t, '/api/authenticate/forgotPassword', { email: 'agent@example.com' });
    const other = (await login(t, 'agent@example.com', 'demo-password')).json();
    const { u, t: code } = linkParams((await latestMailTo('agent@example.com'))?.text ?? '');

    const signedIn = await post(t, '/api/authenticate/withToken', { grant_type: 'code', u, t: code, fingerprint: 'f' });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json();
    expect(session).toMatchObject({ forgotPassword: true, isImpersonated: false });
    expect(session.user.userId).toBe('u-agent-0001');

    const again = await post(t, '/api/authenticate/withToken', { grant_type: 'code', u, t: code });
    expect(again.statusCode).toBe(401);
    expect(again.json().errors[0].message).toBe(messages.login.linkInvalid);

    const short = await post(t, '/api/authenticate/changePassword', { newPassword: 'short' }, session.access_token);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { field: 'newPassword', message: 'Password must be at least 8 characters.', code: 'validation' },
    ]);

    const changed = await post(
      t,
      '/api/authenticate/changePassword',
      { newPassword: 'brand-new-password' },
      session.access_token,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Password Changed.' });

    expect((await login(t, 'agent@example.com', 'demo-password')).statusCode).toBe(401);
    expect((await login(t, 'agent@example.com', 'brand-new-password')).statusCode).toBe(200);
    // The other session ended; this one goes on, no longer in password-reset mode.
    const otherRefresh = await post(t, '/api/authenticate', {
      grant_type: 'refresh_token',
      refresh_token: other.refresh_token,
      fingerprint: 'f',
    });
    expect(otherRefresh.statusCode).toBe(401);
    const ownRefresh = await post(t, '/api/authenticate', {
      grant_type: 'refresh_token',
      refresh_token: session.refresh_token,
      fingerprint: 'f',
    });
    expect(ownRefresh.statusCode).toBe(200);
    expect(ownRefresh.json().forgotPassword).toBe(false);
    const replay = await post(
      t,
      '/api/authenticate/changePassword',
      { newPassword: 'third-password' },
      session.access_token,
    );
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0]).toEqual({
      field: 'currentPassword',
      message: messages.changePassword.resetLinkSpent(PASSWORD_RESET_CHANGE_MINUTES),
      code: 'validation',
    });
  });

  /** A session opened from a fresh reset link for this address. */
  async function resetSession(email: string) {
    await post(t, '/api/authenticate/forgotPassword', { email });
    const { u, t: code } = linkParams((await latestMailTo(email))?.text ?? '');
    const opened = await post(t, '/api/authenticate/withToken', { u, t: code, fingerprint: 'f' });
    expect(opened.json().forgotPassword).toBe(true);
    return opened.json() as { access_token: string; refresh_token: string; user: { userId: string } };
  }
  const change = (token: string, newPassword: string) =>
    post(t, '/api/authenticate/changePassword', { newPassword }, token);
  const spent = {
    field: 'currentPassword',
    message: messages.changePassword.resetLinkSpent(PASSWORD_RESET_CHANGE_MINUTES),
    code: 'validation',
  };

  it('does not carry the reset power over to a refreshed token', async () => {
    const session = await resetSession('contractor2@example.com');
    const refreshed = await post(t, '/api/authenticate', {
      grant_type: 'refresh_token',
      refresh_token: session.refresh_token,
      fingerprint: 'f',
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().forgotPassword).toBe(false);
    const claims = JSON.parse(Buffer.from(refreshed.json().access_token.split('.')[1], 'base64url').toString());
    expect(claims.pwr).toBeUndefined();
    const withoutCurrent = await change(refreshed.json().access_token, 'refreshed-new-password');
    expect(withoutCurrent.statusCode).toBe(400);
    expect(withoutCurrent.json().errors).toEqual([
      { field: 'currentPassword', message: messages.changePassword.currentRequired, code: 'validation' },
    ]);
    // The token the link opened keeps its one change (within the 15 minutes); then it is spent.
    expect((await change(session.access_token, 'reset-new-password')).statusCode).toBe(200);
    const again = await change(session.access_token, 'third-new-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([spent]);
    expect((await login(t, 'contractor2@example.com', 'reset-new-password')).statusCode).toBe(200);
  });

  it('refuses a change without the current password 15 minutes after the link was opened', async () => {
    const session = await resetSession('brooke.buyer@example.com');
    const { t: tables } = t.database;
    const opened = new Date(Date.now() - PASSWORD_RESET_CHANGE_MINUTES * 60_000 - 1000);
    await t.database.transaction((tx) =>
      tx
        .update(tables.refreshTokens)
        .set({ familyStartedAt: opened })
        .where(eq(tables.refreshTokens.userId, session.user.userId)),
    );
    const late = await change(session.access_token, 'too-late-password');
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual([spent]);
    const [user] = await t.database.db.select().from(tables.users).where(eq(tables.users.id, session.user.userId));
    expect(user?.passwordChangedAt).toBeNull();
  });

  it('lets only one of two changes at once use the reset power', async () => {
    const session = await resetSession('sam.seller@example.com');
    const answers = await Promise.all([
      change(session.access_token, 'first-racing-password'),
      change(session.access_token, 'second-racing-password'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400);
    expect(refused?.json().errors).toEqual([spent]);
    const won = answers[0]?.statusCode === 200 ? 'first-racing-password' : 'second-racing-password';
    const lost = won === 'first-racing-password' ? 'second-racing-password' : 'first-racing-password';
    expect((await login(t, 'sam.seller@example.com', lost)).statusCode).toBe(401);
    expect((await login(t, 'sam.seller@example.com', won)).statusCode).toBe(200);
  });

  it('refuses an expired code and a code for another user', async () => {
    await post(t, '/api/authenticate/forgotPassword', { email: 'contractor@example.com' });
    const { u, t: code } = linkParams((await latestMailTo('contractor@example.com'))?.text ?? '');
    expect(
      (await post(t, '/api/authenticate', { grant_type: 'code', u: 'u-homeowner-0001', t: code })).statusCode,
    ).toBe(401);
    const { t: tables } = t.database;
    await t.database.transaction((tx) =>
      tx
        .update(tables.signInCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(tables.signInCodes.userId, u)),
    );
    expect((await post(t, '/api/authenticate', { grant_type: 'code', u, t: code })).statusCode).toBe(401);
  });

  it('requires the current password outside a reset session and checks it', async () => {
    const session = (await login(t, 'homeowner@example.com', 'demo-password')).json();
    const missing = await post(
      t,
      '/api/authenticate/changePassword',
      { newPassword: 'another-password' },
      session.access_token,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'currentPassword', message: messages.changePassword.currentRequired, code: 'validation' },
    ]);
    const wrong = await post(
      t,
      '/api/authenticate/changePassword',
      { currentPassword: 'nope-nope', newPassword: 'another-password' },
      session.access_token,
    );
    expect(wrong.json().errors).toEqual([
      { field: 'currentPassword', message: messages.changePassword.currentIncorrect, code: 'invalidCredentials' },
    ]);
    const ok = await post(
      t,
      '/api/authenticate/changePassword',
      { currentPassword: 'demo-password', newPassword: 'another-password' },
      session.access_token,
    );
    expect(ok.statusCode).toBe(200);
    expect((await login(t, 'homeowner@example.com', 'another-password')).statusCode).toBe(200);
    expect((await post(t, '/api/authenticate/changePassword', { newPassword: 'x'.repeat(9) })).statusCode).toBe(401);
  });
});

describe('forgot password through a real SMTP server', () => {
  const received: string[] = [];
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCatcher(received);
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'http://127.0.0.1:4999' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the reset mail, whose link signs the user in', async () => {
    const res = await post(t, '/api/authenticate/forgotPassword', { email: 'homeowner@example.com' });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const raw = received[0] ?? '';
    expect(raw).toMatch(/^To: homeowner@example\.com/m);
    const text = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    const { u, t: code } = linkParams(text);
    const signedIn = await post(t, '/api/authenticate/withToken', { u, t: code, fingerprint: 'f' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ forgotPassword: true, user: { email: 'homeowner@example.com' } });
    const { db, t: tables } = t.database;
    expect(await db.select().from(tables.emailOutbox)).toHaveLength(0);
  });
});
