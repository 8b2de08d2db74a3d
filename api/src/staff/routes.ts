/** Staff tools: user search for impersonation and the audit log of staff actions (/staff/...). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  STAFF_AUDIT_MAX_LIMIT,
  STAFF_USER_SEARCH_LIMIT,
  StaffAuditQuery,
  StaffAuditResponse,
  StaffUserSearchQuery,
  StaffUserSearchResponse,
} from '@hw/shared';
import { listStaffAudit } from './audit.ts';
import { requireStaffRole } from './guards.ts';
import { searchUsers } from './users.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];

export const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;

  app.get(
    '/staff/users',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security,
        summary: 'Search users to act as',
        operationId: 'searchUsersForStaff',
        description:
          `Staff only. Users whose name ("first last"), e-mail address or phone number (digits; dashes and a ` +
          `leading 1 ignored) contains \`q\`, any case, by last and first name: at most ${STAFF_USER_SEARCH_LIMIT}, ` +
          '`hasMore` when more match. Staff (who cannot be impersonated) and merged accounts are left out. ' +
          'Start an impersonation with POST /authenticate/as/{userId}.',
        querystring: StaffUserSearchQuery,
        response: { 200: StaffUserSearchResponse, ...errorResponses },
      },
    },
    async (request) => searchUsers(database.db, database.t, request.query.q),
  );

  app.get(
    '/staff/audit',
    {
      onRequest: requireStaffRole(app, 'admin'),
      schema: {
        tags,
        security,
        summary: 'Read the audit log of staff actions',
        operationId: 'listStaffAudit',
        description:
          'Staff with the admin role. Impersonation start and end (also by a sign-in-on-behalf link), feature-flag ' +
          'changes and account merges, newest first. `limit` (default 50, at most ' +
          `${STAFF_AUDIT_MAX_LIMIT}) entries a page; pass the answer's \`nextBefore\` as \`before\` for the next ` +
          'page (null on the last). `before` may also be an ISO date-time: entries strictly older.',
        querystring: StaffAuditQuery,
        response: { 200: StaffAuditResponse, ...errorResponses },
      },
    },
    async (request) => listStaffAudit(database.db, database.t, request.query),
  );
};
