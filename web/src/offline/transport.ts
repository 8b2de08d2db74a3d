/**
 * The engine's way to the server: the app's transport (web/src/lib/api), with the session's token. Its
 * requests (the replay and the refreshes of cached records) run in the background: the sync bar shows
 * them, so they open no global wait. A stalled connection (a phone between cell towers) must not hold
 * the queue forever: the transport's time-out (30 s, 120 s for a file) turns it into a network failure,
 * and the replay tries again under the same key.
 */
import { SYNC_BATCH_MAX_MUTATIONS, SyncBatchResponse } from '@hw/shared';
import {
  ApiError,
  type ApiOptions,
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  UPLOAD_TIMEOUT_MS,
} from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import type { BatchedAnswer, BatchedCall, SyncTransport } from './sync-engine.ts';

const options = (headers: Record<string, string> = {}, body?: unknown): ApiOptions => ({
  auth: true,
  headers,
  background: true,
  ...(body instanceof FormData ? { timeoutMs: UPLOAD_TIMEOUT_MS } : {}),
});

const writers = { PUT: apiPut, PATCH: apiPatch, DELETE: apiDelete } as const;

/** Well under the server's body limit (1 MB): a longer run goes in several batches, one after the other. */
const BATCH_MAX_BYTES = 512 * 1024;

/** The calls in batches of at most SYNC_BATCH_MAX_MUTATIONS calls and about BATCH_MAX_BYTES each. */
export function batchesOf(calls: readonly BatchedCall[]): BatchedCall[][] {
  const batches: BatchedCall[][] = [];
  let current: BatchedCall[] = [];
  let bytes = 0;
  for (const call of calls) {
    const size = JSON.stringify(call).length;
    if (current.length && (current.length >= SYNC_BATCH_MAX_MUTATIONS || bytes + size > BATCH_MAX_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(call);
    bytes += size;
  }
  if (current.length) batches.push(current);
  return batches;
}

async function sendBatches(calls: readonly BatchedCall[]): Promise<BatchedAnswer[]> {
  const answers: BatchedAnswer[] = [];
  for (const batch of batchesOf(calls)) {
    const answer = await apiPost('/api/sync/batch', { mutations: batch }, options());
    const { results } = checkedResponse(SyncBatchResponse, answer, 'POST /api/sync/batch');
    for (const result of results) {
      if (result.outcome === 'notRun') answers.push('notRun');
      else if (result.outcome === 'refused') answers.push({ error: ApiError.fromStatus(result.status, result.body) });
      else answers.push({ answer: result.body });
    }
    // A refusal ends the batch: what came after it was not run, nor is the next batch.
    if (results.some((result) => result.outcome !== 'applied' && result.outcome !== 'replayed')) break;
  }
  return answers;
}

export const apiTransport: SyncTransport = {
  get: (path) => apiGet(path, undefined, options()),
  post: (path, body, headers) => apiPost(path, body, options(headers, body)),
  send: (method, path, body, headers) => writers[method](path, body, options(headers, body)),
  batch: sendBatches,
};
