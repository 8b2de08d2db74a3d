/**
 * Values at the edges of what a field holds are 400 with a message naming the field, never a database failure,
 * and a refused request stores nothing: amounts beyond any price (up to and past 2^53 cents), text with half of
 * a UTF-16 surrogate pair, dates thousands of years away, numbers in a path too large to be numbers. And every
 * route's schema bounds every number and every date it takes, so that a new field cannot forget it.
 */
import { createHash } from 'node:crypto';
import { DATE_WINDOW_KEYWORD, HOMEOWNER_PLAN_TYPE_ID, notAnAmountMessage, toCents } from '@hw/shared';
import { asc, eq } from 'drizzle-orm';
import Fastify, { type InjectOptions, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../src/plugins/index.ts';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../../src/seed/reference.ts';
import { escrowOrderBody, phoenixHome } from '../billing-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
const routes: RouteOptions[] = [];
let agent: string;
let homeowner: string;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: (route) => routes.push(route) });
  agent = await accessTokenFor(t, 'agent@example.com');
  homeowner = await accessTokenFor(t, 'homeowner@example.com');
  staff = await accessTokenFor(t, 'staff@example.com');
});
afterAll(async () => t.close());

const STORED_TABLES = [
  'users',
  'contracts',
  'invoices',
  'policyPayments',
  'paymentMethods',
  'leads',
  'serviceRequests',
  'visits',
  'ledgerLines',
  'emailOutbox',
  'staffAudit',
  'sandboxTransactions',
] as const;

/** A digest of every table the requests below could write. */
async function stored(): Promise<string> {
  const hash = createHash('sha256');
  const { db, t: tables } = t.database;
  for (const name of STORED_TABLES) {
    const table = tables[name];
    const firstColumn = Object.values(table)[0] as Parameters<typeof asc>[0];
    hash.update(name).update(JSON.stringify(await db.select().from(table).orderBy(asc(firstColumn))));
  }
  return hash.digest('hex');
}

/** Sends the request and expects 400 naming `field` with `message`, and nothing stored. */
async function expectRefused(request: InjectOptions, field: string, message: string) {
  const before = await stored();
  const res = await t.app.inject(request);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().errors).toContainEqual({ field, message, code: 'validation' });
  expect(await stored()).toBe(before);
}

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
const texas = { streetAddress: '100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' };
const homeownerOrder = {
  planTypeId: HOMEOWNER_PLAN_TYPE_ID,
  planId: 'plan-ho-signature',
  property: { address: texas, dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID, squareFootage: 1000 },
  owner: { firstName: 'Edge', lastName: 'Case', email: 'edge.case@example.net', phone: '512-555-0177' },
  payment: { type: 'full' },
};
const escrowOrder = escrowOrderBody({
  property: phoenixHome('9 Edge Way'),
  owner: { firstName: 'Bea', lastName: 'Buyer', email: 'bea.edge@example.net', phone: '602-555-0102' },
});

