/**
 * GET /api/account/payment/info: the user's saved cards, to pay the service call fee with. Same call and
 * key as the account area's billing query, so their copies are one.
 */
import { PaymentInfo } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

const PaymentInfos = Type.Array(PaymentInfo);

export async function getPaymentInfos(signal?: AbortSignal): Promise<PaymentInfo[]> {
  const answer = await apiGet('/api/account/payment/info', undefined, { auth: true, signal });
  return checkedResponse(PaymentInfos, answer, 'GET /api/account/payment/info');
}

export const paymentInfosQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'paymentInfos'],
    queryFn: ({ signal }) => getPaymentInfos(signal),
  });

export const usePaymentInfos = () => useQuery(paymentInfosQueryOptions());
