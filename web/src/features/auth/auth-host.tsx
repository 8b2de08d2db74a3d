/**
 * Mount once in the root layout: the sign-in dialogs, the `login` query parameter, what happens when
 * the session is lost, and the reset of account data whenever the signed-in user changes.
 */
import { messages } from '@hw/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazyRouteComponent, useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { loadOffline } from '#web/lib/offline-loader.ts';
import { ACCOUNT_QUERY_PREFIX, wipePersistedQueryCache } from '#web/lib/query/index.ts';
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

// The dialogs load when first opened: a visitor who never signs in downloads none of them. The sign-in page loads
// the login dialog with its route: the app draws it in its first render, in place of the page's prerendered copy.
const LoginDialog = lazyRouteComponent(() => import('./login-dialog.tsx'), 'LoginDialog');
export const preloadLoginDialog = (): Promise<void> => LoginDialog.preload?.() ?? Promise.resolve();
const ForgotDialog = lazy(() => import('./forgot-dialog.tsx').then((m) => ({ default: m.ForgotDialog })));
const ChangePasswordDialog = lazy(() =>
  import('./change-password-dialog.tsx').then((m) => ({ default: m.ChangePasswordDialog })),
);

/**
 * A lost session (not a logout) takes the customers' data off the device too, once no change waits to
 * be sent; unsent work stays for the next sign-in, and the technician is told so.
 */
async function forgetSignedOutData() {
  await wipePersistedQueryCache();
  const unsent = await loadOffline()
    .then((offline) => offline.wipeUnlessUnsent())
    .catch(() => 0);
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

  return (
    <Suspense fallback={null}>
      {dialog?.kind === 'login' && <LoginDialog forRepair={dialog.forRepair} goToAccount={dialog.goToAccount} />}
      {dialog?.kind === 'forgot' && <ForgotDialog />}
      {dialog?.kind === 'changePassword' && <ChangePasswordDialog />}
    </Suspense>
  );
}
