/** GET /api/company/executive: the executives in the order the about page shows them. */
import { Executive } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

const Executives = Type.Array(Executive);

export async function getExecutives(signal?: AbortSignal): Promise<Executive[]> {
  const answer = await apiGet('/api/company/executive', undefined, { signal, background: true });
  return checkedResponse(Executives, answer, 'GET /api/company/executive');
}

export const executivesQueryOptions = () =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'executives'],
    queryFn: ({ signal }) => getExecutives(signal),
    staleTime: 60 * 60_000,
  });

export const useExecutives = () => useQuery(executivesQueryOptions());
