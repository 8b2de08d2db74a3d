/**
 * GET and POST /api/staff/notices, POST /api/staff/notices/{noticeId}/retire (admin): the site-wide notices,
 * active and retired, publishing and retiring (online only; never kept on the device).
 */
import { GlobalNotice, type GlobalNoticeBody, GlobalNoticeList } from '@hw/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getStaffGlobalNotices(signal?: AbortSignal): Promise<GlobalNoticeList> {
  const answer = await apiGet('/api/staff/notices', undefined, { auth: true, signal, background: true });
  return checkedResponse(GlobalNoticeList, answer, 'GET /api/staff/notices');
}

export const staffGlobalNoticesQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'staff', 'globalNotices'],
    queryFn: ({ signal }) => getStaffGlobalNotices(signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useStaffGlobalNotices = () => useQuery(staffGlobalNoticesQueryOptions());

export async function publishGlobalNotice(body: GlobalNoticeBody): Promise<GlobalNotice> {
  const answer = await apiPost('/api/staff/notices', body, { auth: true });
  return checkedResponse(GlobalNotice, answer, 'POST /api/staff/notices');
}

export async function retireGlobalNotice(noticeId: string): Promise<GlobalNotice> {
  const answer = await apiPost(`/api/staff/notices/${encodeURIComponent(noticeId)}/retire`, undefined, {
    auth: true,
  });
  return checkedResponse(GlobalNotice, answer, `POST /api/staff/notices/${noticeId}/retire`);
}

function useReloadingMutation<Input>(mutationFn: (input: Input) => Promise<GlobalNotice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffGlobalNoticesQueryOptions().queryKey }),
  });
}

export const usePublishGlobalNotice = () => useReloadingMutation(publishGlobalNotice);
export const useRetireGlobalNotice = () => useReloadingMutation(retireGlobalNotice);
