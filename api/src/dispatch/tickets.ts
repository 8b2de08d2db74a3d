/**
 * Changing a dispatch ticket: values and parts (POST /contractor/dispatch/{dispatchId}) and notes.
 * Every function runs inside the caller's transaction (the idempotency runner's), so a refusal
 * thrown anywhere leaves the database as it was.
 */
import {
  applyTicketUpdate,
  type CreatedNote,
  claimDecisionNews,
  type DispatchAmounts,
  type DispatchTicket,
  type DispatchUpdateBody,
  EDITABLE_TICKET_FIELD_NAMES,
  EDITABLE_TICKET_FIELDS,
  type EditableTicketField,
  homeownerNoticeOfTicketChange,
  partPriceProblem,
  preAuthorizationRefusal,
  type TicketRefusal,
  type TicketUpdateValues,
  ticketReadOnlyReason,
  toCents,
  toDollars,
  visitTextOf,
} from '@hw/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tables, Tx } from '../db/index.ts';
import type { CurrentUser } from '../plugins/index.ts';
import {
  badRequest,
  DetailedHttpError,
  type FieldProblem,
  forbidden,
  type HttpError,
  httpError,
  notFound,
  refuseProblems,
} from '../plugins/index.ts';
import type { PushNotifier } from '../push/index.ts';
import type { SmsTexts } from '../sms/index.ts';
import { followWorkOrder } from '../timeline/index.ts';
import {
  agreementOf,
  amountsOf,
  findClosingItems,
  findTicketRow,
  loadTicket,
  type PartRow,
  type TicketRow,
  toWireNote,
} from './queries.ts';

export const ticketMessages = {
  notFound: 'No dispatch ticket with this id.',
  agreementFirst: 'Please accept the service agreement before working tickets.',
  versionConflict: 'This ticket was changed since you opened it.',
  noteRequired: 'Please enter a note.',
  unknownPart: 'This part is not on this ticket any more.',
  duplicatePart: 'This part is listed twice.',
  unknownClosingItem: 'This item is not in the parts catalogue.',
} as const;

/** A refusal of the shared ticket rules (shared/src/dispatch-ticket.ts) as the API answers it: 422. */
function refused(refusal: TicketRefusal): HttpError {
  if (refusal.details) {
    return new DetailedHttpError(422, refusal.code, refusal.message, refusal.field, refusal.details);
  }
  return httpError(422, refusal.code, refusal.message, refusal.field);
}

/** The caller's own ticket, open for changes: 404, 403 (not theirs, agreement not accepted) or 422 (closed). */
export async function ticketForChange(tx: Tx, t: Tables, user: CurrentUser, dispatchId: string): Promise<TicketRow> {
  const row = await findTicketRow(tx, t, { dispatchId });
  if (!row) throw notFound(ticketMessages.notFound);
  // Another contractor's ticket answers like an unknown one, so ids cannot be probed.
  if (row.contractorUserId !== user.userId) throw notFound(ticketMessages.notFound);
  if (!(await agreementOf(tx, t, user.userId))) throw forbidden(ticketMessages.agreementFirst, 'agreementRequired');
  const readOnly = ticketReadOnlyReason(row.status);
  if (readOnly) throw refused({ ok: false, code: 'ticketClosed', message: readOnly });
  return row;
}

function versionConflict(currentVersion: number) {
  return new DetailedHttpError(409, 'versionConflict', ticketMessages.versionConflict, 'version', { currentVersion });
}

/** Adds one to the version, whatever it is (notes and files do not carry one); answers the new version. */
export async function bumpVersion(tx: Tx, t: Tables, dispatchId: string): Promise<number> {
  const [row] = await tx
    .update(t.dispatchTickets)
    .set({ version: sql`${t.dispatchTickets.version} + 1`, updatedAt: new Date() })
    .where(eq(t.dispatchTickets.dispatchId, dispatchId))
    .returning({ version: t.dispatchTickets.version });
  if (!row) throw new Error(`no ticket ${dispatchId} to version`);
  return row.version;
}

type PartInput = NonNullable<DispatchUpdateBody['dispatchParts']>[number];

/**
 * Checks the part list of an update against the ticket's parts and the catalogue, and that each new part has a
 * price (shared/src/dispatch-parts.ts). Answers each part's stored
 * id (its dispatchPartId, or the id of the stored part with its clientPartId; none for a new part) and the
 * stored parts the list leaves out.
 */
