/**
 * The claims feature's store and mutation kind, given to the offline engine. Imported once at start by
 * web/src/app/offline-registrations.ts (before the database opens), so it imports nothing heavy.
 */
import { registerOfflineFeature } from '#web/offline/registry.ts';
import { CLAIMS_KINDS } from './service-request-mutations.ts';
import { CLAIMS_STORES_VERSION, queuedServiceRequests } from './stores.ts';

registerOfflineFeature({
  name: 'claims',
  version: CLAIMS_STORES_VERSION,
  stores: [queuedServiceRequests],
  kinds: CLAIMS_KINDS,
});
