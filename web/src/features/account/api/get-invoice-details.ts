/** GET /api/account/invoices/{invoiceId}/details: an invoice with its contract and the payments made on it. */
import { InvoiceDetail } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { INVOICES_QUERY_KEY } from './get-invoices.ts';

export async function getInvoiceDetails(invoiceId: string, signal?: AbortSignal): Promise<InvoiceDetail> {
  const path = `/api/account/invoices/${encodeURIComponent(invoiceId)}/details`;
  const answer = await apiGet(path, undefined, { auth: true, signal });
  return checkedResponse(InvoiceDetail, answer, 'GET /api/account/invoices/{invoiceId}/details');
}

// Under the invoices key, so a payment refreshes the details too.
export const invoiceDetailsQueryOptions = (invoiceId: string) =>
  queryOptions({
    queryKey: [...INVOICES_QUERY_KEY, 'details', invoiceId],
    queryFn: ({ signal }) => getInvoiceDetails(invoiceId, signal),
  });

export const useInvoiceDetails = (invoiceId: string | null) =>
  useQuery({ ...invoiceDetailsQueryOptions(invoiceId ?? ''), enabled: !!invoiceId });
