/** Pure rules of the ticket on this device: how each change shows, what a replay sends, what counts as a conflict. */
import { applyTicketUpdate, contractorStatusOf, EDITABLE_TICKET_FIELD_NAMES } from '@hw/shared';
import type { OutboxConflict } from '#web/offline/db.ts';
import type { DispatchPart, DispatchTicket, TicketChanges } from './types.ts';

/** The ticket with edited values, by the rule the server applies (shared/src/dispatch-ticket.ts). */
export function withChanges(ticket: DispatchTicket, changes: TicketChanges): DispatchTicket {
  const outcome = applyTicketUpdate(ticket, changes);
  // Refused here means refused by the server too: the screen keeps the ticket as it is until it says so.
  if (!outcome.ok) return ticket;
  return { ...outcome.ticket, contractorStatus: contractorStatusOf(outcome.ticket.status) };
}

/** A part appended, marked as waiting. */
export const withPart = (ticket: DispatchTicket, part: DispatchPart): DispatchTicket => ({
  ...ticket,
  dispatchParts: [...ticket.dispatchParts, { ...part, pending: true }],
});

export const withoutPart = (ticket: DispatchTicket, dispatchPartId: string): DispatchTicket => ({
  ...ticket,
  dispatchParts: ticket.dispatchParts.filter((part) => part.dispatchPartId !== dispatchPartId),
});

/** A note prepended (notes are newest first), marked as waiting. */
export const withNote = (ticket: DispatchTicket, note: string): DispatchTicket => ({
  ...ticket,
  notes: [{ note, pending: true, createdAt: undefined }, ...ticket.notes],
});

const stripLocal = (part: DispatchPart): DispatchPart => {
  const { pending: _p, ...rest } = part;
  return rest;
};

/** What a save sends: the fields the server reads (its other fields are dropped by the server anyway). */
export type TicketSaveBody = Pick<DispatchTicket, 'version' | 'dispatchParts'> & TicketChanges;

/**
 * The body of POST /api/contractor/dispatch/{dispatchId}: the ticket as it should become, at the version
 * of the server copy it was built from, with only the fields the server reads (a save stays small however
 * many notes and files the ticket holds, so many fit in one batch) and without what exists only on this
 * device. New parts keep their clientPartId: a save sent again, or sent before the previous one's answer,
 * finds them by it.
 */
export function updateRequestBody(server: DispatchTicket, next: DispatchTicket): TicketSaveBody {
  const body: TicketSaveBody = { version: server.version, dispatchParts: next.dispatchParts.map(stripLocal) };
  for (const field of EDITABLE_TICKET_FIELD_NAMES) {
    if (next[field] !== undefined) Object.assign(body, { [field]: next[field] });
  }
  return body;
}

const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * Field-level merge: an edit conflicts only where the server's value moved away from the value
 * the technician started from and differs from the technician's new value.
 */
export function findConflict(
  server: DispatchTicket,
  changes: TicketChanges,
  before: TicketChanges,
): OutboxConflict | null {
  const fields = (Object.keys(changes) as (keyof TicketChanges)[]).filter(
    (field) => !sameValue(server[field], before[field]) && !sameValue(server[field], changes[field]),
  );
  if (fields.length === 0) return null;
  const pick = (source: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, source[f]]));
  return { fields, mine: pick(changes), theirs: pick(server), serverVersion: server.version };
}
