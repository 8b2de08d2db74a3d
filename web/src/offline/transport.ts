/**
 * The engine's way to the server: the app's transport (web/src/lib/api), with the session's token. Its
 * requests (the replay and the refreshes of cached records) run in the background: the sync bar shows
 * them, so they open no global wait. A stalled connection (a phone between cell towers) must not hold
 * the queue forever: the transport's time-out (30 s, 120 s for a file) turns it into a network failure,
 * and the replay tries again under the same key.
 */
import {
  type ApiOptions,
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  UPLOAD_TIMEOUT_MS,
} from '#web/lib/api/index.ts';
import type { SyncTransport } from './sync-engine.ts';

const options = (headers: Record<string, string> = {}, body?: unknown): ApiOptions => ({
  auth: true,
  headers,
  background: true,
  ...(body instanceof FormData ? { timeoutMs: UPLOAD_TIMEOUT_MS } : {}),
});

const writers = { PUT: apiPut, PATCH: apiPatch, DELETE: apiDelete } as const;

export const apiTransport: SyncTransport = {
  get: (path) => apiGet(path, undefined, options()),
  post: (path, body, headers) => apiPost(path, body, options(headers, body)),
  send: (method, path, body, headers) => writers[method](path, body, options(headers, body)),
};