describe('amounts of money beyond any price', () => {
  const tooLarge = [1e14, 1e20, 2 ** 53];

  it.each(tooLarge)('an order confirming a total of %d, signed out', async (amount) => {
    await expectRefused(
      { method: 'POST', url: '/api/order', payload: { ...homeownerOrder, confirmedTotal: amount } },
      'confirmedTotal',
      'confirmedTotal must be at most 10000000.',
    );
  });

  it.each(tooLarge)('a price breakdown with a fee and credits of %d', async (amount) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/priceBreakdown',
      payload: {
        ...homeownerOrder,
        selectedServiceCallPrice: { fee: amount },
        coupon: { couponCode: 'SAVE50', amount },
        creditAmountToBeConsumed: amount,
        buyersCredit: amount,
      },
    });
    expect(res.statusCode).toBe(400);
    for (const field of ['selectedServiceCallPrice.fee', 'coupon.amount', 'creditAmountToBeConsumed', 'buyersCredit']) {
      expect(res.json().errors).toContainEqual({
        field,
        message: `${field} must be at most 10000000.`,
        code: 'validation',
      });
    }
  });

  it.each(tooLarge)('a quick-order budget of %d, as a number and as typed', async (amount) => {
    const quickOrder = { dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID, squareFootage: 1000, stateCode: 'TX' };
    await expectRefused(
      { method: 'POST', url: '/api/order/quickOrder', payload: { ...quickOrder, budgetAmount: amount } },
      'budgetAmount',
      'budgetAmount must be at most 10000000.',
    );
    await expectRefused(
      { method: 'POST', url: '/api/order/quickOrder', payload: { ...quickOrder, budgetAmount: String(amount) } },
      'budgetAmount',
      String(amount).length > 20
        ? 'budgetAmount must be at most 20 characters.'
        : 'Budget Amount must be at most $10,000,000.',
    );
  });

  it.each(tooLarge)('a service call fee and a cheque of %d', async (amount) => {
    await expectRefused(
      {
        method: 'POST',
        url: '/api/account/serviceRequest',
        headers: bearer(homeowner),
        payload: { confirmedServiceCallFee: amount },
      },
      'confirmedServiceCallFee',
      'confirmedServiceCallFee must be at most 10000000.',
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/api/staff/invoices/inv-agent-0001/cheque',
        headers: bearer(staff),
        payload: { number: '1001', amount, receivedOn: day(0) },
      },
      'amount',
      'amount must be at most 10000000.',
    );
  });

  it('an amount the money helper cannot count in cents is a 400 wherever it is read', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.post('/amount', async (request) => ({ cents: toCents((request.body as { amount: number }).amount) }));
    const res = await app.inject({ method: 'POST', url: '/amount', payload: { amount: 2 ** 60 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ hasErrors: true, errors: [{ message: notAnAmountMessage(), code: 'validation' }] });
    await app.close();
  });
});

