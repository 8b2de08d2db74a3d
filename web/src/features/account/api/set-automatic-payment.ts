/**
 * PUT /api/account/contract/{id}/automaticPayment: on (a saved card of the owner's pays the plan's later
 * charges, under the words shown) or off (each later charge is invoiced). The answer is the plan's money,
 * stored as it is; the plan's details and the saved cards (which plans each pays) are read again.
 */
import { type AutomaticPaymentBody, ContractMoney } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractQueryOptions } from '#web/lib/account/get-contract.ts';
import { apiPut } from '#web/lib/api/index.ts';
import { paymentInfosQueryOptions } from '#web/lib/payments/get-payment-infos.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { contractMoneyQueryOptions } from './get-contract-money.ts';

export async function setAutomaticPayment(contractId: string, body: AutomaticPaymentBody): Promise<ContractMoney> {
  const answer = await apiPut(`/api/account/contract/${encodeURIComponent(contractId)}/automaticPayment`, body, {
    auth: true,
  });
  return checkedResponse(ContractMoney, answer, 'PUT /api/account/contract/{id}/automaticPayment');
}

export function useSetAutomaticPayment(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutomaticPaymentBody) => setAutomaticPayment(contractId, body),
    onSuccess: (money) => {
      queryClient.setQueryData(contractMoneyQueryOptions(contractId).queryKey, money);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contractQueryOptions(contractId).queryKey }),
        queryClient.invalidateQueries({ queryKey: paymentInfosQueryOptions().queryKey }),
      ]);
    },
  });
}
