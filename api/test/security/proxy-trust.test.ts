/** Sign-in limits per IP cannot be dodged by naming another client in X-Forwarded-For. */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '#api/auth/rate-limit.ts';
import { parseTrustProxy } from '#api/config.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

const wrongPassword = (t: TestApp, username: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { grant_type: 'password', username, password: 'not-the-password' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('proxy trust', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('trusts no proxy by default: a forged X-Forwarded-For does not reset the per-IP limit', async () => {
    let last = 0;
    for (let i = 0; i <= LOGIN_LIMITS.ip.max; i += 1) {
      const res = await wrongPassword(t, `nobody${i}@example.com`, `203.0.113.${i % 250}, 10.0.0.1`);
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });

  it('behind one trusted proxy, each client named by that proxy has its own limit', async () => {
    const behindProxy = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      let last = 0;
      for (let i = 0; i <= LOGIN_LIMITS.ip.max; i += 1) {
        const res = await wrongPassword(behindProxy, `someone${i}@example.com`, `198.51.100.${i % 250}`);
        last = res.statusCode;
      }
      expect(last).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });

  it('reads TRUST_PROXY as none, a hop count or an address list', () => {
    const problems: string[] = [];
    expect(parseTrustProxy(undefined, problems)).toBe(false);
    expect(parseTrustProxy('', problems)).toBe(false);
    expect(parseTrustProxy('2', problems)).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16', problems)).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(problems).toEqual([]);
    parseTrustProxy('everything', problems);
    expect(problems).toHaveLength(1);
  });
});
