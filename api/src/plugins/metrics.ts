/**
 * Prometheus metrics at GET /metrics (prom-client): each request's duration by method, route and status
 * (its count is the request count), answers replayed from an Idempotency-Key (the offline outbox's retries),
 * card-gateway calls by outcome, job runs by outcome, the database pool's connections, and the process's own
 * figures (CPU, memory, event loop, handles). Features add their own to the registry (uploads:
 * api/src/uploads/limits.ts).
 * Only with `METRICS_TOKEN` set, and only to requests bearing it (`Authorization: Bearer ...`); anything
 * else is the not-found answer, so the address gives nothing away. Each app has its own registry.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { notFound } from './errors.ts';

export const METRICS_PATH = '/metrics';

/** What features report; `app.metrics` is undefined when metrics are off, so reporting costs nothing then. */
export interface AppMetrics {
  /** Card-gateway calls by operation (chargeProfile, voidTransaction, ...) and outcome. */
  gatewayCalls: Counter<'operation' | 'outcome'>;
  /** Job runs by job and outcome (succeeded, failed). */
  jobRuns: Counter<'job' | 'outcome'>;
  /** Where a feature registers metrics of its own. */
  registry: Registry;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics | undefined;
  }
}

function bearsToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const token = app.config.metricsToken;
    if (token === undefined) {
      app.decorate('metrics', undefined);
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    app.decorate('metrics', {
      registry,
      gatewayCalls: new Counter({
        name: 'payment_gateway_calls_total',
        help: 'Calls to the card gateway, by operation and outcome (approved, declined, voided, failed, ...)',
        labelNames: ['operation', 'outcome'],
        registers: [registry],
      }),
      jobRuns: new Counter({
        name: 'job_runs_total',
        help: 'Runs of the scheduled jobs in this process, by job and outcome',
        labelNames: ['job', 'outcome'],
        registers: [registry],
      }),
    });
    const replays = new Counter({
      name: 'idempotent_replays_total',
      help: 'Requests answered with the stored answer of an Idempotency-Key already used (outbox retries), by route',
      labelNames: ['route'],
      registers: [registry],
    });
    const pool = app.database.poolUse;
    if (pool) {
      new Gauge({
        name: 'database_pool_connections',
        help: 'PostgreSQL pool connections, by state (idle, busy, waiting: requests queued for one)',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const use = pool();
          this.set({ state: 'idle' }, use.idle);
          this.set({ state: 'busy' }, use.total - use.idle);
          this.set({ state: 'waiting' }, use.waiting);
        },
      });
    }
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the raw address: ids in paths would make a series per customer.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      if (reply.getHeader('idempotent-replayed') === 'true') replays.inc({ route });
    });
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!bearsToken(request.headers.authorization, token)) throw notFound();
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
