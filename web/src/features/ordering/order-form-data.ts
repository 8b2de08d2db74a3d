/** What every order form reads before it renders, into the query cache: the feature flags and the property types. */
import type { QueryClient } from '@tanstack/react-query';
import { featureFlagsQueryOptions } from '#web/lib/feature-flags.ts';
import { loadQuery } from '#web/lib/query/index.ts';
import { propertyTypesQueryOptions } from '#web/lib/reference/get-property-types.ts';

export async function loadOrderFormData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    loadQuery(queryClient, featureFlagsQueryOptions()),
    loadQuery(queryClient, propertyTypesQueryOptions()),
  ]);
}
