/**
 * Hostile requests to every API route the app registers, as every kind of caller: generated bodies, path
 * parameters and query strings (fast-check). Whatever arrives, no answer is a 5xx, and a refused request
 * (4xx) leaves every table as it was. Failed sign-ins are the one refusal that writes, on purpose (the
 * rate limit counts them), so that table is left out of the comparison.
 */
import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, buildTestApp, type TestApp } from '../helper.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

let t: TestApp;
const routes: RouteOptions[] = [];
const tokens: Record<string, string | null> = { anonymous: null };

beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: (route) => routes.push(route) });
  for (const email of [
    'homeowner@example.com',
    'agent@example.com',
    'contractor@example.com',
    'contractor2@example.com',
    'staff@example.com',
  ]) {
    tokens[email] = await accessTokenFor(t, email);
  }
});
afterAll(async () => t.close());

const WRITTEN_TABLES = [
  'users',
  'refreshTokens',
  'signInCodes',
  'impersonationAudit',
  'emailOutbox',
  'contractorProfiles',
  'serviceAgreements',
  'dispatchTickets',
  'dispatchParts',
  'dispatchNotes',
  'dispatchFiles',
  'idempotencyKeys',
  'featureFlags',
] as const;

/** A digest of every table a request could change. */
async function digest(): Promise<string> {
  const hash = createHash('sha256');
  const { db, t: tables } = t.database;
  for (const name of WRITTEN_TABLES) {
    const table = tables[name];
    const firstColumn = Object.values(table)[0] as Parameters<typeof asc>[0];
    const rows = await db.select().from(table).orderBy(asc(firstColumn));
    hash.update(name).update(JSON.stringify(rows));
  }
  return hash.digest('hex');
}

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '\u0000',
    '\uffff\ud800',
    'a'.repeat(5000),
    'WO-104275',
    'DSP-600101',
    'u-homeowner-0001',
    '__proto__',
    'constructor',
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, -1, 0, 1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 5 }),
);

/** A body with the route's own field names (when its schema has them) holding hostile values, or any JSON. */
function bodyFor(route: RouteOptions): fc.Arbitrary<unknown> {
  const schema = (route.schema as { body?: { properties?: Record<string, unknown> } } | undefined)?.body;
  const names = Object.keys(schema?.properties ?? {});
  const shaped =
    names.length > 0
      ? fc.record(Object.fromEntries(names.map((name) => [name, hostileValue])), { requiredKeys: [] })
      : fc.constant(undefined);
  return fc.oneof(shaped, fc.jsonValue(), fc.constant(undefined));
}

/** A URL carries text as UTF-8: a lone surrogate has no bytes, so it is sent as U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));

function urlFor(route: RouteOptions, params: string[], query: [string, string][]): string {
  let index = 0;
  const path = route.url
    .replace(/:[A-Za-z_]+/g, () => encode(params[index++ % params.length] ?? 'x'))
    .replace(/\*$/, encode(params[0] ?? 'x'));
  const search = query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  return search ? `${path}?${search}` : path;
}

const apiRoutes = () =>
  routes
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ route, method })),
    )
    .filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS');

describe('hostile requests to every route', () => {
  it('lists the routes it attacks', () => {
    expect(apiRoutes().length).toBeGreaterThan(20);
  });

  it('never answers 5xx, and a refused request writes nothing', async () => {
    const callers = Object.keys(tokens);
    for (const { route, method } of apiRoutes()) {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...callers),
          fc.array(hostileText, { minLength: 1, maxLength: 3 }),
          fc.array(fc.tuple(fc.string({ maxLength: 10 }), hostileText), { maxLength: 3 }),
          bodyFor(route),
          async (caller, params, query, body) => {
            const token = tokens[caller];
            const before = await digest();
            const res = await t.app.inject({
              method,
              url: urlFor(route, params, query),
              headers: {
                ...(token ? { authorization: `Bearer ${token}` } : {}),
                ...(body !== undefined && method !== 'GET' ? { 'content-type': 'application/json' } : {}),
              },
              ...(body !== undefined && method !== 'GET' ? { payload: JSON.stringify(body) } : {}),
            });
            await t.app.idle();
            const where = `${method} ${route.url} as ${caller}: ${res.statusCode} ${res.body.slice(0, 200)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.statusCode >= 400) expect(await digest(), where).toBe(before);
          },
        ),
        { numRuns: RUNS },
      );
    }
  }, 240_000);
});
