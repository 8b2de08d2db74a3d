/**
 * GET /api/feature: the feature flags (reference data, the same for everybody), one query for every screen,
 * and what each flag switches. The staff panel reads the same call under its own key to watch flags change.
 */
import { CAN_ORDER_FLAG_KEYS, CHAT_WIDGET_FLAG_KEY, FeatureFlag, isFlagOn, LIMITS_FLAG_KEY } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

const FeatureFlagsResponse = Type.Array(FeatureFlag);

export async function getFeatureFlags(signal?: AbortSignal): Promise<FeatureFlag[]> {
  return checkedResponse(
    FeatureFlagsResponse,
    await apiGet('/api/feature', undefined, { signal, background: true }),
    'GET /api/feature',
  );
}

export const featureFlagsQueryOptions = () =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'featureFlags'],
    queryFn: ({ signal }) => getFeatureFlags(signal),
    staleTime: 60_000,
  });

export const useFeatureFlags = () => useQuery(featureFlagsQueryOptions());

/** canOrder: ordering happens here unless the flag is present and off. */
export const canOrderFrom = (flags: readonly FeatureFlag[] | undefined): boolean =>
  isFlagOn(flags, CAN_ORDER_FLAG_KEYS);

/** Limits and exclusions open only while their flag is on. */
export const showsLimitsFrom = (flags: readonly FeatureFlag[] | undefined): boolean =>
  isFlagOn(flags, [LIMITS_FLAG_KEY]);

/** The chat widget shows while its flag is on (and off the order pages: app/layout-rules.ts). */
export const showsChatWidgetFrom = (flags: readonly FeatureFlag[] | undefined): boolean =>
  isFlagOn(flags, [CHAT_WIDGET_FLAG_KEY]);

export const useShowsLimits = (): boolean => showsLimitsFrom(useFeatureFlags().data);
