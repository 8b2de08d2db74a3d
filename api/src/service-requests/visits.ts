/**
 * Visits booked in two-hour windows: the open windows of a contractor (their availability in the property's time
 * zone, less the visits booked), the windows offered when filing, and the booking itself. A booking is one row of
 * `visits`, whose unique index (contractor, start) refuses a window booked meanwhile: of two bookings of the same
 * window at once, on either dialect and from any process, one is written and the other answers 409 `slotTaken`.
 */
import {
  type Availability,
  type BusyTime,
  DEFAULT_AVAILABILITY,
  dayInZone,
  isoInZone,
  type NoWindowReason,
  openWindows,
  sameWindow,
  serviceRequestMessages,
  timeZoneOfState,
  type VisitWindow,
  visitSchedule,
  visitTextOf,
  workOrderShortDate,
} from '@hw/shared';
import { and, asc, eq, gt, gte, ne } from 'drizzle-orm';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { DetailedHttpError } from '../plugins/index.ts';
import type { SmsTexts } from '../sms/index.ts';
import { followWorkOrder } from '../timeline/index.ts';
import { type Assignee, rankedContractors } from './work-order.ts';

/** A contractor's availability as kept, or the default hours. */
export async function availabilityOf(
  db: Queryable,
  t: Tables,
  userId: string,
): Promise<Availability & { isSet: boolean }> {
  const [row] = await db
    .select()
    .from(t.contractorAvailability)
    .where(eq(t.contractorAvailability.userId, userId))
    .limit(1);
  return row
    ? { weeklyHours: row.weeklyHours, blockedDays: row.blockedDays, isSet: true }
    : { ...DEFAULT_AVAILABILITY, isSet: false };
}

/** The contractor's visits ending after `from`, oldest first; `except` leaves out one work order's own visit. */
export async function visitsOf(db: Queryable, t: Tables, userId: string, from: Date, except?: string) {
  return db
    .select()
    .from(t.visits)
    .where(
      and(
        eq(t.visits.contractorUserId, userId),
        gt(t.visits.endsAt, from),
        ...(except ? [ne(t.visits.workOrderId, except)] : []),
      ),
    )
    .orderBy(asc(t.visits.startsAt));
}

/** The open windows of one contractor at a property in `timeZone`, for the next 14 days. */
export async function windowsOf(
  db: Queryable,
  t: Tables,
  userId: string,
  timeZone: string,
  now: Date,
  except?: string,
): Promise<VisitWindow[]> {
  const availability = await availabilityOf(db, t, userId);
  const booked: BusyTime[] = (await visitsOf(db, t, userId, now, except)).map((visit) => ({
    start: visit.startsAt,
    end: visit.endsAt,
  }));
  return openWindows({ availability, booked, timeZone, now });
}

export interface PropertyPlace {
  zipCode: string;
  stateCode: string;
}

/** How many windows are offered from other local contractors of the trade when the chosen one has none. */
const FALLBACK_WINDOWS = 12;

/**
 * The windows offered when filing, only ever of contractors who serve the property's zip: those of the one the
 * dispatch rule would choose; when that one has none, the earliest windows of the trade's other local
 * contractors. Each window names the contractor it books. No window says why: no local contractor, or all fully
 * booked; the homeowner is told we will call to schedule.
 */
export async function filingWindows(
  db: Queryable,
  t: Tables,
  tradeId: number | null,
  place: PropertyPlace,
  now: Date,
): Promise<{ windows: (VisitWindow & { contractor: Assignee })[]; reason: NoWindowReason | null }> {
  const timeZone = timeZoneOfState(place.stateCode);
  const [chosen, ...others] = tradeId === null ? [] : await rankedContractors(db, t, tradeId, place.zipCode);
  if (!chosen) return { windows: [], reason: 'noLocalContractor' };
  const own = await windowsOf(db, t, chosen.userId, timeZone, now);
  if (own.length > 0) return { windows: own.map((window) => ({ ...window, contractor: chosen })), reason: null };
  const offered: (VisitWindow & { contractor: Assignee })[] = [];
  for (const contractor of others) {
    for (const window of await windowsOf(db, t, contractor.userId, timeZone, now)) {
      if (!offered.some((taken) => sameWindow(taken, window))) offered.push({ ...window, contractor });
    }
  }
  const windows = offered.sort((a, b) => Date.parse(a.start) - Date.parse(b.start)).slice(0, FALLBACK_WINDOWS);
  return { windows, reason: windows.length > 0 ? null : 'fullyBooked' };
}

