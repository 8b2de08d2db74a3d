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

/** The kind of user whose session is kept here, as stored; undefined when none is, or it cannot be read. */
export function storedUserType(): string | undefined {
  try {
    for (const storage of [localStorage, sessionStorage]) {
      const kept = storage.getItem(AUTH_STORAGE_KEY);
      if (!kept?.includes('"access_token"')) continue;
      const userType = (JSON.parse(kept) as { response?: { user?: { userType?: unknown } } }).response?.user?.userType;
      return typeof userType === 'string' ? userType : undefined;
    }
  } catch {
    // Storage refused or a record this code cannot read: the app finds out as it starts.
  }
  return undefined;
}
