/**
 * GET /api/account/contract/{id}: one contract with what it was sold with (a 10 s
 * time-out, retried up to 3 times at 1 s intervals), for the plan's details in the account area and the
 * order form (an upgrade keeps the contract's payment type and term).
 */
import { ContractDetail } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export const CONTRACT_LOAD_TIMEOUT_MS = 10_000;
export const CONTRACT_LOAD_RETRIES = 3;
export const CONTRACT_LOAD_RETRY_DELAY_MS = 1_000;

export async function getContract(contractId: string, signal?: AbortSignal): Promise<ContractDetail> {
  const path = `/api/account/contract/${encodeURIComponent(contractId)}`;
  const answer = await apiGet(path, undefined, { auth: true, signal, timeoutMs: CONTRACT_LOAD_TIMEOUT_MS });
  return checkedResponse(ContractDetail, answer, 'GET /api/account/contract/{id}');
}

export const contractQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'contract', contractId],
    queryFn: ({ signal }) => getContract(contractId, signal),
    retry: CONTRACT_LOAD_RETRIES,
    retryDelay: CONTRACT_LOAD_RETRY_DELAY_MS,
  });

export const useContract = (contractId: string) => useQuery(contractQueryOptions(contractId));
