/**
 * Booking the visit when filing, on both dialects: the open windows (working hours in the property's time zone,
 * blocked days, booked visits), a request filed in a window (Scheduled, on the timeline and in the contractor's
 * list), 409 slotTaken with the fresh windows, two filings of one window at once (one visit), moving and
 * cancelling the visit from the account and the status page, the contractor's availability, and who may call.
 */

import { dayInZone, describeWindow, type VisitWindow } from '@hw/shared';
import { demoCoolingClaim } from '@hw/shared/testing/demo-claim';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, CLAIM_PARTIES, signedInTestApp, statusLinkToken } from './helper.ts';

const suite = signedInTestApp(CLAIM_PARTIES);
const { tokens } = suite;

const CONTRACT = 'c-homeowner-0001';
const CHICAGO = 'America/Chicago';
const SLOTS = `/api/account/serviceRequest/slots/${CONTRACT}/si-cooling`;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: object) {
  return suite.t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? bearer(token) : {} });
}

const file = (appointment?: VisitWindow) =>
  call('POST', '/api/account/serviceRequest', tokens.homeowner, {
    ...demoCoolingClaim({
      since: dayInZone(CHICAGO, new Date(Date.now() - 86_400_000)),
      symptoms: ['warm', 'noise'],
    }),
    ...(appointment ? { appointment } : {}),
  });

async function slotsAnswer(): Promise<{ windows: VisitWindow[]; reason: string | null }> {
  const res = await call('GET', SLOTS, tokens.homeowner);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const slots = async () => (await slotsAnswer()).windows;

const setAvailability = (token: string, body: object) => call('PUT', '/api/contractor/availability', token, body);

const linkToken = (workOrderId: string) => statusLinkToken(suite.t, workOrderId);

const weekdayOf = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`).getUTCDay();

describe('the open windows', () => {
  it('answers two-hour windows in the contractor’s default hours, Mon-Fri 8-5, with the Chicago offset', async () => {
    const windows = await slots();
    expect(windows.length).toBeGreaterThan(20);
    for (const window of windows) {
      expect(window.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00-0[56]:00$/);
      expect(Date.parse(window.end) - Date.parse(window.start)).toBe(2 * 3600_000);
      expect([1, 2, 3, 4, 5]).toContain(weekdayOf(window.start));
      expect(['08', '10', '12', '14']).toContain(window.start.slice(11, 13));
      expect(Date.parse(window.start)).toBeGreaterThan(Date.now());
      expect(Date.parse(window.start)).toBeLessThan(Date.now() + 15 * 86_400_000);
    }
    const { db, t: tables } = suite.t.database;
    const [profile] = await db
      .select()
      .from(tables.contractorProfiles)
      .where(eq(tables.contractorProfiles.userId, 'u-contractor-0001'));
    expect(profile?.tradeIds).toContain(1);
  });

  it('follows the contractor’s hours and blocked days, and leaves out booked visits', async () => {
    const before = await slots();
    const blocked = before[0]?.start.slice(0, 10) ?? '';
    const set = await setAvailability(tokens.contractor, {
      weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '15:30' })),
      blockedDays: [blocked],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ isSet: true, blockedDays: [blocked] });
    const windows = await slots();
    expect(new Set(windows.map((w) => w.start.slice(11, 16)))).toEqual(new Set(['09:00', '11:00', '13:00']));
    expect(windows.some((w) => w.start.startsWith(blocked))).toBe(false);
    expect(new Set(windows.map((w) => weekdayOf(w.start))).size).toBeGreaterThan(5);
    const filed = await file(windows[1]);
    expect(filed.statusCode).toBe(200);
    const after = await slots();
    expect(after.some((w) => w.start === windows[1]?.start)).toBe(false);
    expect(after.length).toBe(windows.length - 1);
    const back = await setAvailability(tokens.contractor, {
      weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '17:00' })),
      blockedDays: [],
    });
    expect(back.statusCode).toBe(200);
  });

  it('refuses a bad availability, naming each field', async () => {
    const res = await setAvailability(tokens.contractor, {
      weeklyHours: [
        { weekday: 1, start: '8am', end: '17:00' },
        { weekday: 2, start: '10:00', end: '11:00' },
        { weekday: 2, start: '10:00', end: '14:00' },
      ],
      blockedDays: ['tomorrow'],
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['blockedDays.0', 'weeklyHours.0.start', 'weeklyHours.1.end', 'weeklyHours.2.weekday']);
  });

  it('only the contract’s owner may ask', async () => {
    expect((await call('GET', SLOTS, undefined)).statusCode).toBe(401);
    expect((await call('GET', SLOTS, tokens.staff)).statusCode).toBe(403);
    expect((await call('GET', SLOTS, tokens.agent)).statusCode).toBe(404);
    expect((await call('GET', SLOTS, tokens.contractor)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/account/serviceRequest/slots/${CONTRACT}/si-nothing`, tokens.homeowner)).statusCode,
    ).toBe(404);
  });
});

