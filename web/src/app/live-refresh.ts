/**
 * What the live change stream refreshes outside the contractor screens (which listen themselves, to merge
 * into the device's copy): a homeowner's claims and their timelines, read through TanStack Query.
 */
import type { QueryClient } from '@tanstack/react-query';
import { refreshServiceRequest, SERVICE_REQUESTS_QUERY_KEY } from '#web/features/account/api/service-request-cache.ts';
import { onLiveChange } from '#web/lib/live/index.ts';

export function refreshOnLiveChanges(queryClient: QueryClient): () => void {
  return onLiveChange((signal) => {
    if (signal.kind === 'serviceRequest') void refreshServiceRequest(queryClient, signal.id);
    else if (signal.kind === 'resync') void queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_QUERY_KEY });
  });
}
