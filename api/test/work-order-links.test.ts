/**
 * The work order's status link is the key to its status page calls, on both dialects: filing mails the link, the
 * calls need its token (a bare id, a wrong token and an unknown work order answer the same 404), and a cancel from
 * the link closes the request and refunds its fee as a cancel from the account does.
 */

import { WORK_ORDER_TENANT, workOrderMessages, workOrderShortDate } from '@hw/shared';
import { demoCoolingClaim } from '@hw/shared/testing/demo-claim';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStatusLinkToken, statusLinkKey, statusLinkToken } from '../src/service-requests/status-link.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let homeowner: string;
beforeAll(async () => {
  t = await buildTestApp();
  homeowner = await accessTokenFor(t, 'homeowner@example.com');
});
afterAll(async () => t.close());

const CONTRACT = 'c-homeowner-0001';
const CONTACT_EMAIL = 'links.homeowner@example.com';
const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

interface Filed {
  serviceRequestId: string;
  serviceRequestNumber: string;
  workOrderId: string;
  /** The status link the homeowner was mailed. */
  link: URL;
  token: string;
}

/** Files a cooling request paid with the demo card, and reads the link from the mail it sends. */
async function file(): Promise<Filed> {
  const res = await post(
    '/api/account/serviceRequest',
    demoCoolingClaim({ since: localDay(), contact: { email: CONTACT_EMAIL, preferredContactMethod: 'email' } }),
    homeowner,
  );
  expect(res.statusCode, res.body).toBe(200);
  const summary = res.json() as { serviceRequestId: string; serviceRequestNumber: string; workOrderId: string };
  const { db, t: tables } = t.database;
  const [mail] = await db
    .select()
    .from(tables.emailOutbox)
    .where(and(eq(tables.emailOutbox.to, CONTACT_EMAIL), like(tables.emailOutbox.text, `%${summary.workOrderId}%`)))
    .orderBy(desc(tables.emailOutbox.createdAt));
  if (!mail) throw new Error(`no mail for ${summary.workOrderId}`);
  const address = mail.text.match(/https?:\/\/\S+\/status-update\/\S+/)?.[0];
  if (!address) throw new Error(`no link in: ${mail.text}`);
  const link = new URL(address);
  return { ...summary, link, token: link.searchParams.get('t') ?? '' };
}

const scheduleBody = (workOrderId: string, token?: string) => ({
  ScheduleDateTime: workOrderShortDate(localDay(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000))),
  ScheduledStartWindow: '9AM',
  ScheduledEndWindow: '1PM',
  Id: workOrderId,
  Status: 'Scheduled',
  Tenant: WORK_ORDER_TENANT,
  ...(token === undefined ? {} : { Token: token }),
});

const cancelBody = (workOrderId: string, token?: string) => ({
  WorkOrderId: workOrderId,
  CancellationNotes: 'We sold the house.',
  ...(token === undefined ? {} : { Token: token }),
});

const NOT_FOUND = {
  hasErrors: true,
  errors: [{ message: workOrderMessages.notFound, code: 'notFound' }],
};