describe('filing with a window', () => {
  it('files the work order Scheduled in the window: on the timeline and in the contractor’s visits and list', async () => {
    const [window] = (await slots()).slice(-1);
    if (!window) throw new Error('no window');
    const res = await file(window);
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary.status).toBe('sentToContractor');
    expect(summary.scheduledDate).toBe(window.start.slice(0, 10));
    expect(summary.scheduledWindow).toMatch(/^\d{1,2}(AM|PM) to \d{1,2}(AM|PM)$/);
    expect(summary.timeline.map((e: { event: string }) => e.event)).toEqual([
      'submitted',
      'sentToContractor',
      'scheduled',
    ]);
    const visits = await call('GET', '/api/contractor/availability', tokens.contractor);
    expect(visits.json().visits).toContainEqual(
      expect.objectContaining({ workOrderId: summary.workOrderId, start: window.start, end: window.end }),
    );
    const ticket = await call('GET', `/api/contractor/dispatch/workorder/${summary.workOrderId}`, tokens.contractor);
    if (ticket.statusCode === 200) expect(ticket.json().workStatus).toBe('Scheduled');
    // The mail confirms the booked window; its link is for changing it, not for choosing a day.
    const { db, t: tables } = suite.t.database;
    const [mail] = await db
      .select()
      .from(tables.emailOutbox)
      .where(like(tables.emailOutbox.text, `%${summary.workOrderId}?t=%`));
    expect(mail?.subject).toBe(`Your repair visit is booked (work order ${summary.workOrderId})`);
    const { day, time } = describeWindow(window);
    expect(mail?.text).toContain(`Your visit is booked for ${day}, ${time} (the home's local time).`);
    expect(mail?.text).toContain('To change the time, or to cancel the work order, use this page:');
    expect(mail?.text).not.toContain('Choose a day');
  });

  it('files without a window as before: not scheduled', async () => {
    const res = await file();
    expect(res.statusCode).toBe(200);
    expect(res.json().scheduledDate).toBeNull();
    expect(res.json().timeline.map((e: { event: string }) => e.event)).toEqual(['submitted', 'sentToContractor']);
  });

  it('answers 409 slotTaken with the fresh windows for a window booked already, and writes nothing', async () => {
    const [window] = await slots();
    if (!window) throw new Error('no window');
    expect((await file(window)).statusCode).toBe(200);
    const { db, t: tables } = suite.t.database;
    const before = (await db.select().from(tables.serviceRequests)).length;
    const again = await file(window);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'slotTaken', field: 'appointment' });
    expect(again.json().windows.length).toBeGreaterThan(0);
    expect(again.json().windows.some((w: VisitWindow) => w.start === window.start)).toBe(false);
    expect((await db.select().from(tables.serviceRequests)).length).toBe(before);
  });

  it('refuses a window that was never offered', async () => {
    // 3 to 5 in the night, a week from now: within the six months a visit may be booked, in no working hours.
    const day = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const res = await file({ start: `${day}T03:00:00-06:00`, end: `${day}T05:00:00-06:00` });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('slotTaken');
  });

  it('of two filings of the same window at once, one books it and the other answers 409', async () => {
    const [window] = await slots();
    if (!window) throw new Error('no window');
    const answers = await Promise.all([file(window), file(window)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().errors[0].code).toBe('slotTaken');
    const { db, t: tables } = suite.t.database;
    const booked = await db
      .select()
      .from(tables.visits)
      .where(eq(tables.visits.startsAt, new Date(window.start)));
    expect(booked).toHaveLength(1);
  });
});

