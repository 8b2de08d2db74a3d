/**
 * Prometheus metrics at GET /metrics (prom-client): each request's duration by method, route and status
 * (its count is the request count), and the process's own figures (CPU, memory, event loop, handles).
 * Only with `METRICS_TOKEN` set, and only to requests bearing it (`Authorization: Bearer ...`); anything
 * else is the not-found answer, so the address gives nothing away. Each app has its own registry.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { notFound } from './errors.ts';

export const METRICS_PATH = '/metrics';

function bearsToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const token = app.config.metricsToken;
    if (token === undefined) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
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
    });
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!bearsToken(request.headers.authorization, token)) throw notFound();
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
