/** Pure rules of the local ticket: what the screen shows, what a replay sends, what counts as a conflict. */
import type { OutboxConflict, OutboxItem, OutboxMutation } from './db.ts';
import type { DispatchPart, DispatchTicket, TicketChanges } from './types.ts';

const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** The ticket after one change, as the spec's dispatch transitions say (section 4). */
export function applyMutation(ticket: DispatchTicket, mutation: OutboxMutation, pending = false): DispatchTicket {
  switch (mutation.name) {
    case 'updateTicket': {
      const next = { ...ticket, ...mutation.args.changes };
      // Collecting a service fee sets the collected flag when the amount is above 0.
      if (mutation.args.changes.serviceCallFeeCollectedAmount !== undefined) {
        next.wasServiceCallFeeCollected =
          mutation.args.changes.wasServiceCallFeeCollected ?? (next.serviceCallFeeCollectedAmount ?? 0) > 0;
      }
      return next;
    }
    case 'addPart':
      return { ...ticket, dispatchParts: [...ticket.dispatchParts, { ...mutation.args.part, pending }] };
    case 'removePart':
      return {
        ...ticket,
        dispatchParts: ticket.dispatchParts.filter((part) => part.dispatchPartId !== mutation.args.dispatchPartId),
      };
    case 'createNote':
      return {
        ...ticket,
        notes: [{ note: mutation.args.note, pending, createdAt: undefined }, ...ticket.notes],
      };
    case 'addFile':
      return ticket;
  }
}

/** Outbox items that still change what the screen shows (failed and conflicting ones wait for the technician). */
export const isLive = (item: OutboxItem) => item.status === 'pending' || item.status === 'sending';

/** The ticket on screen: the server copy with this ticket's waiting changes applied in seq order. */
export function viewTicket(server: DispatchTicket, outbox: readonly OutboxItem[]): DispatchTicket {
  return [...outbox]
    .filter((item) => item.args.dispatchId === server.dispatchId && isLive(item))
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
    .reduce((ticket, item) => applyMutation(ticket, item, true), server);
}

const stripLocal = (part: DispatchPart): DispatchPart => {
  const { clientPartId: _c, pending: _p, ...rest } = part;
  return rest;
};

/** The body of POST /api/contractor/dispatch/{dispatchId}: the server copy with this one change, at its version. */
export function updateRequestBody(server: DispatchTicket, mutation: OutboxMutation): DispatchTicket {
  const next = applyMutation(server, mutation);
  const { fetchedAt: _f, ...ticket } = next as DispatchTicket & { fetchedAt?: string };
  return { ...ticket, version: server.version, dispatchParts: ticket.dispatchParts.map(stripLocal) };
}

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
