/**
 * GET /api/account/user: the signed-in user's record and the contracts they own, one query under one key for the
 * account area, the service request dialog (the plan a request is for) and the order form (a renewal or upgrade).
 */
import { AccountResponse } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getAccount(signal?: AbortSignal): Promise<AccountResponse> {
  return checkedResponse(
    AccountResponse,
    await apiGet('/api/account/user', undefined, { auth: true, signal }),
    'GET /api/account/user',
  );
}

export const accountQueryOptions = () =>
  queryOptions({ queryKey: [...ACCOUNT_QUERY_PREFIX, 'account'], queryFn: ({ signal }) => getAccount(signal) });

export const useAccount = () => useQuery(accountQueryOptions());
