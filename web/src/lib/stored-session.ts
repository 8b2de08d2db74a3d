/**
 * Where the session is kept on the device (the key `auth`: see session/session-store.ts), and a look at whether one
 * is there that needs nothing else: the entry script asks with it whether to fetch a signed-in user's code
 * beside the app's.
 */
export const AUTH_STORAGE_KEY = 'auth';

/** A signed-in session is kept in this browser (Remember Me) or this tab. */
export function hasStoredSession(): boolean {
  try {
    const kept = (storage: Storage) => storage.getItem(AUTH_STORAGE_KEY)?.includes('"access_token"') ?? false;
    return kept(localStorage) || kept(sessionStorage);
  } catch {
    return false;
  }
}
