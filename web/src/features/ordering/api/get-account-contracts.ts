/** GET /api/account/user (signed in): the user and their contracts, for prefilling a renewal or upgrade. */
import { AccountResponse } from '@hw/shared';
import { queryOptions } from '@tanstack/react-query';
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
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'account', 'contracts'],
    queryFn: ({ signal }) => getAccountContracts(signal),
  });
