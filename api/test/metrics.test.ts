/** Prometheus metrics at GET /metrics: only with METRICS_TOKEN set, only to requests bearing it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, bearer, buildTestApp, type TestApp, typeCard } from './helper.ts';

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

  it('counts outbox replays, card-gateway calls and job runs by outcome, and the database pool', async () => {
    const contractor = await accessTokenFor(t, 'contractor@example.com');
    const staff = await accessTokenFor(t, 'staff@example.com');
    const ticket = await t.app.inject({
      method: 'GET',
      url: '/api/contractor/dispatch/WO-104275',
      headers: bearer(contractor),
    });
    const note = {
      method: 'POST' as const,
      url: '/api/contractor/dispatch/createNote',
      payload: { dispatchId: ticket.json().dispatchId, note: 'metrics note' },
      headers: { ...bearer(contractor), 'idempotency-key': `metrics-${Date.now()}` },
    };
    expect((await t.app.inject(note)).statusCode).toBe(200);
    expect((await t.app.inject(note)).headers['idempotent-replayed']).toBe('true');

    // A card typed as a payer does: the profile and its hosted form through the API (two gateway calls), the card
    // into the sandbox's form, and the API reads it back (a third).
    const card = await typeCard(t.app, 'm@example.com', {
      cardNumber: '4111 1111 1111 1111',
      expirationDate: '12/35',
      cardCode: '123',
    });
    expect(card.statusCode, JSON.stringify(card)).toBe(200);
    const gateway = t.app.paymentGateway;
    const charge = {
      customerProfileId: card.json.authNetProfileId as string,
      paymentProfileId: card.json.authNetPaymentProfileId as string,
      description: 'metrics',
    };
    await gateway.chargeProfile({ ...charge, amountCents: 1500, referenceId: `m${Date.now()}` });

    const run = await t.app.inject({
      method: 'POST',
      url: '/api/staff/jobs/contract-lifecycle/run',
      headers: bearer(staff),
    });
    expect(run.statusCode).toBe(200);

    const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
      .body;
    expect(text).toContain('idempotent_replays_total{route="/api/contractor/dispatch/createNote"} 1');
    expect(text).toContain('payment_gateway_calls_total{operation="chargeProfile",outcome="approved"} 1');
    expect(text).toContain('payment_gateway_calls_total{operation="createCustomerProfile",outcome="ok"} 1');
    expect(text).toContain('payment_gateway_calls_total{operation="hostedCardForm",outcome="ok"} 1');
    expect(text).toContain('payment_gateway_calls_total{operation="listPaymentProfiles",outcome="ok"} 1');
    expect(text).toContain('job_runs_total{job="contract-lifecycle",outcome="succeeded"} 1');
    if (t.database.dialect === 'postgres') expect(text).toMatch(/database_pool_connections\{state="idle"\} \d+/);
  });
});
