/**
 * Hostile requests to every API route the app registers, as every kind of caller: generated bodies, path
 * parameters and query strings (fast-check). A field the route's schema names mostly gets a value of its own
 * type that the schema takes, so that requests get past validation, and sometimes one at its type's extremes
 * (amounts past 2^53 cents, dates thousands of years away, half of a UTF-16 surrogate pair) or anything at all.
 * Path parameters and query values are text that often looks like a number or a date no field takes. Then
 * every field of every route, one at a time, at each extreme of its type in a request otherwise as a client
 * sends it (seeded ids, a real address), so that the extreme reaches the code behind the validation. Whatever
 * arrives, no answer is a 5xx, and a refused request (4xx) leaves every table as it was. Failed sign-ins are
 * the one refusal that writes, on purpose (the rate limit counts them), so that table is left out of the
 * comparison.
 */
import { createHash } from 'node:crypto';
import { HOMEOWNER_PLAN_TYPE_ID } from '@hw/shared';
import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../../src/seed/reference.ts';
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

/** Numbers and dates at the extremes of their type: past any amount of money, thousands of years away. */
const EXTREME_NUMBERS = [1e14, -1e14, 1e20, 2 ** 53, 1e308, -1e308];
const EXTREME_DATES = ['9999-12-31', '0000-01-01', '12345', '9999-12-31T23:59:59Z', '0000-01-01T00:00:00Z'];
/** Text that is no text a person typed: half of a surrogate pair, a null character, far too much. */
const EXTREME_TEXTS = ['\ud800x', 'x\udc00', '\u0000', '', 'a'.repeat(5000)];
/** Numbers as a path or a query string carries them, most too large or too small for any id or count. */
const NUMERIC_TEXTS = ['1e309', '-1e309', '-1', '0', '1', '1.5', '99999999999999999999', '2147483648', 'NaN'];
/** Ids the seeded database knows, so that a request often gets past its first lookup. */
const SEEDED_IDS = [
  'u-homeowner-0001',
  'c-agent-0001',
  'inv-agent-0001',
  'sr-homeowner-0002',
  'WO-104275',
  'DSP-600101',
  'plan-ho-signature',
  HOMEOWNER_PLAN_TYPE_ID,
  SINGLE_FAMILY_DWELLING_TYPE_ID,
];

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    ...EXTREME_TEXTS,
    ' ',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '\uffff\ud800',
    '__proto__',
    'constructor',
    ...SEEDED_IDS,
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, -1, 0, Number.MAX_SAFE_INTEGER + 2, ...EXTREME_NUMBERS, ...EXTREME_DATES),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 5 }),
);
/** A path parameter or a query value: hostile text, or a number or a date no field takes. */
const hostileWord = fc.oneof(hostileText, fc.constantFrom(...NUMERIC_TEXTS), fc.constantFrom(...EXTREME_DATES));

interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
}

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString();

/** Text of the schema's kind as a client sends it. */
function plausibleText(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date') return fc.constantFrom(day(0).slice(0, 10), day(30).slice(0, 10));
  if (schema.format === 'date-time') return fc.constantFrom(day(0), day(7));
  if (schema.format === 'email') return fc.constantFrom('homeowner@example.com', 'new.owner@example.net');
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const maxLength = Math.min(schema.maxLength ?? 30, 30);
  return fc.oneof(fc.constantFrom(...SEEDED_IDS), fc.string({ minLength: schema.minLength ?? 0, maxLength }));
}

/** An object of the schema's fields, each one's value from `valueFor`; its optional fields sometimes left out. */
function objectOf(schema: Schema, valueFor: (field: Schema) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const fields = Object.entries(schema.properties ?? {});
  return fc.record(Object.fromEntries(fields.map(([name, field]) => [name, valueFor(field)])), {
    requiredKeys: schema.required ?? [],
  });
}

