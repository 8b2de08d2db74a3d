/**
 * What the changes of a batch share, set by POST /sync/batch around each call it makes:
 * - the caller, verified once for the batch: each call runs as them without its token checked again;
 * - one database transaction, each change in a savepoint of it, when the change's route says it may
 *   (`config.sharesBatchTransaction`): a change's writes and its Idempotency-Key row commit together with
 *   those of the changes before it, in one commit instead of one each, and a change the server refuses
 *   undoes its own savepoint only. A route with work outside the database (a card charge claims its key in
 *   a transaction of its own first) does not share: asked inside a batch transaction, it answers "run alone"
 *   before anything of it runs, and the batch commits what came before and makes the call on its own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, type CurrentUser } from '../plugins/index.ts';

export const SYNC_BATCH_PATH = '/api/sync/batch';
export const syncMessages = {
  nestedBatch: 'A batch cannot contain another batch.',
} as const;

/**
 * A route’s way to make a run of its calls at once inside a batch’s transaction (notes: one insert for many
 * instead of a request each). Answers null when the calls must be made one by one: a body it does not take
 * exactly as the route would, a caller the route would refuse, or a refusal (through `app.idempotentMany`).
 */
export type ManyCalls = (
  caller: CurrentUser,
  calls: readonly { idempotencyKey: string; body?: unknown }[],
) => Promise<string[] | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes only through `app.idempotent`, with no work outside the database. */
    sharesBatchTransaction?: boolean;
  }
  interface FastifyInstance {
    /** Routes whose runs of calls in a batch are made at once, by `METHOD /api/path` (no parameters). */
    manyCalls: Map<string, ManyCalls>;
  }
}

interface BatchCall {
  caller: CurrentUser;
  /** The call runs inside the batch's open transaction. */
  sharedTransaction: boolean;
}

const batchCall = new AsyncLocalStorage<BatchCall>();

/**
 * Runs fn (one call of a batch) as the batch's caller, inside the batch's transaction or not. fn is awaited
 * inside: `app.inject` makes its request only once awaited, and the request must start within the call.
 */
export const asBatchCall = <T>(call: BatchCall, fn: () => PromiseLike<T>): Promise<T> =>
  batchCall.run(call, async () => await fn());

/** The answer of a route that does not share the batch's transaction; nothing of it ran. */
export const RUN_ALONE_HEADER = 'x-batch-run-alone';

export const batchContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('manyCalls', new Map<string, ManyCalls>());
  // A callback hook, not an async one: it runs on every request, and only a batch's calls have anything to do.
  app.addHook('onRequest', (request, reply, done) => {
    const call = batchCall.getStore();
    if (!call) return done();
    // Decided by the route the router found, however the path was spelled: a batch never runs another.
    if (request.routeOptions.url === SYNC_BATCH_PATH) return done(badRequest(syncMessages.nestedBatch, 'path'));
    if (call.sharedTransaction && !request.routeOptions.config?.sharesBatchTransaction) {
      // Answered here: the route's handler and the hooks after this one do not run.
      reply.code(409).header(RUN_ALONE_HEADER, 'true').send();
      return;
    }
    request.currentUser = call.caller;
    done();
  });
});
