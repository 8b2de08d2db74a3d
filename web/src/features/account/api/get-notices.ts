/** GET /api/account/notice/{userId}: the notices the user has not dismissed, newest first. */
import { Notice } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

const Notices = Type.Array(Notice);

export async function getNotices(userId: string, signal?: AbortSignal): Promise<Notice[]> {
  const answer = await apiGet(`/api/account/notice/${encodeURIComponent(userId)}`, undefined, { auth: true, signal });
  return checkedResponse(Notices, answer, 'GET /api/account/notice/{userId}');
}

export const NOTICES_QUERY_KEY = [...ACCOUNT_QUERY_PREFIX, 'notices'] as const;

export const noticesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...NOTICES_QUERY_KEY, userId],
    queryFn: ({ signal }) => getNotices(userId, signal),
  });

export const useNotices = (userId: string) => useQuery(noticesQueryOptions(userId));