/** A value the schema takes; an object's fields are each any fieldValue. */
function plausible(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(plausible));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (schema.type) {
    case 'integer':
      // fast-check's integers are 32-bit.
      return fc.integer({
        min: Math.max(schema.minimum ?? 0, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return plausibleText(schema);
    case 'array':
      return fc.array(fieldValue(schema.items ?? {}), { maxLength: 2 });
    case 'object':
      return objectOf(schema, fieldValue);
    default:
      return fc.jsonValue();
  }
}

/** A value of the schema's type at its extremes. */
function extreme(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(extreme));
  switch (schema.type) {
    case 'integer':
    case 'number':
      return fc.constantFrom(...EXTREME_NUMBERS);
    case 'string':
      return fc.constantFrom(...(schema.format?.startsWith('date') ? EXTREME_DATES : EXTREME_TEXTS));
    case 'array':
      return fc.array(fieldValue(schema.items ?? {}), { maxLength: 3 });
    case 'object':
      return objectOf(schema, fieldValue);
    default:
      return hostileValue;
  }
}

/** A named field's value: mostly one its schema takes, sometimes one at its type's extremes or anything at all. */
function fieldValue(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: plausible(schema) },
    { weight: 1, arbitrary: extreme(schema) },
    { weight: 1, arbitrary: hostileValue },
  );
}

const schemaOf = (route: RouteOptions, part: 'body' | 'querystring' | 'params') =>
  (route.schema as Record<string, Schema | undefined> | undefined)?.[part];

/** A body with the route's own fields (when its schema names them), or any JSON, or none. */
function bodyFor(route: RouteOptions): fc.Arbitrary<unknown> {
  const schema = schemaOf(route, 'body');
  const shaped = schema?.properties ? fieldValue(schema) : fc.constant(undefined);
  return fc.oneof({ weight: 3, arbitrary: shaped }, fc.jsonValue(), fc.constant(undefined));
}

/** Text for a path parameter or a query field: as a client sends it when the schema names it, or hostile. */
function wordFor(schema: Schema | undefined): fc.Arbitrary<string> {
  if (!schema) return hostileWord;
  const typed = plausible(schema).map((value) => (typeof value === 'object' ? JSON.stringify(value) : String(value)));
  return fc.oneof(typed, hostileWord);
}

/** The route's path parameters, by name ('*' for a wildcard). */
function paramsFor(route: RouteOptions): fc.Arbitrary<Record<string, string>> {
  const names = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
  if (route.url.endsWith('*')) names.push('*');
  const schema = schemaOf(route, 'params');
  return fc.record(Object.fromEntries(names.map((name) => [name, wordFor(schema?.properties?.[name])])));
}

/** Query fields: the route's own (when its schema names them) and others. */
function queryFor(route: RouteOptions): fc.Arbitrary<[string, string][]> {
  const fields = Object.entries(schemaOf(route, 'querystring')?.properties ?? {});
  const named = fields.map(([name, field]) => fc.tuple(fc.constant(name), wordFor(field)));
  const other = fc.tuple(fc.string({ maxLength: 10 }), hostileWord);
  return fc.array(named.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...named) }, other) : other, {
    maxLength: 3,
  });
}

/** A URL carries text as UTF-8: a lone surrogate has no bytes, so it is sent as U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));

function urlFor(route: RouteOptions, params: Record<string, string>, query: [string, string][]): string {
  const path = route.url
    .replace(/:([A-Za-z_]+)/g, (_match, name: string) => encode(params[name] ?? 'x'))
    .replace(/\*$/, encode(params['*'] ?? 'x'));
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

interface Sent {
  method: string;
  route: RouteOptions;
  caller: string;
  params: Record<string, string>;
  query: [string, string][];
  body: unknown;
  /** The client's address: a request of its own address is counted by no rate limit another one filled. */
  remoteAddress?: string;
}

