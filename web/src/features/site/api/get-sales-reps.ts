/**
 * GET /api/salesRep/state/{stateCode}: the sales representatives of a state, in display order.
 */
import { SalesRep } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

const SalesReps = Type.Array(SalesRep);

export async function getSalesReps(stateCode: string, signal?: AbortSignal): Promise<SalesRep[]> {
  const path = `/api/salesRep/state/${encodeURIComponent(stateCode)}`;
  const answer = await apiGet(path, undefined, { signal, background: true });
  return checkedResponse(SalesReps, answer, 'GET /api/salesRep/state/{stateCode}');
}

export const salesRepsQueryOptions = (stateCode: string) =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'salesReps', stateCode],
    queryFn: ({ signal }) => getSalesReps(stateCode, signal),
    staleTime: 60 * 60_000,
  });

export const useSalesReps = (stateCode: string) => useQuery(salesRepsQueryOptions(stateCode));
