/** GET /api/contractorRelations/contractorStatistics/{contractorId}?year: one contractor's figures for a year. */
import { ContractorStatisticsResponse } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getContractorStatistics(
  contractorId: string,
  year: number,
  signal?: AbortSignal,
): Promise<ContractorStatisticsResponse> {
  const path = `/api/contractorRelations/contractorStatistics/${encodeURIComponent(contractorId)}`;
  const answer = await apiGet(path, { year }, { auth: true, signal, background: true });
  return checkedResponse(ContractorStatisticsResponse, answer, 'GET /api/contractorRelations/contractorStatistics');
}

export const contractorStatisticsQueryOptions = (contractorId: string, year: number) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'staff', 'contractorStatistics', contractorId, year],
    queryFn: ({ signal }) => getContractorStatistics(contractorId, year, signal),
  });

export const useContractorStatistics = (contractorId: string, year: number) =>
  useQuery(contractorStatisticsQueryOptions(contractorId, year));
