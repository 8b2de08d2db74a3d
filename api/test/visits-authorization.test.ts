/**
 * A technician's visit (On my way, Arrived, Work complete) reaching the homeowner's timeline, push and mail, its
 * order rules and idempotency; requests for a higher pre-authorized amount, staff's decision unblocking the save
 * refused over the old limit, declines, and the audit log.
 */

import { type DispatchTicket, preAuthorizedLimit } from '@hw/shared';
import { demoCoolingClaim } from '@hw/shared/testing/demo-claim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChange } from '../src/live/feed.ts';
import { accessTokenFor, bearer, buildTestApp, multipartBody, type TestApp, TINY_PNG } from './helper.ts';

let t: TestApp;
const tokens = {} as Record<'contractor' | 'contractor2' | 'homeowner' | 'staff' | 'agent', string>;
const published: LiveChange[] = [];
const pushed: { to: 'homeowner' | 'technician'; workOrderId: string | null | undefined; kind: unknown }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of ['contractor', 'contractor2', 'homeowner', 'staff', 'agent'] as const) {
    tokens[who] = await accessTokenFor(t, `${who}@example.com`);
  }
  const feed = t.app.live.feed;
  const publish = feed.publish.bind(feed);
  feed.publish = async (change) => {
    published.push(change);
    await publish(change);
  };
  const push = t.app.push;
  const toHomeownerOf = push.toHomeownerOf.bind(push);
  const toTechnicianOf = push.toTechnicianOf.bind(push);
  // Notices leave after the commit: a run rolled back (a replayed key) sends nothing.
  push.toHomeownerOf = (workOrderId, kind) => {
    t.database.afterCommit(() => pushed.push({ to: 'homeowner', workOrderId, kind }));
    toHomeownerOf(workOrderId, kind);
  };
  push.toTechnicianOf = (workOrderId, kind) => {
    t.database.afterCommit(() => pushed.push({ to: 'technician', workOrderId, kind }));
    toTechnicianOf(workOrderId, kind);
  };
});
afterAll(async () => t.close());

function call(method: 'GET' | 'POST', url: string, token: string | null, payload?: object, key?: string) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...(token ? bearer(token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

async function ticket(ref: string): Promise<DispatchTicket> {
  const res = await call('GET', `/api/contractor/dispatch/${ref}`, tokens.contractor);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The homeowner's air-conditioning claim, paid with the saved card: dispatched at once to the demo contractor. */
async function fileClaim(): Promise<{ workOrderId: string; serviceRequestId: string }> {
  const res = await call(
    'POST',
    '/api/account/serviceRequest',
    tokens.homeowner,
    demoCoolingClaim({ since: new Date().toISOString().slice(0, 10) }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function timelineOf(serviceRequestId: string) {
  const res = await call('GET', '/api/account/servicerequest?contractIds=c-homeowner-0001', tokens.homeowner);
  expect(res.statusCode, res.body).toBe(200);
  const request = (
    res.json() as { serviceRequestId: string; timeline: { event: string; detail: string | null }[] }[]
  ).find((r) => r.serviceRequestId === serviceRequestId);
  return request?.timeline ?? [];
}

describe('POST /api/contractor/dispatch/{dispatchId}/visit', () => {
  let claim: { workOrderId: string; serviceRequestId: string };
  let dispatchId: string;
  const visit = (body: object, key?: string, token: string | null = tokens.contractor) =>
    call('POST', `/api/contractor/dispatch/${dispatchId}/visit`, token, body, key);

  beforeAll(async () => {
    claim = await fileClaim();
    dispatchId = (await ticket(claim.workOrderId)).dispatchId;
  });

  it('only the ticket’s contractor may post: nobody 401, other kinds 403, another contractor 404', async () => {
    const body = { event: 'arrived' };
    expect((await visit(body, undefined, null)).statusCode).toBe(401);
    expect((await visit(body, undefined, tokens.homeowner)).statusCode).toBe(403);
    expect((await visit(body, undefined, tokens.staff)).statusCode).toBe(403);
    expect((await visit(body, undefined, tokens.contractor2)).statusCode).toBe(404);
    expect((await ticket(claim.workOrderId)).visit).toBeNull();
  });

  it('refuses On my way without an estimate, an estimate with another event, and Complete before a visit', async () => {
    const noEta = await visit({ event: 'onMyWay' });
    expect(noEta.statusCode).toBe(400);
    expect(noEta.json().errors[0]).toMatchObject({
      field: 'etaMinutes',
      message: 'Please enter how many minutes until you arrive.',
    });
    expect((await visit({ event: 'arrived', etaMinutes: 5 })).statusCode).toBe(400);
    const early = await visit({ event: 'complete' });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0]).toMatchObject({ code: 'visitOutOfOrder', field: 'event' });
  });

  it('On my way reaches the timeline with the first name and estimate, live, by push and by mail, once per key', async () => {
    published.length = 0;
    pushed.length = 0;
    const first = await visit({ event: 'onMyWay', etaMinutes: 25 }, 'visit-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ dispatchId, visit: { event: 'onMyWay', etaMinutes: 25 } });
    const again = await visit({ event: 'onMyWay', etaMinutes: 25 }, 'visit-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const { database } = t;
    const rows = await database.db
      .select()
      .from(database.t.dispatchVisitEvents)
      .where(eq(database.t.dispatchVisitEvents.dispatchId, dispatchId));
    expect(rows.map((r) => [r.event, r.etaMinutes])).toEqual([['onMyWay', 25]]);

    const timeline = await timelineOf(claim.serviceRequestId);
    expect(timeline.find((e) => e.event === 'onMyWay')?.detail).toBe('Carlos is on the way - about 25 minutes');
    expect(published).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'serviceRequest', id: claim.serviceRequestId }),
        expect.objectContaining({ kind: 'dispatch', id: dispatchId }),
      ]),
    );
    expect(pushed).toEqual([{ to: 'homeowner', workOrderId: claim.workOrderId, kind: 'technicianOnTheWay' }]);
    const mail = await database.db
      .select()
      .from(database.t.emailOutbox)
      .where(eq(database.t.emailOutbox.subject, `Your technician is on the way (work order ${claim.workOrderId})`));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe('homeowner@example.com');
    expect(mail[0]!.text).toContain('Carlos is on the way - about 25 minutes.');
    expect((await ticket(claim.workOrderId)).visit).toMatchObject({ event: 'onMyWay', etaMinutes: 25 });
  });

  it('a new estimate replaces the old; Arrived once; Complete ends the visit on the timeline as Work complete', async () => {
    expect((await visit({ event: 'onMyWay', etaMinutes: 10 }, 'visit-2')).statusCode).toBe(200);
    expect((await timelineOf(claim.serviceRequestId)).find((e) => e.event === 'onMyWay')?.detail).toBe(
      'Carlos is on the way - about 10 minutes',
    );
    expect((await visit({ event: 'arrived' }, 'visit-3')).statusCode).toBe(200);
    const twice = await visit({ event: 'arrived' }, 'visit-4');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].code).toBe('visitOutOfOrder');
    expect((await visit({ event: 'onMyWay', etaMinutes: 5 }, 'visit-5')).statusCode).toBe(409);
    expect((await visit({ event: 'complete' }, 'visit-6')).statusCode).toBe(200);
    expect((await visit({ event: 'complete' }, 'visit-7')).statusCode).toBe(409);
    const timeline = await timelineOf(claim.serviceRequestId);
    expect(timeline.find((e) => e.event === 'arrived')?.detail).toBe('Carlos has arrived');
    expect(timeline.find((e) => e.event === 'workComplete')?.detail).toBe('Carlos has finished the work');
    const after = await ticket(claim.workOrderId);
    expect(after.visit).toMatchObject({ event: 'complete', etaMinutes: null });
  });

  it('Arrived needs no On my way: a ticket without a claim takes it too', async () => {
    const other = await ticket('WO-104274');
    const res = await call('POST', `/api/contractor/dispatch/${other.dispatchId}/visit`, tokens.contractor, {
      event: 'arrived',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ticket('WO-104274')).version).toBe(other.version);
  });
});

