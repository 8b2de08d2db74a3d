/**
 * GET /api/staff/partners?status=pending and POST /api/staff/partners/{partnerId}/approve: partners agents
 * added while ordering, waiting for staff (online only; never kept on the device).
 */
import { StaffPartner, StaffPartnerList } from '@hw/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getPendingPartners(signal?: AbortSignal): Promise<StaffPartnerList> {
  const answer = await apiGet('/api/staff/partners', { status: 'pending' }, { auth: true, signal, background: true });
  return checkedResponse(StaffPartnerList, answer, 'GET /api/staff/partners');
}

export const pendingPartnersQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'staff', 'partners', 'pending'],
    queryFn: ({ signal }) => getPendingPartners(signal),
    staleTime: 0,
    gcTime: 0,
  });

export const usePendingPartners = () => useQuery(pendingPartnersQueryOptions());

export async function approvePartner(partnerId: string): Promise<StaffPartner> {
  const call = `POST /api/staff/partners/${partnerId}/approve`;
  const answer = await apiPost(`/api/staff/partners/${encodeURIComponent(partnerId)}/approve`, undefined, {
    auth: true,
  });
  return checkedResponse(StaffPartner, answer, call);
}

export function useApprovePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingPartnersQueryOptions().queryKey }),
  });
}
