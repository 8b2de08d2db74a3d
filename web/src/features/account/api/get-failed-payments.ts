/** GET /api/account/payment/failed: automatic charges that failed and are still unpaid. */
import { FailedPayment } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

const FailedPayments = Type.Array(FailedPayment);

export async function getFailedPayments(signal?: AbortSignal): Promise<FailedPayment[]> {
  const answer = await apiGet('/api/account/payment/failed', undefined, { auth: true, signal });
  return checkedResponse(FailedPayments, answer, 'GET /api/account/payment/failed');
}

export const failedPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'failedPayments'],
    queryFn: ({ signal }) => getFailedPayments(signal),
  });

export const useFailedPayments = () => useQuery(failedPaymentsQueryOptions());
