/**
 * GET /api/feature for the admin's flag panel: the flags with isUpdating.
 * After each load, while any flag isUpdating, the list reloads every 1 s.
 */
import { FeatureFlagList } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

/** The feature-flag reload interval. */
export const FEATURE_FLAG_RELOAD_MS = 1000;

export async function getStaffFeatureFlags(signal?: AbortSignal): Promise<FeatureFlagList> {
  const answer = await apiGet('/api/feature', undefined, { signal, background: true });
  return checkedResponse(FeatureFlagList, answer, 'GET /api/feature');
}

/** Reload every 1 s while any flag isUpdating; otherwise not at all. */
export const flagReloadInterval = (flags: FeatureFlagList | undefined): number | false =>
  flags?.some((flag) => flag.isUpdating) ? FEATURE_FLAG_RELOAD_MS : false;

export const staffFeatureFlagsQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'staff', 'featureFlags'],
    queryFn: ({ signal }) => getStaffFeatureFlags(signal),
    refetchInterval: (query) => flagReloadInterval(query.state.data),
  });

export const useStaffFeatureFlags = () => useQuery(staffFeatureFlagsQueryOptions());
