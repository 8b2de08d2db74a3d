/**
 * Global notices (staff publish and retire them, anyone reads the active ones, newest first, and every change is
 * in the staff audit log) and the browser's error reports (204, written to the server's log with the request id,
 * bounded in size and limited per client address).
 */
import {
  CLIENT_ERROR_LIMITS,
  type GlobalNotice,
  type GlobalNoticeList,
  messages,
  type StaffAuditResponse,
} from '@hw/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_LIMITS } from '../src/plugins/rate-limit.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let admin: string;
let plainStaff: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { logger: true });
  await t.database.transaction(async (tx) => {
    await tx.insert(t.database.t.users).values({
      id: 'u-staff-plain',
      email: 'plain.staff@example.com',
      userType: 'employee',
      firstName: 'Pat',
      lastName: 'Plain',
    });
  });
  admin = await accessTokenFor(t, 'staff@example.com');
  plainStaff = await accessTokenFor(t, 'plain.staff@example.com');
  // Request loggers are children of app.log and share its pino stream: capture what it is given.
  type Stream = { write(line: string): boolean };
  const loggers = [t.app.log, Object.getPrototypeOf(t.app.log)] as Record<symbol, Stream>[];
  for (const logger of loggers) {
    for (const key of Object.getOwnPropertySymbols(logger)) {
      if (key.description !== 'pino.stream') continue;
      (logger[key] as Stream).write = (line) => logLines.push(line) > 0;
    }
  }
});
afterAll(async () => t.close());

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
}

describe('global notices', () => {
  const active = async () => {
    const res = await call('GET', '/api/notices/global');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    return (res.json() as GlobalNoticeList).items;
  };
  const publish = async (text: string, kind: 'info' | 'warning') => {
    const res = await call('POST', '/api/staff/notices', admin, { text, kind });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as GlobalNotice;
  };

  it('lists nothing before staff publish a notice', async () => {
    expect(await active()).toEqual([]);
  });

  it('shows published notices to anyone, newest first, until they are retired', async () => {
    const first = await publish('  Scheduled maintenance tonight from 10 pm.  ', 'info');
    expect(first).toMatchObject({ text: 'Scheduled maintenance tonight from 10 pm.', kind: 'info', active: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await publish('Card payments are delayed.', 'warning');
    expect((await active()).map((n) => n.noticeId)).toEqual([second.noticeId, first.noticeId]);

    const retired = await call('POST', `/api/staff/notices/${first.noticeId}/retire`, admin);
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({ noticeId: first.noticeId, active: false });
    expect((await active()).map((n) => n.noticeId)).toEqual([second.noticeId]);

    // Staff still see the retired one.
    const staffList = await call('GET', '/api/staff/notices', admin);
    expect((staffList.json() as GlobalNoticeList).items.map((n) => [n.noticeId, n.active])).toEqual([
      [second.noticeId, true],
      [first.noticeId, false],
    ]);
  });

  it('writes publishing and retiring to the staff audit log, and a repeated retire changes nothing', async () => {
    const notice = await publish('Phones are down this morning.', 'warning');
    expect((await call('POST', `/api/staff/notices/${notice.noticeId}/retire`, admin)).statusCode).toBe(200);
    const again = await call('POST', `/api/staff/notices/${notice.noticeId}/retire`, admin);
    expect(again.statusCode).toBe(200);
    const audit = (await call('GET', '/api/staff/audit?limit=50', admin)).json() as StaffAuditResponse;
    const ofNotice = audit.items.filter((entry) => entry.target === notice.noticeId);
    expect(ofNotice).toMatchObject([
      { action: 'globalNoticeRetire', target: notice.noticeId, actor: { email: 'staff@example.com' } },
      { action: 'globalNoticePublish', target: notice.noticeId, detail: { noticeKind: 'warning' } },
    ]);
    expect(ofNotice).toHaveLength(2);
  });

  it('refuses a blank text, an unknown kind and an unknown notice', async () => {
    expect((await call('POST', '/api/staff/notices', admin, { text: '   ', kind: 'info' })).statusCode).toBe(400);
    expect((await call('POST', '/api/staff/notices', admin, { text: 'Hi', kind: 'danger' })).statusCode).toBe(400);
    expect((await call('POST', '/api/staff/notices/no-such-notice/retire', admin)).statusCode).toBe(404);
  });

  it('lets only staff with the admin role publish, list and retire', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/staff/notices', undefined],
      ['POST', '/api/staff/notices', { text: 'Hi', kind: 'info' }],
      ['POST', '/api/staff/notices/any/retire', undefined],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, plainStaff, payload)).statusCode).toBe(403);
    }
  });
});

describe('browser error reports', () => {
  const report = {
    message: 'TypeError: x is undefined',
    stack: 'TypeError: x is undefined\n    at render (app.js:1:2)',
    url: 'https://example.com/order',
    userAgent: 'Mozilla/5.0 (test)',
    kind: 'error',
  };
  const send = (payload: object, address = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/log/clientError', payload, remoteAddress: address });

  it('answers 204 and writes the report to the server log at warn with the request id', async () => {
    const res = await send({ ...report, message: 'A marker error 7f3a' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const line = logLines.map((l) => JSON.parse(l)).find((l) => l.clientError?.message === 'A marker error 7f3a');
    expect(line).toMatchObject({
      level: 40,
      clientError: { stack: report.stack, url: report.url, userAgent: report.userAgent, kind: 'error' },
    });
    expect(line.reqId).toBeTruthy();
  });

  it('refuses a report over its bounds or without a message', async () => {
    const long = 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1);
    expect((await send({ ...report, message: long })).statusCode).toBe(400);
    expect((await send({ ...report, message: '' })).statusCode).toBe(400);
    expect((await send({ ...report, stack: 'y'.repeat(40_000) })).statusCode).toBe(413);
  });

  it('limits reports per client address', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < PUBLIC_LIMITS.perClient.max; i++) expect((await send(report, address)).statusCode).toBe(204);
    const refused = await send(report, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(refused.json().errors[0].code).toBe('tooManyRequests');
    expect((await send(report, '198.51.100.10')).statusCode).toBe(204);
  });
});

it('keeps the old-browser alert in the shared messages', () => {
  expect(messages.initialization.essentialScriptsFailed).toContain('Failed to load essential scripts');
});
