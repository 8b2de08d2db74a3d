/** GET /api/contractor/dispatchStatistics/voc/{userId}: dispatch counts by month and trade, and comments. */
import { type VocQuery as VocQuerySchema, VocResponse } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiGet, DISPATCH_STATISTICS_TIMEOUT_MS } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

type VocQuery = Static<typeof VocQuerySchema>;

export async function getVocStatistics(userId: string, query: VocQuery, signal?: AbortSignal): Promise<VocResponse> {
  const path = `/api/contractor/dispatchStatistics/voc/${encodeURIComponent(userId)}`;
  return checkedResponse(
    VocResponse,
    await apiGet(path, query, { auth: true, signal, timeoutMs: DISPATCH_STATISTICS_TIMEOUT_MS }),
    'GET voc statistics',
  );
}

export const vocStatisticsQueryOptions = (userId: string, query: VocQuery) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'contractor', 'voc', userId, query],
    queryFn: ({ signal }) => getVocStatistics(userId, query, signal),
  });

export const useVocStatistics = (userId: string, query: VocQuery) => useQuery(vocStatisticsQueryOptions(userId, query));
