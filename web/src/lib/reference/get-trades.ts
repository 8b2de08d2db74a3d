/** GET /api/reference/trades: the repair trades (reference data, the same for everybody). */
import { Trade } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

const TradesResponse = Type.Array(Trade);

export async function getTrades(signal?: AbortSignal): Promise<Trade[]> {
  return checkedResponse(
    TradesResponse,
    await apiGet('/api/reference/trades', undefined, { signal }),
    'GET /api/reference/trades',
  );
}

export const tradesQueryOptions = () =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'trades'],
    queryFn: ({ signal }) => getTrades(signal),
    staleTime: 24 * 60 * 60_000,
  });

export const useTrades = () => useQuery(tradesQueryOptions());
