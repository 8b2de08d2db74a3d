/** GET /api/review/{group}/10: the reviews of one group, in the order the site shows them. */
import { Review, type ReviewGroup } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

/** The pages ask for ten reviews. */
export const REVIEW_COUNT = 10;

const Reviews = Type.Array(Review);

export async function getReviews(group: ReviewGroup, signal?: AbortSignal): Promise<Review[]> {
  // The section says it is loading: no global wait for content under the fold.
  const answer = await apiGet(`/api/review/${group}/${REVIEW_COUNT}`, undefined, { signal, background: true });
  return checkedResponse(Reviews, answer, 'GET /api/review/{group}/{count}');
}

export const reviewsQueryOptions = (group: ReviewGroup) =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'reviews', group],
    queryFn: ({ signal }) => getReviews(group, signal),
    staleTime: 60 * 60_000,
  });

export const useReviews = (group: ReviewGroup) => useQuery(reviewsQueryOptions(group));
