/**
 * GET /api/coverageItem/limitsAndExclusions/{id}?state=XX: what a plan, an add-on or a contract's covered item
 * covers, does not cover, and its limits.
 */
import { LimitsAndExclusions } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

export async function getLimitsAndExclusions(
  id: string,
  stateCode: string,
  signal?: AbortSignal,
): Promise<LimitsAndExclusions> {
  const path = `/api/coverageItem/limitsAndExclusions/${encodeURIComponent(id)}`;
  const answer = await apiGet(path, stateCode ? { state: stateCode } : undefined, { signal });
  return checkedResponse(LimitsAndExclusions, answer, 'GET /api/coverageItem/limitsAndExclusions');
}

export const limitsAndExclusionsQueryOptions = (id: string, stateCode: string) =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'limitsAndExclusions', id, stateCode],
    queryFn: ({ signal }) => getLimitsAndExclusions(id, stateCode, signal),
    staleTime: 60 * 60_000,
  });

export const useLimitsAndExclusions = (id: string | null, stateCode: string) =>
  useQuery({ ...limitsAndExclusionsQueryOptions(id ?? '', stateCode), enabled: !!id });
