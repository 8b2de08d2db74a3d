/**
 * Staff tools: user search for impersonation, the audit log of staff actions, partner approval and technicians'
 * requests for a higher pre-authorized amount (/staff/...).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthorizationDecisionBody,
  AuthorizationRequest,
  AuthorizationRequestParams,
  errorResponses,
  STAFF_AUDIT_MAX_LIMIT,
  STAFF_PARTNER_LIST_LIMIT,
  STAFF_USER_SEARCH_LIMIT,
  StaffAuditQuery,
  StaffAuditResponse,
  StaffAuthorizationRequestList,
  StaffDispute,
  StaffDisputeDecisionBody,
  StaffDisputeList,
  StaffDisputeParams,
  StaffPartner,
  StaffPartnerList,
  StaffPartnerParams,
  StaffPartnerQuery,
  StaffUserSearchQuery,
  StaffUserSearchResponse,
} from '@hw/shared';
import { listStaffAudit } from '../audit/index.ts';
import { decideAuthorization, openAuthorizationRequests } from '../dispatch/index.ts';
import { currentUser, requireStaffRole } from '../plugins/index.ts';
import { decideDispute, listDisputes } from './disputes.ts';
import { approvePartner, listPartnersForStaff } from './partners.ts';
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
          'changes, account merges, partner approvals, decisions on authorization requests, uses of saved cards and every run of a clock job (`jobRun`: ' +
          '`actor` is null for a run by its schedule or `npm run jobs`; `detail` holds what it acted as of, what ' +
          'started it, how many things it changed and its error), newest first. `limit` (default 50, at most ' +
          `${STAFF_AUDIT_MAX_LIMIT}) entries a page; pass the answer's \`nextBefore\` as \`before\` for the next ` +
          'page (null on the last). `before` may also be an ISO date-time: entries strictly older.',
        querystring: StaffAuditQuery,
        response: { 200: StaffAuditResponse, ...errorResponses },
      },
    },
    async (request) => listStaffAudit(database.db, database.t, request.query),
  );

  app.get(
    '/staff/partners',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security,
        summary: 'List partners by approval status',
        operationId: 'listPartnersForStaff',
        description:
          'Staff only. Active partners of `status` (default `pending`), oldest first, with who added them: at most ' +
          `${STAFF_PARTNER_LIST_LIMIT}, \`hasMore\` when there are more. A partner an agent adds while ordering is ` +
          'pending: only that agent finds it (search, findExistingPartner, findExistingParent) until staff approve it.',
        querystring: StaffPartnerQuery,
        response: { 200: StaffPartnerList, ...errorResponses },
      },
    },
    async (request) => listPartnersForStaff(database.db, database.t, request.query.status),
  );

  app.post(
    '/staff/partners/:partnerId/approve',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security,
        summary: 'Approve a partner',
        operationId: 'approvePartner',
        description:
          'Staff only. Approves a pending partner: every caller’s search and lookups find it from now on. The ' +
          'approval is written to the staff audit log (partnerApproval) with it. Approving an approved partner ' +
          'answers it unchanged and logs nothing; an unknown id is 404.',
        params: StaffPartnerParams,
        response: { 200: StaffPartner, ...errorResponses },
      },
    },
    async (request) => {
      const staff = currentUser(request);
      return database.transaction((tx) => approvePartner(tx, database.t, request.params.partnerId, staff.userId));
    },
  );

  app.get(
    '/staff/disputes',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security,
        summary: 'Payments charged back',
        operationId: 'listDisputes',
        description:
          'Staff only. The payments the card’s bank took back (found by the nightly settlement check), newest ' +
          'first, with the contract, its claims, the card and whether the card’s automatic charges are stopped.',
        response: { 200: StaffDisputeList, ...errorResponses },
      },
    },
    async () => ({ items: await listDisputes(database) }),
  );

  app.post(
    '/staff/payments/:policyPaymentId/dispute',
    {
      onRequest: requireStaffRole(app, 'admin'),
      schema: {
        tags,
        security,
        summary: 'Decide a chargeback',
        operationId: 'decideDispute',
        description:
          'Admin staff only. `resumed`: the card may be charged automatically again; `cardStopped`: it stays ' +
          'stopped and the owner pays another way. Written to the staff audit log (disputeDecision). Deciding ' +
          'the same again answers it unchanged; a different decision after one was made is 409; a payment not ' +
          'disputed is 404.',
        params: StaffDisputeParams,
        body: StaffDisputeDecisionBody,
        response: { 200: StaffDispute, ...errorResponses },
      },
    },
    async (request) =>
      decideDispute(database, currentUser(request).userId, request.params.policyPaymentId, request.body.decision),
  );

  const contractorRelations = requireStaffRole(app, 'contractorRelations', 'admin');

  app.get(
    '/staff/authorizationRequests',
    {
      onRequest: contractorRelations,
      schema: {
        tags,
        security,
        summary: 'List the open requests for a higher pre-authorized amount',
        operationId: 'listAuthorizationRequests',
        description:
          'Staff with the contractorRelations or admin role. Technicians’ requests still waiting for a decision, ' +
          'oldest first, with the ticket’s current limit and total and who asked.',
        response: { 200: StaffAuthorizationRequestList, ...errorResponses },
      },
    },
    async () => ({ items: await openAuthorizationRequests(database.db, database.t) }),
  );

  app.post(
    '/staff/authorizationRequests/:authorizationRequestId/decision',
    {
      onRequest: contractorRelations,
      schema: {
        tags,
        security,
        summary: 'Approve or decline a request for a higher pre-authorized amount',
        operationId: 'decideAuthorizationRequest',
        description:
          'Staff with the contractorRelations or admin role. `approved: true` sets the ticket’s pre-authorized ' +
          'override to `amount` (the amount asked for when left out; it must be above the ticket’s current limit, ' +
          'else 400), so the technician’s save refused over the old limit goes through; `approved: false` ' +
          'declines (an amount with it is 400). The technician is told at once (live and push). The decision is ' +
          'written to the staff audit log (authorizationDecision) with it. A request decided already is 409 ' +
          '`authorizationDecided`; an unknown id is 404.',
        params: AuthorizationRequestParams,
        body: AuthorizationDecisionBody,
        response: { 200: AuthorizationRequest, ...errorResponses },
      },
    },
    async (request) => {
      const staff = currentUser(request);
      return database.transaction(async (tx) => {
        const decided = await decideAuthorization(
          tx,
          database.t,
          staff.userId,
          request.params.authorizationRequestId,
          request.body,
        );
        app.live.changed({ dispatchId: decided.request.dispatchId });
        app.push.toTechnicianOf(
          decided.workOrderId,
          request.body.approved ? 'authorizationApproved' : 'authorizationDeclined',
        );
        return decided.request;
      });
    },
  );
};