describe('the link', () => {
  it('is mailed to the contact when the request is dispatched, with a token of at least 128 bits', async () => {
    const filed = await file();
    expect(filed.workOrderId).toMatch(/^WO-\d{7}$/);
    expect(filed.link.pathname).toBe(`/status-update/${filed.workOrderId}`);
    expect(filed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(filed.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const other = await file();
    expect(other.token).not.toBe(filed.token);
    const { db, t: tables } = t.database;
    const [mail] = await db
      .select()
      .from(tables.emailOutbox)
      .where(like(tables.emailOutbox.text, `%${filed.workOrderId}%`));
    expect(mail?.subject).toBe(`Choose a day for your repair visit (work order ${filed.workOrderId})`);
    expect(mail?.text).toContain(filed.serviceRequestNumber);
  });

  it('the token is bound to one work order and one server secret, and only its exact spelling passes', () => {
    const key = statusLinkKey('a server secret that is long enough to use');
    const token = statusLinkToken(key, 'WO-1234567');
    expect(isStatusLinkToken(key, 'WO-1234567', token)).toBe(true);
    expect(isStatusLinkToken(key, 'WO-1234568', token)).toBe(false);
    expect(isStatusLinkToken(statusLinkKey('another server secret, long enough too'), 'WO-1234567', token)).toBe(false);
    for (const spelling of [`${token}=`, `${token}!`, token.slice(0, -1), '', undefined, token.toUpperCase()]) {
      if (spelling === token) continue;
      expect(isStatusLinkToken(key, 'WO-1234567', spelling)).toBe(false);
    }
  });
});

describe('the calls need the token', () => {
  let filed: Filed;
  beforeAll(async () => {
    filed = await file();
  });

  it('a bare id, a wrong token, another work order’s token and an unknown id answer the same 404', async () => {
    const other = await file();
    const tries = [
      { id: filed.workOrderId, token: undefined },
      { id: filed.workOrderId, token: '' },
      { id: filed.workOrderId, token: 'A'.repeat(43) },
      { id: filed.workOrderId, token: `${filed.token}=` },
      { id: filed.workOrderId, token: other.token },
      { id: 'WO-0000001', token: filed.token },
      { id: 'WO-0000001', token: undefined },
    ];
    for (const { id, token } of tries) {
      const query = token === undefined ? '' : `?t=${encodeURIComponent(token)}`;
      const answers = [
        await get(`/api/workorder/${id}${query}`),
        await post('/api/workorder/statusUpdate', scheduleBody(id, token)),
        await post('/api/workorder/cancel', cancelBody(id, token)),
      ];
      for (const res of answers) {
        expect(res.statusCode, `${id} ${token}`).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
    }
    // Nothing changed.
    const ticket = await get(`/api/workorder/${filed.workOrderId}?t=${filed.token}`);
    expect(ticket.json()).toEqual({ workOrderId: filed.workOrderId, isOpen: true });
  });

  it('a bad token is refused before the other fields are looked at', async () => {
    const res = await post('/api/workorder/statusUpdate', { ...scheduleBody(filed.workOrderId), Status: 'Done' });
    expect(res.statusCode).toBe(404);
    const blank = await post('/api/workorder/cancel', { ...cancelBody(filed.workOrderId), CancellationNotes: ' ' });
    expect(blank.statusCode).toBe(404);
  });

  it('the link’s token reads the work order and schedules the visit', async () => {
    const read = await get(`/api/workorder/${filed.workOrderId}?t=${filed.token}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ workOrderId: filed.workOrderId, isOpen: true });
    const res = await post('/api/workorder/statusUpdate', scheduleBody(filed.workOrderId, filed.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBe(true);
    const history = await get(`/api/account/servicerequest?contractIds=${CONTRACT}`, homeowner);
    const mine = history
      .json()
      .find((r: { serviceRequestId: string }) => r.serviceRequestId === filed.serviceRequestId);
    expect(mine).toMatchObject({ status: 'sentToContractor', scheduledWindow: '9AM to 1PM' });
  });
});

describe('cancelling from the link', () => {
  it('cancels the ticket and its request, voids the fee at the gateway, notes the refund, and refuses a second cancel', async () => {
    const filed = await file();
    const { db, t: tables } = t.database;
    const [before] = await db
      .select()
      .from(tables.serviceRequests)
      .where(eq(tables.serviceRequests.serviceRequestId, filed.serviceRequestId));
    expect(before?.feeTransactionId).toBeTruthy();
    const charge = async () =>
      (
        await db
          .select()
          .from(tables.sandboxTransactions)
          .where(eq(tables.sandboxTransactions.transactionId, before?.feeTransactionId ?? ''))
      )[0];
    expect(await charge()).toMatchObject({ status: 'approved', amountCents: 7500 });

    const blank = await post('/api/workorder/cancel', {
      ...cancelBody(filed.workOrderId, filed.token),
      CancellationNotes: ' ',
    });
    expect(blank.statusCode).toBe(400);
    const res = await post('/api/workorder/cancel', cancelBody(filed.workOrderId, filed.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBe(true);

    expect(await charge()).toMatchObject({ status: 'voided' });
    const [request] = await db
      .select()
      .from(tables.serviceRequests)
      .where(eq(tables.serviceRequests.serviceRequestId, filed.serviceRequestId));
    expect(request).toMatchObject({ status: 'cancelled', cancelReason: 'We sold the house.' });
    expect(request?.closedAt).toBeInstanceOf(Date);
    const [ticket] = await db
      .select()
      .from(tables.dispatchTickets)
      .where(eq(tables.dispatchTickets.workOrderId, filed.workOrderId));
    expect(ticket).toMatchObject({
      status: 'cancelled',
      workStatus: 'Canceled',
      cancellationNotes: 'We sold the house.',
    });

    const history = await get(`/api/account/servicerequest?contractIds=${CONTRACT}`, homeowner);
    const mine = history
      .json()
      .find((r: { serviceRequestId: string }) => r.serviceRequestId === filed.serviceRequestId);
    expect(mine).toMatchObject({ status: 'cancelled', closedAt: expect.any(String) });
    expect(mine.timeline.at(-1)).toMatchObject({ event: 'cancelled', detail: 'We sold the house.' });
    const notes = await get(`/api/account/servicerequest/note/${filed.serviceRequestId}`, homeowner);
    expect(notes.json().map((n: { note: string }) => n.note)).toEqual([
      'The service call fee of $75.00 was refunded to your card.',
    ]);

    const twice = await post('/api/workorder/cancel', cancelBody(filed.workOrderId, filed.token));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors[0].code).toBe('serviceRequestClosed');
    const schedule = await post('/api/workorder/statusUpdate', scheduleBody(filed.workOrderId, filed.token));
    expect(schedule.statusCode).toBe(422);
    const read = await get(`/api/workorder/${filed.workOrderId}?t=${filed.token}`);
    expect(read.json()).toEqual({ workOrderId: filed.workOrderId, isOpen: false });
    // Refunded once: the account cannot cancel (and refund) it again either.
    const account = await t.app.inject({
      method: 'PATCH',
      url: '/api/order/cancelServiceRequest',
      payload: { serviceRequestId: filed.serviceRequestId, reason: 'Again' },
      headers: bearer(homeowner),
    });
    expect(account.statusCode).toBe(422);
    const after = await get(`/api/account/servicerequest/note/${filed.serviceRequestId}`, homeowner);
    expect(after.json()).toHaveLength(1);
  });

  it('cancels at once: one is taken, the others refused, and the fee is refunded once', async () => {
    const filed = await file();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/api/workorder/cancel', cancelBody(filed.workOrderId, filed.token))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    const notes = await get(`/api/account/servicerequest/note/${filed.serviceRequestId}`, homeowner);
    expect(notes.json().map((n: { note: string }) => n.note)).toEqual([
      'The service call fee of $75.00 was refunded to your card.',
    ]);
  });
});
