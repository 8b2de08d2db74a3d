/**
 * OpenTelemetry traces: a span per request named by its route, continuing an incoming traceparent, with the
 * request's database queries and outside calls (mail) in the same trace, and no secret from a link's query.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { startTracing, type Tracing } from '../src/telemetry/tracing.ts';
import { freshDatabase, type TestDatabase } from './helper.ts';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_SPAN_ID = '00f067aa0ba902b7';
const traceparent = `00-${TRACE_ID}-${PARENT_SPAN_ID}-01`;

describe('traces', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string;

  beforeAll(async () => {
    tracing = startTracing({
      endpoint: 'http://127.0.0.1:4318',
      serviceName: 'home-warranty-api-test',
      spanProcessor: new SimpleSpanProcessor(exporter),
    });
    db = await freshDatabase({ tracer: tracing.tracer });
    dataDir = mkdtempSync(join(tmpdir(), 'hw-files-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef',
      JOBS: 'off',
    });
    app = await buildApp(config, db.database, { tracing });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    await tracing.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const spansOf = (traceId: string) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);

  it('continues an incoming traceparent with a span named by the route pattern, and its queries inside it', async () => {
    exporter.reset();
    const res = await app.inject({
      method: 'GET',
      url: '/api/reference/stateByZipCode/78701',
      headers: { traceparent },
    });
    expect(res.statusCode).toBe(200);
    const spans = spansOf(TRACE_ID);
    const request = spans.find((s) => s.name === 'GET /api/reference/stateByZipCode/:zip');
    expect(request).toBeDefined();
    expect(request?.parentSpanContext?.spanId).toBe(PARENT_SPAN_ID);
    expect(request?.attributes['http.route']).toBe('/api/reference/stateByZipCode/:zip');
    expect(request?.attributes['http.response.status_code']).toBe(200);
  });

  it('puts the database queries and the mail of a request in its trace, without the values', async () => {
    exporter.reset();
    const res = await app.inject({
      method: 'POST',
      url: '/api/authenticate/forgotPassword',
      headers: { traceparent },
      payload: { email: 'homeowner@example.com' },
    });
    expect(res.statusCode).toBe(200);
    await app.idle();
    const spans = spansOf(TRACE_ID);
    const queries = spans.filter((s) => typeof s.attributes['db.query.text'] === 'string');
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.map((s) => s.attributes['db.system.name'])).toContain(
      db.database.dialect === 'postgres' ? 'postgresql' : 'sqlite',
    );
    expect(queries.some((s) => s.name === 'SELECT')).toBe(true);
    expect(spans.some((s) => s.name === 'mail send')).toBe(true);
    for (const span of spans) expect(JSON.stringify(span.attributes)).not.toContain('homeowner@example.com');
  });

  it('never records the token of a link in the path it records', async () => {
    exporter.reset();
    await app.inject({ method: 'GET', url: '/api/workorder/123?t=secret-link-token', headers: { traceparent } });
    const spans = spansOf(TRACE_ID);
    expect(spans.length).toBeGreaterThan(0);
    for (const span of spans) expect(JSON.stringify(span.attributes)).not.toContain('secret-link-token');
  });
});

describe('the OTLP exporter', () => {
  it('sends the spans to {endpoint}/v1/traces', async () => {
    const received: { path: string; body: string }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ path: request.url ?? '', body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const tracing = startTracing({ endpoint: `http://127.0.0.1:${port}/`, serviceName: 'exporter-check' });
    tracing.tracer.startSpan('a span to export').end();
    await tracing.shutdown();
    server.close();
    expect(received.map((r) => r.path)).toEqual(['/v1/traces']);
    expect(received[0]?.body).toContain('a span to export');
    expect(received[0]?.body).toContain('exporter-check');
  });
});
