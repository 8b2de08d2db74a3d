/**
 * What the live change stream refreshes outside the contractor screens (which listen themselves, to merge
 * into the device's copy): a homeowner's claims and their timelines, read through TanStack Query.
 */
import type { QueryClient } from '@tanstack/react-query';
import { onLiveChange } from '#web/lib/live/index.ts';

// Changes stream to a signed-in user only: the cache's code loads with the first one.
const serviceRequestCache = () => import('#web/features/account/api/service-request-cache.ts');

export function refreshOnLiveChanges(queryClient: QueryClient): () => void {
  return onLiveChange((signal) => {
    if (signal.kind === 'serviceRequest') {
      void serviceRequestCache().then((cache) => cache.refreshServiceRequest(queryClient, signal.id));
    } else if (signal.kind === 'resync') {
      void serviceRequestCache().then((cache) =>
        queryClient.invalidateQueries({ queryKey: cache.SERVICE_REQUESTS_QUERY_KEY }),
      );
    }
  });
}
