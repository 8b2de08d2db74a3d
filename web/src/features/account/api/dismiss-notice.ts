/** DELETE /api/account/notice/{noticeId}: dismisses one notice (204); it leaves the list at once. */
import type { Notice } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '#web/lib/api/index.ts';
import { NOTICES_QUERY_KEY } from './get-notices.ts';

export async function dismissNotice(noticeId: string): Promise<void> {
  await apiDelete(`/api/account/notice/${encodeURIComponent(noticeId)}`, undefined, { auth: true });
}

export function useDismissNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNotice,
    onSuccess: (_answer, noticeId) => {
      queryClient.setQueriesData<Notice[]>({ queryKey: NOTICES_QUERY_KEY }, (notices) =>
        notices?.filter((notice) => notice.noticeId !== noticeId),
      );
      return queryClient.invalidateQueries({ queryKey: NOTICES_QUERY_KEY });
    },
  });
}
