import type { AuthResponse } from '@hw/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('#web/offline/index.ts', () => ({ wipeOfflineData: vi.fn(async () => undefined) }));

const answer = (overrides: Partial<AuthResponse> = {}): AuthResponse => ({
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  tokenExpires: new Date(Date.now() + 15 * 60_000).toISOString(),
  roles: ['homeowner'],
  isAuthenticated: true,
  isImpersonated: false,
  forgotPassword: false,
  user: {
    userType: 'homeowner',
    userId: 'u-1',
    firstName: 'Hannah',
    lastName: 'Home',
    email: 'homeowner@example.com',
    phones: [],
    isOptedInToSms: false,
    preferredLanguage: 'en',
    isAnonymous: false,
    isAuthenticated: true,
  },
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const stored = (storage: Storage) => JSON.parse(storage.getItem('auth') ?? 'null');

/** A fresh copy of the feature, restored from whatever storage holds now. */
async function load() {
  vi.resetModules();
  const store = await import('#web/lib/session/session-store.ts');
  const calls = { ...(await import('./auth-calls.ts')), ...(await import('#web/lib/session/logout.ts')) };
  const offline = await import('#web/offline/index.ts');
  const wipe = vi.mocked(offline.wipeOfflineData);
  wipe.mockClear();
  return { ...store, ...calls, wipe };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock = vi.fn(async () => json(200, answer()));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// Each test loads the feature afresh (load()), its messages with it: the first load transforms them.
describe('the session store', { timeout: 30_000 }, () => {
  it('keeps a remembered session in localStorage under "auth" and restores it at start', async () => {
    const first = await load();
    await first.signInWithPassword('homeowner@example.com', 'pw', true);
    expect(stored(localStorage).response.access_token).toBe('access-1');
    expect(stored(localStorage).lastUsername).toBe('homeowner@example.com');
    expect(sessionStorage.getItem('auth')).toBeNull();

    const second = await load();
    expect(second.getSession()).toMatchObject({ isAuthenticated: true, user: { userId: 'u-1' }, roles: ['homeowner'] });
  });

  it('without Remember Me keeps the tokens in sessionStorage only, and the last username in localStorage', async () => {
    const { signInWithPassword } = await load();
    await signInWithPassword('homeowner@example.com', 'pw', false);
    expect(stored(localStorage).response).toBeUndefined();
    expect(stored(localStorage).lastUsername).toBe('homeowner@example.com');
    expect(stored(sessionStorage).response.refresh_token).toBe('refresh-1');
    const restored = await load();
    expect(restored.getSession().isAuthenticated).toBe(true);
  });

  it('sends the same fingerprint with every sign-in from this browser', async () => {
    const { signInWithPassword, getSessionState } = await load();
    await signInWithPassword('homeowner@example.com', 'pw', true);
    const fingerprint = getSessionState().fingerprint;
    expect(fingerprint).toBeTruthy();
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({
      grant_type: 'password',
      username: 'homeowner@example.com',
      password: 'pw',
      fingerprint,
    });
    expect((await load()).getSessionState().fingerprint).toBe(fingerprint);
  });

  it('on sign-out drops the session, keeps the last username, tells the server and wipes the device', async () => {
    const { signInWithPassword, signOut, getSession, wipe } = await load();
    await signInWithPassword('homeowner@example.com', 'pw', true);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await signOut();
    expect(getSession()).toMatchObject({ isAuthenticated: false, user: null, lastUsername: 'homeowner@example.com' });
    expect(stored(localStorage).response).toBeUndefined();
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/authenticate/logout');
    expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'refresh-1' });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
    expect(wipe).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed logout call', async () => {
    const { signInWithPassword, signOut, getSession } = await load();
    await signInWithPassword('homeowner@example.com', 'pw', true);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(signOut()).resolves.toBeUndefined();
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('clears the session and calls the lost handler when the server refuses a refresh', async () => {
    const expired = answer({ tokenExpires: new Date(Date.now() - 1000).toISOString() });
    fetchMock.mockResolvedValueOnce(json(200, expired));
    const { signInWithPassword, setSessionLostHandler, getSession } = await load();
    const { apiGet } = await import('#web/lib/api/index.ts');
    await signInWithPassword('homeowner@example.com', 'pw', true);
    const lost = vi.fn();
    setSessionLostHandler(lost);
    fetchMock.mockResolvedValue(json(401, { hasErrors: true, errors: [{ message: 'Unauthorized' }] }));
    await apiGet('/api/account/user/u-1', undefined, { auth: true }).catch(() => undefined);
    expect(lost).toHaveBeenCalledTimes(1);
    expect(getSession()).toMatchObject({ isAuthenticated: false, lastUsername: 'homeowner@example.com' });
  });

  it('stores a refreshed session where the old one was', async () => {
    const expired = answer({ tokenExpires: new Date(Date.now() - 1000).toISOString() });
    fetchMock.mockResolvedValueOnce(json(200, expired));
    const { signInWithPassword } = await load();
    const { apiGet } = await import('#web/lib/api/index.ts');
    await signInWithPassword('homeowner@example.com', 'pw', false);
    fetchMock.mockResolvedValueOnce(json(200, answer({ access_token: 'access-2', refresh_token: 'refresh-2' })));
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await apiGet('/api/account/user/u-1', undefined, { auth: true });
    expect(stored(sessionStorage).response.access_token).toBe('access-2');
    expect(stored(localStorage).response).toBeUndefined();
  });

  it('wipes data kept for another user before a different user signs in', async () => {
    const { signInWithPassword, signOut, wipe } = await load();
    await signInWithPassword('homeowner@example.com', 'pw', true);
    await signInWithPassword('homeowner@example.com', 'pw', true);
    expect(wipe).not.toHaveBeenCalled();
    const other = answer({ user: { ...answer().user, userId: 'u-2', email: 'c@example.com', userType: 'contractor' } });
    fetchMock.mockResolvedValueOnce(json(200, other));
    await signInWithPassword('c@example.com', 'pw', true);
    expect(wipe).toHaveBeenCalledTimes(1);
    await signOut();
    expect(wipe).toHaveBeenCalledTimes(2);
  });

  it('keeps the staff member as last username while impersonating', async () => {
    const { signInWithPassword, impersonate, getSession } = await load();
    await signInWithPassword('homeowner@example.com', 'pw', true);
    const acting = answer({ isImpersonated: true, user: { ...answer().user, userId: 'u-9', email: 'x@example.com' } });
    fetchMock.mockResolvedValueOnce(json(200, acting));
    await impersonate('u-9');
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/authenticate/as/u-9');
    expect(getSession()).toMatchObject({ isImpersonated: true, lastUsername: 'homeowner@example.com' });
  });
});
