/** GET /api/account/user/{id}: the signed-in user's name, e-mail and phones. */
import { AuthUser } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';
import { useSession } from '#web/lib/session/index.ts';

export async function getAccountUser(userId: string, signal?: AbortSignal): Promise<AuthUser> {
  const path = `/api/account/user/${encodeURIComponent(userId)}`;
  return checkedResponse(AuthUser, await apiGet(path, undefined, { auth: true, signal }), 'GET /api/account/user');
}

export const accountUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'user', userId],
    queryFn: ({ signal }) => getAccountUser(userId, signal),
  });

/**
 * The signed-in user's own record. Asked only while `userId` is still the session's user: a screen shown
 * for the previous user (just before starting or ending "View as") never asks with the new user's token.
 */
export function useAccountUser(userId: string) {
  const { user } = useSession();
  return useQuery({ ...accountUserQueryOptions(userId), enabled: user?.userId === userId });
}
