/** GET /api/account/contract/coverage/{id}: what a contract covers and the add-ons bought with it. */
import { ContractCoverage } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getContractCoverage(contractId: string, signal?: AbortSignal): Promise<ContractCoverage> {
  const path = `/api/account/contract/coverage/${encodeURIComponent(contractId)}`;
  const answer = await apiGet(path, undefined, { auth: true, signal });
  return checkedResponse(ContractCoverage, answer, 'GET /api/account/contract/coverage/{id}');
}

export const contractCoverageQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'contractCoverage', contractId],
    queryFn: ({ signal }) => getContractCoverage(contractId, signal),
  });

export const useContractCoverage = (contractId: string) => useQuery(contractCoverageQueryOptions(contractId));
