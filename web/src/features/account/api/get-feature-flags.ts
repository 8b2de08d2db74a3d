/** GET /api/feature: the feature flags; the account reads the limits and exclusions flag. */
import { FeatureFlag } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

const FeatureFlags = Type.Array(FeatureFlag);

export async function getFeatureFlags(signal?: AbortSignal): Promise<FeatureFlag[]> {
  const answer = await apiGet('/api/feature', undefined, { signal, background: true });
  return checkedResponse(FeatureFlags, answer, 'GET /api/feature');
}

export const featureFlagsQueryOptions = () =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'featureFlags'],
    queryFn: ({ signal }) => getFeatureFlags(signal),
    staleTime: 60_000,
  });

export const LIMITS_FLAG_KEY = 'LimitsAndExclusions';

/** Limits and exclusions open only while their flag is on; a flag that is absent counts as on. */
export function useShowsLimits(): boolean {
  const flags = useQuery(featureFlagsQueryOptions());
  return !flags.data?.some((flag) => flag.key === LIMITS_FLAG_KEY && !flag.isEnabled);
}
