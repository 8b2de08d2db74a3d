/**
 * POST /sync/batch: a device's queued changes in one request. A phone on a slow connection pays one round
 * trip for fifty changes instead of fifty. Each change is made exactly as the call on its own would be
 * (same route, same checks, same Idempotency-Key handling), in the order given, as the signed-in caller; the
 * batch stops at the first change the server refuses, so nothing after it runs out of order.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  SYNC_BATCH_MAX_MUTATIONS,
  SyncBatchRequest,
  SyncBatchResponse,
  type SyncMutation,
  type SyncResult,
} from '@hw/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../plugins/errors.ts';
import { IDEMPOTENCY_HEADER } from '../plugins/idempotency.ts';

export const SYNC_BATCH_PATH = '/api/sync/batch';

/** The caller's headers a change carries: who they are and what they run, nothing the batch itself set. */
const FORWARDED_HEADERS = ['authorization', 'user-agent', 'accept-language'] as const;

function parsedBody(payload: string, contentType: string | undefined): unknown {
  if (payload === '') return null;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(payload);
    } catch {
      return payload;
    }
  }
  return payload;
}

async function runMutation(app: FastifyInstance, request: FastifyRequest, mutation: SyncMutation): Promise<SyncResult> {
  const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: mutation.idempotencyKey };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const hasBody = mutation.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  const response = await app.inject({
    method: mutation.method,
    url: mutation.path,
    headers,
    remoteAddress: request.ip,
    ...(hasBody ? { payload: JSON.stringify(mutation.body) } : {}),
  });
  const body = parsedBody(response.payload, response.headers['content-type']?.toString());
  const refused =
    response.statusCode >= 400 ||
    Boolean(body && typeof body === 'object' && 'hasErrors' in body && body.hasErrors === true);
  let outcome: SyncResult['outcome'] = 'applied';
  if (refused) outcome = 'refused';
  else if (response.headers['idempotent-replayed'] === 'true') outcome = 'replayed';
  return { status: response.statusCode, outcome, body };
}

export const syncRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/sync/batch',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['sync'],
        security: [{ bearer: [] }],
        summary: 'Send queued changes together',
        operationId: 'syncBatch',
        description:
          `1 to ${SYNC_BATCH_MAX_MUTATIONS} changes, each the call a client would make on its own: method (POST, ` +
          'PUT, PATCH or DELETE), an API path, its own Idempotency-Key and its JSON body. They are made in order, ' +
          'as the signed-in caller, with every check of the call on its own; each is answered with its status, ' +
          'its body and an outcome: applied, replayed (made before under this key), refused (its error body says ' +
          'why) or notRun (an earlier change was refused: send it again). A batch sent again after a lost answer ' +
          'changes nothing twice: every change is replayed under its key. Files are not sent in a batch.',
        body: SyncBatchRequest,
        response: { 200: SyncBatchResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { mutations } = request.body;
      for (const [index, mutation] of mutations.entries()) {
        const path = mutation.path.split('?')[0]!;
        if (path === SYNC_BATCH_PATH || path.startsWith(`${SYNC_BATCH_PATH}/`)) {
          throw badRequest('A batch cannot contain another batch.', `mutations[${index}].path`);
        }
      }
      const results: SyncResult[] = [];
      for (const mutation of mutations) {
        if (results.some((result) => result.outcome === 'refused')) {
          results.push({ status: 0, outcome: 'notRun', body: null });
          continue;
        }
        results.push(await runMutation(app, request, mutation));
      }
      return { results };
    },
  );
};
