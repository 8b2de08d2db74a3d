/**
 * The cached service request history, as the service request mutations update it: every list of the
 * history (one per set of contracts) lives under SERVICE_REQUESTS_QUERY_KEY, a request's notes under its
 * own key (get-service-requests.ts, get-service-request-notes.ts).
 */
import type { ServiceRequestSummary } from '@hw/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_PREFIX } from '#web/lib/query/index.ts';
import { serviceRequestNotesQueryOptions } from './get-service-request-notes.ts';

/** The prefix of every `serviceRequestsQueryOptions(contractIds).queryKey`. */
export const SERVICE_REQUESTS_QUERY_KEY = [...ACCOUNT_QUERY_PREFIX, 'serviceRequests'] as const;

/** The key of a claim's decision (claim-decision.ts); outside the history's prefix, which holds only lists. */
export const claimDecisionQueryKey = (serviceRequestId: string) =>
  [...ACCOUNT_QUERY_PREFIX, 'claimDecision', serviceRequestId] as const;

/** The history, the request's notes and its decision are read again (they refresh on screen once the answers are in). */
export function refreshServiceRequest(queryClient: QueryClient, serviceRequestId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: serviceRequestNotesQueryOptions(serviceRequestId).queryKey }),
    queryClient.invalidateQueries({ queryKey: claimDecisionQueryKey(serviceRequestId) }),
  ]);
}

/** Puts the server's answer for one request into every cached history list that holds it. */
export function storeServiceRequest(queryClient: QueryClient, request: ServiceRequestSummary): void {
  queryClient.setQueriesData<ServiceRequestSummary[]>({ queryKey: SERVICE_REQUESTS_QUERY_KEY }, (list) =>
    list?.map((each) => (each.serviceRequestId === request.serviceRequestId ? request : each)),
  );
}
