/**
 * Every failure carries a stable `code` (shared/src/error-codes.ts) that clients
 * branch on; the web app's offline engine (web/src/offline/failures.ts) reads exactly these names.
 */
import { type DispatchTicket, ERROR_CODES } from '@hw/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app.ts';
import { canonicalJson, sha256Hex } from '../src/plugins/idempotency.ts';
import { accessTokenFor, bearer, buildTestApp, multipartBody, type TestApp } from './helper.ts';

let t: TestApp;
const tokens = {} as Record<'contractor' | 'contractor2' | 'homeowner', string>;
beforeAll(async () => {
  t = await buildTestApp();
  tokens.contractor = await accessTokenFor(t, 'contractor@example.com');
  tokens.contractor2 = await accessTokenFor(t, 'contractor2@example.com');
  tokens.homeowner = await accessTokenFor(t, 'homeowner@example.com');
});
afterAll(async () => t.close());

interface Answer {
  statusCode: number;
  json(): { hasErrors: boolean; errors: { message: string; field?: string; code: string }[] };
}

/** The status and the codes of an answer; every item has a known code and a message. */
function failure(res: Answer) {
  const body = res.json();
  expect(body.hasErrors).toBe(true);
  expect(body.errors.length).toBeGreaterThan(0);
  for (const item of body.errors) {
    expect(ERROR_CODES).toContain(item.code);
    expect(item.message).toBeTruthy();
  }
  return { status: res.statusCode, codes: [...new Set(body.errors.map((item) => item.code))] };
}

const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: object | string) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