export const withoutContractor = (windows: readonly (VisitWindow & { contractor?: Assignee })[]): VisitWindow[] =>
  windows.map(({ start, end }) => ({ start, end }));

/** 409 slotTaken with the fresh windows. */
export function slotTaken(windows: readonly VisitWindow[], message: string = serviceRequestMessages.slotTaken) {
  return new DetailedHttpError(409, 'slotTaken', message, 'appointment', { windows: withoutContractor(windows) });
}

/**
 * Writes the visit of a work order in a window. The insert itself is the check: a window another booking holds
 * (committed, or committing at the same time) writes nothing and answers false.
 */
export async function insertVisit(
  tx: Tx,
  t: Tables,
  visit: { workOrderId: string; contractorUserId: string; window: VisitWindow; timeZone: string; now: Date },
): Promise<boolean> {
  const written = await tx
    .insert(t.visits)
    .values({
      workOrderId: visit.workOrderId,
      contractorUserId: visit.contractorUserId,
      startsAt: new Date(visit.window.start),
      endsAt: new Date(visit.window.end),
      timeZone: visit.timeZone,
      createdAt: visit.now,
    })
    .onConflictDoNothing()
    .returning({ workOrderId: t.visits.workOrderId });
  return written.length > 0;
}

/** The detail the timeline shows for a visit, as the status page writes it: "12/1/2026, 8AM to 10AM". */
export function visitDetail(window: VisitWindow): string {
  const schedule = visitSchedule(window);
  return `${workOrderShortDate(schedule.day)}, ${schedule.startWindow} to ${schedule.endWindow}`;
}

/** What a scheduling did to the visit the homeowner knows of, and the ticket's version it made. */
export interface VisitChange {
  text: 'visitBooked' | 'visitMoved' | undefined;
  version: number;
}

/**
 * Sets the work order Scheduled in a window (as the status page schedules) and the homeowner's timeline with it;
 * answers whether that booked the visit, moved it, or left it where it was.
 */
export async function scheduleTicket(
  tx: Tx,
  t: Tables,
  workOrderId: string,
  window: VisitWindow,
  at: Date,
): Promise<VisitChange> {
  const [ticket] = await tx.select().from(t.dispatchTickets).where(eq(t.dispatchTickets.workOrderId, workOrderId));
  if (!ticket) throw new Error(`No ticket for work order ${workOrderId}.`);
  const schedule = visitSchedule(window);
  await tx
    .update(t.dispatchTickets)
    .set({
      scheduledAt: schedule.scheduledAt,
      scheduledStartWindow: schedule.startWindow,
      scheduledEndWindow: schedule.endWindow,
      workStatus: 'Scheduled',
      version: ticket.version + 1,
      updatedAt: at,
    })
    .where(eq(t.dispatchTickets.dispatchId, ticket.dispatchId));
  await followWorkOrder(
    tx,
    t,
    workOrderId,
    { status: ticket.status, workStatus: 'Scheduled', detail: visitDetail(window) },
    at,
  );
  const text = visitTextOf(ticket, {
    workStatus: 'Scheduled',
    scheduledAt: schedule.scheduledAt,
    scheduledStartWindow: schedule.startWindow,
  });
  return { text, version: ticket.version + 1 };
}

/**
 * Texts the homeowner of a visit booked or moved, in the transaction that did it: once per ticket version, so
 * the same change reported again texts nobody.
 */
export async function textVisitChange(
  sms: SmsTexts | undefined,
  tx: Tx,
  workOrderId: string,
  change: VisitChange,
): Promise<void> {
  if (!sms || !change.text) return;
  await sms.toHomeownerOf(tx, workOrderId, { kind: change.text, cause: `visit:${workOrderId}:v${change.version}` });
}

/**
 * Moves the visit of an open work order to a window of its contractor (or books it when there was none): the
 * window must be open (else 409 slotTaken with the fresh ones); the old window is freed in the same transaction.
 * Answers what it did to the visit (textVisitChange tells the homeowner).
 */
