import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, IdParams, Notice } from '@hw/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Tables } from '../db/index.ts';
import { currentUser, forbidden, isStaff, notFound } from '../plugins/index.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

function toNotice(row: Tables['notices']['$inferSelect']): Notice {
  return {
    noticeId: row.noticeId,
    title: row.title,
    text: row.text,
    level: row.level,
    contractId: row.contractId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Notices: /account/notice...; dismissed one at a time or all together. */
export const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;
  const undismissedOf = (userId: string) => and(eq(t.notices.userId, userId), isNull(t.notices.dismissedAt));

  app.get(
    '/account/notice/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'A user’s notices',
        operationId: 'getNotices',
        description:
          'The notices of the user `id` not yet dismissed, newest first. Only the caller’s own id (staff may read ' +
          'anyone’s); another user’s id is 403.',
        params: IdParams,
        response: { 200: Type.Array(Notice), ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      if (request.params.id !== caller.userId && !isStaff(caller)) throw forbidden();
      const rows = await database.db
        .select()
        .from(t.notices)
        .where(undismissedOf(request.params.id))
        .orderBy(desc(t.notices.createdAt), desc(t.notices.noticeId));
      return rows.map(toNotice);
    },
  );

  app.delete(
    '/account/notice/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Dismiss a notice',
        operationId: 'dismissNotice',
        description:
          'Dismisses the caller’s notice `id` (a notice id; GET on this path takes a user id): 204, also when it ' +
          'was dismissed already. Another user’s notice, or none with this id, is 404.',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const found = await database.transaction(async (tx) => {
        const [notice] = await tx
          .select({ dismissedAt: t.notices.dismissedAt })
          .from(t.notices)
          .where(and(eq(t.notices.noticeId, request.params.id), eq(t.notices.userId, caller.userId)))
          .limit(1);
        if (!notice) return false;
        if (!notice.dismissedAt) {
          await tx.update(t.notices).set({ dismissedAt: new Date() }).where(eq(t.notices.noticeId, request.params.id));
        }
        return true;
      });
      if (!found) throw notFound('No notice with this id.');
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/account/notices',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Dismiss all notices',
        operationId: 'dismissAllNotices',
        description: 'Dismisses every notice of the caller not yet dismissed: 204.',
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      await database.transaction(async (tx) => {
        await tx.update(t.notices).set({ dismissedAt: new Date() }).where(undismissedOf(caller.userId));
      });
      return reply.status(204).send(null);
    },
  );
};
