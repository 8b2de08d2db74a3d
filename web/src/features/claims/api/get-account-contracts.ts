/**
 * GET /api/account/user: the signed-in user and the contracts they own, to choose the plan a request is
 * for. Same call and key as the account area's own query, so the copy the account page loaded is used.
 */
import { AccountResponse } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getAccountContracts(signal?: AbortSignal): Promise<AccountResponse> {
  return checkedResponse(
    AccountResponse,
    await apiGet('/api/account/user', undefined, { auth: true, signal }),
    'GET /api/account/user',
  );
}

export const accountContractsQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'account'],
    queryFn: ({ signal }) => getAccountContracts(signal),
  });

export const useAccountContracts = () => useQuery(accountContractsQueryOptions());
