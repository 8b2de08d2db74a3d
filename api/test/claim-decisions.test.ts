/**
 * Decisions the homeowner can see, on both dialects: the decision on a claim from its ticket's diagnosis and
 * its covered item's terms, who may read it, and the cash-in-lieu offer (staff, audit-logged) answered once.
 * Accepted, the offer settles the claim: closed, its visit and work order cancelled, the technician told, and
 * one payout in the contract chain's ledger, paid by the day the answer gives.
 */
import { createECDH, randomBytes } from 'node:crypto';
import {
  CASH_IN_LIEU_PAYMENT,
  type ClaimDecision,
  cashInLieuMessages,
  cashInLieuPayBy,
  claimDecisionMessages,
  type DispatchTicket,
  dayInZone,
  homeownerNotice,
  payDayLabel,
  type ServiceCallStatus,
  type SyncBatchResponse,
  technicianNotice,
  ticketRuleMessages,
  type VisitResponse,
} from '@hw/shared';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, bearer, buildTestApp, insertCoolingClaim, type TestApp } from './helper.ts';

let t: TestApp;
const tokens = {} as Record<'homeowner' | 'agent' | 'contractor' | 'staff', string>;
let part: { id: string; name: string };
let bigPart: { id: string; name: string };
let labor: { id: string; name: string };
/** The payloads handed to the push service. */
const pushed: string[] = [];

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      pushSender: {
        async send(_target, payload) {
          pushed.push(payload);
          return 'sent';
        },
      },
    },
  );
  tokens.homeowner = await accessTokenFor(t, 'homeowner@example.com');
  tokens.agent = await accessTokenFor(t, 'agent@example.com');
  tokens.contractor = await accessTokenFor(t, 'contractor@example.com');
  tokens.staff = await accessTokenFor(t, 'staff@example.com');
  const { db, t: tables } = t.database;
  const items = await db.select().from(tables.closingItems).orderBy(tables.closingItems.id);
  const parts = items.filter((item) => item.kind === 'part');
  part = parts[0]!;
  bigPart = parts[1]!;
  labor = items.find((item) => item.kind === 'labor')!;
  // The cooling item's terms: a limit of $1,500 and an exclusion that names the first part.
  const [cooling] = await db
    .select({ coverageItemId: tables.coverages.salesItemCoverageId })
    .from(tables.coverages)
    .where(eq(tables.coverages.salesItemId, 'si-cooling'));
  await t.database.transaction((tx) =>
    tx
      .update(tables.coverageItems)
      .set({ notCovered: ['Window units', `${part.name} replacement`], limits: ['$1,500 per occurrence'] })
      .where(eq(tables.coverageItems.salesItemCoverageId, cooling!.coverageItemId!)),
  );
});
afterAll(async () => t.close());

let claimCounter = 0;
type Line = { closingItemId: string; pricePerUnit?: number; units?: number; costPerHour?: number; hours?: number };

