/**
 * GET /api/account/payment/info: the signed-in user's saved cards (brand, last four, expiry, the policies
 * they pay). One query for every screen that offers them (billing, the service call fee, an order).
 */
import { PaymentInfo } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export const PaymentInfos = Type.Array(PaymentInfo);

export async function getPaymentInfos(signal?: AbortSignal): Promise<PaymentInfo[]> {
  const answer = await apiGet('/api/account/payment/info', undefined, { auth: true, signal });
  return checkedResponse(PaymentInfos, answer, 'GET /api/account/payment/info');
}

export const paymentInfosQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'paymentInfos'],
    queryFn: ({ signal }) => getPaymentInfos(signal),
  });

/** `enabled: false` for a visitor, who has no saved cards. */
export const usePaymentInfos = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...paymentInfosQueryOptions(), enabled: options.enabled ?? true });
