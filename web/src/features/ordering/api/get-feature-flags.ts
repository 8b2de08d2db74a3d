/** GET /api/feature: the feature flags (reference data, the same for everybody). */
import { FeatureFlag } from '@hw/shared';
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

/** The keys of the canOrder flag: the app's name, and the name the server's seed gives it. */
export const CAN_ORDER_FLAG_KEYS: readonly string[] = ['canOrder', 'OnlineOrdering'];
export const LIMITS_FLAG_KEY = 'LimitsAndExclusions';

/** A flag that is absent counts as on. */
const isOn = (flags: readonly FeatureFlag[] | undefined, keys: readonly string[]) =>
  !flags?.some((flag) => keys.includes(flag.key) && !flag.isEnabled);

/** canOrder: ordering happens here unless the flag is present and off. */
export const canOrderFrom = (flags: readonly FeatureFlag[] | undefined): boolean => isOn(flags, CAN_ORDER_FLAG_KEYS);

/** Limits and exclusions open only while their flag is on. */
export const showsLimitsFrom = (flags: readonly FeatureFlag[] | undefined): boolean => isOn(flags, [LIMITS_FLAG_KEY]);

export const CHAT_WIDGET_FLAG_KEY = 'ChatWidget';
/** The chat widget shows while its flag is on (and off the order pages: app/layout-rules.ts). */
export const showsChatWidgetFrom = (flags: readonly FeatureFlag[] | undefined): boolean =>
  isOn(flags, [CHAT_WIDGET_FLAG_KEY]);