async function resolveParts(tx: Tx, t: Tables, dispatchId: string, parts: PartInput[]) {
  const existing = await tx.select().from(t.dispatchParts).where(eq(t.dispatchParts.dispatchId, dispatchId));
  const existingIds = new Set(existing.map((p) => p.id));
  const byClientId = new Map(existing.flatMap((p) => (p.clientPartId ? [[p.clientPartId, p.id] as const] : [])));
  const seen = new Set<string>();
  const seenClientIds = new Set<string>();
  const problems: FieldProblem[] = [];
  const wanted = [...new Set(parts.map((p) => p.partDetails.closingItem.closingItemId))];
  const items = new Map((await findClosingItems(tx, t, wanted)).map((item) => [item.id, item]));
  const ids = parts.map((part, index) => {
    const id = part.dispatchPartId || (part.clientPartId ? byClientId.get(part.clientPartId) : undefined);
    const field = part.dispatchPartId ? `dispatchParts.${index}.dispatchPartId` : `dispatchParts.${index}.clientPartId`;
    if (id && !existingIds.has(id)) problems.push({ field, message: ticketMessages.unknownPart });
    else if (id && seen.has(id)) problems.push({ field, message: ticketMessages.duplicatePart });
    else if (!id && part.clientPartId && seenClientIds.has(part.clientPartId)) {
      problems.push({ field, message: ticketMessages.duplicatePart });
    }
    if (id) seen.add(id);
    if (part.clientPartId) seenClientIds.add(part.clientPartId);
    const item = items.get(part.partDetails.closingItem.closingItemId);
    if (!item) {
      problems.push({
        field: `dispatchParts.${index}.partDetails.closingItem.closingItemId`,
        message: ticketMessages.unknownClosingItem,
      });
    }
    // A part added now must carry its price (labour its hourly cost) unless it is no charge; parts already on the
    // ticket stay as they are.
    const unpriced = !id && item ? partPriceProblem(part.partDetails, item.kind) : null;
    if (unpriced)
      problems.push({ field: `dispatchParts.${index}.partDetails.${unpriced.field}`, message: unpriced.message });
    return id;
  });
  refuseProblems(problems);
  const removed = existing.filter((p) => !seen.has(p.id)).map((p) => p.id);
  return { ids, removed };
}

/** A part as stored: cents for money, the numbers as sent for units and hours. */
function partColumns(part: PartInput, position: number) {
  const d = part.partDetails;
  return {
    closingItemId: d.closingItem.closingItemId,
    isProvidedByContractor: d.isProvidedByContractor,
    pricePerUnitCents: toCents(d.pricePerUnit),
    taxPerUnitCents: toCents(d.taxPerUnit),
    units: d.units,
    costPerHourCents: toCents(d.costPerHour),
    hoursWorked: d.hoursWorked,
    isNoCharge: d.isNoCharge,
    position,
  };
}

/** A stored part (cents) as the shared money rules take it (dollars). */
function partAmounts(
  c: Omit<PartRow, 'id' | 'dispatchId' | 'closingItemId' | 'position' | 'createdAt' | 'clientPartId' | 'isNoCharge'>,
) {
  return {
    partDetails: {
      isProvidedByContractor: c.isProvidedByContractor,
      pricePerUnit: toDollars(c.pricePerUnitCents),
      taxPerUnit: toDollars(c.taxPerUnitCents),
      units: c.units,
      costPerHour: toDollars(c.costPerHourCents),
      hoursWorked: c.hoursWorked,
    },
  };
}

/** The ticket's values as the shared update rule reads them (dollars). */
function updateValuesOf(row: TicketRow): TicketUpdateValues {
  const values: Record<string, unknown> = { status: row.status };
  for (const name of EDITABLE_TICKET_FIELD_NAMES) {
    const { kind, column } = EDITABLE_TICKET_FIELDS[name];
    values[name] = kind === 'amount' ? toDollars(row[column] as number) : row[column];
  }
  return values as unknown as TicketUpdateValues;
}

/** The ticket columns the shared rule's answer sets. */
type EditableColumns = Pick<TicketRow, 'status' | (typeof EDITABLE_TICKET_FIELDS)[EditableTicketField]['column']>;
function columnsOf(values: TicketUpdateValues): EditableColumns {
  const columns: Record<string, unknown> = { status: values.status };
  for (const name of EDITABLE_TICKET_FIELD_NAMES) {
    const { kind, column } = EDITABLE_TICKET_FIELDS[name];
    columns[column] = kind === 'amount' ? toCents(values[name] as number) : values[name];
  }
  return columns as EditableColumns;
}

/**
 * Applies an update at the version it was based on. Refusals: 409 (older version), 422 (closed ticket,
 * work status not the contractor's to set, over the pre-authorized amount), 400 (unknown part or item).
 */
