/** GET /api/forum/{id}: one article with its HTML content. */
import { ForumEntry } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isApiError } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

export async function getForumEntry(id: number, signal?: AbortSignal): Promise<ForumEntry> {
  const answer = await apiGet(`/api/forum/${id}`, undefined, { signal });
  return checkedResponse(ForumEntry, answer, 'GET /api/forum/{id}');
}

export const forumEntryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'forum', 'entry', id],
    queryFn: ({ signal }) => getForumEntry(id, signal),
    staleTime: 5 * 60_000,
    // An article that does not exist will not appear on a second try.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

export const useForumEntry = (id: number) => useQuery(forumEntryQueryOptions(id));
