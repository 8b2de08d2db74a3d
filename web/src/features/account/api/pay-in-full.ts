/**
 * Paying the rest of a monthly plan's term at once: GET /api/account/contract/{id}/payInFull quotes it (422
 * with the reason when it cannot be done), POST pays it with a saved card or a card just handed to the
 * gateway, at the amount the owner was shown (`confirmedAmount`; 409 priceChanged otherwise, 402 declined).
 * An Idempotency-Key makes a resend after a lost answer safe. A payment reloads the plans, invoices,
 * failed payments and notices, and stores the plan's money as answered.
 */
import { ContractMoney, type PayInFullBody, PayInFullQuote } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '#web/lib/account/get-account.ts';
import { contractQueryOptions } from '#web/lib/account/get-contract.ts';
import { apiGet, apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { contractMoneyQueryOptions } from './get-contract-money.ts';
import { failedPaymentsQueryOptions } from './get-failed-payments.ts';
import { INVOICES_QUERY_KEY } from './get-invoices.ts';
import { NOTICES_QUERY_KEY } from './get-notices.ts';

const path = (contractId: string) => `/api/account/contract/${encodeURIComponent(contractId)}/payInFull`;

/** Asked afresh each time the owner opens the payment: never from the cache. */
export async function getPayInFullQuote(contractId: string): Promise<PayInFullQuote> {
  const answer = await apiGet(path(contractId), undefined, { auth: true });
  return checkedResponse(PayInFullQuote, answer, 'GET /api/account/contract/{id}/payInFull');
}

export async function payInFull(
  contractId: string,
  body: PayInFullBody,
  idempotencyKey: string,
): Promise<ContractMoney> {
  const answer = await apiPost(path(contractId), body, { auth: true, headers: { 'Idempotency-Key': idempotencyKey } });
  return checkedResponse(ContractMoney, answer, 'POST /api/account/contract/{id}/payInFull');
}

export function usePayInFull(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PayInFullBody; idempotencyKey: string }) =>
      payInFull(contractId, body, idempotencyKey),
    onSuccess: (money) => queryClient.setQueryData(contractMoneyQueryOptions(contractId).queryKey, money),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: contractQueryOptions(contractId).queryKey }),
        queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: failedPaymentsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: NOTICES_QUERY_KEY }),
      ]),
  });
}
