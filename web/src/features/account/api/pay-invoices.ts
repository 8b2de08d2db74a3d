/**
 * POST /api/account/invoices: pays invoices with a saved card (creditCardId) or a card just handed to the
 * gateway (authNet ids and the `profileToken` that opened its profile). 402 paymentDeclined charges nothing. An Idempotency-Key makes a resend after a
 * lost answer safe. On success the invoices, failed payments, contracts, notices and the plans' money are read
 * again (a successful payment reloads the invoices of the contracts).
 */
import { type PayInvoicesBody, PaymentResult } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { accountQueryOptions } from '#web/lib/account/get-account.ts';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { CONTRACT_MONEY_QUERY_KEY } from './get-contract-money.ts';
import { failedPaymentsQueryOptions } from './get-failed-payments.ts';
import { INVOICES_QUERY_KEY } from './get-invoices.ts';
import { NOTICES_QUERY_KEY } from './get-notices.ts';

export type PayInvoicesRequest = Static<typeof PayInvoicesBody>;

export async function payInvoices(body: PayInvoicesRequest, idempotencyKey: string): Promise<PaymentResult> {
  const answer = await apiPost('/api/account/invoices', body, {
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return checkedResponse(PaymentResult, answer, 'POST /api/account/invoices');
}

export function usePayInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PayInvoicesRequest; idempotencyKey: string }) =>
      payInvoices(body, idempotencyKey),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: failedPaymentsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: NOTICES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CONTRACT_MONEY_QUERY_KEY }),
      ]),
  });
}
