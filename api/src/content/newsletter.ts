/**
 * The newsletter's way out (RFC 8058). Every newsletter mail carries `List-Unsubscribe` (the https address of
 * POST /api/forum/unsubscribe, with the address and its signed token) and `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click`, so a mail client's Unsubscribe button unsubscribes in one POST, without a
 * page; its footer links the same address, where a GET shows a page with one button for a person.
 * The token is the HMAC-SHA256 of the address (lower case) under a key derived from the server secret: it cannot
 * be made for another address, needs no column, and keeps working for as long as the mail is kept.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Locale, m } from '@hw/shared/i18n';
import { eq } from 'drizzle-orm';
import type { Tables, Tx } from '../db/index.ts';
import type { MailUnsubscribe } from '../mail/index.ts';

export const UNSUBSCRIBE_PATH = '/api/forum/unsubscribe';

/** The links' key, derived from the server secret (as the other signed links derive theirs). */
export function unsubscribeKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('newsletter/unsubscribe link').digest();
}

const normal = (email: string) => email.trim().toLowerCase();

export function unsubscribeToken(key: Buffer, email: string): string {
  return createHmac('sha256', key).update(normal(email), 'utf8').digest('base64url');
}

/** Whether `token` was made for this address, compared in constant time. */
export function isUnsubscribeToken(key: Buffer, email: string, token: string | undefined): boolean {
  const expected = Buffer.from(unsubscribeToken(key, email), 'utf8');
  const given = Buffer.from(token ?? '', 'utf8');
  const comparable = given.length === expected.length ? given : Buffer.alloc(expected.length);
  return timingSafeEqual(comparable, expected) && given.length === expected.length;
}

/** The one-click address of an address: POST unsubscribes it, GET shows a page with the button. */
export function unsubscribeLink(publicOrigin: string, key: Buffer, email: string): string {
  const base = publicOrigin.replace(/\/+$/, '');
  const query = new URLSearchParams({ email: normal(email), token: unsubscribeToken(key, email) });
  return `${base}${UNSUBSCRIBE_PATH}?${query.toString()}`;
}

/** The header fields of a newsletter mail (RFC 2369 and RFC 8058). */
export function newsletterHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The footer's way out, in the reader's language. */
export function unsubscribeFooter(link: string, locale: Locale): MailUnsubscribe {
  const language = { locale };
  return {
    text: m.mail_newsletter_unsubscribe_text({}, language),
    label: m.mail_newsletter_unsubscribe({}, language),
    url: link,
  };
}

/**
 * Unsubscribes the address: its subscription goes, and so do its confirmation links not used yet (so nothing
 * sent before can subscribe it again). The same whether or not it was subscribed.
 */
export async function unsubscribeNewsletter(tx: Tx, t: Tables, email: string): Promise<string> {
  const address = normal(email);
  await tx.delete(t.newsletterSubscriptions).where(eq(t.newsletterSubscriptions.email, address));
  await tx.delete(t.newsletterConfirmations).where(eq(t.newsletterConfirmations.email, address));
  return address;
}
