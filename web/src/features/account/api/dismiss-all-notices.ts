/** DELETE /api/account/notices: dismisses every notice of the user (204). */
import type { Notice } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '#web/lib/api/index.ts';
import { NOTICES_QUERY_KEY } from './get-notices.ts';

export async function dismissAllNotices(): Promise<void> {
  await apiDelete('/api/account/notices', undefined, { auth: true });
}

export function useDismissAllNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissAllNotices,
    onSuccess: () => {
      queryClient.setQueriesData<Notice[]>({ queryKey: NOTICES_QUERY_KEY }, () => []);
      return queryClient.invalidateQueries({ queryKey: NOTICES_QUERY_KEY });
    },
  });
}
