/**
 * Access tokens: refreshed shortly before they expire, with one shared attempt however many calls
 * (and, where the browser has Web Locks, however many tabs) need it at once. Refresh tokens rotate on
 * every use and a reused one ends the session, so two parallel refreshes would sign the user out.
 */
import { ApiError, hasErrorsFlag } from './api-error.ts';
import { REQUEST_TIMEOUT_MS, startDeadline } from './deadline.ts';
import { type SessionTokens, tokenSource } from './token-source.ts';
import { apiUrl } from './url.ts';

/** A token this close to its expiry counts as expired, so it does not run out on the way. */
export const EXPIRY_MARGIN_MS = 30_000;

export function isTokenExpired(tokens: Pick<SessionTokens, 'tokenExpires'>, now = Date.now()): boolean {
  const expires = Date.parse(tokens.tokenExpires);
  return !Number.isFinite(expires) || expires - EXPIRY_MARGIN_MS <= now;
}

let inflight: Promise<string | null> | null = null;

/**
 * A usable access token, or null when there is no session (any more).
 * `stale` is a token the server just refused: it is replaced even if it looks fresh.
 */
export async function accessToken(stale?: string): Promise<string | null> {
  const tokens = tokenSource()?.getTokens() ?? null;
  if (!tokens) return null;
  if (!isTokenExpired(tokens) && tokens.accessToken !== stale) return tokens.accessToken;
  inflight ??= withRefreshLock(() => refresh(tokens.accessToken)).finally(() => {
    inflight = null;
  });
  return inflight;
}

async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return fn();
  return locks.request('hw-auth-refresh', fn) as Promise<T>;
}

async function refresh(replacing: string): Promise<string | null> {
  const source = tokenSource();
  if (!source) return null;
  source.reload?.();
  const tokens = source.getTokens();
  if (!tokens) return null;
  // Another tab refreshed while this one waited for the lock.
  if (tokens.accessToken !== replacing && !isTokenExpired(tokens)) return tokens.accessToken;

  let response: Response;
  // A stalled refresh would hold every authenticated call that waits for it: it ends at the time-out too.
  const deadline = startDeadline(REQUEST_TIMEOUT_MS);
  try {
    response = await fetch(apiUrl('/api/authenticate'), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        username: tokens.username,
        refresh_token: tokens.refreshToken,
        fingerprint: tokens.fingerprint,
      }),
      signal: deadline.signal,
    });
  } catch {
    deadline.clear();
    // Offline is not a lost session: keep it and let the caller retry later.
    throw ApiError.network();
  }
  const body: unknown = await response.json().catch(() => null);
  deadline.clear();
  if (deadline.timedOut()) throw ApiError.network();
  if (response.status >= 500) throw ApiError.fromStatus(response.status, body);
  if (!response.ok || hasErrorsFlag(body) || !isAuthAnswer(body)) {
    source.onSessionLost();
    return null;
  }
  source.onRefreshed(body);
  return body.access_token;
}

function isAuthAnswer(body: unknown): body is { access_token: string } {
  return Boolean(body && typeof body === 'object' && 'access_token' in body && typeof body.access_token === 'string');
}
