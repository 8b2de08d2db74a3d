/**
 * What the API answers before a route runs, and what its document says of it: a path parameter longer than
 * any field takes is 414, headers over Node's limit are 431, both in the error body of every other refusal
 * and with an X-Request-Id; a real e-mail address of 123 characters still reaches its route. The document
 * declares these answers on every operation, the request headers each route reads, and the X-Request-Id.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(origin).port);
});
afterAll(() => t.close());

/** Sends raw bytes and reads the whole answer (the server closes the connection after a refusal). */
function rawRequest(text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('refusals before a route runs', () => {
  it('answers 414 with the error body and a request id to a path parameter over 254 characters', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/salesRep/${'1'.repeat(255)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      hasErrors: true,
      errors: [{ message: 'The address is too long.', code: 'tooLarge' }],
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 431 with the error body and a request id to headers over the limit', async () => {
    const res = await rawRequest(
      `GET /api/status HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(res.body)).toEqual({
      hasErrors: true,
      errors: [{ message: 'The request headers are too large.', code: 'tooLarge' }],
    });
  });

  it('answers 400 in the error body to bytes that are not HTTP', async () => {
    const res = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).errors[0].code).toBe('validation');
  });

  it('takes a real e-mail address of 123 characters in the path', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(54)}.com`;
    expect(email).toHaveLength(123);
    const res = await t.app.inject({ method: 'POST', url: `/api/forum/subscribe/${email}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true, email });
  });
});

interface Operation {
  parameters?: { in: string; name: string }[];
  responses: Record<string, { $ref?: string; headers?: Record<string, unknown> }>;
}

describe('the document', () => {
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
  });
  const operations = () =>
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        path,
        operation,
      })),
    );

  it('declares 431 on every operation, 414 on each with a path parameter, and X-Request-Id on every answer', () => {
    for (const { name, path, operation } of operations()) {
      expect(operation.responses['431'], name).toEqual({ $ref: '#/components/responses/HeadersTooLarge' });
      if (path.includes('{'))
        expect(operation.responses['414'], name).toEqual({ $ref: '#/components/responses/UriTooLong' });
      for (const [status, response] of Object.entries(operation.responses)) {
        if (response.$ref) continue;
        expect(response.headers?.['X-Request-Id'], `${name} ${status}`).toBeDefined();
        if (status === '429') expect(response.headers?.['Retry-After'], `${name} ${status}`).toBeDefined();
      }
    }
  });

  it('declares Idempotency-Key on the writes that take it and X-Staff-Reason where a saved card is used', () => {
    const headersOf = (path: string, method: string) =>
      (paths[path]?.[method]?.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(headersOf('/api/order', 'post')).toEqual(expect.arrayContaining(['Idempotency-Key', 'X-Staff-Reason']));
    expect(headersOf('/api/contractor/dispatch/{dispatchId}', 'post')).toContain('Idempotency-Key');
    expect(headersOf('/api/escrow-invoice/{invoiceId}/pay', 'post')).toEqual(['Idempotency-Key']);
    expect(headersOf('/api/account/payment/info', 'get')).toEqual(['X-Staff-Reason']);
    const withKey = operations().filter(({ operation }) =>
      operation.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'),
    );
    expect(withKey.length).toBeGreaterThanOrEqual(15);
  });
});
