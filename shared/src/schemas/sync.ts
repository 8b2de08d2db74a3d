/**
 * POST /sync/batch: many queued changes in one request. Each change is the call a client would make on its
 * own (method, path, body) with its own Idempotency-Key; the server makes the calls in order and answers each.
 */
import { type Static, Type } from 'typebox';

/** At most this many changes in one batch; the request's body is also bounded by the server's body limit. */
export const SYNC_BATCH_MAX_MUTATIONS = 100;

export const SyncMutation = Type.Object({
  method: Type.Union([Type.Literal('POST'), Type.Literal('PUT'), Type.Literal('PATCH'), Type.Literal('DELETE')]),
  /** An API path of the call, with its query if any: /api/... */
  path: Type.String({ minLength: 5, maxLength: 2000, pattern: '^/api/' }),
  idempotencyKey: Type.String({ minLength: 1, maxLength: 200 }),
  body: Type.Optional(Type.Unknown()),
});
export type SyncMutation = Static<typeof SyncMutation>;

export const SyncBatchRequest = Type.Object({
  mutations: Type.Array(SyncMutation, { minItems: 1, maxItems: SYNC_BATCH_MAX_MUTATIONS }),
});
export type SyncBatchRequest = Static<typeof SyncBatchRequest>;

export const SyncResult = Type.Object({
  /** The call's own HTTP status; 0 when it was not run. */
  status: Type.Integer({ minimum: 0 }),
  /**
   * applied: made now; replayed: made before under this key, answered as then; refused: answered with an
   * error (its body says why, as the call on its own would); notRun: an earlier change of the batch was
   * refused, so this one was not tried (send it again).
   */
  outcome: Type.Union([
    Type.Literal('applied'),
    Type.Literal('replayed'),
    Type.Literal('refused'),
    Type.Literal('notRun'),
  ]),
  body: Type.Unknown(),
});
export type SyncResult = Static<typeof SyncResult>;

export const SyncBatchResponse = Type.Object({ results: Type.Array(SyncResult) });
export type SyncBatchResponse = Static<typeof SyncBatchResponse>;
