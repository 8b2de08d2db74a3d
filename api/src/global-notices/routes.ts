/** Global notices: the active ones for everyone (/notices/global), the list, publishing and retiring for admins. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  GLOBAL_NOTICE_STAFF_LIST_LIMIT,
  GlobalNotice,
  GlobalNoticeBody,
  GlobalNoticeList,
  GlobalNoticeParams,
} from '@hw/shared';
import { currentUser, requireStaffRole } from '../plugins/index.ts';
import {
  listActiveGlobalNotices,
  listGlobalNoticesForStaff,
  publishGlobalNotice,
  retireGlobalNotice,
} from './notices.ts';

const tags = ['notices'];
const security = [{ bearer: [] }];

export const globalNoticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;

  app.get(
    '/notices/global',
    {
      schema: {
        tags,
        security: [],
        summary: 'List the active global notices',
        operationId: 'listGlobalNotices',
        description:
          'Anyone. The site-wide notices staff have published and not retired (maintenance, an outage), newest ' +
          'first: the app shows them once when it starts.',
        response: { 200: GlobalNoticeList, ...errorResponses },
      },
    },
    async (_request, reply) => {
      // A retired notice must stop showing at the next start: never answer a copy.
      reply.header('cache-control', 'no-cache');
      return { items: await listActiveGlobalNotices(database.db, database.t) };
    },
  );

  app.get(
    '/staff/notices',
    {
      onRequest: requireStaffRole(app, 'admin'),
      schema: {
        tags,
        security,
        summary: 'List global notices, active and retired',
        operationId: 'listGlobalNoticesForStaff',
        description: `Staff with the admin role (other callers 403). Newest first, at most ${GLOBAL_NOTICE_STAFF_LIST_LIMIT}.`,
        response: { 200: GlobalNoticeList, ...errorResponses },
      },
    },
    async () => ({ items: await listGlobalNoticesForStaff(database.db, database.t) }),
  );

  app.post(
    '/staff/notices',
    {
      onRequest: requireStaffRole(app, 'admin'),
      schema: {
        tags,
        security,
        summary: 'Publish a global notice',
        operationId: 'publishGlobalNotice',
        description:
          'Staff with the admin role (other callers 403). `text` (trimmed, not blank) and `kind` (info or warning); ' +
          'the notice is active at once and the publishing is written to the staff audit log (globalNoticePublish).',
        body: GlobalNoticeBody,
        response: { 200: GlobalNotice, ...errorResponses },
      },
    },
    async (request) => {
      const actorUserId = currentUser(request).userId;
      return database.transaction((tx) =>
        publishGlobalNotice(tx, database.t, { ...request.body, actorUserId, now: new Date() }),
      );
    },
  );

  app.post(
    '/staff/notices/:noticeId/retire',
    {
      onRequest: requireStaffRole(app, 'admin'),
      schema: {
        tags,
        security,
        summary: 'Retire a global notice',
        operationId: 'retireGlobalNotice',
        description:
          'Staff with the admin role (other callers 403). The notice stops showing; it is kept, inactive, and the ' +
          'retiring is written to the staff audit log (globalNoticeRetire). Retiring a retired notice answers it ' +
          'unchanged and logs nothing; an unknown id is 404.',
        params: GlobalNoticeParams,
        response: { 200: GlobalNotice, ...errorResponses },
      },
    },
    async (request) => {
      const actorUserId = currentUser(request).userId;
      return database.transaction((tx) =>
        retireGlobalNotice(tx, database.t, { noticeId: request.params.noticeId, actorUserId, now: new Date() }),
      );
    },
  );
};