/** A claim of the seeded homeowner on si-cooling, with a ticket of `status` carrying `lines`. */
async function claimWithDiagnosis(status: ServiceCallStatus, lines: Line[]): Promise<string> {
  const n = ++claimCounter;
  const serviceRequestId = `sr-decision-${n}`;
  const workOrderId = `WO-DEC-${n}`;
  const dispatchId = `d-decision-${n}`;
  const { t: tables } = t.database;
  await t.database.transaction(async (tx) => {
    const ids = { serviceRequestId, serviceRequestNumber: `SR-DEC-${n}`, workOrderId, dispatchId };
    await insertCoolingClaim(tx, tables, ids, status);
    if (lines.length > 0) {
      await tx.insert(tables.dispatchParts).values(
        lines.map((line, position) => ({
          dispatchId,
          closingItemId: line.closingItemId,
          pricePerUnitCents: (line.pricePerUnit ?? 0) * 100,
          units: line.units ?? 0,
          costPerHourCents: (line.costPerHour ?? 0) * 100,
          hoursWorked: line.hours ?? 0,
          position,
        })),
      );
    }
  });
  return serviceRequestId;
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const decisionUrl = (id: string) => `/api/account/serviceRequest/${id}/decision`;
const offerUrl = (id: string) => `/api/staff/serviceRequests/${id}/cashInLieu`;
const answerUrl = (id: string) => `/api/account/serviceRequest/${id}/cashInLieu`;
const codeOf = (res: { json(): { errors: { code: string }[] } }) => res.json().errors[0]?.code;

/** The claim's row as stored. */
async function requestRow(serviceRequestId: string) {
  const { db, t: tables } = t.database;
  const [request] = await db
    .select()
    .from(tables.serviceRequests)
    .where(eq(tables.serviceRequests.serviceRequestId, serviceRequestId));
  return request;
}

/** The ledger lines of the cash paid in lieu of the claim's repair. */
const cashLedgerLines = (serviceRequestId: string) =>
  t.database.db
    .select()
    .from(t.database.t.ledgerLines)
    .where(eq(t.database.t.ledgerLines.causeKey, `cashInLieu:${serviceRequestId}`));

async function timelineOf(serviceRequestId: string) {
  const { db, t: tables } = t.database;
  return db
    .select()
    .from(tables.serviceRequestEvents)
    .where(eq(tables.serviceRequestEvents.serviceRequestId, serviceRequestId));
}

describe('the decision on a claim', () => {
  it('shows the owner what is covered, what is not and why, and their share', async () => {
    const id = await claimWithDiagnosis('pendingLhwApproval', [
      { closingItemId: part.id, pricePerUnit: 45, units: 1 },
      { closingItemId: bigPart.id, pricePerUnit: 1200, units: 1 },
      { closingItemId: labor.id, costPerHour: 100, hours: 4 },
    ]);
    const res = await call('GET', decisionUrl(id), tokens.homeowner);
    expect(res.statusCode).toBe(200);
    const decision = res.json<ClaimDecision>();
    expect(decision).toEqual({
      status: 'pendingLhwApproval',
      reason: claimDecisionMessages.pending,
      covered: [
        { description: bigPart.name, amount: 1200 },
        { description: labor.name, amount: 300 },
      ],
      notCovered: [
        { description: part.name, amount: 45, why: claimDecisionMessages.excluded(`${part.name} replacement`) },
        { description: labor.name, amount: 100, why: claimDecisionMessages.overLimit(150_000) },
      ],
      homeownerShare: 145,
      cashInLieu: null,
    });
  });

  it('follows the ticket: approved, then denied with the reason', async () => {
    const id = await claimWithDiagnosis('approved', [{ closingItemId: bigPart.id, pricePerUnit: 100, units: 2 }]);
    const approved = (await call('GET', decisionUrl(id), tokens.homeowner)).json<ClaimDecision>();
    expect(approved.status).toBe('approved');
    expect(approved.reason).toBe(claimDecisionMessages.approvedInFull);
    expect(approved.homeownerShare).toBe(0);
    const { t: tables } = t.database;
    await t.database.transaction((tx) =>
      tx
        .update(tables.dispatchTickets)
        .set({ status: 'denied' })
        .where(eq(tables.dispatchTickets.workOrderId, 'WO-DEC-2')),
    );
    const denied = (await call('GET', decisionUrl(id), tokens.homeowner)).json<ClaimDecision>();
    expect(denied.status).toBe('denied');
    expect(denied.reason).toBe(claimDecisionMessages.deniedNothingCovered);
    expect(denied.covered).toEqual([]);
    expect(denied.homeownerShare).toBe(200);
  });

  it('is the owner’s alone: others get 404, nobody 401', async () => {
    const id = await claimWithDiagnosis('pendingLhwApproval', [
      { closingItemId: bigPart.id, pricePerUnit: 10, units: 1 },
    ]);
    expect((await call('GET', decisionUrl(id))).statusCode).toBe(401);
    for (const who of ['agent', 'contractor', 'staff'] as const) {
      const res = await call('GET', decisionUrl(id), tokens[who]);
      expect(res.statusCode, who).toBe(404);
      expect(codeOf(res)).toBe('notFound');
    }
    expect((await call('GET', decisionUrl('sr-none'), tokens.homeowner)).statusCode).toBe(404);
  });

  it('is null until the diagnosis is on the ticket, and no offer can be made on it', async () => {
    const id = await claimWithDiagnosis('sentToContractor', []);
    const res = await call('GET', decisionUrl(id), tokens.homeowner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    const seeded = await call('GET', decisionUrl('sr-homeowner-0002'), tokens.homeowner);
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json()).toBeNull();
    const offer = await call('POST', `/api/staff/serviceRequests/${id}/cashInLieu`, tokens.staff, {
      amount: 100,
      note: 'Instead of the repair.',
    });
    expect(offer.statusCode).toBe(422);
    expect(codeOf(offer)).toBe('cashInLieuNotOfferable');
  });
});

describe('cash in lieu', () => {
  it('lists to staff the open claims that may be offered cash, until an offer is made', async () => {
    const over = await claimWithDiagnosis('pendingLhwApproval', [
      { closingItemId: bigPart.id, pricePerUnit: 1400, units: 1 },
      { closingItemId: labor.id, costPerHour: 100, hours: 2 },
    ]);
    const denied = await claimWithDiagnosis('denied', [{ closingItemId: bigPart.id, pricePerUnit: 80, units: 1 }]);
    const inside = await claimWithDiagnosis('pendingLhwApproval', [
      { closingItemId: bigPart.id, pricePerUnit: 90, units: 1 },
    ]);
    const noDiagnosis = await claimWithDiagnosis('sentToContractor', []);
    const list = async () => {
      const res = await call('GET', '/api/staff/cashInLieu/candidates', tokens.staff);
      expect(res.statusCode).toBe(200);
      return res.json().items as { serviceRequestId: string; homeownerShare: number; status: string }[];
    };
    const ids = (await list()).map((item) => item.serviceRequestId);
    expect(ids).toContain(over);
    expect(ids).toContain(denied);
    expect(ids).not.toContain(inside);
    expect(ids).not.toContain(noDiagnosis);
    expect((await list()).find((item) => item.serviceRequestId === over)).toMatchObject({
      status: 'pendingLhwApproval',
      homeownerShare: 100,
    });
    for (const who of ['homeowner', 'agent', 'contractor'] as const) {
      expect((await call('GET', '/api/staff/cashInLieu/candidates', tokens[who])).statusCode).toBe(403);
    }
    const offered = await call('POST', offerUrl(over), tokens.staff, { amount: 50, note: 'Toward the repair.' });
    expect(offered.statusCode).toBe(200);
    expect((await list()).map((item) => item.serviceRequestId)).not.toContain(over);
  });

  it('is offered by staff on an over-limit claim, logged, on the timeline, and declined once', async () => {
    const id = await claimWithDiagnosis('pendingLhwApproval', [
      { closingItemId: bigPart.id, pricePerUnit: 1000, units: 1 },
      { closingItemId: labor.id, costPerHour: 200, hours: 4 },
    ]);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscribed = await call('POST', '/api/account/push/subscriptions', tokens.homeowner, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/homeowner',
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    });
    expect(subscribed.statusCode).toBeLessThan(300);
    const body = { amount: 900, note: 'Instead of the repair, toward a new unit.' };
    expect((await call('POST', offerUrl(id), undefined, body)).statusCode).toBe(401);
    expect((await call('POST', offerUrl(id), tokens.homeowner, body)).statusCode).toBe(403);
    expect((await call('POST', offerUrl(id), tokens.staff, { amount: 0, note: 'x' })).statusCode).toBe(400);
    expect((await call('POST', offerUrl(id), tokens.staff, { amount: 5, note: '  ' })).statusCode).toBe(400);
    const offered = await call('POST', offerUrl(id), tokens.staff, body);
    expect(offered.statusCode).toBe(200);
    expect(offered.json<ClaimDecision>().cashInLieu).toMatchObject({ amount: 900, note: body.note, answer: null });
    const again = await call('POST', offerUrl(id), tokens.staff, body);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('cashInLieuOffered');

    const { db, t: tables } = t.database;
    const audit = await db
      .select()
      .from(tables.staffAudit)
      .where(and(eq(tables.staffAudit.action, 'cashInLieuOffer'), eq(tables.staffAudit.target, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ amount: 900, note: body.note });
    const log = await call('GET', '/api/staff/audit?limit=5', tokens.staff);
    const logged = log.json().items.find((item: { target: string }) => item.target === id);
    // Staff read the claim by its numbers, not by its row id.
    const filed = await requestRow(id);
    const [contract] = await db
      .select()
      .from(tables.contracts)
      .where(eq(tables.contracts.contractId, filed!.contractId));
    expect(logged.targetReference).toBe(
      [filed!.serviceRequestNumber, filed!.workOrderId, contract!.policyNumber].filter(Boolean).join(' · '),
    );
    expect(logged.targetReference).toMatch(/^SR-[\w-]+ · WO-[\w-]+ · HW-\d+$/);

    await t.app.idle();
    expect(pushed.some((payload) => payload.includes(homeownerNotice('cashInLieuOffered').title))).toBe(true);

    const seen = (await call('GET', decisionUrl(id), tokens.homeowner)).json<ClaimDecision>();
    expect(seen.cashInLieu).toMatchObject({ amount: 900, answer: null, answeredAt: null });

    // Only the owner answers.
    for (const who of ['staff', 'agent'] as const) {
      expect((await call('POST', answerUrl(id), tokens[who], { accept: true })).statusCode).toBe(404);
    }
    const declined = await call('POST', answerUrl(id), tokens.homeowner, { accept: false });
    expect(declined.statusCode).toBe(200);
    expect(declined.json<ClaimDecision>().cashInLieu).toMatchObject({ answer: 'declined' });
    const twice = await call('POST', answerUrl(id), tokens.homeowner, { accept: true });
    expect(twice.statusCode).toBe(409);
    expect(codeOf(twice)).toBe('cashInLieuAnswered');
    const events = (await timelineOf(id)).map((entry) => entry.event);
    expect(events).toEqual(expect.arrayContaining(['cashInLieuOffered', 'cashInLieuDeclined']));
    expect(events).not.toContain('cashInLieuAccepted');

    const history = await call('GET', '/api/account/servicerequest?contractIds=c-homeowner-0001', tokens.homeowner);
    const claim = history.json().find((entry: { serviceRequestId: string }) => entry.serviceRequestId === id);
    expect(claim.timeline.map((entry: { event: string }) => entry.event)).toContain('cashInLieuOffered');
  });

  it('is accepted on a denied claim: settled, the denied ticket left closed as it was', async () => {
    const id = await claimWithDiagnosis('denied', [{ closingItemId: bigPart.id, pricePerUnit: 300, units: 1 }]);
    expect((await call('POST', offerUrl(id), tokens.staff, { amount: 150, note: 'Goodwill.' })).statusCode).toBe(200);
    const accepted = await call('POST', answerUrl(id), tokens.homeowner, { accept: true });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<ClaimDecision>()).toMatchObject({
      status: 'denied',
      reason: cashInLieuMessages.settled(15_000),
      cashInLieu: { answer: 'accepted', settled: true, payment: { method: 'check', payBy: expect.any(String) } },
    });
    expect((await call('POST', answerUrl(id), tokens.homeowner, { accept: false })).statusCode).toBe(409);
    const events = (await timelineOf(id)).map((entry) => entry.event);
    expect(events).toEqual(expect.arrayContaining(['cashInLieuOffered', 'cashInLieuAccepted']));
    const { db, t: tables } = t.database;
    const request = await requestRow(id);
    expect(request).toMatchObject({ status: 'paidCIL', closedAt: expect.any(Date) });
    const [ticket] = await db
      .select()
      .from(tables.dispatchTickets)
      .where(eq(tables.dispatchTickets.workOrderId, request!.workOrderId!));
    expect(ticket!.status).toBe('denied');
    expect(await cashLedgerLines(id)).toHaveLength(1);
  });

  it('is refused on a claim covered in full, and cannot be answered before it is made', async () => {
    const id = await claimWithDiagnosis('approved', [{ closingItemId: bigPart.id, pricePerUnit: 300, units: 1 }]);
    const res = await call('POST', offerUrl(id), tokens.staff, { amount: 100, note: 'No.' });
    expect(res.statusCode).toBe(422);
    expect(codeOf(res)).toBe('cashInLieuNotOfferable');
    const answer = await call('POST', answerUrl(id), tokens.homeowner, { accept: true });
    expect(answer.statusCode).toBe(404);
    expect(codeOf(answer)).toBe('noCashInLieuOffer');
    expect((await call('POST', offerUrl('sr-none'), tokens.staff, { amount: 1, note: 'x' })).statusCode).toBe(404);
    const { db, t: tables } = t.database;
    expect(
      await db
        .select()
        .from(tables.cashInLieuOffers)
        .where(inArray(tables.cashInLieuOffers.serviceRequestId, [id])),
    ).toEqual([]);
  });

  it('accepted, settles the claim in one go: closed, visit and ticket cancelled, technician told, paid once', async () => {
    const id = await claimWithDiagnosis('pendingLhwApproval', [
      { closingItemId: bigPart.id, pricePerUnit: 1400, units: 1 },
      { closingItemId: labor.id, costPerHour: 150, hours: 2 },
    ]);
    const n = claimCounter;
    const workOrderId = `WO-DEC-${n}`;
    const { db, t: tables } = t.database;

    // The homeowner books a visit in one of the contractor's open windows.
    const visit = await call('GET', `/api/account/serviceRequest/visit/${id}`, tokens.homeowner);
    expect(visit.statusCode).toBe(200);
    const window = visit.json<VisitResponse>().windows[0]!;
    const booked = await call('PUT', `/api/account/serviceRequest/visit/${id}`, tokens.homeowner, {
      appointment: window,
    });
    expect(booked.statusCode).toBe(200);
    expect(await db.select().from(tables.visits).where(eq(tables.visits.workOrderId, workOrderId))).toHaveLength(1);

    // The technician's device holds the ticket, and the technician gets push notices.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscribed = await call('POST', '/api/account/push/subscriptions', tokens.contractor, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/technician',
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    });
    expect(subscribed.statusCode).toBeLessThan(300);
    const onDevice = (
      await call('GET', `/api/contractor/dispatch/${workOrderId}`, tokens.contractor)
    ).json<DispatchTicket>();
    const openList = async (contractorStatus: 'open' | 'closed') => {
      const res = await call('POST', '/api/contractor/dispatch/search', tokens.contractor, {
        page: 0,
        contractorStatus,
      });
      expect(res.statusCode).toBe(200);
      return (res.json().items as { workOrderId: string }[]).map((item) => item.workOrderId);
    };
    expect(await openList('open')).toContain(workOrderId);

    const amount = 1234.56;
    expect((await call('POST', offerUrl(id), tokens.staff, { amount, note: 'Toward a new unit.' })).statusCode).toBe(
      200,
    );
    const open = (await call('GET', decisionUrl(id), tokens.homeowner)).json<ClaimDecision>();
    // Before the answer, the offer says how the cash would be paid, with no day yet.
    expect(open.cashInLieu?.payment).toEqual({
      method: 'check',
      mailTo: '2100 Barton Springs Rd, Austin, TX 78704',
      payBy: null,
      summary: cashInLieuMessages.paymentTerms({
        amountCents: 123_456,
        mailTo: '2100 Barton Springs Rd, Austin, TX 78704',
      }),
    });
    pushed.length = 0;

    const acceptedAt = new Date();
    const res = await call('POST', answerUrl(id), tokens.homeowner, { accept: true });
    expect(res.statusCode).toBe(200);
    const answered = res.json<ClaimDecision>();
    const payBy = answered.cashInLieu?.payment?.payBy;
    // The pay-by day: 10 business days (weekends skipped) after the day of the answer in Austin.
    expect(payBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(payBy).toBe(cashInLieuPayBy(dayInZone('America/Chicago', acceptedAt)));
    const calendarDays = (Date.parse(payBy!) - Date.parse(dayInZone('America/Chicago', acceptedAt))) / 86_400_000;
    expect(calendarDays).toBeGreaterThanOrEqual(CASH_IN_LIEU_PAYMENT.businessDays + 2);
    expect(calendarDays).toBeLessThanOrEqual(CASH_IN_LIEU_PAYMENT.businessDays + 4);
    expect([0, 6]).not.toContain(new Date(`${payBy}T12:00:00Z`).getUTCDay());
    const promise = cashInLieuMessages.paymentPromise({
      amountCents: 123_456,
      mailTo: '2100 Barton Springs Rd, Austin, TX 78704',
      payBy: payBy!,
    });
    expect(answered).toMatchObject({
      status: 'approved',
      reason: 'Settled with a cash payment of $1,234.56 instead of the repair.',
      cashInLieu: {
        amount,
        answer: 'accepted',
        settled: true,
        payment: { method: 'check', mailTo: '2100 Barton Springs Rd, Austin, TX 78704', payBy, summary: promise },
      },
    });
    // The decision read later says the same.
    expect((await call('GET', decisionUrl(id), tokens.homeowner)).json<ClaimDecision>()).toEqual(answered);

    // The claim: closed as settled, its timeline saying so in plain words, the visit gone from it.
    const history = await call('GET', '/api/account/servicerequest?contractIds=c-homeowner-0001', tokens.homeowner);
    const claim = history.json().find((entry: { serviceRequestId: string }) => entry.serviceRequestId === id);
    expect(claim).toMatchObject({
      status: 'paidCIL',
      closedAt: expect.any(String),
      scheduledDate: null,
      scheduledWindow: null,
    });
    const steps = claim.timeline as { event: string; detail: string | null }[];
    expect(steps.map((step) => step.event)).not.toContain('cancelled');
    expect(steps.map((step) => step.event)).not.toContain('scheduled');
    expect(steps.find((step) => step.event === 'cashInLieuAccepted')?.detail).toBe(
      'Settled with a cash payment of $1,234.56 instead of the repair. The check will be mailed to ' +
        `2100 Barton Springs Rd, Austin, TX 78704 by ${payDayLabel(payBy!)}.`,
    );

    // The visit: freed. The ticket: cancelled with why, out of the technician's open list.
    expect(await db.select().from(tables.visits).where(eq(tables.visits.workOrderId, workOrderId))).toEqual([]);
    const [ticket] = await db
      .select()
      .from(tables.dispatchTickets)
      .where(eq(tables.dispatchTickets.workOrderId, workOrderId));
    expect(ticket).toMatchObject({
      status: 'cancelled',
      scheduledAt: null,
      cancellationNotes: cashInLieuMessages.workOrderSettled('Hannah Holt'),
    });
    expect(await openList('open')).not.toContain(workOrderId);
    expect(await openList('closed')).toContain(workOrderId);

    // The technician is told: a note on the ticket and a push notice.
    const seen = (
      await call('GET', `/api/contractor/dispatch/${workOrderId}`, tokens.contractor)
    ).json<DispatchTicket>();
    expect(seen.notes.map((note) => note.note)).toContain(cashInLieuMessages.workOrderSettled('Hannah Holt'));
    await t.app.idle();
    expect(
      pushed.some(
        (payload) =>
          payload.includes(technicianNotice('ticketCancelled', workOrderId).title) && payload.includes(workOrderId),
      ),
    ).toBe(true);

    // An edit queued offline against the ticket is refused with the closed-ticket rule, saved alone or in a batch.
    const stale = await call('POST', `/api/contractor/dispatch/${onDevice.dispatchId}`, tokens.contractor, {
      ...onDevice,
      shipping: 12,
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors[0]).toMatchObject({
      code: 'ticketClosed',
      message: ticketRuleMessages.closed('cancelled'),
    });
    const batch = await call('POST', '/api/sync/batch', tokens.contractor, {
      mutations: [
        {
          method: 'POST',
          path: `/api/contractor/dispatch/${onDevice.dispatchId}`,
          idempotencyKey: `settled-${id}`,
          body: { ...onDevice, shipping: 12 },
        },
      ],
    });
    const [result] = (batch.json() as SyncBatchResponse).results;
    expect(result).toMatchObject({ outcome: 'refused', status: 422 });
    expect(JSON.stringify(result!.body)).toContain('ticketClosed');

    // One payout in the chain's ledger, due on the pay-by day; a second answer adds none.
    const payouts = () =>
      db
        .select()
        .from(tables.ledgerLines)
        .where(like(tables.ledgerLines.causeKey, `cashInLieu:${id}%`));
    const [contract] = await db
      .select()
      .from(tables.contracts)
      .where(eq(tables.contracts.contractId, 'c-homeowner-0001'));
    expect(await payouts()).toEqual([
      expect.objectContaining({
        chainId: contract!.chainId ?? contract!.contractId,
        contractId: 'c-homeowner-0001',
        kind: 'payout',
        amountCents: 123_456,
        causeKey: `cashInLieu:${id}`,
        description: `Cash in lieu of repair for claim SR-DEC-${n}`,
      }),
    ]);
    expect((await payouts())[0]!.dueAt.toISOString().slice(0, 10)).toBe(payBy);
    for (const accept of [true, false]) {
      const again = await call('POST', answerUrl(id), tokens.homeowner, { accept });
      expect(again.statusCode).toBe(409);
      expect(codeOf(again)).toBe('cashInLieuAnswered');
    }
    expect(await payouts()).toHaveLength(1);
  });

  it('cannot be accepted once the claim was cancelled: nothing of the settlement is written', async () => {
    const id = await claimWithDiagnosis('pendingLhwApproval', [
      { closingItemId: bigPart.id, pricePerUnit: 1700, units: 1 },
    ]);
    expect((await call('POST', offerUrl(id), tokens.staff, { amount: 200, note: 'Toward it.' })).statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: '/api/order/cancelServiceRequest',
      headers: bearer(tokens.homeowner),
      payload: { serviceRequestId: id, reason: 'Fixed it myself' },
    });
    expect(cancelled.statusCode).toBe(200);
    const res = await call('POST', answerUrl(id), tokens.homeowner, { accept: true });
    expect(res.statusCode).toBe(404);
    expect(codeOf(res)).toBe('noDecision');
    const { db, t: tables } = t.database;
    const [offer] = await db
      .select()
      .from(tables.cashInLieuOffers)
      .where(eq(tables.cashInLieuOffers.serviceRequestId, id));
    expect(offer).toMatchObject({ answer: null, answeredAt: null });
    const request = await requestRow(id);
    expect(request!.status).toBe('cancelled');
    expect(await cashLedgerLines(id)).toEqual([]);
    expect((await timelineOf(id)).map((entry) => entry.event)).not.toContain('cashInLieuAccepted');
  });

  it('declined, leaves the claim, its visit and its ticket as they were, and pays nothing', async () => {
    const id = await claimWithDiagnosis('pendingLhwApproval', [
      { closingItemId: bigPart.id, pricePerUnit: 1600, units: 1 },
    ]);
    const workOrderId = `WO-DEC-${claimCounter}`;
    expect((await call('POST', offerUrl(id), tokens.staff, { amount: 100, note: 'Toward it.' })).statusCode).toBe(200);
    const declined = await call('POST', answerUrl(id), tokens.homeowner, { accept: false });
    expect(declined.statusCode).toBe(200);
    expect(declined.json<ClaimDecision>()).toMatchObject({
      status: 'pendingLhwApproval',
      reason: claimDecisionMessages.pending,
      cashInLieu: { answer: 'declined', settled: false },
    });
    expect(declined.json<ClaimDecision>().cashInLieu?.payment).toBeUndefined();
    const { db, t: tables } = t.database;
    const request = await requestRow(id);
    expect(request).toMatchObject({ status: 'pendingLhwApproval', closedAt: null });
    const [ticket] = await db
      .select()
      .from(tables.dispatchTickets)
      .where(eq(tables.dispatchTickets.workOrderId, workOrderId));
    expect(ticket!.status).toBe('pendingLhwApproval');
    expect(await cashLedgerLines(id)).toEqual([]);
  });
});
