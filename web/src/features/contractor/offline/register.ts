/**
 * The contractor's stores and ticket mutation kinds, given to the offline engine. Imported once at start
 * by web/src/app/offline-registrations.ts (before the database opens), so it imports nothing heavy.
 */
import { registerOfflineFeature } from '#web/offline/registry.ts';
import { CONTRACTOR_STORES, CONTRACTOR_STORES_VERSION, TICKET_OUTBOX_INDEX } from './stores.ts';
import { TICKET_KINDS } from './ticket-mutations.ts';

registerOfflineFeature({
  name: 'contractor',
  version: CONTRACTOR_STORES_VERSION,
  stores: CONTRACTOR_STORES,
  outboxIndexes: [TICKET_OUTBOX_INDEX],
  kinds: TICKET_KINDS,
});