export async function moveVisit(
  tx: Tx,
  t: Tables,
  workOrderId: string,
  window: VisitWindow,
  now: Date,
): Promise<VisitChange> {
  const [ticket] = await tx.select().from(t.dispatchTickets).where(eq(t.dispatchTickets.workOrderId, workOrderId));
  if (!ticket) throw new Error(`No ticket for work order ${workOrderId}.`);
  const timeZone = timeZoneOfState(ticket.stateCode);
  const open = await windowsOf(tx, t, ticket.contractorUserId, timeZone, now, workOrderId);
  if (!open.some((candidate) => sameWindow(candidate, window))) {
    throw slotTaken(open, serviceRequestMessages.slotNotOffered);
  }
  await tx.delete(t.visits).where(eq(t.visits.workOrderId, workOrderId));
  const booked = await insertVisit(tx, t, {
    workOrderId,
    contractorUserId: ticket.contractorUserId,
    window,
    timeZone,
    now,
  });
  if (!booked) throw slotTaken(await windowsOf(tx, t, ticket.contractorUserId, timeZone, now, workOrderId));
  return scheduleTicket(tx, t, workOrderId, window, now);
}

/** Frees the visit of a work order: the ticket goes back to unscheduled and the timeline loses its visit. */
export async function cancelVisit(tx: Tx, t: Tables, workOrderId: string, at: Date): Promise<boolean> {
  const removed = await tx
    .delete(t.visits)
    .where(eq(t.visits.workOrderId, workOrderId))
    .returning({ workOrderId: t.visits.workOrderId });
  if (removed.length === 0) return false;
  await unscheduleTicket(tx, t, workOrderId, at);
  return true;
}

/**
 * The ticket of a work order unscheduled (no day, no window, work status Not Set) and the request's timeline
 * without its visit; the booked window, if any, is the caller's to free.
 */
export async function unscheduleTicket(tx: Tx, t: Tables, workOrderId: string, at: Date): Promise<void> {
  const [ticket] = await tx.select().from(t.dispatchTickets).where(eq(t.dispatchTickets.workOrderId, workOrderId));
  if (ticket) {
    await tx
      .update(t.dispatchTickets)
      .set({
        scheduledAt: null,
        scheduledStartWindow: null,
        scheduledEndWindow: null,
        workStatus: 'Not Set',
        version: ticket.version + 1,
        updatedAt: at,
      })
      .where(eq(t.dispatchTickets.dispatchId, ticket.dispatchId));
    const [request] = await tx
      .select({ id: t.serviceRequests.serviceRequestId })
      .from(t.serviceRequests)
      .where(eq(t.serviceRequests.workOrderId, workOrderId));
    if (request) {
      await tx
        .delete(t.serviceRequestEvents)
        .where(
          and(eq(t.serviceRequestEvents.serviceRequestId, request.id), eq(t.serviceRequestEvents.event, 'scheduled')),
        );
    }
  }
}

/** The contractor's visits from today on (in each property's time zone), for the workspace. */
export async function upcomingVisits(db: Queryable, t: Tables, userId: string, now: Date) {
  const rows = await db
    .select({ visit: t.visits, ticket: t.dispatchTickets })
    .from(t.visits)
    .innerJoin(t.dispatchTickets, eq(t.dispatchTickets.workOrderId, t.visits.workOrderId))
    .where(and(eq(t.visits.contractorUserId, userId), gte(t.visits.endsAt, new Date(now.getTime() - 86_400_000))))
    .orderBy(asc(t.visits.startsAt));
  return rows
    .filter(({ visit }) => dayInZone(visit.timeZone, visit.endsAt) >= dayInZone(visit.timeZone, now))
    .map(({ visit, ticket }) => ({
      workOrderId: visit.workOrderId,
      dispatchId: ticket.dispatchId,
      customerName: ticket.customerName,
      city: ticket.city,
      start: isoInZone(visit.timeZone, visit.startsAt),
      end: isoInZone(visit.timeZone, visit.endsAt),
    }));
}

/** The booked window of a work order, in its property's time zone; null without a visit. */
export async function visitOf(db: Queryable, t: Tables, workOrderId: string): Promise<VisitWindow | null> {
  const [visit] = await db.select().from(t.visits).where(eq(t.visits.workOrderId, workOrderId)).limit(1);
  return visit
    ? { start: isoInZone(visit.timeZone, visit.startsAt), end: isoInZone(visit.timeZone, visit.endsAt) }
    : null;
}
