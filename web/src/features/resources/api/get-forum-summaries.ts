/**
 * GET /api/forum/summaries/{count}/{forumId}: the newest `count` articles of a category (forumId 0: of
 * every category), newest first. The list has its own loading overlay, shown
 * after 2 s (resources-list.tsx), so the call opens no global wait.
 */
import { ALL_FORUM_CATEGORIES, ForumEntrySummary } from '@hw/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

const ForumSummaries = Type.Array(ForumEntrySummary);

export async function getForumSummaries(
  count: number,
  forumId: number = ALL_FORUM_CATEGORIES,
  signal?: AbortSignal,
): Promise<ForumEntrySummary[]> {
  const answer = await apiGet(`/api/forum/summaries/${count}/${forumId}`, undefined, { signal, background: true });
  return checkedResponse(ForumSummaries, answer, 'GET /api/forum/summaries/{count}/{forumId}');
}

export const FORUM_SUMMARIES_QUERY_KEY = [...REFERENCE_QUERY_PREFIX, 'forum', 'summaries'] as const;

export const forumSummariesQueryOptions = (count: number, forumId: number = ALL_FORUM_CATEGORIES) =>
  queryOptions({
    queryKey: [...FORUM_SUMMARIES_QUERY_KEY, count, forumId],
    queryFn: ({ signal }) => getForumSummaries(count, forumId, signal),
    staleTime: 5 * 60_000,
  });

/** Asking for more keeps the articles already shown on screen until the longer list arrives (Load More). */
export const useForumSummaries = (count: number, forumId: number = ALL_FORUM_CATEGORIES, enabled = true) =>
  useQuery({ ...forumSummariesQueryOptions(count, forumId), placeholderData: keepPreviousData, enabled });
