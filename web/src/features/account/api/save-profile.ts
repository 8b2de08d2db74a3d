/**
 * POST /api/account/user: saves the user's name and phones and answers the user. Success updates the stored
 * user and the account's copy of it.
 */
import { AuthUser, type SaveProfileBody } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { accountQueryOptions } from '#web/lib/account/get-account.ts';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { getSessionState, storeAuthResponse } from '#web/lib/session/index.ts';
import { accountUserQueryOptions } from './get-account-user.ts';

export type SaveProfileRequest = Static<typeof SaveProfileBody>;

export async function saveProfile(body: SaveProfileRequest): Promise<AuthUser> {
  const answer = await apiPost('/api/account/user', body, { auth: true });
  return checkedResponse(AuthUser, answer, 'POST /api/account/user');
}

/** The signed-in user as the server now has it: the session, the account user and the account keep it. */
export function storeUser(queryClient: ReturnType<typeof useQueryClient>, user: AuthUser): void {
  const response = getSessionState().response;
  if (response && response.user.userId === user.userId) storeAuthResponse({ ...response, user });
  queryClient.setQueryData(accountUserQueryOptions(user.userId).queryKey, user);
  void queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProfile, onSuccess: (user) => storeUser(queryClient, user) });
}
