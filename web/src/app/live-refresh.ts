/**
 * What the live change stream refreshes outside the contractor screens (which listen themselves, to merge
 * into the device's copy): a homeowner's claims and their timelines, a contract's invoices (an escrow invoice
 * viewed or paid, on the agent's orders and the owner's account), and staff's privacy requests, read through
 * TanStack Query.
 */
import type { QueryClient } from '@tanstack/react-query';
import { onLiveChange } from '#web/lib/live/index.ts';
import { ACCOUNT_QUERY_PREFIX } from '#web/lib/query/index.ts';

// Changes stream to a signed-in user only: the cache's code loads with the first one.
const serviceRequestCache = () => import('#web/features/account/api/service-request-cache.ts');

export function refreshOnLiveChanges(queryClient: QueryClient): () => void {
  return onLiveChange((signal) => {
    if (signal.kind === 'serviceRequest') {
      void serviceRequestCache().then((cache) => cache.refreshServiceRequest(queryClient, signal.id));
    } else if (signal.kind === 'contract' || signal.kind === 'dataRequest' || signal.kind === 'resync') {
      // Only the queries on screen read again at once; the others when next shown.
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_PREFIX });
    }
  });
}
