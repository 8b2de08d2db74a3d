/**
 * The ordering feature's store and mutation kind, given to the offline engine. Imported once at start by
 * web/src/app/offline-registrations.ts (before the database opens), so it imports nothing heavy.
 */
import { registerOfflineFeature } from '#web/offline/registry.ts';
import { ORDER_KINDS } from './order-mutations.ts';
import { ORDERING_STORES_VERSION, queuedOrders } from './stores.ts';

registerOfflineFeature({
  name: 'ordering',
  version: ORDERING_STORES_VERSION,
  stores: [queuedOrders],
  kinds: ORDER_KINDS,
});
