/**
 * PUT /api/account/contract/{id}/autoRenew: whether the plan renews by itself at the end of its term. The
 * answer is the plan's money, stored as it is; the plan's details are read again.
 */
import { type AutoRenewBody, ContractMoney } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractQueryOptions } from '#web/lib/account/get-contract.ts';
import { apiPut } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { contractMoneyQueryOptions } from './get-contract-money.ts';

export async function setAutoRenew(contractId: string, body: AutoRenewBody): Promise<ContractMoney> {
  const answer = await apiPut(`/api/account/contract/${encodeURIComponent(contractId)}/autoRenew`, body, {
    auth: true,
  });
  return checkedResponse(ContractMoney, answer, 'PUT /api/account/contract/{id}/autoRenew');
}

export function useSetAutoRenew(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isAutoRenew: boolean) => setAutoRenew(contractId, { isAutoRenew }),
    onSuccess: (money) => {
      queryClient.setQueryData(contractMoneyQueryOptions(contractId).queryKey, money);
      return queryClient.invalidateQueries({ queryKey: contractQueryOptions(contractId).queryKey });
    },
  });
}
