/** GET /api/contractor/agreement: the service agreement's text and when the contractor accepted it. */
import { AgreementResponse } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getAgreement(signal?: AbortSignal): Promise<AgreementResponse> {
  const answer = await apiGet('/api/contractor/agreement', undefined, { auth: true, signal });
  return checkedResponse(AgreementResponse, answer, 'GET /api/contractor/agreement');
}

export const agreementQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'contractor', 'agreement'],
    queryFn: ({ signal }) => getAgreement(signal),
  });

export const useAgreement = () => useQuery(agreementQueryOptions());