describe('text holding half of a UTF-16 surrogate pair', () => {
  // Written as JSON text: JSON.stringify keeps a lone surrogate as the escape "\ud800".
  const message = 'contactName must be valid Unicode text (it holds half of a UTF-16 surrogate pair).';
  const json = { 'content-type': 'application/json' };

  it('in the quote form', async () => {
    const quote = { email: 'q@example.net', address: '1 Main St', postalCode: '78701', homePhone: '5125550100' };
    await expectRefused(
      {
        method: 'POST',
        url: '/api/order/quote',
        headers: json,
        payload: JSON.stringify({ ...quote, contactName: '\ud800x' }),
      },
      'contactName',
      message,
    );
  });

  it('in the brochure form', async () => {
    const brochure = { email: 'b@example.net', postalCode: '78701' };
    await expectRefused(
      {
        method: 'POST',
        url: '/api/lead/brochure',
        headers: json,
        payload: JSON.stringify({ ...brochure, contactName: '\ud800x' }),
      },
      'contactName',
      message,
    );
  });

  it('in a field name, and alone at the end of a text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/quote',
      headers: json,
      payload: JSON.stringify({ '\udc00': 'x', email: 'q@example.net', contactName: 'Jo \ud83d' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((error: { field: string }) => error.field)).toEqual(['\udc00', 'contactName']);
  });

  it('but a whole pair (an emoji) is text like any other', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lead/brochure',
      headers: json,
      payload: JSON.stringify({ email: 'emoji@example.net', postalCode: '78701', contactName: 'Jo 🏠' }),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('dates far from today', () => {
  const closingMessage = 'The closing date must be within two years of today.';

  it.each(['9999-12-31', '0000-01-01', day(2 * 366 + 2)])('a closing date of %s', async (closingDate) => {
    await expectRefused(
      {
        method: 'PUT',
        url: '/api/account/order/c-agent-0001/closingDate',
        headers: bearer(agent),
        payload: { closingDate },
      },
      'closingDate',
      closingMessage,
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/api/order/complete',
        headers: bearer(agent),
        payload: { contractId: 'c-agent-0001', closingDate },
      },
      'closingDate',
      closingMessage,
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/api/order',
        headers: bearer(agent),
        payload: { ...escrowOrder, estimatedCloseDate: closingDate },
      },
      'estimatedCloseDate',
      closingMessage,
    );
  });

  it('a closing date that is no date is refused by its format', async () => {
    await expectRefused(
      {
        method: 'PUT',
        url: '/api/account/order/c-agent-0001/closingDate',
        headers: bearer(agent),
        payload: { closingDate: '12345' },
      },
      'closingDate',
      'closingDate is not in a valid format.',
    );
  });

  it('a closing two years ahead less a day is taken', async () => {
    const closingDate = day(2 * 365 - 1);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/order/c-agent-0001/closingDate',
      headers: bearer(agent),
      payload: { closingDate },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { db, t: tables } = t.database;
    const [contract] = await db.select().from(tables.contracts).where(eq(tables.contracts.contractId, 'c-agent-0001'));
    expect(contract?.estimatedClosingDate?.toISOString().slice(0, 10)).toBe(closingDate);
  });

  it.each(['9999-12-31', '0000-01-01'])('a cheque received on %s', async (receivedOn) => {
    await expectRefused(
      {
        method: 'POST',
        url: '/api/staff/invoices/inv-agent-0001/cheque',
        headers: bearer(staff),
        payload: { number: '1001', amount: 556, receivedOn },
      },
      'receivedOn',
      'The cheque’s received date must be within the last two years.',
    );
  });

  it.each(['9999-12-31T10:00:00-06:00', '0000-01-01T10:00:00Z', `${day(200)}T10:00:00Z`])(
    'a visit booked at %s',
    async (start) => {
      await expectRefused(
        {
          method: 'PUT',
          url: '/api/account/serviceRequest/visit/sr-homeowner-0002',
          headers: bearer(homeowner),
          payload: { appointment: { start, end: `${day(1)}T12:00:00Z` } },
        },
        'appointment.start',
        'The visit must be from today to six months ahead.',
      );
    },
  );

  it.each(['12345', '9999-12-31T00:00:00Z', '0000-01-01'])(
    'a page of the staff audit log before %s',
    async (before) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/staff/audit?before=${encodeURIComponent(before)}`,
        headers: bearer(staff),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'before', message: 'before must be a time within the last twenty years.', code: 'validation' },
      ]);
    },
  );
});

describe('numbers in a path that are too large to be numbers', () => {
  it.each([
    ['/api/awards/1e309', 'count'],
    ['/api/awards/image/1e309.svg', 'id'],
    ['/api/salesRep/1e309', 'id'],
    ['/api/salesRep/1e309/photo', 'id'],
    ['/api/forum/1e309', 'id'],
    ['/api/forum/summaries/5/1e309', 'forumId'],
  ])('%s', async (url, field) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ field, message: `${field} is out of range.`, code: 'validation' }]);
  });

  it.each([
    ['-1', 'id must be at least 1.'],
    ['-1e309', 'id is out of range.'],
    ['99999999999999999999', 'id must be at most 2147483647.'],
    ['1.5', 'id must be a whole number.'],
  ])('an id of %s', async (id, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/salesRep/${id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'id', message, code: 'validation' }]);
  });
});

interface SchemaNode {
  type?: string | string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  [DATE_WINDOW_KEYWORD]?: string;
}

/** The fields of a schema that take a number without both bounds, or a date without a window. */
function unbounded(schema: SchemaNode | undefined, path: string): string[] {
  if (!schema) return [];
  const found = [
    ...(schema.anyOf ?? []).flatMap((member) => unbounded(member, path)),
    ...Object.entries(schema.properties ?? {}).flatMap(([name, field]) =>
      unbounded(field, path ? `${path}.${name}` : name),
    ),
    ...unbounded(schema.items, `${path}[]`),
  ];
  const isNumber = schema.type === 'number' || schema.type === 'integer';
  const hasBounds =
    (schema.minimum ?? schema.exclusiveMinimum) !== undefined &&
    (schema.maximum ?? schema.exclusiveMaximum) !== undefined;
  if (isNumber && !hasBounds) found.push(`${path}: a number without a minimum and a maximum`);
  const isDate = schema.format === 'date' || schema.format === 'date-time';
  if (isDate && schema[DATE_WINDOW_KEYWORD] === undefined) found.push(`${path}: a date without a window`);
  return found;
}

describe('every route', () => {
  it('bounds every number it takes and gives every date it takes a window', () => {
    const found = routes.flatMap((route) => {
      const schema = route.schema as Record<string, SchemaNode | undefined> | undefined;
      return ['params', 'querystring', 'body'].flatMap((part) =>
        unbounded(schema?.[part], '').map((problem) => `${route.method} ${route.url} ${part} ${problem}`),
      );
    });
    expect(routes.length).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});
