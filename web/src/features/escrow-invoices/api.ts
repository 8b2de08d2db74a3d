/**
 * The officer's page calls: GET /api/escrow-invoice/{invoiceId}?t= reads the invoice (and marks it viewed), POST
 * /api/escrow-invoice/{invoiceId}/pay?t= pays it with a card just tokenised. A missing or wrong token and an
 * unknown invoice are one 404: the page then shows the not-found page. Nothing is kept in the saved cache.
 */
import { EscrowInvoicePayResponse, EscrowInvoiceView } from '@hw/shared';
import { useQuery } from '@tanstack/react-query';
import { type ApiError, apiGet, apiPost, isApiError } from '#web/lib/api/index.ts';
import type { CardPayment } from '#web/lib/payments/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

const path = (invoiceId: string) => `/api/escrow-invoice/${encodeURIComponent(invoiceId)}`;

export async function escrowInvoiceFromLink(invoiceId: string, token: string): Promise<EscrowInvoiceView> {
  const answer = await apiGet(path(invoiceId), { t: token }, { skipStatusCheck: true });
  return checkedResponse(EscrowInvoiceView, answer, 'GET /api/escrow-invoice/{invoiceId}');
}

export async function payEscrowInvoice(
  invoiceId: string,
  token: string,
  card: CardPayment,
): Promise<EscrowInvoicePayResponse> {
  const answer = await apiPost(`${path(invoiceId)}/pay?t=${encodeURIComponent(token)}`, card, {
    skipStatusCheck: true,
  });
  return checkedResponse(EscrowInvoicePayResponse, answer, 'POST /api/escrow-invoice/{invoiceId}/pay');
}

/** Whether the server refused the link (no such invoice, or not its token). */
export const isLinkRefused = (error: unknown) => isApiError(error) && error.status === 404;

/** Whether a payment was refused because the invoice, or its contract, was cancelled (nothing was charged). */
export const isInvoiceCancelled = (error: unknown): error is ApiError =>
  isApiError(error) &&
  error.status === 409 &&
  ((error.body as { errors?: { code?: unknown }[] } | null)?.errors ?? []).some(
    (entry) => entry.code === 'invoiceCancelled',
  );

export const useEscrowInvoiceFromLink = (invoiceId: string, token: string | undefined) =>
  useQuery({
    queryKey: ['escrow-invoice-link', invoiceId, token ?? ''],
    queryFn: () => escrowInvoiceFromLink(invoiceId, token ?? ''),
    enabled: Boolean(token),
    gcTime: 0,
    staleTime: 0,
    retry: (failures, error) => !isLinkRefused(error) && failures < 1,
  });
