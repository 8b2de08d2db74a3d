/** GET /api/staff/users?q=: users a staff member may act as (online only; never kept on the device). */
import { StaffUserSearchResponse } from '@hw/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';
import { useStaffSession } from './staff-session.ts';

export async function searchUsers(q: string, signal?: AbortSignal): Promise<StaffUserSearchResponse> {
  const answer = await apiGet('/api/staff/users', { q }, { auth: true, signal, background: true });
  return checkedResponse(StaffUserSearchResponse, answer, 'GET /api/staff/users');
}

export const userSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'staff', 'users', q],
    queryFn: ({ signal }) => searchUsers(q, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useUserSearch(q: string, enabled: boolean) {
  const staff = useStaffSession();
  return useQuery({
    ...userSearchQueryOptions(q),
    enabled: staff && enabled && q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