async function ticket(ref: string, token = tokens.contractor): Promise<DispatchTicket> {
  const res = await inject('GET', `/api/contractor/dispatch/${ref}`, token);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const save = (body: DispatchTicket, token = tokens.contractor, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/contractor/dispatch/${body.dispatchId}`,
    payload: body,
    headers: { ...bearer(token), ...headers },
  });

async function ticketsWith(contractorStatus: 'open' | 'closed'): Promise<DispatchTicket[]> {
  const res = await inject('POST', '/api/contractor/dispatch/search', tokens.contractor, { page: 0, contractorStatus });
  expect(res.statusCode).toBe(200);
  return res.json().items;
}

describe('error codes', () => {
  it('validation: a field breaking the schema', async () => {
    const res = await inject('POST', '/api/authenticate', undefined, { grant_type: 'magic' });
    expect(failure(res)).toEqual({ status: 400, codes: ['validation'] });
  });

  it('invalidJson: a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type": "password",',
    });
    expect(failure(res)).toEqual({ status: 400, codes: ['invalidJson'] });
  });

  it('unauthorized: no token, and a token that is not ours', async () => {
    expect(failure(await inject('GET', '/api/contractor/agreement'))).toEqual({ status: 401, codes: ['unauthorized'] });
    expect(failure(await inject('GET', '/api/contractor/agreement', 'not.a.token'))).toEqual({
      status: 401,
      codes: ['unauthorized'],
    });
  });

  it('forbidden: a signed-in caller of the wrong type', async () => {
    const res = await inject('GET', '/api/contractor/agreement', tokens.homeowner);
    expect(failure(res)).toEqual({ status: 403, codes: ['forbidden'] });
  });

  it('notFound: an unknown ticket, and an unknown /api path', async () => {
    expect(failure(await inject('GET', '/api/contractor/dispatch/WO-000000', tokens.contractor))).toEqual({
      status: 404,
      codes: ['notFound'],
    });
    expect(failure(await inject('GET', '/api/no/such/path'))).toEqual({ status: 404, codes: ['notFound'] });
    expect(failure(await inject('POST', '/api/status'))).toEqual({ status: 404, codes: ['notFound'] });
  });

  it('versionConflict: an update based on an older version', async () => {
    const before = await ticket('WO-104275');
    const res = await save({ ...before, version: before.version - 1, shipping: 1 });
    expect(failure(res)).toEqual({ status: 409, codes: ['versionConflict'] });
  });

  it('preAuthorizedLimit: an update over the pre-authorized amount', async () => {
    const [open] = (await ticketsWith('open')).filter((item) => item.workStatus !== 'Work Complete');
    const before = await ticket(open!.dispatchId);
    const res = await save({ ...before, shipping: 1_000_000 });
    expect(failure(res)).toEqual({ status: 422, codes: ['preAuthorizedLimit'] });
  });

  it('ticketClosed and workStatusNotAllowed: changes the rules refuse', async () => {
    const [closed] = await ticketsWith('closed');
    expect(failure(await save({ ...(await ticket(closed!.dispatchId)), shipping: 1 }))).toEqual({
      status: 422,
      codes: ['ticketClosed'],
    });
    const [open] = (await ticketsWith('open')).filter((item) => item.workStatus !== 'Work Complete');
    const before = await ticket(open!.dispatchId);
    expect(failure(await save({ ...before, workStatus: 'Paid' }))).toEqual({
      status: 422,
      codes: ['workStatusNotAllowed'],
    });
  });

  it('agreementRequired: a ticket change before the service agreement is accepted', async () => {
    const own = await ticket('WO-205215', tokens.contractor2);
    expect(failure(await save({ ...own, shipping: 3 }, tokens.contractor2))).toEqual({
      status: 403,
      codes: ['agreementRequired'],
    });
  });

  it('idempotencyKeyReused and inProgress: the same key for another payload, and while the first is running', async () => {
    const before = await ticket('WO-104275');
    const key = { 'idempotency-key': 'error-codes-reuse' };
    expect((await save({ ...before, shipping: 4 }, tokens.contractor, key)).statusCode).toBe(200);
    const reused = await save({ ...before, version: before.version + 1, shipping: 5 }, tokens.contractor, key);
    expect(failure(reused)).toEqual({ status: 422, codes: ['idempotencyKeyReused'] });

    // A claim another request holds: recorded as the plugin records one, then the same request again.
    const { database } = t;
    const userId = tokenSubject(tokens.contractor);
    const body = { isAgreed: true };
    await database.transaction(async (tx) => {
      await tx.insert(database.t.idempotencyKeys).values({
        userId,
        key: 'error-codes-running',
        route: 'POST /api/contractor/agreement',
        fingerprint: sha256Hex(canonicalJson({ params: {}, query: {}, body })),
        state: 'inProgress',
        lockToken: 'another-request',
        lockedAt: new Date(),
        createdAt: new Date(),
      });
    });
    const running = await t.app.inject({
      method: 'POST',
      url: '/api/contractor/agreement',
      payload: body,
      headers: { ...bearer(tokens.contractor), 'idempotency-key': 'error-codes-running' },
    });
    expect(failure(running)).toEqual({ status: 409, codes: ['inProgress'] });
  });

  it('tooLarge: a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/forgotPassword',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(failure(res)).toEqual({ status: 413, codes: ['tooLarge'] });
  });

  it('unsupportedMediaType: a body type the route does not take, and a file type it does not take', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/xml' },
      payload: '<grant_type>password</grant_type>',
    });
    expect(failure(text)).toEqual({ status: 415, codes: ['unsupportedMediaType'] });
    const upload = multipartBody([
      { name: 'dispatchId', value: 'DSP-500101' },
      { name: 'file', value: Buffer.from('plain text, not a photo'), fileName: 'notes.txt' },
    ]);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/contractor/addFile',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(tokens.contractor) },
    });
    expect(failure(file)).toEqual({ status: 415, codes: ['unsupportedMediaType'] });
  });

  it('invalidCredentials and rateLimited: a wrong password, then too many', async () => {
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        remoteAddress: '10.9.8.7',
        payload: { grant_type: 'password', username: 'agent@example.com', password: 'not-the-password' },
      });
    expect(failure(await signIn())).toEqual({ status: 401, codes: ['invalidCredentials'] });
    let last = await signIn();
    for (let i = 0; i < 20 && last.statusCode !== 429; i += 1) last = await signIn();
    expect(failure(last)).toEqual({ status: 429, codes: ['rateLimited'] });
  });
});

/** The user id an access token names. */
function tokenSubject(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub;
}
