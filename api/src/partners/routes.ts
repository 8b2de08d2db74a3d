import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatePartnerBody,
  errorResponses,
  FindExistingParentQuery,
  FindExistingPartnerQuery,
  FindExistingResponse,
  PARTNER_ADDER_USER_TYPES,
  Partner,
  PartnerSearchQuery,
  PartnerSearchResponse,
} from '@hw/shared';
import { currentUser, isStaff } from '../plugins/index.ts';
import {
  addPartner,
  findExistingParent,
  findExistingPartner,
  PARTNER_SEARCH_LIMIT,
  searchPartners,
  toPartner,
} from './queries.ts';

const tags = ['partners'];
/** Public: no sign-in, so no security requirement in the OpenAPI description. */
const publicRoute = { tags, security: [] };
const ROLES = 'buyerAgent, sellerAgent, assistant, loanOfficer or titleCompany';
/** Partners added by agents wait for staff; the reads show them only to who added them. */
const PENDING_NOTE =
  ' Partners are approved ones, and pending ones (added by an agent, not yet approved by staff) only when the ' +
  'caller sends the bearer token of the agent who added them.';

/** Real-estate partners: /partners/.... */
export const partnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db, t } = database;

  app.get(
    '/partners/search',
    {
      onRequest: app.optionalUser,
      schema: {
        ...publicRoute,
        summary: 'Search the partners of a role',
        operationId: 'searchPartners',
        description:
          `Active partners of role \`type\` (${ROLES}) whose name, company or e-mail contains \`for\` ` +
          '(at least 2 characters, any case; % and _ are taken literally). Names that start with the term come ' +
          `first, then companies that start with it, then the rest, each by name; at most ${PARTNER_SEARCH_LIMIT}.` +
          PENDING_NOTE,
        querystring: PartnerSearchQuery,
        response: { 200: PartnerSearchResponse, ...errorResponses },
      },
    },
    async (request) => searchPartners(db, t, request.query.for, request.query.type, request.currentUser?.userId),
  );

  app.post(
    '/partners',
    {
      onRequest: app.requireUserType(...PARTNER_ADDER_USER_TYPES),
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Add a partner',
        operationId: 'createPartner',
        description:
          `Adds a partner of the given role (${ROLES}) while ordering: agents (realEstateAgent, ` +
          'titleCompanyAgent, agentAssistant) and staff only, anyone else 403. An agent’s partner is pending: ' +
          'only that agent finds it until staff approve it (GET /staff/partners); staff add approved partners. ' +
          'The add is idempotent among the partners the caller sees: when an active partner of the same role has ' +
          'the same e-mail (any case) - or, without an ' +
          'e-mail, the same name, company and phone - that partner is answered with 200 and nothing is added; ' +
          'a new partner is answered with 201. Phones with ten digits are stored as ###-###-####. A person whose ' +
          'company is a known firm of the same state is linked to it.',
        body: CreatePartnerBody,
        response: { 200: Partner, 201: Partner, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const creator = { userId: caller.userId, isStaff: isStaff(caller) };
      const { partner, created } = await database.transaction((tx) => addPartner(tx, t, request.body, creator));
      return reply.status(created ? 201 : 200).send(partner);
    },
  );

  app.get(
    '/partners/findExistingPartner',
    {
      onRequest: app.optionalUser,
      schema: {
        ...publicRoute,
        summary: 'Find the partner a new one would duplicate',
        operationId: 'findExistingPartner',
        description:
          'The active partner of `role` with the same e-mail (any case); failing that, the one with the same ' +
          'name (any case) and, when `phone` is given, the same phone. `partner` is null when there is none. ' +
          'As for every GET, these fields go in the query string, not in a body.' +
          PENDING_NOTE,
        querystring: FindExistingPartnerQuery,
        response: { 200: FindExistingResponse, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findExistingPartner(db, t, request.query, request.currentUser?.userId);
      return { partner: row ? toPartner(row) : null };
    },
  );

  app.get(
    '/partners/findExistingParent',
    {
      onRequest: app.optionalUser,
      schema: {
        ...publicRoute,
        summary: 'Find the firm a partner belongs to',
        operationId: 'findExistingParent',
        description:
          'The active firm (title company, brokerage or lender office) named `company` (any case), in `city` ' +
          'and `stateCode` when given; `partner` is null when there is none. The fields go in the query string.' +
          PENDING_NOTE,
        querystring: FindExistingParentQuery,
        response: { 200: FindExistingResponse, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findExistingParent(db, t, request.query, request.currentUser?.userId);
      return { partner: row ? toPartner(row) : null };
    },
  );
};
