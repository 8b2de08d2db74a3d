/** The engine's way to the server: the app's transport (web/src/lib/api), with the session's token. */
import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from '#web/lib/api/index.ts';
import type { SyncTransport } from './sync-engine.ts';

/**
 * A stalled connection (a phone between cell towers) must not hold the queue forever: after this
 * long the request counts as a network failure and the replay tries again later, under the same key.
 */
const REQUEST_TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 120_000;

const writeOptions = (body: unknown, headers: Record<string, string>) => ({
  auth: true,
  headers,
  signal: AbortSignal.timeout(body instanceof FormData ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS),
});

const writers = { PUT: apiPut, PATCH: apiPatch, DELETE: apiDelete } as const;

export const apiTransport: SyncTransport = {
  get: (path) => apiGet(path, undefined, { auth: true, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
  post: (path, body, headers) => apiPost(path, body, writeOptions(body, headers)),
  send: (method, path, body, headers) => writers[method](path, body, writeOptions(body, headers)),
};
