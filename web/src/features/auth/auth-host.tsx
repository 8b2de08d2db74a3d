/**
 * Mount once in the root layout: the sign-in dialogs, the `login` query parameter, what happens when
 * the session is lost, and the reset of account data whenever the signed-in user changes.
 */
import { messages } from '@hw/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ACCOUNT_QUERY_PREFIX, wipePersistedQueryCache } from '#web/lib/query/index.ts';
import { wipeUnlessUnsent } from '#web/offline/index.ts';
import { showToast } from '#web/ui/index.ts';
import './auth.css';
import {
  closeAuthDialog,
  openLoginDialog,
  setNavigator,
  setSessionLostHandler,
  useAuthDialog,
  useSession,
} from '#web/lib/session/index.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { ForgotDialog } from './forgot-dialog.tsx';
import { LoginDialog } from './login-dialog.tsx';

/**
 * A lost session (not a logout) takes the customers' data off the device too, once no change waits to
 * be sent; unsent work stays for the next sign-in, and the technician is told so.
 */
async function forgetSignedOutData() {
  await wipePersistedQueryCache();
  const unsent = await wipeUnlessUnsent().catch(() => 0);
  if (unsent > 0) showToast({ text: messages.login.unsentKept(unsent), kind: 'info' });
}

export function AuthHost() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const dialog = useAuthDialog();
  const { user, isAuthenticated } = useSession();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });

  useEffect(() => {
    setNavigator(({ to, hash, search, replace }) =>
      router.navigate({ to, hash, search, replace } as Parameters<typeof router.navigate>[0]),
    );
    setSessionLostHandler(() => {
      closeAuthDialog();
      showToast({ text: messages.login.sessionExpired, kind: 'info' });
      void forgetSignedOutData();
      void router.navigate({ to: '/login' });
    });
  }, [router]);

  const userId = user?.userId ?? null;
  const previousUserId = useRef(userId);
  useEffect(() => {
    if (previousUserId.current === userId) return;
    previousUserId.current = userId;
    queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_PREFIX });
  }, [userId, queryClient]);

  useEffect(() => {
    if (!isAuthenticated && new URLSearchParams(searchStr).has('login')) openLoginDialog();
  }, [searchStr, isAuthenticated]);

  if (dialog?.kind === 'login') return <LoginDialog forRepair={dialog.forRepair} goToAccount={dialog.goToAccount} />;
  if (dialog?.kind === 'forgot') return <ForgotDialog />;
  if (dialog?.kind === 'changePassword') return <ChangePasswordDialog />;
  return null;
}
