/**
 * The session. Persisted under the key `auth`: localStorage keeps the last
 * username, the device fingerprint and, with Remember Me, the auth response; without Remember Me the
 * response lives in sessionStorage and ends with the browser session. Registers itself as the
 * transport's token source when this module loads.
 */
import type { AuthResponse, UserType } from '@hw/shared';
import { useSyncExternalStore } from 'react';
import { registerTokenSource } from '#web/lib/api/index.ts';
import { AUTH_STORAGE_KEY } from '#web/lib/stored-session.ts';

export interface SessionState {
  response: AuthResponse | null;
  lastUsername: string;
  /** Where the response is kept: localStorage (true) or sessionStorage (false). */
  remember: boolean;
  fingerprint: string;
  /** The user of the latest session, kept after it ends: whose data the device may still hold. */
  lastUserId: string;
}

interface LocalRecord {
  lastUsername?: string;
  fingerprint?: string;
  lastUserId?: string;
  response?: AuthResponse;
}

function readRecord(storage: Storage | undefined): LocalRecord {
  try {
    const text = storage?.getItem(AUTH_STORAGE_KEY);
    const parsed: unknown = text ? JSON.parse(text) : null;
    return parsed && typeof parsed === 'object' ? (parsed as LocalRecord) : {};
  } catch {
    return {};
  }
}

function writeRecord(storage: Storage | undefined, record: LocalRecord | null) {
  try {
    if (record) storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(record));
    else storage?.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the session still works for this page.
  }
}

const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const perTab = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

const isAuthResponse = (value: unknown): value is AuthResponse =>
  Boolean(value && typeof value === 'object' && 'access_token' in value && 'user' in value);

function restore(): SessionState {
  const saved = readRecord(local());
  const tabResponse = readRecord(perTab()).response;
  const response = isAuthResponse(saved.response) ? saved.response : isAuthResponse(tabResponse) ? tabResponse : null;
  return {
    response,
    lastUsername: saved.lastUsername ?? '',
    remember: isAuthResponse(saved.response) || !response,
    fingerprint: saved.fingerprint || crypto.randomUUID(),
    lastUserId: saved.lastUserId ?? response?.user.userId ?? '',
  };
}

function persist(next: SessionState) {
  writeRecord(local(), {
    lastUsername: next.lastUsername,
    fingerprint: next.fingerprint,
    lastUserId: next.lastUserId,
    ...(next.remember && next.response ? { response: next.response } : {}),
  });
  writeRecord(perTab(), !next.remember && next.response ? { response: next.response } : null);
}

let state: SessionState = restore();
const listeners = new Set<() => void>();
// Every tab of this browser uses the same fingerprint, the one the refresh token is bound to.
if (!readRecord(local()).fingerprint) persist(state);

function setState(next: SessionState, save = true) {
  state = next;
  if (save) persist(next);
  for (const listener of listeners) listener();
}

export const getSessionState = (): SessionState => state;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores a successful sign-in, refresh or impersonation answer together with the last username. */
export function storeAuthResponse(response: AuthResponse, options: { remember?: boolean } = {}): void {
  // The staff member's own e-mail stays the one offered at the next sign-in, not the impersonated user's.
  const lastUsername = response.isImpersonated ? state.lastUsername : response.user.email;
  setState({
    ...state,
    response,
    lastUsername,
    lastUserId: response.user.userId,
    remember: options.remember ?? state.remember,
  });
}

/** Signs out locally: the auth response goes, the last username stays. */
export function clearSession(): void {
  setState({ ...state, response: null, remember: true });
}

export function markPasswordChanged(): void {
  if (state.response) setState({ ...state, response: { ...state.response, forgotPassword: false } });
}

export function reloadSession(): void {
  const restored = restore();
  const same =
    restored.response?.access_token === state.response?.access_token && restored.lastUsername === state.lastUsername;
  if (!same) setState(restored, false);
}

// Another tab signed in, out or refreshed: follow it, so this tab never presents a rotated refresh token.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) reloadSession();
  });
}

type LostListener = () => void;
let onLost: LostListener = () => undefined;

/** What to do when the server refuses a refresh (the auth host navigates to /login). */
export function setSessionLostHandler(handler: LostListener): void {
  onLost = handler;
}

registerTokenSource({
  getTokens: () =>
    state.response
      ? {
          accessToken: state.response.access_token,
          refreshToken: state.response.refresh_token,
          tokenExpires: state.response.tokenExpires,
          username: state.response.user.email,
          fingerprint: state.fingerprint,
        }
      : null,
  reload: reloadSession,
  onRefreshed: (answer) => {
    if (isAuthResponse(answer)) storeAuthResponse(answer);
  },
  onSessionLost: () => {
    clearSession();
    onLost();
  },
});

export interface Session {
  user: AuthResponse['user'] | null;
  roles: string[];
  userType: UserType | null;
  isAuthenticated: boolean;
  isImpersonated: boolean;
  /** The session came from a password-reset link and may set a new password without the current one. */
  forgotPassword: boolean;
  lastUsername: string;
  /** Other accounts of this person the sign-in found, which may be merged into this one; 0 when none. */
  otherAccountsFound: number;
}

const EMPTY_ROLES: string[] = [];
let cachedFor: SessionState | null = null;
let cachedSession: Session | null = null;

export function sessionOf(current: SessionState): Session {
  if (cachedFor === current && cachedSession) return cachedSession;
  const response = current.response;
  cachedFor = current;
  cachedSession = {
    user: response?.user ?? null,
    roles: response?.roles ?? EMPTY_ROLES,
    userType: response?.user.userType ?? null,
    isAuthenticated: Boolean(response),
    isImpersonated: response?.isImpersonated ?? false,
    forgotPassword: response?.forgotPassword ?? false,
    lastUsername: current.lastUsername,
    otherAccountsFound: response?.otherAccountsFound ?? 0,
  };
  return cachedSession;
}

export const getSession = (): Session => sessionOf(state);

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
