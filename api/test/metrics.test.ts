/** Prometheus metrics at GET /metrics: only with METRICS_TOKEN set, only to requests bearing it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

const TOKEN = 'metrics-token-0123456789';

describe('GET /metrics', () => {
  let t: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
    without = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
    await without.close();
  });

  it('counts requests by route pattern and status, with the process figures', async () => {
    await t.app.inject({ method: 'GET', url: '/api/status' });
    await t.app.inject({ method: 'GET', url: '/api/reference/stateByZipCode/78701' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/status",status_code="200"} 1');
    // The route's pattern, not the address with its zip code.
    expect(text).toContain('route="/api/reference/stateByZipCode/:zip"');
    expect(text).not.toContain('78701');
    expect(text).toContain('status_code="404"');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is not found without the token, with another one, or when no token is configured', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
    const unset = await without.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(unset.statusCode).toBe(404);
    expect(unset.body).not.toContain('http_request_duration_seconds');
  });
});
