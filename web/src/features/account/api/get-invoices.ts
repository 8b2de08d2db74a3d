/** GET /api/account/invoices?contractIds=a,b: the invoices of the given contracts. */
import { Invoice } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';
import { contractIdsParam } from '../format.ts';

const Invoices = Type.Array(Invoice);

export async function getInvoices(contractIds: readonly string[], signal?: AbortSignal): Promise<Invoice[]> {
  if (contractIds.length === 0) return [];
  const answer = await apiGet(
    '/api/account/invoices',
    { contractIds: contractIdsParam(contractIds) },
    { auth: true, signal },
  );
  return checkedResponse(Invoices, answer, 'GET /api/account/invoices');
}

/** Every invoice list is under this key: a payment or a cancel invalidates them all. */
export const INVOICES_QUERY_KEY = [...ACCOUNT_QUERY_PREFIX, 'invoices'] as const;

export const invoicesQueryOptions = (contractIds: readonly string[]) =>
  queryOptions({
    queryKey: [...INVOICES_QUERY_KEY, contractIdsParam(contractIds)],
    queryFn: ({ signal }) => getInvoices(contractIds, signal),
  });

export const useInvoices = (contractIds: readonly string[] | undefined) =>
  useQuery({ ...invoicesQueryOptions(contractIds ?? []), enabled: contractIds !== undefined });