describe('moving and cancelling the visit', () => {
  it('lets the homeowner move the visit to another window and cancel it; the old window opens again', async () => {
    const [first, second] = await slots();
    if (!first || !second) throw new Error('no windows');
    const filed = (await file(first)).json();
    const url = `/api/account/serviceRequest/visit/${filed.serviceRequestId}`;
    const visit = await call('GET', url, tokens.homeowner);
    expect(visit.statusCode).toBe(200);
    expect(visit.json().visit).toEqual(first);
    expect(visit.json().windows).toContainEqual(first);
    const moved = await call('PUT', url, tokens.homeowner, { appointment: second });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().scheduledDate).toBe(second.start.slice(0, 10));
    const open = await slots();
    expect(open).toContainEqual(first);
    expect(open).not.toContainEqual(second);
    const cancelled = await call('DELETE', url, tokens.homeowner);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().scheduledDate).toBeNull();
    expect(cancelled.json().timeline.map((e: { event: string }) => e.event)).not.toContain('scheduled');
    expect(await slots()).toContainEqual(second);
    expect((await call('DELETE', url, tokens.homeowner)).statusCode).toBe(404);
  });

  it('refuses a move to a window taken meanwhile with 409 and the fresh windows', async () => {
    const [first, second] = await slots();
    if (!first || !second) throw new Error('no windows');
    const mine = (await file(first)).json();
    expect((await file(second)).statusCode).toBe(200);
    const res = await call('PUT', `/api/account/serviceRequest/visit/${mine.serviceRequestId}`, tokens.homeowner, {
      appointment: second,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('slotTaken');
    expect(res.json().windows).not.toContainEqual(second);
  });

  it('frees the window when the request is cancelled', async () => {
    const [window] = await slots();
    if (!window) throw new Error('no window');
    const filed = (await file(window)).json();
    const cancel = await suite.t.app.inject({
      method: 'PATCH',
      url: '/api/order/cancelServiceRequest',
      headers: bearer(tokens.homeowner),
      payload: { serviceRequestId: filed.serviceRequestId, reason: 'Fixed it myself' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await slots()).toContainEqual(window);
  });

  it('offers the windows on the status page and books one there', async () => {
    const filed = (await file()).json();
    const token = await linkToken(filed.workOrderId);
    const page = await suite.t.app.inject({
      method: 'GET',
      url: `/api/workorder/${filed.workOrderId}/visit?t=${token}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().visit).toBeNull();
    const [window] = page.json().windows as VisitWindow[];
    if (!window) throw new Error('no window');
    const wrong = await suite.t.app.inject({
      method: 'GET',
      url: `/api/workorder/${filed.workOrderId}/visit?t=x${token}`,
    });
    expect(wrong.statusCode).toBe(404);
    const booked = await suite.t.app.inject({
      method: 'POST',
      url: '/api/workorder/visit',
      payload: { Id: filed.workOrderId, Token: token, appointment: window },
    });
    expect(booked.statusCode).toBe(200);
    const history = await call('GET', `/api/account/serviceRequest/visit/${filed.serviceRequestId}`, tokens.homeowner);
    expect(history.json().visit).toEqual(window);
  });

  it('lets only the owner or staff see or move a visit', async () => {
    const filed = (await file()).json();
    const url = `/api/account/serviceRequest/visit/${filed.serviceRequestId}`;
    expect((await call('GET', url, undefined)).statusCode).toBe(401);
    expect((await call('GET', url, tokens.agent)).statusCode).toBe(404);
    expect((await call('GET', url, tokens.contractor)).statusCode).toBe(404);
    expect((await call('GET', url, tokens.staff)).statusCode).toBe(200);
    expect((await call('GET', '/api/contractor/availability', tokens.homeowner)).statusCode).toBe(403);
  });
});

describe('when the chosen contractor has no windows', () => {
  it('offers the earliest windows of another contractor of the trade, and the filing goes to them', async () => {
    const { t: tables } = suite.t.database;
    await suite.t.database.transaction((tx) =>
      tx
        .update(tables.contractorProfiles)
        .set({ tradeIds: [3, 4, 8] })
        .where(eq(tables.contractorProfiles.userId, 'u-contractor-0002')),
    );
    // Contractor 2 has fewer open tickets, so the rule chooses them: they take no visits.
    expect((await setAvailability(tokens.contractor2, { weeklyHours: [], blockedDays: [] })).statusCode).toBe(200);
    const windows = await slots();
    expect(windows.length).toBeGreaterThan(0);
    const [window] = windows;
    const filed = await file(window);
    expect(filed.statusCode).toBe(200);
    expect(filed.json().contractorName).toBe('Castillo Appliance & Air LLC');
  });
});

describe('whose windows are offered', () => {
  it('seeds a contractor for every trade at every demo property', async () => {
    const { db, t: tables } = suite.t.database;
    const profiles = await db.select().from(tables.contractorProfiles);
    const trades = await db.select().from(tables.trades);
    const zips = new Set((await db.select().from(tables.contracts)).map((contract) => contract.address.zipCode));
    for (const zip of ['85018', '83702', '89101', '97205', '78704', '84101']) zips.add(zip);
    for (const zip of zips) {
      for (const trade of trades) {
        const serving = profiles.filter((p) => p.tradeIds.includes(trade.tradeId) && p.serviceZipCodes.includes(zip));
        expect(serving.length, `${trade.name} at ${zip}`).toBeGreaterThan(0);
      }
    }
  });

  const setZips = (userId: string, zips: string[]) =>
    suite.t.database.transaction((tx) =>
      tx
        .update(suite.t.database.t.contractorProfiles)
        .set({ serviceZipCodes: zips })
        .where(eq(suite.t.database.t.contractorProfiles.userId, userId)),
    );
  const setTrades = (userId: string, tradeIds: number[]) =>
    suite.t.database.transaction((tx) =>
      tx
        .update(suite.t.database.t.contractorProfiles)
        .set({ tradeIds })
        .where(eq(suite.t.database.t.contractorProfiles.userId, userId)),
    );
  const AUSTIN = (zip: string) => zip.startsWith('787');
  const WEEKDAYS = {
    weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '17:00' })),
    blockedDays: [],
  };

  it('offers only the windows of contractors who serve the zip, never those of the trade elsewhere', async () => {
    const { db, t: tables } = suite.t.database;
    const [castillo] = await db
      .select()
      .from(tables.contractorProfiles)
      .where(eq(tables.contractorProfiles.userId, 'u-contractor-0001'));
    const [dalton] = await db
      .select()
      .from(tables.contractorProfiles)
      .where(eq(tables.contractorProfiles.userId, 'u-contractor-0002'));
    if (!castillo || !dalton) throw new Error('The demo contractors are missing.');
    // Castillo, who repairs cooling in Utah too, stops working in Austin; Dalton, who works there, takes cooling.
    await setZips(
      castillo.userId,
      castillo.serviceZipCodes.filter((zip) => !AUSTIN(zip)),
    );
    await setTrades(dalton.userId, [3, 4, 8]);
    expect((await setAvailability(tokens.contractor2, WEEKDAYS)).statusCode).toBe(200);
    try {
      const answer = await slotsAnswer();
      expect(answer.reason).toBeNull();
      expect(answer.windows.length).toBeGreaterThan(0);
      const filed = await file(answer.windows[0]);
      expect(filed.statusCode, filed.body).toBe(200);
      expect(filed.json().contractorName).toBe('Dalton Electric & Door');
      const [ticket] = await db
        .select()
        .from(tables.dispatchTickets)
        .where(eq(tables.dispatchTickets.workOrderId, filed.json().workOrderId));
      expect(ticket?.contractorUserId).toBe(dalton.userId);
    } finally {
      await setZips(castillo.userId, castillo.serviceZipCodes);
      await setTrades(dalton.userId, [3, 8]);
    }
  });

  it('says no contractor works at the address, and files the request without a time for us to call', async () => {
    const { db, t: tables } = suite.t.database;
    const profiles = await db.select().from(tables.contractorProfiles);
    const [offered] = await slots();
    if (!offered) throw new Error('No window is open in Austin.');
    // Nobody works in Austin any more: cooling there is repaired only by contractors in other states.
    for (const p of profiles)
      await setZips(
        p.userId,
        p.serviceZipCodes.filter((zip) => !AUSTIN(zip)),
      );
    try {
      expect(await slotsAnswer()).toEqual({ windows: [], reason: 'noLocalContractor' });
      const ticketsBefore = await db.select().from(tables.dispatchTickets);
      const refused = await file(offered);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].field).toBe('appointment');
      const filed = await file();
      expect(filed.statusCode, filed.body).toBe(200);
      expect(filed.json()).toMatchObject({ status: 'open', workOrderId: null, contractorName: null });
      // No work order went to a contractor elsewhere.
      expect(await db.select().from(tables.dispatchTickets)).toHaveLength(ticketsBefore.length);
    } finally {
      for (const p of profiles) await setZips(p.userId, p.serviceZipCodes);
    }
  });

  it('says the local contractors are fully booked when none has an open window', async () => {
    // Both contractors who repair cooling in Austin take no visits.
    await setTrades('u-contractor-0002', [3, 4, 8]);
    for (const token of [tokens.contractor, tokens.contractor2]) {
      expect((await setAvailability(token, { weeklyHours: [], blockedDays: [] })).statusCode).toBe(200);
    }
    try {
      expect(await slotsAnswer()).toEqual({ windows: [], reason: 'fullyBooked' });
      const filed = await file();
      expect(filed.statusCode, filed.body).toBe(200);
      expect(filed.json().workOrderId).not.toBeNull();
    } finally {
      for (const token of [tokens.contractor, tokens.contractor2]) await setAvailability(token, WEEKDAYS);
      await setTrades('u-contractor-0002', [3, 8]);
    }
  });
});
