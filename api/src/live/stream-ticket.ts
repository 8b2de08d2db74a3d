/**
 * The ticket that opens the live stream. EventSource cannot send an Authorization header, and an access
 * token in an address ends up in logs and history; so a signed-in caller trades its token for a ticket
 * that is good for one minute and for one GET /api/live. Signed with a key derived from the server secret
 * every process shares, so any process accepts a ticket another issued; the ticket's id is recorded when it
 * opens a stream (table used_live_tickets), so it opens no other, in any process.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Tables, Tx } from '../db/index.ts';

export const LIVE_TICKET_TTL_MS = 60_000;

export interface LiveTicketClaims {
  /** The ticket's own id. */
  jti: string;
  /** The user. */
  sub: string;
  /** The session (refresh-token family): a ticket of an ended session opens nothing. */
  fid?: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

const keyOf = (serverSecret: string) => createHmac('sha256', serverSecret).update('live stream ticket').digest();
const sign = (serverSecret: string, body: string) =>
  createHmac('sha256', keyOf(serverSecret)).update(body).digest('base64url');

export function issueLiveTicket(
  serverSecret: string,
  user: { userId: string; sessionFamilyId?: string },
  now = Date.now(),
): { ticket: string; expiresAt: Date } {
  const claims: LiveTicketClaims = {
    jti: randomUUID(),
    sub: user.userId,
    ...(user.sessionFamilyId ? { fid: user.sessionFamilyId } : {}),
    exp: now + LIVE_TICKET_TTL_MS,
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { ticket: `${body}.${sign(serverSecret, body)}`, expiresAt: new Date(claims.exp) };
}

/** The ticket's claims when it is genuine and unexpired; otherwise undefined. */
export function readLiveTicket(serverSecret: string, ticket: string, now = Date.now()): LiveTicketClaims | undefined {
  const [body, signature, extra] = ticket.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(serverSecret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LiveTicketClaims;
    if (typeof claims.jti !== 'string' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') {
      return undefined;
    }
    return claims.exp > now ? claims : undefined;
  } catch {
    return undefined;
  }
}

/** Records the ticket as used; false when it was used before. Forgets tickets that have expired. */
export async function useLiveTicketOnce(tx: Tx, t: Tables, claims: LiveTicketClaims, now = new Date()) {
  await tx.delete(t.usedLiveTickets).where(lt(t.usedLiveTickets.expiresAt, now));
  const inserted = await tx
    .insert(t.usedLiveTickets)
    .values({ ticketId: claims.jti, expiresAt: new Date(claims.exp) })
    .onConflictDoNothing({ target: t.usedLiveTickets.ticketId })
    .returning({ ticketId: t.usedLiveTickets.ticketId });
  return inserted.length === 1;
}
