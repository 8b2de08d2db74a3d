/**
 * The live change feed (GET /api/live): server-sent events telling a signed-in browser that something it
 * shows has changed, so it reads it again. An event names only what changed (kind and id), never its content.
 */
import { type Static, Type } from 'typebox';

/**
 * What a change is about: a contractor's dispatch ticket, a homeowner's service request (claim), a contract (its
 * invoices: an escrow invoice viewed or paid, told to its owner and its agent), or a privacy request (told to staff).
 */
export const LIVE_CHANGE_KINDS = ['dispatch', 'serviceRequest', 'contract', 'dataRequest'] as const;
export type LiveChangeKind = (typeof LIVE_CHANGE_KINDS)[number];

/** The data of an `event: change` on the stream. */
export const LiveChangeEvent = Type.Object({
  kind: Type.Enum(LIVE_CHANGE_KINDS, { type: 'string' }),
  id: Type.String(),
});
export type LiveChangeEvent = Static<typeof LiveChangeEvent>;

/** A short-lived ticket that opens the stream once, passed as `?ticket=` (EventSource sends no headers). */
export const LiveTicketResponse = Type.Object({
  ticket: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type LiveTicketResponse = Static<typeof LiveTicketResponse>;

export const LiveStreamQuery = Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 2000 })) });

/** Seconds between the stream's keep-alive comments (proxies drop a connection silent for a minute). */
export const LIVE_HEARTBEAT_SECONDS = 25;