export async function updateTicket(
  tx: Tx,
  t: Tables,
  user: CurrentUser,
  dispatchId: string,
  body: DispatchUpdateBody,
  push?: PushNotifier,
  sms?: SmsTexts,
): Promise<DispatchTicket> {
  const row = await ticketForChange(tx, t, user, dispatchId);
  if (body.version !== row.version) throw versionConflict(row.version);

  const update = applyTicketUpdate(updateValuesOf(row), body);
  if (!update.ok) throw refused(update);
  const next = columnsOf(update.ticket);

  const parts = body.dispatchParts;
  const storedParts = (await tx.select().from(t.dispatchParts).where(eq(t.dispatchParts.dispatchId, dispatchId))).map(
    partAmounts,
  );
  const { ids, removed } = parts
    ? await resolveParts(tx, t, dispatchId, parts)
    : { ids: [] as (string | undefined)[], removed: [] as string[] };
  const resultingParts = parts ? parts.map((part, position) => partAmounts(partColumns(part, position))) : storedParts;
  const amounts: DispatchAmounts = amountsOf({ ...row, ...next }, resultingParts);
  const overLimit = preAuthorizationRefusal(amountsOf(row, storedParts), amounts);
  if (overLimit) throw refused(overLimit);

  const now = new Date();
  const written = await tx
    .update(t.dispatchTickets)
    .set({
      ...next,
      ...(update.completed ? { completedAt: now } : {}),
      version: row.version + 1,
      updatedAt: now,
    })
    .where(and(eq(t.dispatchTickets.dispatchId, dispatchId), eq(t.dispatchTickets.version, row.version)))
    .returning({ dispatchId: t.dispatchTickets.dispatchId });
  if (!written[0]) {
    const current = await findTicketRow(tx, t, { dispatchId });
    throw versionConflict(current?.version ?? row.version);
  }

  if (next.status !== row.status || next.workStatus !== row.workStatus) {
    await followWorkOrder(tx, t, row.workOrderId, { status: next.status, workStatus: next.workStatus }, now);
  }
  push?.toHomeownerOf(row.workOrderId, homeownerNoticeOfTicketChange(row, next));
  if (sms) await textTicketChange(sms, tx, row, { ...next, diagnosisLines: resultingParts.length }, storedParts.length);

  if (parts) {
    if (removed.length > 0) await tx.delete(t.dispatchParts).where(inArray(t.dispatchParts.id, removed));
    for (const [position, part] of parts.entries()) {
      const id = ids[position];
      if (id) {
        await tx
          .update(t.dispatchParts)
          .set(partColumns(part, position))
          .where(and(eq(t.dispatchParts.id, id), eq(t.dispatchParts.dispatchId, dispatchId)));
      } else {
        await tx.insert(t.dispatchParts).values({
          ...partColumns(part, position),
          clientPartId: part.clientPartId ?? null,
          dispatchId,
          createdAt: now,
        });
      }
    }
  }
  const ticket = await loadTicket(tx, t, { dispatchId });
  if (!ticket) throw notFound(ticketMessages.notFound);
  return ticket;
}

/**
 * Texts the homeowner (when they opted in) of what a contractor's update means to them: the visit booked (the
 * ticket newly Scheduled; once per ticket version) and a decision on their claim that shows for the first time
 * or was decided (once per claim and decision).
 */
async function textTicketChange(
  sms: SmsTexts,
  tx: Tx,
  row: TicketRow,
  next: { status: TicketRow['status']; workStatus: string; diagnosisLines: number },
  diagnosisLinesBefore: number,
) {
  const visit = visitTextOf(row, { ...row, workStatus: next.workStatus });
  if (visit) {
    await sms.toHomeownerOf(tx, row.workOrderId, {
      kind: visit,
      cause: `visit:${row.workOrderId}:v${row.version + 1}`,
    });
  }
  const decision = claimDecisionNews(
    { status: row.status, diagnosisLines: diagnosisLinesBefore },
    { status: next.status, diagnosisLines: next.diagnosisLines },
  );
  if (decision) {
    await sms.toHomeownerOf(tx, row.workOrderId, {
      kind: 'claimDecision',
      cause: `decision:${row.workOrderId}:${decision}`,
    });
  }
}

