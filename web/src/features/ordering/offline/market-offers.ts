/**
 * An agent's quick order works without signal in any market state: while an agent is signed in and online,
 * the real-estate offers of the six market states, for every dwelling type, are kept in the query cache
 * (which is saved on the device), together with the states and dwelling types the quick order form lists.
 * Loaded only for such a user (keeps-market-offers.ts).
 */
import { MARKET_STATE_CODES, REAL_ESTATE_PLAN_TYPE_ID } from '@hw/shared';
import type { QueryClient } from '@tanstack/react-query';
import { propertyTypesQueryOptions } from '#web/lib/reference/get-property-types.ts';
import { statesQueryOptions } from '#web/lib/reference/get-states.ts';
import { offersQueryOptions } from '../api/get-offers.ts';

export async function prefetchMarketOffers(queryClient: QueryClient): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const [propertyTypes] = await Promise.all([
    queryClient.fetchQuery(propertyTypesQueryOptions()),
    queryClient.prefetchQuery(statesQueryOptions()),
  ]);
  await Promise.all(
    MARKET_STATE_CODES.flatMap((state) =>
      propertyTypes.map(({ dwellingTypeId }) =>
        queryClient.prefetchQuery(
          offersQueryOptions({ state, planTypeId: REAL_ESTATE_PLAN_TYPE_ID, dwellingTypeId, isListingCoverage: false }),
        ),
      ),
    ),
  );
}
