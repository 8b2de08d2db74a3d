import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, OutboxQuery, OutboxResponse } from '@hw/shared';
import { desc, eq } from 'drizzle-orm';

/** Addresses whose link signs its reader in, confirms a subscription or ends one. */
const SECRET_LINKS: readonly [RegExp, string][] = [
  [/\/token\?/, '[sign-in link removed]'],
  [/\/loginWithUser\//, '[sign-in link removed]'],
  [/\/newsletter\/confirm\?/, '[confirmation link removed]'],
  [/\/forum\/unsubscribe\?/, '[unsubscribe link removed]'],
];
const LONG_CODE = /\b[A-Za-z0-9_-]{32,}\b/g;

/** `text` with every run of `token` characters holding a secret link replaced by its marker, then long codes. */
function withoutSecrets(text: string, token: string): string {
  let out = text;
  for (const [link, marker] of SECRET_LINKS) {
    out = out.replace(new RegExp(`${token}*${link.source}${token}*`, 'g'), marker);
  }
  return out.replace(LONG_CODE, '[code removed]');
}

/**
 * Links and codes in a mail sign its reader in (or confirm a subscription, or end one): the outbox shows where
 * they were, never what they were, so reading the outbox is no way to sign in as a customer or another staff
 * member.
 */
export function withoutSignInSecrets(text: string): string {
  return withoutSecrets(text, '\\S');
}

/**
 * The same for a mail's HTML: a link is cut within its attribute or its text (never past a quote or a tag), so
 * the markup stays whole and the preview still reads as the mail.
 */
export function withoutSignInSecretsInHtml(html: string): string {
  return withoutSecrets(html, `[^\\s"'<>]`);
}

/** A header's value with the same secrets removed (List-Unsubscribe names a signed address). */
const headersWithoutSecrets = (headers: Record<string, string> | null) =>
  Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name, withoutSecrets(value, `[^\\s<>,]`)]));

/** GET /mail/outbox: mail kept when no SMTP server is configured, newest first (staff only). */
export const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, t } = app.database;
  app.get(
    '/mail/outbox',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['mail'],
        security: [{ bearer: [] }],
        summary: 'List the mail outbox',
        operationId: 'listOutboxMail',
        description:
          'Staff only. Mail kept in the outbox table when SMTP_URL is not set, newest first: its text, its HTML ' +
          '(a customer mail’s; null for a plain-text one), its extra header fields and the names of its files. ' +
          'Sign-in, confirmation and unsubscribe links and long codes are removed from each.',
        querystring: OutboxQuery,
        response: { 200: OutboxResponse, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(t.emailOutbox)
        .where(request.query.to ? eq(t.emailOutbox.to, request.query.to.toLowerCase()) : undefined)
        .orderBy(desc(t.emailOutbox.createdAt))
        .limit(request.query.limit ?? 50);
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: withoutSignInSecrets(row.text),
        html: row.html === null ? null : withoutSignInSecretsInHtml(row.html),
        headers: headersWithoutSecrets(row.headers),
        attachments: (row.attachments ?? []).map((file) => file.filename),
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
};
