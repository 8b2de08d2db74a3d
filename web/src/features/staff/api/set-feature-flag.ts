/** PUT /api/feature/flag/{key}/{isEnabled} (admin): switches a flag and answers the whole list; the list then reloads. */
import { FeatureFlagList } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';
import { staffFeatureFlagsQueryOptions } from './get-feature-flags.ts';

export async function setFeatureFlag(input: { key: string; isEnabled: boolean }): Promise<FeatureFlagList> {
  const call = `PUT /api/feature/flag/${input.key}/${input.isEnabled}`;
  const answer = await apiPut(`/api/feature/flag/${encodeURIComponent(input.key)}/${input.isEnabled}`, undefined, {
    auth: true,
  });
  return checkedResponse(FeatureFlagList, answer, call);
}

export function useSetFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFeatureFlag,
    onSuccess: (flags) => {
      queryClient.setQueryData(staffFeatureFlagsQueryOptions().queryKey, flags);
      // After a set succeeds the flags reload, here and wherever the site reads them.
      void queryClient.invalidateQueries({ queryKey: staffFeatureFlagsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: [...REFERENCE_QUERY_PREFIX, 'featureFlags'] });
    },
  });
}
