/**
 * The visit of a filed request: GET /api/account/serviceRequest/visit/{id} (the booked window and the open ones),
 * PUT to book or move it, DELETE to cancel it (online only). An answer replaces the cached request at once.
 */
import { ServiceRequestSummary, VisitResponse, type VisitWindow } from '@hw/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPut } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';
import { refreshServiceRequest, storeServiceRequest } from './service-request-cache.ts';

const pathOf = (serviceRequestId: string) =>
  `/api/account/serviceRequest/visit/${encodeURIComponent(serviceRequestId)}`;

export const serviceRequestVisitQueryOptions = (serviceRequestId: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'serviceRequest', 'visit', serviceRequestId],
    queryFn: async ({ signal }) =>
      checkedResponse(
        VisitResponse,
        await apiGet(pathOf(serviceRequestId), undefined, { auth: true, signal }),
        'GET /api/account/serviceRequest/visit',
      ),
    staleTime: 0,
  });

export const useServiceRequestVisit = (serviceRequestId: string) =>
  useQuery(serviceRequestVisitQueryOptions(serviceRequestId));

export function useMoveVisit(serviceRequestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (appointment: VisitWindow) =>
      checkedResponse(
        ServiceRequestSummary,
        await apiPut(pathOf(serviceRequestId), { appointment }, { auth: true }),
        'PUT /api/account/serviceRequest/visit',
      ),
    onSuccess: (request) => {
      storeServiceRequest(queryClient, request);
      return refreshServiceRequest(queryClient, request.serviceRequestId);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: serviceRequestVisitQueryOptions(serviceRequestId).queryKey }),
  });
}

export function useCancelVisit(serviceRequestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      checkedResponse(
        ServiceRequestSummary,
        await apiDelete(pathOf(serviceRequestId), undefined, { auth: true }),
        'DELETE /api/account/serviceRequest/visit',
      ),
    onSuccess: (request) => {
      storeServiceRequest(queryClient, request);
      return refreshServiceRequest(queryClient, request.serviceRequestId);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: serviceRequestVisitQueryOptions(serviceRequestId).queryKey }),
  });
}
