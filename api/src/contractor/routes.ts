/** The contractor's agreement, profile and dashboard statistics: /contractor/.... */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AgreementBody,
  AgreementResponse,
  AvailabilityBody,
  AvailabilityResponse,
  ContractorProfile,
  errorResponses,
  IdParams,
  ScoresQuery,
  ScoresResponse,
  ScoresUserParams,
  StatisticsUserParams,
  VocQuery,
  VocResponse,
  validateAvailability,
} from '@hw/shared';
import { filesUploadedBy } from '../dispatch/index.ts';
import { currentUser, forbidden, invalidFields, isStaff, notFound, TAKES_IDEMPOTENCY_KEY } from '../plugins/index.ts';
import { availabilityOf, upcomingVisits } from '../service-requests/index.ts';
import { acceptAgreement, agreementFor, contractorProfile } from './account.ts';
import type { StatisticsSource } from './aggregates.ts';
import { scoreStatistics, vocStatistics } from './statistics.ts';

const tags = ['contractor'];
const security = [{ bearer: [] }];
const ownStatisticsOnly = 'Statistics are available for your own account only.';

export const contractorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const contractorOnly = app.requireUserType('contractor');
  const { database } = app;
  const { t } = database;
  const statisticsSource: StatisticsSource = { db: database.db, t, dialect: database.dialect };

  app.get(
    '/contractor/agreement',
    {
      onRequest: contractorOnly,
      schema: {
        tags,
        security,
        summary: 'Get the service agreement',
        operationId: 'getServiceAgreement',
        description:
          'The service agreement and when the contractor accepted it (null until then). Ticket changes (update, ' +
          'note, file) are refused with 403 "Please accept the service agreement before working tickets." until then.',
        response: { 200: AgreementResponse, ...errorResponses },
      },
    },
    async (request) => agreementFor(database.db, t, currentUser(request).userId),
  );

  app.post(
    '/contractor/agreement',
    {
      config: TAKES_IDEMPOTENCY_KEY,
      onRequest: contractorOnly,
      schema: {
        tags,
        security,
        summary: 'Accept the service agreement',
        operationId: 'acceptServiceAgreement',
        description:
          'Accepts the service agreement (`{ isAgreed: true }`). Accepting again keeps the first date. ' +
          'Takes an `Idempotency-Key` header like the other contractor changes.',
        body: AgreementBody,
        response: { 200: AgreementResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      app.idempotent(request, reply, (tx) => acceptAgreement(tx, t, currentUser(request).userId)),
  );

  const availabilityAnswer = async (db: typeof database.db, userId: string) => {
    const { weeklyHours, blockedDays, isSet } = await availabilityOf(db, t, userId);
    return { weeklyHours, blockedDays, isSet, visits: await upcomingVisits(db, t, userId, new Date()) };
  };

  app.get(
    '/contractor/availability',
    {
      onRequest: contractorOnly,
      schema: {
        tags,
        security,
        summary: 'Get the contractor’s availability and booked visits',
        operationId: 'getContractorAvailability',
        description:
          'The working hours per weekday (0 Sunday ... 6 Saturday, "HH:MM" local to each property) and the blocked ' +
          'days (YYYY-MM-DD) homeowners may book visits in; `isSet` is false while the default Mon-Fri 08:00-17:00 ' +
          'applies. `visits` lists the visits booked from today on, oldest first, with the offset of each ' +
          'property’s time zone. Contractors only, their own.',
        response: { 200: AvailabilityResponse, ...errorResponses },
      },
    },
    async (request) => availabilityAnswer(database.db, currentUser(request).userId),
  );

  app.put(
    '/contractor/availability',
    {
      config: TAKES_IDEMPOTENCY_KEY,
      onRequest: contractorOnly,
      schema: {
        tags,
        security,
        summary: 'Set the contractor’s availability',
        operationId: 'setContractorAvailability',
        description:
          'Replaces the working hours (one entry per weekday at most, each at least two hours long) and the blocked ' +
          'days; a weekday left out takes no visits. Visits booked already stay. Each bad field is a 400 naming it. ' +
          'Takes an `Idempotency-Key` header like the other contractor changes. Answers as GET.',
        body: AvailabilityBody,
        response: { 200: AvailabilityResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).userId;
      const body = request.body;
      const problems = Object.entries(validateAvailability(body));
      if (problems.length > 0) throw invalidFields(problems.map(([field, message]) => ({ field, message })));
      const weeklyHours = [...body.weeklyHours].sort((a, b) => a.weekday - b.weekday);
      const blockedDays = [...new Set(body.blockedDays)].sort();
      return app.idempotent(request, reply, async (tx) => {
        const at = new Date();
        await tx
          .insert(t.contractorAvailability)
          .values({ userId, weeklyHours, blockedDays, updatedAt: at })
          .onConflictDoUpdate({
            target: t.contractorAvailability.userId,
            set: { weeklyHours, blockedDays, updatedAt: at },
          });
        return availabilityAnswer(tx, userId);
      });
    },
  );

  app.get(
    '/contractor/user/:id',
    {
      onRequest: app.requireUserType('contractor', 'employee'),
      schema: {
        tags,
        security,
        summary: 'Get a contractor’s profile',
        operationId: 'getContractorProfile',
        description:
          'A contractor’s profile: company, contact, trades, service zip codes, insurance (the requirement is ' +
          '$1,000,000 liability), service agreement date and uploaded files. A contractor reads their own; staff ' +
          'read anyone’s.',
        params: IdParams,
        response: { 200: ContractorProfile, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      if (request.params.id !== caller.userId && !isStaff(caller)) throw forbidden();
      const files = await filesUploadedBy(database.db, t, request.params.id);
      const profile = await contractorProfile(database.db, t, request.params.id, files);
      if (!profile) throw notFound('No contractor with this id.');
      return profile;
    },
  );

  app.get(
    '/contractor/dispatchStatistics/voc/:userId',
    {
      onRequest: contractorOnly,
      schema: {
        tags,
        security,
        summary: 'Get voice-of-the-customer statistics',
        operationId: 'getVocStatistics',
        description:
          'Voice of the customer for one calendar year (default: this year): with no month, one item per month ' +
          '(Jan..Dec); with a month (1-12), one item per trade. `trade` (a trade name or id) narrows either. Items: ' +
          'tickets created, completed, average days to complete, average survey rating (0 without data). ' +
          'Comments: the ten newest survey comments. Own userId only.',
        params: StatisticsUserParams,
        querystring: VocQuery,
        response: { 200: VocResponse, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      if (request.params.userId !== caller.userId) throw forbidden(ownStatisticsOnly);
      const year = request.query.year ?? new Date().getUTCFullYear();
      const profile = await contractorProfile(database.db, t, caller.userId, []);
      return vocStatistics(statisticsSource, caller.userId, {
        year,
        month: request.query.month,
        trade: request.query.trade,
        trades: (profile?.trades ?? []).map((x) => ({ tradeId: x.tradeId, name: x.name })),
      });
    },
  );

  app.get(
    '/contractor/dispatchStatistics/scores/:webUserId',
    {
      onRequest: contractorOnly,
      schema: {
        tags,
        security,
        summary: 'Get dashboard scores',
        operationId: 'getDashboardScores',
        description:
          'Dashboard scores for one calendar year (default: this year), as percentages: Customer satisfaction ' +
          '(surveys rated 4 or 5), On-time arrival, First-time fix, Recall rate (tickets repeating an earlier work ' +
          'order); with the ten newest survey comments. Own webUserId only.',
        params: ScoresUserParams,
        querystring: ScoresQuery,
        response: { 200: ScoresResponse, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      if (request.params.webUserId !== caller.userId) throw forbidden(ownStatisticsOnly);
      const year = request.query.year ?? new Date().getUTCFullYear();
      return scoreStatistics(statisticsSource, caller.userId, year);
    },
  );
};
