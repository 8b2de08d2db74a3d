/** An access token stops working as soon as its session ends, not when it expires. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

interface Session {
  access_token: string;
  refresh_token: string;
  user: { userId: string };
}

async function signIn(username: string, password = 'demo-password'): Promise<Session> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { grant_type: 'password', username, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const readAccount = (session: Session) =>
  t.app.inject({
    method: 'GET',
    url: `/api/account/user/${session.user.userId}`,
    headers: { authorization: `Bearer ${session.access_token}` },
  });
const refresh = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });

describe('revoked sessions', () => {
  it('after logout the old access token reads nothing', async () => {
    const session = await signIn('homeowner@example.com');
    expect((await readAccount(session)).statusCode).toBe(200);
    expect(
      (await post('/api/authenticate/logout', session.access_token, { refresh_token: session.refresh_token }))
        .statusCode,
    ).toBeLessThan(300);
    expect((await readAccount(session)).statusCode).toBe(401);
  });

  it('after a reused refresh token revoked the family, its access tokens read nothing', async () => {
    const session = await signIn('agent@example.com');
    const rotated = await refresh(session.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const fresh: Session = rotated.json();
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await readAccount(fresh)).statusCode).toBe(401);
    expect((await readAccount(session)).statusCode).toBe(401);
  });

  it('after a password change, the other sessions read nothing', async () => {
    const other = await signIn('contractor2@example.com');
    const current = await signIn('contractor2@example.com');
    const changed = await post('/api/authenticate/changePassword', current.access_token, {
      currentPassword: 'demo-password',
      newPassword: 'a-new-and-long-passphrase-42',
    });
    expect(changed.statusCode).toBe(200);
    expect((await readAccount(other)).statusCode).toBe(401);
  });

  it('an ended impersonation cannot be ended again for a fresh staff session', async () => {
    const staff = await signIn('staff@example.com');
    const started = await post('/api/authenticate/as/u-homeowner-0001', staff.access_token);
    expect(started.statusCode).toBe(200);
    const impersonation: Session = started.json();
    const ended = await post('/api/authenticate/as/me', impersonation.access_token);
    expect(ended.statusCode).toBe(200);
    const again = await post('/api/authenticate/as/me', impersonation.access_token);
    expect(again.statusCode).toBe(401);
    expect((await readAccount(impersonation)).statusCode).toBe(401);
  });
});