/** Adds a note (trimmed, required); notes on one ticket never share a time, so newest-first is exact. */
export async function createNote(
  tx: Tx,
  t: Tables,
  user: CurrentUser,
  input: { dispatchId: string; note: string },
): Promise<CreatedNote> {
  const text = input.note.trim();
  if (!text) throw badRequest(ticketMessages.noteRequired, 'note');
  const row = await ticketForChange(tx, t, user, input.dispatchId);
  const [author] = await tx
    .select({ firstName: t.users.firstName, lastName: t.users.lastName })
    .from(t.users)
    .where(eq(t.users.id, user.userId))
    .limit(1);
  const [latest] = await tx
    .select({ createdAt: t.dispatchNotes.createdAt })
    .from(t.dispatchNotes)
    .where(eq(t.dispatchNotes.dispatchId, row.dispatchId))
    .orderBy(desc(t.dispatchNotes.createdAt))
    .limit(1);
  const createdAt = new Date(Math.max(Date.now(), (latest?.createdAt.getTime() ?? 0) + 1));
  const [note] = await tx
    .insert(t.dispatchNotes)
    .values({
      dispatchId: row.dispatchId,
      note: text,
      createdByUserId: user.userId,
      createdByName: author ? `${author.firstName} ${author.lastName}` : 'Contractor',
      createdAt,
    })
    .returning();
  if (!note) throw new Error('note insert returned nothing');
  return { ...toWireNote(note), ticketVersion: await bumpVersion(tx, t, row.dispatchId) };
}

/**
 * Several notes at once, in order, as `createNote` one after the other would add them (a device's queued
 * notes sent in one batch): each ticket is checked once, the notes are written in one insert, and each
 * answer carries the version its note made. A refusal of any note refuses all of them (the caller then
 * makes the calls one by one, which answers each as on its own).
 */
export async function createNotes(
  tx: Tx,
  t: Tables,
  user: CurrentUser,
  inputs: readonly { dispatchId: string; note: string }[],
): Promise<CreatedNote[]> {
  const texts = inputs.map((input) => input.note.trim());
  if (texts.some((text) => !text)) throw badRequest(ticketMessages.noteRequired, 'note');
  const dispatchIds = [...new Set(inputs.map((input) => input.dispatchId))];
  for (const dispatchId of dispatchIds) await ticketForChange(tx, t, user, dispatchId);
  const [author] = await tx
    .select({ firstName: t.users.firstName, lastName: t.users.lastName })
    .from(t.users)
    .where(eq(t.users.id, user.userId))
    .limit(1);
  const createdByName = author ? `${author.firstName} ${author.lastName}` : 'Contractor';
  const lastTime = new Map<string, number>();
  for (const dispatchId of dispatchIds) {
    const [latest] = await tx
      .select({ createdAt: t.dispatchNotes.createdAt })
      .from(t.dispatchNotes)
      .where(eq(t.dispatchNotes.dispatchId, dispatchId))
      .orderBy(desc(t.dispatchNotes.createdAt))
      .limit(1);
    lastTime.set(dispatchId, latest?.createdAt.getTime() ?? 0);
  }
  const now = Date.now();
  const rows = inputs.map((input, index) => {
    const createdAt = Math.max(now, lastTime.get(input.dispatchId)! + 1);
    lastTime.set(input.dispatchId, createdAt);
    return {
      dispatchId: input.dispatchId,
      note: texts[index]!,
      createdByUserId: user.userId,
      createdByName,
      createdAt: new Date(createdAt),
    };
  });
  const notes = await tx.insert(t.dispatchNotes).values(rows).returning();
  if (notes.length !== rows.length) throw new Error('note insert returned fewer rows');
  // The version each note made: one up per note, in order, on its ticket.
  const versionBefore = new Map<string, number>();
  for (const dispatchId of dispatchIds) {
    const count = inputs.filter((input) => input.dispatchId === dispatchId).length;
    const [row] = await tx
      .update(t.dispatchTickets)
      .set({ version: sql`${t.dispatchTickets.version} + ${count}`, updatedAt: new Date() })
      .where(eq(t.dispatchTickets.dispatchId, dispatchId))
      .returning({ version: t.dispatchTickets.version });
    if (!row) throw new Error(`no ticket ${dispatchId} to version`);
    versionBefore.set(dispatchId, row.version - count);
  }
  const byOrder = new Map(notes.map((note) => [`${note.dispatchId}\u0001${note.createdAt.getTime()}`, note]));
  return rows.map((row) => {
    const note = byOrder.get(`${row.dispatchId}\u0001${row.createdAt.getTime()}`);
    if (!note) throw new Error('an inserted note was not returned');
    const ticketVersion = versionBefore.get(row.dispatchId)! + 1;
    versionBefore.set(row.dispatchId, ticketVersion);
    return { ...toWireNote(note), ticketVersion };
  });
}
