import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContractIdsQuery, errorResponses, IdParams, ServiceRequestNote, ServiceRequestSummary } from '@hw/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { canSeeContract } from '../contracts/index.ts';
import { badRequest, currentUser, notFound } from '../plugins/index.ts';
import { serviceRequestSummaries } from './summaries.ts';

const tags = ['service requests'];
const security = [{ bearer: [] }];

/** As many contracts as one history request may name. */
const MAX_CONTRACT_IDS = 50;

/** `a,b` as a list of distinct ids, blanks left out. */
function contractIdList(value: string): string[] {
  return [...new Set(value.split(',').map((id) => id.trim()))].filter(Boolean);
}

/** Service request history: /account/servicerequest.... */
export const serviceRequestHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;

  app.get(
    '/account/servicerequest',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Service request history of contracts',
        operationId: 'getServiceRequestHistory',
        description:
          `The service requests of the contracts \`contractIds\` (comma-separated, at most ${MAX_CONTRACT_IDS}), ` +
          'newest first. Every contract must be one the caller may see (its owner, the agent who ordered it, or ' +
          'staff); any other id is 404 and nothing is answered.',
        querystring: ContractIdsQuery,
        response: { 200: Type.Array(ServiceRequestSummary), ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const ids = contractIdList(request.query.contractIds);
      if (ids.length === 0) throw badRequest('contractIds is required.', 'contractIds');
      if (ids.length > MAX_CONTRACT_IDS) {
        throw badRequest(`contractIds names at most ${MAX_CONTRACT_IDS} contracts.`, 'contractIds');
      }
      const contracts = await database.db
        .select({ ownerUserId: t.contracts.ownerUserId, orderedByUserId: t.contracts.orderedByUserId })
        .from(t.contracts)
        .where(inArray(t.contracts.contractId, ids));
      if (contracts.length !== ids.length || !contracts.every((contract) => canSeeContract(contract, caller))) {
        throw notFound('No contract with this id.');
      }
      return serviceRequestSummaries(database.db, t, { contractIds: ids });
    },
  );

  app.get(
    '/account/servicerequest/note/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Notes of a service request',
        operationId: 'getServiceRequestNotes',
        description:
          'The notes of the service request `id`, oldest first. Only when the caller may see its contract (owner, ' +
          'ordering agent or staff); otherwise, as for an unknown id, 404.',
        params: IdParams,
        response: { 200: Type.Array(ServiceRequestNote), ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const [found] = await database.db
        .select({ ownerUserId: t.contracts.ownerUserId, orderedByUserId: t.contracts.orderedByUserId })
        .from(t.serviceRequests)
        .innerJoin(t.contracts, eq(t.contracts.contractId, t.serviceRequests.contractId))
        .where(eq(t.serviceRequests.serviceRequestId, request.params.id))
        .limit(1);
      if (!found || !canSeeContract(found, caller)) throw notFound('No service request with this id.');
      const notes = await database.db
        .select()
        .from(t.serviceRequestNotes)
        .where(eq(t.serviceRequestNotes.serviceRequestId, request.params.id))
        .orderBy(asc(t.serviceRequestNotes.createdAt), asc(t.serviceRequestNotes.noteId));
      return notes.map((note) => ({
        noteId: note.noteId,
        note: note.note,
        createdBy: note.createdBy,
        createdAt: note.createdAt.toISOString(),
      }));
    },
  );
};