describe('authorization requests', () => {
  const newPart = (closingItemId: string, pricePerUnit: number) => ({
    partDetails: {
      isProvidedByContractor: false,
      pricePerUnit,
      taxPerUnit: 0,
      units: 1,
      costPerHour: 0,
      hoursWorked: 0,
      closingItem: { closingItemId },
    },
  });
  const ask = (dispatchId: string, body: object, token: string | null = tokens.contractor, key?: string) =>
    call('POST', `/api/contractor/dispatch/${dispatchId}/authorizationRequest`, token, body, key);
  const decide = (id: string, body: object, token: string | null = tokens.staff) =>
    call('POST', `/api/staff/authorizationRequests/${id}/decision`, token, body);

  it('a save refused over the limit goes through once staff approve the technician’s request', async () => {
    // The technician's photo of the failed part, on the ticket: staff see it with the request below and open it.
    const photo = multipartBody([
      { name: 'dispatchId', value: (await ticket('WO-104275')).dispatchId },
      { name: 'file', value: TINY_PNG, fileName: 'compressor.png', contentType: 'image/png' },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/contractor/addFile',
      payload: photo.payload,
      headers: { ...photo.headers, ...bearer(tokens.contractor) },
    });
    expect(added.statusCode, added.body).toBe(200);
    const before = await ticket('WO-104275');
    const limit = preAuthorizedLimit(before);
    const body = { ...before, dispatchParts: [...before.dispatchParts, newPart('ci-1-1-3', limit + 100)] };
    const save = () => call('POST', `/api/contractor/dispatch/${before.dispatchId}`, tokens.contractor, body, 'save-1');
    const refused = await save();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].code).toBe('preAuthorizedLimit');

    const notAbove = await ask(before.dispatchId, { amount: limit, note: 'Compressor' });
    expect(notAbove.statusCode).toBe(400);
    expect(notAbove.json().errors[0].field).toBe('amount');
    expect((await ask(before.dispatchId, { amount: limit + 500, note: '  ' })).json().errors[0].field).toBe('note');
    expect((await ask(before.dispatchId, { amount: limit + 500, note: 'x' }, tokens.contractor2)).statusCode).toBe(404);
    expect((await ask(before.dispatchId, { amount: limit + 500, note: 'x' }, tokens.homeowner)).statusCode).toBe(403);

    const asked = await ask(
      before.dispatchId,
      { amount: limit + 500, note: 'The compressor has failed.' },
      undefined,
      'ask-1',
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json();
    expect(request).toMatchObject({ status: 'open', amount: limit + 500, workOrderId: 'WO-104275' });
    expect(
      (
        await ask(before.dispatchId, { amount: limit + 500, note: 'The compressor has failed.' }, undefined, 'ask-1')
      ).json(),
    ).toEqual(request);
    const second = await ask(before.dispatchId, { amount: limit + 900, note: 'More' });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].code).toBe('authorizationPending');
    expect((await ticket('WO-104275')).authorizationRequest).toMatchObject({ status: 'open' });

    for (const who of ['homeowner', 'contractor', 'agent'] as const) {
      expect((await call('GET', '/api/staff/authorizationRequests', tokens[who])).statusCode).toBe(403);
      expect((await decide(request.authorizationRequestId, { approved: true }, tokens[who])).statusCode).toBe(403);
    }
    const list = await call('GET', '/api/staff/authorizationRequests', tokens.staff);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({
        authorizationRequestId: request.authorizationRequestId,
        preAuthorizedLimit: limit,
        ticketTotal: before.totals.ticketTotal,
        technicianName: expect.stringContaining('Carlos'),
        files: [expect.objectContaining({ fileName: 'compressor.png', contentType: 'image/png' })],
      }),
    ]);
    const opened = await call('GET', list.json().items[0].files[0].url, tokens.staff);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(TINY_PNG)).toBe(true);

    const tooLow = await decide(request.authorizationRequestId, { approved: true, amount: limit });
    expect(tooLow.statusCode).toBe(400);
    pushed.length = 0;
    const approved = await decide(request.authorizationRequestId, { approved: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', approvedAmount: limit + 500 });
    expect(pushed).toEqual([{ to: 'technician', workOrderId: 'WO-104275', kind: 'authorizationApproved' }]);
    expect((await decide(request.authorizationRequestId, { approved: false })).statusCode).toBe(409);

    const after = await ticket('WO-104275');
    expect(after).toMatchObject({ version: before.version, preAuthorizedLimit: limit + 500 });
    const retried = await save();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().version).toBe(before.version + 1);
    expect((await call('GET', '/api/staff/authorizationRequests', tokens.staff)).json().items).toEqual([]);

    const audit = await call('GET', '/api/staff/audit?limit=5', tokens.staff);
    expect(audit.json().items[0]).toMatchObject({
      action: 'authorizationDecision',
      target: request.authorizationRequestId,
      detail: { workOrderId: 'WO-104275', approved: true, requestedAmount: limit + 500, approvedAmount: limit + 500 },
    });
  });

  it('a decline leaves the limit, tells the technician and is logged; unknown ids are 404', async () => {
    const before = await ticket('WO-104274');
    const limit = preAuthorizedLimit(before);
    const asked = await ask(before.dispatchId, { amount: limit + 50, note: 'A second visit.' });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().authorizationRequestId;
    expect((await decide(id, { approved: false, amount: 10 })).statusCode).toBe(400);
    pushed.length = 0;
    const declined = await decide(id, { approved: false });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', approvedAmount: null });
    expect(pushed).toEqual([{ to: 'technician', workOrderId: 'WO-104274', kind: 'authorizationDeclined' }]);
    expect((await ticket('WO-104274')).preAuthorizedLimit).toBe(limit);
    const audit = await call('GET', '/api/staff/audit?limit=1', tokens.staff);
    expect(audit.json().items[0]).toMatchObject({
      action: 'authorizationDecision',
      target: id,
      detail: { approved: false, requestedAmount: limit + 50 },
    });
    expect((await decide('nope', { approved: true })).statusCode).toBe(404);
  });
});

describe('the contractor’s open list', () => {
  it('the open list shows the visit as soon as it moves, though the ticket keeps its version', async () => {
    const own = await fileClaim();
    const ownDispatchId = (await ticket(own.workOrderId)).dispatchId;
    const listed = async () => {
      const res = await call('POST', '/api/contractor/dispatch/search', tokens.contractor, {
        page: 0,
        contractorStatus: 'all',
      });
      expect(res.statusCode, res.body).toBe(200);
      const items = (res.json() as { items: DispatchTicket[] }).items;
      return items.find((item) => item.dispatchId === ownDispatchId);
    };
    expect((await listed())?.visit ?? null).toBeNull();
    const onMyWay = await call(
      'POST',
      `/api/contractor/dispatch/${ownDispatchId}/visit`,
      tokens.contractor,
      { event: 'onMyWay', etaMinutes: 20 },
      `list-visit-${Date.now()}`,
    );
    expect(onMyWay.statusCode, onMyWay.body).toBe(200);
    expect((await listed())?.visit).toMatchObject({ event: 'onMyWay', etaMinutes: 20 });
  });
});
