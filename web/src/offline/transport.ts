/**
 * The engine's way to the server: the app's transport (web/src/lib/api), with the session's token. Its
 * requests run in the background (the sync bar shows them), so they open no global wait. A stalled
 * connection (a phone between cell towers) must not hold the queue forever: the transport's time-outs
 * (30 s, 120 s for a file) turn it into a network failure, and the replay tries again under the same key.
 */
import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from '#web/lib/api/index.ts';
import type { SyncTransport } from './sync-engine.ts';

const options = (headers: Record<string, string> = {}) => ({ auth: true, headers, globalWait: false });

const writers = { PUT: apiPut, PATCH: apiPatch, DELETE: apiDelete } as const;

export const apiTransport: SyncTransport = {
  get: (path) => apiGet(path, undefined, options()),
  post: (path, body, headers) => apiPost(path, body, options(headers)),
  send: (method, path, body, headers) => writers[method](path, body, options(headers)),
};
