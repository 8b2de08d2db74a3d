/**
 * GET /api/account/contract/{id}/money: the plan's ledger (its charges and payments), balance, the day it is
 * paid through, auto-renewal and automatic payment (with the words its owner agreed to).
 */
import { ContractMoney } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

/** Every plan's money: what a payment, a cancellation or a change of the plan reloads. */
export const CONTRACT_MONEY_QUERY_KEY = [...ACCOUNT_QUERY_PREFIX, 'contractMoney'] as const;

export async function getContractMoney(contractId: string, signal?: AbortSignal): Promise<ContractMoney> {
  const answer = await apiGet(`/api/account/contract/${encodeURIComponent(contractId)}/money`, undefined, {
    auth: true,
    signal,
  });
  return checkedResponse(ContractMoney, answer, 'GET /api/account/contract/{id}/money');
}

export const contractMoneyQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: [...CONTRACT_MONEY_QUERY_KEY, contractId],
    queryFn: ({ signal }) => getContractMoney(contractId, signal),
  });

export const useContractMoney = (contractId: string) => useQuery(contractMoneyQueryOptions(contractId));
