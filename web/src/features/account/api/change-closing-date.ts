/**
 * PUT /api/account/order/{contractId}/closingDate: the agent moves a pending order's closing date; an unpaid
 * escrow invoice is mailed to the officer again. The agent's orders are read again.
 */
import { ClosingDateResponse } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { agentOrdersQueryOptions } from './get-agent-orders.ts';

export async function changeClosingDate(contractId: string, closingDate: string): Promise<ClosingDateResponse> {
  const answer = await apiPut(
    `/api/account/order/${encodeURIComponent(contractId)}/closingDate`,
    { closingDate },
    { auth: true },
  );
  return checkedResponse(ClosingDateResponse, answer, 'PUT /api/account/order/{contractId}/closingDate');
}

export function useChangeClosingDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, closingDate }: { contractId: string; closingDate: string }) =>
      changeClosingDate(contractId, closingDate),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentOrdersQueryOptions().queryKey }),
  });
}
