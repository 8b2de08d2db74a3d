/** GET /api/crr/graphs?year: the dashboard's charts (labels and series) for a year. */
import { CrrGraphsResponse } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getCrrGraphs(year: number, signal?: AbortSignal): Promise<CrrGraphsResponse> {
  const answer = await apiGet('/api/crr/graphs', { year }, { auth: true, signal, background: true });
  return checkedResponse(CrrGraphsResponse, answer, 'GET /api/crr/graphs');
}

export const crrGraphsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'staff', 'crrGraphs', year],
    queryFn: ({ signal }) => getCrrGraphs(year, signal),
  });

export const useCrrGraphs = (year: number) => useQuery(crrGraphsQueryOptions(year));
