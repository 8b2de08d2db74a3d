import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, OutboxQuery, OutboxResponse } from '@hw/shared';
import { desc, eq } from 'drizzle-orm';

/**
 * Links and codes in a mail sign its reader in (or confirm a subscription): the outbox shows where they were, never what they were,
 * so reading the outbox is no way to sign in as a customer or another staff member.
 */
export function withoutSignInSecrets(text: string): string {
  return text
    .replace(/\S*\/token\?\S*/g, '[sign-in link removed]')
    .replace(/\S*\/loginWithUser\/\S*/g, '[sign-in link removed]')
    .replace(/\S*\/newsletter\/confirm\?\S*/g, '[confirmation link removed]')
    .replace(/\b[A-Za-z0-9_-]{32,}\b/g, '[code removed]');
}

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
          'Staff only. Mail kept in the outbox table when SMTP_URL is not set, newest first. Sign-in links and codes are removed from the text.',
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
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
};
