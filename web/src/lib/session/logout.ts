import { apiPost } from '#web/lib/api/index.ts';
import { loadOffline } from '#web/lib/offline-loader.ts';
import { wipePersistedQueryCache } from '#web/lib/query/index.ts';
import { closeAuthDialog, goTo, pauseLoginAutoOpen } from './auth-dialogs.ts';
import { clearSession, getSessionState } from './session-store.ts';

/**
 * Ends the session here and on the server. The local session goes first so the screen answers at
 * once; the server call carries the token explicitly, runs in the background (no wait indicator) and
 * its failure is ignored.
 */
export async function signOut(): Promise<void> {
  const response = getSessionState().response;
  clearSession();
  await Promise.all([
    response
      ? apiPost(
          '/api/authenticate/logout',
          { refresh_token: response.refresh_token },
          { headers: { Authorization: `Bearer ${response.access_token}` }, skipStatusCheck: true, background: true },
        ).catch(() => undefined)
      : undefined,
    loadOffline()
      .then((offline) => offline.wipeOfflineData())
      .catch(() => undefined),
    wipePersistedQueryCache(),
  ]);
}

/** Logging out: reset auth (keeping the last username) and account state, wipe this device's data, go to /. */
export async function logout(): Promise<void> {
  closeAuthDialog();
  try {
    // The selected account item.
    localStorage.removeItem('category');
  } catch {
    // Storage may be unavailable; nothing was kept there then.
  }
  // Signed out in the account area, the login dialog would open: it stays shut until the home page is reached.
  // The session ends at once, not after the navigation, so a reload or a link followed meanwhile is signed out.
  pauseLoginAutoOpen(true);
  try {
    await Promise.all([goTo({ to: '/' }), signOut()]);
  } finally {
    pauseLoginAutoOpen(false);
  }
}
