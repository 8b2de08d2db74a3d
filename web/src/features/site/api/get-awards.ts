/** GET /api/awards/12: the company's awards, newest first, each with its badge image. */
import { Award } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

/** The about page asks for twelve. */
export const AWARD_COUNT = 12;

const Awards = Type.Array(Award);

export async function getAwards(signal?: AbortSignal): Promise<Award[]> {
  const answer = await apiGet(`/api/awards/${AWARD_COUNT}`, undefined, { signal, background: true });
  return checkedResponse(Awards, answer, 'GET /api/awards/{count}');
}

export const awardsQueryOptions = () =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'awards', AWARD_COUNT],
    queryFn: ({ signal }) => getAwards(signal),
    staleTime: 60 * 60_000,
  });

export const useAwards = () => useQuery(awardsQueryOptions());
