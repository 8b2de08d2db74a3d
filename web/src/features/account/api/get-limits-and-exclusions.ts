/** GET /api/coverageItem/limitsAndExclusions/{id}?state=XX: what a plan or item covers, does not, and its limits. */
import { LimitsAndExclusions } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

export async function getLimitsAndExclusions(
  salesItemCoverageId: string,
  stateCode: string,
  signal?: AbortSignal,
): Promise<LimitsAndExclusions> {
  const path = `/api/coverageItem/limitsAndExclusions/${encodeURIComponent(salesItemCoverageId)}`;
  const answer = await apiGet(path, stateCode ? { state: stateCode } : undefined, { signal });
  return checkedResponse(LimitsAndExclusions, answer, 'GET /api/coverageItem/limitsAndExclusions/{id}');
}

export const limitsAndExclusionsQueryOptions = (salesItemCoverageId: string, stateCode: string) =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'limitsAndExclusions', salesItemCoverageId, stateCode],
    queryFn: ({ signal }) => getLimitsAndExclusions(salesItemCoverageId, stateCode, signal),
    staleTime: 60 * 60_000,
  });

export const useLimitsAndExclusions = (salesItemCoverageId: string | null, stateCode: string) =>
  useQuery({
    ...limitsAndExclusionsQueryOptions(salesItemCoverageId ?? '', stateCode),
    enabled: !!salesItemCoverageId,
  });
