/** POST /api/account/user/smsOptIn: enrolls the user in text messages; success marks isOptedInToSms. */
import { AuthUser } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { storeUser } from './save-profile.ts';

export async function smsOptIn(smsPhoneNumber: string | undefined): Promise<AuthUser> {
  const answer = await apiPost('/api/account/user/smsOptIn', smsPhoneNumber ? { smsPhoneNumber } : {}, { auth: true });
  return checkedResponse(AuthUser, answer, 'POST /api/account/user/smsOptIn');
}

export function useSmsOptIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: smsOptIn, onSuccess: (user) => storeUser(queryClient, user) });
}
