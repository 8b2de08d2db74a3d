/**
 * The contractor's availability on the device: the server's last copy in the `availability` store, and the
 * change waiting in the outbox (kind `setAvailability`, PUT /api/contractor/availability under its own
 * Idempotency-Key), so hours and blocked days can be changed offline like the tickets.
 */
import type { AvailabilityResponse } from '@hw/shared';
import { defineStore, type OfflineDatabase } from '#web/offline/db.ts';
import { defineMutationKind } from '#web/offline/registry.ts';

export interface AvailabilityChange {
  weeklyHours: AvailabilityResponse['weeklyHours'];
  blockedDays: string[];
}

/** One row, key "mine": the availability and booked visits as the server last answered. */
export type AvailabilityRow = AvailabilityResponse & { key: 'mine'; fetchedAt: string };

export const availabilityStore = defineStore<AvailabilityRow, 'key'>({ name: 'availability', indexes: 'key' });
/** The database version the store was introduced with (past every other feature's). */
export const AVAILABILITY_STORES_VERSION = 4;

export async function storeAvailability(answer: AvailabilityResponse, db?: OfflineDatabase): Promise<void> {
  await availabilityStore.table(db).put({ ...answer, key: 'mine', fetchedAt: new Date().toISOString() });
}

const looksLikeAvailability = (answer: unknown): answer is AvailabilityResponse =>
  typeof answer === 'object' && answer !== null && Array.isArray((answer as AvailabilityResponse).weeklyHours);

export const setAvailability = defineMutationKind<AvailabilityChange>()<AvailabilityRow>({
  name: 'setAvailability',
  method: 'PUT',
  stores: [availabilityStore.name],
  path: () => '/api/contractor/availability',
  body: (args) => ({ weeklyHours: args.weeklyHours, blockedDays: args.blockedDays }),
  apply: (view, args) => ({ ...view, weeklyHours: args.weeklyHours, blockedDays: args.blockedDays, isSet: true }),
  async onSuccess(answer, _args, db) {
    if (looksLikeAvailability(answer)) await storeAvailability(answer, db);
  },
  describe: () => 'Working hours and blocked days',
});
