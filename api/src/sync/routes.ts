/**
 * POST /sync/batch: a device's queued changes in one request. A phone on a slow connection pays one round
 * trip for fifty changes instead of fifty. Each change is made exactly as the call on its own would be
 * (same route, same checks, same Idempotency-Key handling), in the order given, as the signed-in caller
 * (verified once for the batch); the batch stops at the first change the server refuses, so nothing after
 * it runs out of order. Changes share one transaction where their routes allow it (./batch-context.ts).
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
import { badRequest, IDEMPOTENCY_HEADER } from '../plugins/index.ts';
import { asBatchCall, RUN_ALONE_HEADER, SYNC_BATCH_PATH, syncMessages } from './batch-context.ts';

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

type Ran = SyncResult | 'runAlone';

async function runMutation(
  app: FastifyInstance,
  request: FastifyRequest,
  mutation: SyncMutation,
  sharedTransaction: boolean,
): Promise<Ran> {
  const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: mutation.idempotencyKey };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const hasBody = mutation.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  const caller = request.currentUser!;
  const response = await asBatchCall({ caller, sharedTransaction }, () =>
    app.inject({
      method: mutation.method,
      url: mutation.path,
      headers,
      remoteAddress: request.ip,
      ...(hasBody ? { payload: JSON.stringify(mutation.body) } : {}),
    }),
  );
  if (response.headers[RUN_ALONE_HEADER] === 'true') return 'runAlone';
  const body = parsedBody(response.payload, response.headers['content-type']?.toString());
  const refused =
    response.statusCode >= 400 ||
    Boolean(body && typeof body === 'object' && 'hasErrors' in body && body.hasErrors === true);
  let outcome: SyncResult['outcome'] = 'applied';
  if (refused) outcome = 'refused';
  else if (response.headers['idempotent-replayed'] === 'true') outcome = 'replayed';
  return { status: response.statusCode, outcome, body };
}

/**
 * Whether a change's path reaches the batch route, read as the call reads it: as an address (dot segments
 * resolved, a fragment dropped), then percent-decoded as the router does. (The batch's calls are refused by
 * the route they reach as well: ./batch-context.ts.)
 */
function reachesBatch(path: string): boolean {
  const { pathname } = new URL(path, 'http://batch.invalid');
  try {
    return decodeURIComponent(pathname) === SYNC_BATCH_PATH;
  } catch {
    return false;
  }
}

/** A refused change inside the batch's transaction: its savepoint is undone, the changes before it stay. */
class Refused extends Error {
  constructor(readonly result: SyncResult) {
    super('refused');
  }
}

/** Calls of a route that makes a run of them at once (app.manyCalls) from `index` on, when there are several. */
function runOfMany(app: FastifyInstance, mutations: readonly SyncMutation[], index: number) {
  const first = mutations[index]!;
  const route = `${first.method} ${first.path}`;
  const makeAll = first.path.includes('?') ? undefined : app.manyCalls.get(route);
  if (!makeAll) return null;
  let end = index + 1;
  while (end < mutations.length && `${mutations[end]!.method} ${mutations[end]!.path}` === route) end++;
  if (end - index < 2) return null;
  return { makeAll, calls: mutations.slice(index, end) };
}

/**
 * Runs the changes from `from` on in one transaction, each in a savepoint, until one is refused or does not
 * share the transaction. Answers their results; the transaction commits what was applied.
 */
async function runShared(
  app: FastifyInstance,
  request: FastifyRequest,
  mutations: readonly SyncMutation[],
  from: number,
): Promise<{ results: SyncResult[]; stoppedBy?: 'refused' | 'runAlone' }> {
  return app.database.transaction(async () => {
    const results: SyncResult[] = [];
    // Calls of a run that could not be made at once go one by one up to here.
    let oneByOneUntil = from;
    for (let index = from; index < mutations.length; index++) {
      const run = index >= oneByOneUntil ? runOfMany(app, mutations, index) : null;
      if (run) {
        const answers = await run.makeAll(request.currentUser!, run.calls);
        if (answers) {
          for (const answer of answers) results.push({ status: 200, outcome: 'applied', body: JSON.parse(answer) });
          index += run.calls.length - 1;
          continue;
        }
        oneByOneUntil = index + run.calls.length;
      }
      const mutation = mutations[index]!;
      try {
        const ran = await app.database.savepoint(async () => {
          const outcome = await runMutation(app, request, mutation, true);
          if (outcome !== 'runAlone' && outcome.outcome === 'refused') throw new Refused(outcome);
          return outcome;
        });
        if (ran === 'runAlone') return { results, stoppedBy: 'runAlone' as const };
        results.push(ran);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        results.push(error.result);
        return { results, stoppedBy: 'refused' as const };
      }
    }
    return { results };
  });
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
          'changes nothing twice: every change is replayed under its key. Files are not sent in a batch. Changes ' +
          'whose calls allow it (notes, ticket saves) are made in one database transaction: a refused change ' +
          'leaves those before it made, and each change commits with its key.',
        body: SyncBatchRequest,
        response: { 200: SyncBatchResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { mutations } = request.body;
      for (const [index, mutation] of mutations.entries()) {
        if (reachesBatch(mutation.path)) throw badRequest(syncMessages.nestedBatch, `mutations[${index}].path`);
      }
      const results: SyncResult[] = [];
      while (results.length < mutations.length) {
        const shared = await runShared(app, request, mutations, results.length);
        results.push(...shared.results);
        if (shared.stoppedBy === 'refused') break;
        if (shared.stoppedBy === 'runAlone') {
          const alone = await runMutation(app, request, mutations[results.length]!, false);
          if (alone === 'runAlone') throw new Error('a change answered "run alone" outside a batch transaction');
          results.push(alone);
          if (alone.outcome === 'refused') break;
        }
      }
      while (results.length < mutations.length) results.push({ status: 0, outcome: 'notRun', body: null });
      return { results };
    },
  );
};
