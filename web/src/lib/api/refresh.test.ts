import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiError,
  apiGet,
  isTokenExpired,
  registerTokenSource,
  type SessionTokens,
  type TokenSource,
} from './index.ts';
import { resetStatusCheck } from './status-check.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: ApiError) => error,
  );
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

let tokens: SessionTokens | null;
let source: TokenSource & { onRefreshed: ReturnType<typeof vi.fn>; onSessionLost: ReturnType<typeof vi.fn> };
let fetchMock: ReturnType<typeof vi.fn>;
let refreshAnswer: () => Promise<Response>;

const authHeader = (call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>).Authorization;
const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/authenticate');

beforeEach(() => {
  resetStatusCheck();
  tokens = {
    accessToken: 'old-access',
    refreshToken: 'old-refresh',
    tokenExpires: inMinutes(10),
    username: 'ann@example.com',
    fingerprint: 'fp-1',
  };
  source = {
    getTokens: () => tokens,
    onRefreshed: vi.fn((answer: { access_token: string; refresh_token: string; tokenExpires: string }) => {
      tokens = {
        ...tokens!,
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
        tokenExpires: answer.tokenExpires,
      };
    }),
    onSessionLost: vi.fn(() => {
      tokens = null;
    }),
  };
  registerTokenSource(source);
  refreshAnswer = async () =>
    json(200, { access_token: 'new-access', refresh_token: 'new-refresh', tokenExpires: inMinutes(15) });
  fetchMock = vi.fn(async (url: string) => (url === '/api/authenticate' ? refreshAnswer() : json(200, { ok: true })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  registerTokenSource(null);
  vi.unstubAllGlobals();
});

describe('expiry', () => {
  it('counts a token as expired when it ends within 30 seconds or is unreadable', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(isTokenExpired({ tokenExpires: '2026-01-01T11:59:00Z' }, now)).toBe(true);
    expect(isTokenExpired({ tokenExpires: '2026-01-01T12:00:20Z' }, now)).toBe(true);
    expect(isTokenExpired({ tokenExpires: '2026-01-01T12:01:00Z' }, now)).toBe(false);
    expect(isTokenExpired({ tokenExpires: 'soon' }, now)).toBe(true);
  });
});

describe('authenticated calls', () => {
  it('add the Bearer token, and only when asked', async () => {
    await apiGet('/api/account/user/1', undefined, { auth: true });
    await apiGet('/api/reference/states');
    expect(authHeader(fetchMock.mock.calls[0]!)).toBe('Bearer old-access');
    expect(authHeader(fetchMock.mock.calls[1]!)).toBeUndefined();
  });

  it('refresh an expired token first, sending username, refresh token and fingerprint', async () => {
    tokens!.tokenExpires = inMinutes(-1);
    await apiGet('/api/account/user/1', undefined, { auth: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/authenticate');
    expect(JSON.parse(String(init.body))).toEqual({
      grant_type: 'refresh_token',
      username: 'ann@example.com',
      refresh_token: 'old-refresh',
      fingerprint: 'fp-1',
    });
    expect(source.onRefreshed).toHaveBeenCalledTimes(1);
    expect(authHeader(fetchMock.mock.calls[1]!)).toBe('Bearer new-access');
  });

  it('share one refresh between concurrent calls', async () => {
    tokens!.tokenExpires = inMinutes(-1);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = refreshAnswer;
    refreshAnswer = async () => {
      await gate;
      return answer();
    };
    const calls = [1, 2, 3].map((n) => apiGet(`/api/thing/${n}`, undefined, { auth: true }));
    release();
    await Promise.all(calls);
    expect(refreshCalls()).toHaveLength(1);
    const others = fetchMock.mock.calls.filter(([url]) => url !== '/api/authenticate');
    expect(others.map(authHeader)).toEqual(['Bearer new-access', 'Bearer new-access', 'Bearer new-access']);
  });

  it('on a refused refresh, report the session lost and fail the call', async () => {
    tokens!.tokenExpires = inMinutes(-1);
    refreshAnswer = async () => json(401, { hasErrors: true, errors: [{ message: 'Unauthorized' }] });
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/authenticate' ? refreshAnswer() : json(401, { hasErrors: true, errors: [{ message: 'No token' }] }),
    );
    const error = await failure(apiGet('/api/x', undefined, { auth: true }));
    expect(source.onSessionLost).toHaveBeenCalledTimes(1);
    expect(error.status).toBe(401);
  });

  it('keep the session when the refresh cannot reach the server', async () => {
    tokens!.tokenExpires = inMinutes(-1);
    refreshAnswer = async () => {
      throw new TypeError('Failed to fetch');
    };
    vi.stubGlobal('navigator', { onLine: false });
    const error = await failure(apiGet('/api/x', undefined, { auth: true }));
    expect(error.isNetworkError).toBe(true);
    expect(source.onSessionLost).not.toHaveBeenCalled();
    expect(tokens).not.toBeNull();
  });

  it('on a 401, refresh once and retry once', async () => {
    let first = true;
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/authenticate') return refreshAnswer();
      if (first) {
        first = false;
        return json(401, { hasErrors: true, errors: [{ message: 'Expired' }] });
      }
      return json(200, { done: true });
    });
    await expect(apiGet('/api/x', undefined, { auth: true })).resolves.toEqual({ done: true });
    expect(refreshCalls()).toHaveLength(1);
    const others = fetchMock.mock.calls.filter(([url]) => url !== '/api/authenticate');
    expect(others.map(authHeader)).toEqual(['Bearer old-access', 'Bearer new-access']);
  });

  it('do not loop when the retry is refused too', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/authenticate' ? refreshAnswer() : json(401, { hasErrors: true, errors: [{ message: 'No' }] }),
    );
    const error = await failure(apiGet('/api/x', undefined, { auth: true }));
    expect(error.status).toBe(401);
    expect(refreshCalls()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
