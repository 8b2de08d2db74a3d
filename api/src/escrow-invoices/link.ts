/**
 * The link where an escrow or title officer sees and pays an invoice due at closing, without signing in:
 * `/escrow-invoice/{invoiceId}?t={token}`. As the work-order status link (service-requests/status-link.ts), the
 * token is the HMAC-SHA256 of the invoice id under a key derived from the server secret (256 bits, base64url):
 * it cannot be guessed from the id, needs no column, and stays the same, so every mail of the invoice carries a
 * working link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export function escrowInvoiceLinkKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('escrow-invoice link').digest();
}

export function escrowInvoiceToken(key: Buffer, invoiceId: string): string {
  return createHmac('sha256', key).update(invoiceId, 'utf8').digest('base64url');
}

/** Whether `token` is this invoice's, compared in constant time on its exact text. */
export function isEscrowInvoiceToken(key: Buffer, invoiceId: string, token: string | undefined): boolean {
  const expected = Buffer.from(escrowInvoiceToken(key, invoiceId), 'utf8');
  const given = Buffer.from(token ?? '', 'utf8');
  const comparable = given.length === expected.length ? given : Buffer.alloc(expected.length);
  return timingSafeEqual(comparable, expected) && given.length === expected.length;
}

export interface EscrowInvoiceLinks {
  link(invoiceId: string): string;
  verify(invoiceId: string, token: string | undefined): boolean;
}

export function escrowInvoiceLinks(app: Pick<FastifyInstance, 'config' | 'keyRing'>): EscrowInvoiceLinks {
  // Read when needed: a database key ring loads the server secret after the app is built.
  const key = () => escrowInvoiceLinkKey(app.keyRing.serverSecret);
  return {
    link: (invoiceId) =>
      `${app.config.publicOrigin.replace(/\/+$/, '')}/escrow-invoice/${encodeURIComponent(invoiceId)}?t=${escrowInvoiceToken(key(), invoiceId)}`,
    verify: (invoiceId, token) => isEscrowInvoiceToken(key(), invoiceId, token),
  };
}
