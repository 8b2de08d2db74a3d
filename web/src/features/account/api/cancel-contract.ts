/**
 * DELETE /api/account/contract/{id}: cancels a pending or active contract and answers it as it is now.
 * The contracts, the agent's orders, the invoices and the plan's money are read again: a cancel replaces the
 * orders and invoices lists and writes off what the plan owed.
 */
import { ContractSummary } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '#web/lib/account/get-account.ts';
import { contractQueryOptions } from '#web/lib/account/get-contract.ts';
import { apiDelete } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';
import { agentOrdersQueryOptions } from './get-agent-orders.ts';
import { contractMoneyQueryOptions } from './get-contract-money.ts';

export async function cancelContract(contractId: string): Promise<ContractSummary> {
  const answer = await apiDelete(`/api/account/contract/${encodeURIComponent(contractId)}`, undefined, { auth: true });
  return checkedResponse(ContractSummary, answer, 'DELETE /api/account/contract/{id}');
}

export function useCancelContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelContract,
    onSuccess: (_answer, contractId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: agentOrdersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: contractQueryOptions(contractId).queryKey }),
        queryClient.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_PREFIX, 'invoices'] }),
        queryClient.invalidateQueries({ queryKey: contractMoneyQueryOptions(contractId).queryKey }),
      ]),
  });
}
