/**
 * Contractor relations for staff: POST /contractorRelations/search, a contractor's
 * statistics by id or by username, and the crr dashboard's network statistics and graphs. Staff with the
 * role contractorRelations or admin; everyone else 403 (signed out 401).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CONTRACTOR_SEARCH_PAGE_SIZE,
  ContractorIdParams,
  ContractorSearchBody,
  ContractorSearchResponse,
  ContractorStatisticsResponse,
  ContractorUsernameParams,
  CrrGraphsResponse,
  CrrStatisticsResponse,
  errorResponses,
  StatisticsYearQuery,
} from '@hw/shared';
import { notFound, requireStaffRole } from '../plugins/index.ts';
import { searchContractors } from './search.ts';
import { contractorStatistics, findContractor, networkGraphs, networkStatistics } from './statistics.ts';

const tags = ['contractorRelations'];
const security = [{ bearer: [] }];
const whoMayCall = 'Staff with the role contractorRelations or admin.';
const thisYear = () => new Date().getUTCFullYear();

const contractorYear =
  'For one calendar year (UTC; default this year); a ticket and its survey count in the month the ticket was ' +
  'created. `months` (Jan..Dec) and `trades` (the contractor’s trades and any other of their tickets) each ' +
  'have: tickets, completed, averageDaysToComplete, recalls (tickets repeating an earlier work order), surveys, ' +
  'averageRating (1 to 5; averages have one decimal and are 0 without data) and amountBilled (dollars: the ' +
  'ticket totals of tickets sent for billing: completePendingPayment, batched, invoiced, paid, paidCIL). The ' +
  'months agree with the contractor’s own dashboard; `scores` and `comments` are that dashboard’s.';

export const contractorRelationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db, t } = database;
  const statisticsSource = { db, t, dialect: database.dialect };
  const crrStaff = requireStaffRole(app, 'contractorRelations', 'admin');

  app.post(
    '/contractorRelations/search',
    {
      onRequest: crrStaff,
      schema: {
        tags,
        security,
        summary: 'Search contractors',
        operationId: 'searchContractors',
        description:
          `${whoMayCall} Contractors whose company, contact name, e-mail, phone or service zip code contains ` +
          '`term` (any case; empty lists all), of trade `tradeId` and serving a zip code in `stateCode` when ' +
          `given; by company name, ${CONTRACTOR_SEARCH_PAGE_SIZE} a page (\`page\` 0-based). Each: userId, ` +
          'username (the e-mail), contact, company, trades, service zip codes and their states, open ticket ' +
          'count (open, sentToContractor, pendingLhwApproval, approved), average survey rating over all surveys.',
        body: ContractorSearchBody,
        response: { 200: ContractorSearchResponse, ...errorResponses },
      },
    },
    async (request) => searchContractors(db, t, request.body),
  );

  app.get(
    '/contractorRelations/contractorStatistics/:contractorId',
    {
      onRequest: crrStaff,
      schema: {
        tags,
        security,
        summary: 'Get a contractor’s statistics',
        operationId: 'getContractorStatistics',
        description: `${whoMayCall} ${contractorYear} \`contractorId\` is the contractor’s userId; anyone else 404.`,
        params: ContractorIdParams,
        querystring: StatisticsYearQuery,
        response: { 200: ContractorStatisticsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const contractor = await findContractor(db, t, { userId: request.params.contractorId });
      if (!contractor) throw notFound('No contractor with this id.');
      return contractorStatistics(statisticsSource, contractor, request.query.year ?? thisYear());
    },
  );

  app.get(
    '/contractorRelations/statistics/:username',
    {
      onRequest: crrStaff,
      schema: {
        tags,
        security,
        summary: 'Get a contractor’s statistics by username',
        operationId: 'getContractorStatisticsByUsername',
        description: `${whoMayCall} As /contractorRelations/contractorStatistics/{contractorId}, for the contractor who signs in as \`username\` (the e-mail address, any case); anyone else 404.`,
        params: ContractorUsernameParams,
        querystring: StatisticsYearQuery,
        response: { 200: ContractorStatisticsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const contractor = await findContractor(db, t, { username: request.params.username });
      if (!contractor) throw notFound('No contractor with this username.');
      return contractorStatistics(statisticsSource, contractor, request.query.year ?? thisYear());
    },
  );

  const networkYear =
    'For one calendar year (UTC; default this year), across the network, by four statistics dimensions: ' +
    'policies (contracts created), agents (distinct realEstateAgent, titleCompanyAgent and agentAssistant users ' +
    'who ordered them), agencies (distinct companies of the agents and assistants named on them), contractors ' +
    '(distinct contractors with a ticket created), with the dispatch figures of the contractor statistics ' +
    '(tickets, completed, averageDaysToComplete, recalls, surveys, averageRating, amountBilled).';

  app.get(
    '/crr/statistics',
    {
      onRequest: crrStaff,
      schema: {
        tags,
        security,
        summary: 'Get the network statistics of the crr dashboard',
        operationId: 'getCrrStatistics',
        description:
          `${whoMayCall} ${networkYear} \`totals\` (distinct over the year), \`months\` (Jan..Dec), \`states\` ` +
          '(the market states, then any other with data; contracts by property state, tickets by job state) and ' +
          '`trades` (with tickets in the year).',
        querystring: StatisticsYearQuery,
        response: { 200: CrrStatisticsResponse, ...errorResponses },
      },
    },
    async (request) => networkStatistics(statisticsSource, request.query.year ?? thisYear()),
  );

  app.get(
    '/crr/graphs',
    {
      onRequest: crrStaff,
      schema: {
        tags,
        security,
        summary: 'Get the charts of the crr dashboard',
        operationId: 'getCrrGraphs',
        description:
          `${whoMayCall} The figures of GET /crr/statistics for the same year as charts: each has a key, a ` +
          'title, labels (months Jan..Dec, trade names or state codes) and series (key: the statistics field, ' +
          'name, one value per label). Charts: network (policies, agents, agencies, contractors by month), ' +
          'tickets (tickets, completed, recalls by month), amountBilled (by month), quality (averageRating, ' +
          'averageDaysToComplete by month), trades (tickets, completed, contractors by trade), states (policies, ' +
          'tickets, contractors by state).',
        querystring: StatisticsYearQuery,
        response: { 200: CrrGraphsResponse, ...errorResponses },
      },
    },
    async (request) => networkGraphs(await networkStatistics(statisticsSource, request.query.year ?? thisYear())),
  );
};
