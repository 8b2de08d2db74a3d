/**
 * The session as the transport sees it. The sign-in feature registers itself here at start, so this
 * module never imports a feature; with nothing registered, authenticated calls go out without a token.
 */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** ISO date-time of the access token's expiry. */
  tokenExpires: string;
  /** The user's e-mail, sent with a refresh. */
  username: string;
  fingerprint: string;
}

export interface TokenSource {
  getTokens(): SessionTokens | null;
  /** Re-reads persisted state: another tab may have refreshed the session meanwhile. */
  reload?(): void;
  /** A refresh succeeded: store the new auth response. */
  onRefreshed(response: unknown): void;
  /** The server refused the refresh: clear the session (keeping the last username) and go to /login. */
  onSessionLost(): void;
}

let source: TokenSource | null = null;

export function registerTokenSource(next: TokenSource | null): void {
  source = next;
}

export function tokenSource(): TokenSource | null {
  return source;
}