/** Sends the request; no answer is a 5xx, and a refused one (4xx) changed no table. */
async function sendAndCheck({ method, route, caller, params, query, body, remoteAddress }: Sent) {
  const token = tokens[caller];
  const withBody = body !== undefined && method !== 'GET';
  const before = await digest();
  const res = await t.app.inject({
    method: method as 'GET',
    url: urlFor(route, params, query),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(withBody ? { payload: JSON.stringify(body) } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  await t.app.idle();
  const where = `${method} ${urlFor(route, params, query).slice(0, 200)} as ${caller} with ${JSON.stringify(body)?.slice(0, 300)}: ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) expect(await digest(), where).toBe(before);
  return res.statusCode;
}

// ---- One field at a time --------------------------------------------------------------------------

/** What a client sends in a text field of this name, so that a request gets past its lookups and form checks. */
const TYPICAL_TEXTS: [RegExp, (n: number) => string][] = [
  [/^planTypeId$/, () => HOMEOWNER_PLAN_TYPE_ID],
  [/^planId$/, () => 'plan-ho-signature'],
  [/^dwellingTypeId$/, () => SINGLE_FAMILY_DWELLING_TYPE_ID],
  [/contractId$/i, () => 'c-agent-0001'],
  [/invoiceId$/i, () => 'inv-agent-0001'],
  [/serviceRequestId$/i, () => 'sr-homeowner-0002'],
  [/workOrderId$/i, () => 'WO-104275'],
  [/dispatchId$/i, () => 'DSP-600101'],
  [/userId$/i, () => 'u-homeowner-0001'],
  // A new address (and domain) each time: no limit per address or domain stops the requests.
  [/email/i, (n) => `edge${n}@example${n}.net`],
  [/zip|postal/i, () => '78701'],
  [/phone/i, () => '512-555-0100'],
  [/^state(Code)?$/i, () => 'TX'],
  [/city/i, () => 'Austin'],
  [/street|address/i, () => '100 Congress Ave'],
  [/name/i, () => 'Jo Smith'],
];

const SCALAR_TYPES = ['string', 'number', 'integer', 'boolean', 'null'];
/**
 * An optional field a typical request fills: a plain value (text, a number, a yes or no), not an id or a group,
 * which would take the request down another path (a renewal, a saved card, a coupon).
 */
const isPlainOption = (name: string, schema: Schema): boolean =>
  !/Id$/.test(name) && (schema.anyOf ?? [schema]).every((member) => SCALAR_TYPES.includes(member.type ?? ''));

/** A value the schema takes, as a client would send it in a field of this name: required fields and plain options. */
function typical(schema: Schema, name: string, n: number): unknown {
  if (schema.anyOf) return typical(schema.anyOf[0] ?? {}, name, n);
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([field, fieldSchema]) => schema.required?.includes(field) || isPlainOption(field, fieldSchema))
          .map(([field, fieldSchema]) => [field, typical(fieldSchema, field, n)]),
      );
    case 'string': {
      if (schema.format === 'date') return day(30).slice(0, 10);
      if (schema.format === 'date-time') return day(7);
      const byName = TYPICAL_TEXTS.find(([pattern]) => pattern.test(name))?.[1](n);
      if (byName !== undefined && (!schema.pattern || new RegExp(schema.pattern).test(byName))) return byName;
      if (schema.pattern) return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 1 })[0];
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return null;
  }
}

/** The values at the extremes of a field's type that every field of that type is sent. */
function edgesOf(schema: Schema): unknown[] {
  if (schema.anyOf) return [...new Set(schema.anyOf.flatMap(edgesOf))];
  if (schema.enum || schema.const !== undefined) return [];
  if (schema.type === 'integer' || schema.type === 'number') return EXTREME_NUMBERS;
  if (schema.type === 'string') return schema.format?.startsWith('date') ? EXTREME_DATES : ['\ud800x'];
  return [];
}

/** Every field of a schema down to the leaves (array items included), with the path to it. */
function leavesOf(schema: Schema, path: (string | number)[] = []): { path: (string | number)[]; schema: Schema }[] {
  if (schema.type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([name, field]) => leavesOf(field, [...path, name]));
  }
  if (schema.type === 'array' && schema.items) return leavesOf(schema.items, [...path, 0]);
  const objects = (schema.anyOf ?? []).filter((member) => member.type === 'object' || member.type === 'array');
  return [{ path, schema }, ...objects.flatMap((member) => leavesOf(member, path))];
}

/** The typical value with the field at `path` set to `value`, the objects and arrays on the way made as needed. */
function withField(base: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const items: unknown[] = Array.isArray(base) ? [...base] : [];
    items[head] = withField(items[head], rest, value);
    return items;
  }
  const fields = base && typeof base === 'object' ? (base as Record<string, unknown>) : {};
  return { ...fields, [head]: withField(fields[head], rest, value) };
}

/** Text edges of a path parameter or query field: numbers too large to be numbers, dates no field takes. */
const TEXT_EDGES = ['1e309', '-1', '99999999999999999999', '12345', '9999-12-31', '0000-01-01'];

/** Every request of the route that holds one field at an edge of its type, the others typical. */
function oneEdgeRequests(route: RouteOptions, next: () => number) {
  const paramNames = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
  const paramFields = schemaOf(route, 'params')?.properties ?? {};
  const querySchema = schemaOf(route, 'querystring');
  const bodySchema = schemaOf(route, 'body');
  const base = () => ({
    params: Object.fromEntries(
      paramNames.map((name) => [name, String(typical(paramFields[name] ?? { type: 'string' }, name, next()))]),
    ),
    query: Object.entries(querySchema?.properties ? (typical(querySchema, '', next()) as object) : {}).map(
      ([name, value]): [string, string] => [name, String(value)],
    ),
    body: bodySchema?.properties ? typical(bodySchema, '', next()) : undefined,
  });
  const withParam = (name: string, edge: string) => () => {
    const request = base();
    return { ...request, params: { ...request.params, [name]: edge } };
  };
  const withQuery = (name: string, edge: string) => () => {
    const request = base();
    return { ...request, query: [...request.query.filter(([key]) => key !== name), [name, edge] as [string, string]] };
  };
  const withBodyField = (path: (string | number)[], edge: unknown) => () => {
    const request = base();
    return { ...request, body: withField(request.body, path, edge) };
  };
  return {
    base,
    edges: [
      ...paramNames.flatMap((name) => TEXT_EDGES.map((edge) => withParam(name, edge))),
      ...Object.keys(querySchema?.properties ?? {}).flatMap((name) => TEXT_EDGES.map((edge) => withQuery(name, edge))),
      ...(bodySchema?.properties ? leavesOf(bodySchema) : []).flatMap(({ path, schema }) =>
        edgesOf(schema).map((edge) => withBodyField(path, edge)),
      ),
    ],
  };
}

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
          paramsFor(route),
          queryFor(route),
          bodyFor(route),
          async (caller, params, query, body) => {
            await sendAndCheck({ method, route, caller, params, query, body });
          },
        ),
        { numRuns: RUNS },
      );
    }
  }, 240_000);

  it('never answers 5xx to a typical request with one field at an edge of its type, as a caller it takes', async () => {
    let sent = 0;
    const next = () => ++sent;
    const address = () => `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
    for (const { route, method } of apiRoutes()) {
      const { base, edges } = oneEdgeRequests(route, next);
      if (edges.length === 0) continue;
      // The first caller the route does not refuse outright.
      let caller = 'anonymous';
      for (const candidate of Object.keys(tokens)) {
        caller = candidate;
        const status = await sendAndCheck({ method, route, caller, ...base(), remoteAddress: address() });
        if (status !== 401 && status !== 403) break;
      }
      for (const edge of edges) await sendAndCheck({ method, route, caller, ...edge(), remoteAddress: address() });
    }
  }, 240_000);
});
