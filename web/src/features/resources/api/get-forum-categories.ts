/** GET /api/forum/categories: the resources categories with their slug, intro, banner and page meta. */
import { ForumCategory } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

const ForumCategories = Type.Array(ForumCategory);

export async function getForumCategories(signal?: AbortSignal): Promise<ForumCategory[]> {
  const answer = await apiGet('/api/forum/categories', undefined, { signal });
  return checkedResponse(ForumCategories, answer, 'GET /api/forum/categories');
}

export const forumCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'forum', 'categories'],
    queryFn: ({ signal }) => getForumCategories(signal),
    staleTime: 60 * 60_000,
  });

export const useForumCategories = () => useQuery(forumCategoriesQueryOptions());
