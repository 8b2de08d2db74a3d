/** The engine's way to the server: the app's transport (web/src/lib/api), with the session's token. */
import { apiGet, apiPost } from '#web/lib/api/index.ts';
import type { SyncTransport } from './sync-engine.ts';

export const apiTransport: SyncTransport = {
  get: (path) => apiGet(path, undefined, { auth: true }),
  post: (path, body, headers) => apiPost(path, body, { auth: true, headers }),
};
