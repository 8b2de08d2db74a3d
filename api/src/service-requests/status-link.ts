/**
 * The link to a work order's status page, where whoever holds it schedules the visit or cancels the work order
 * without signing in: `/status-update/{workOrderId}?t={token}`. The token is the HMAC-SHA256 of the work order id
 * under a key derived from the server secret (256 bits, base64url): it cannot be guessed from the id, needs no
 * column, and stays the same for the life of the work order, so a link mailed once keeps working. Every link the
 * product writes comes from `statusLinks(...).link`; every call the page makes is checked with `.verify`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The links' key, derived from the server secret (as the other signed values derive theirs). */
export function statusLinkKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('workorder/status-update link').digest();
}

/** The token of a work order's link. */
export function statusLinkToken(key: Buffer, workOrderId: string): string {
  return createHmac('sha256', key).update(workOrderId, 'utf8').digest('base64url');
}

/**
 * Whether `token` is the token of this work order, compared in constant time. The exact text is compared (not
 * its decoded bytes), so only the one spelling the link carries is accepted.
 */
export function isStatusLinkToken(key: Buffer, workOrderId: string, token: string | undefined): boolean {
  const expected = Buffer.from(statusLinkToken(key, workOrderId), 'utf8');
  const given = Buffer.from(token ?? '', 'utf8');
  // Same length for the comparison whatever was sent; the length itself says nothing about the token.
  const comparable = given.length === expected.length ? given : Buffer.alloc(expected.length);
  return timingSafeEqual(comparable, expected) && given.length === expected.length;
}

/** The full address of a work order's status page under the site's public address. */
export function statusLink(publicUrl: string, key: Buffer, workOrderId: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/status-update/${encodeURIComponent(workOrderId)}?t=${statusLinkToken(key, workOrderId)}`;
}

export interface StatusLinks {
  /** The full link of a work order's status page. */
  link(workOrderId: string): string;
  /** Whether the token was made for this work order. */
  verify(workOrderId: string, token: string | undefined): boolean;
}

/** The app's status links: its public address and its server secret. */
export function statusLinks(app: Pick<FastifyInstance, 'config' | 'keyRing'>): StatusLinks {
  // The server secret is read when needed: a database key ring loads it after the app is built.
  const key = () => statusLinkKey(app.keyRing.serverSecret);
  return {
    link: (workOrderId) => statusLink(app.config.publicOrigin, key(), workOrderId),
    verify: (workOrderId, token) => isStatusLinkToken(key(), workOrderId, token),
  };
}
