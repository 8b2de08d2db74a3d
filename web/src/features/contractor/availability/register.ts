/** The availability store and its change kind, given to the offline engine (see app/offline-registrations.ts). */
import { registerOfflineFeature } from '#web/offline/registry.ts';
import { AVAILABILITY_STORES_VERSION, availabilityStore, setAvailability } from './offline.ts';

registerOfflineFeature({
  name: 'contractorAvailability',
  version: AVAILABILITY_STORES_VERSION,
  stores: [availabilityStore],
  kinds: [setAvailability],
});
