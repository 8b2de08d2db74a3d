/** GET /api/crr/statistics?year: the network's figures by month, state and trade. */
import { CrrStatisticsResponse } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getCrrStatistics(year: number, signal?: AbortSignal): Promise<CrrStatisticsResponse> {
  const answer = await apiGet('/api/crr/statistics', { year }, { auth: true, signal, background: true });
  return checkedResponse(CrrStatisticsResponse, answer, 'GET /api/crr/statistics');
}

export const crrStatisticsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'staff', 'crrStatistics', year],
    queryFn: ({ signal }) => getCrrStatistics(year, signal),
  });

export const useCrrStatistics = (year: number) => useQuery(crrStatisticsQueryOptions(year));
