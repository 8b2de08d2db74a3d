/** GET /api/contractor/dispatchStatistics/scores/{webUserId}: the contractor's scores for a year. */
import { type ScoresQuery as ScoresQuerySchema, ScoresResponse } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiGet, DISPATCH_STATISTICS_TIMEOUT_MS } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

type ScoresQuery = Static<typeof ScoresQuerySchema>;

export async function getScoreStatistics(
  webUserId: string,
  query: ScoresQuery,
  signal?: AbortSignal,
): Promise<ScoresResponse> {
  const path = `/api/contractor/dispatchStatistics/scores/${encodeURIComponent(webUserId)}`;
  return checkedResponse(
    ScoresResponse,
    await apiGet(path, query, { auth: true, signal, timeoutMs: DISPATCH_STATISTICS_TIMEOUT_MS }),
    'GET score statistics',
  );
}

export const scoreStatisticsQueryOptions = (webUserId: string, query: ScoresQuery) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'contractor', 'scores', webUserId, query],
    queryFn: ({ signal }) => getScoreStatistics(webUserId, query, signal),
  });

export const useScoreStatistics = (webUserId: string, query: ScoresQuery) =>
  useQuery(scoreStatisticsQueryOptions(webUserId, query));
