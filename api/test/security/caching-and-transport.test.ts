/** What browsers may keep: nothing of a signed-in caller's; HTTPS remembered in production. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, bearer, buildTestApp, multipartBody, type TestApp, TINY_PNG } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('caching of authenticated answers', () => {
  it('the token response is never stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { grant_type: 'password', username: 'homeowner@example.com', password: 'demo-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers for a signed-in caller are never stored, uploaded photos included', async () => {
    const token = await accessTokenFor(t, 'contractor@example.com');
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/contractor/dispatch/search',
      payload: { page: 0, contractorStatus: 'all' },
      headers: bearer(token),
    });
    expect(search.headers['cache-control']).toBe('no-store');
    const dispatchId = search.json().items[0].dispatchId as string;
    const { payload, headers } = multipartBody([
      { name: 'dispatchId', value: dispatchId },
      { name: 'file', value: TINY_PNG, fileName: 'site.png', contentType: 'image/png' },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/contractor/addFile',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(added.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: added.json().url, headers: bearer(token) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store');
  });

  it('public reference data keeps its own caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reference/states' });
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

describe('HTTPS', () => {
  it('production answers carry Strict-Transport-Security; development does not', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/status' })).headers['strict-transport-security']).toBe(
      undefined,
    );
    const production = await buildTestApp({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      ALLOW_SANDBOX_PAYMENTS: '1',
    });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/api/status' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await production.close();
    }
  });
});
