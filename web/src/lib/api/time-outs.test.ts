import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#web/ui/toast-store.ts';
import { isGlobalWaitShown, openGlobalWaitCount, resetGlobalWait } from './global-wait.ts';
import { type ApiError, apiGet, apiPost, DISPATCH_STATISTICS_TIMEOUT_MS, registerTokenSource } from './index.ts';
import { resetStatusCheck } from './status-check.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server answers after `ms`, unless the request is aborted first. */
function answerAfter(ms: number) {
  return vi.fn((url: string, init: RequestInit) => {
    if (url === '/api/status') return Promise.resolve(json(200, { status: 'ok' }));
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(json(200, { done: true })), ms);
      init.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(init.signal?.reason);
      });
    });
  });
}

let fetchMock: ReturnType<typeof answerAfter>;
const signalOf = (index: number) => (fetchMock.mock.calls[index]![1] as RequestInit).signal!;

beforeEach(() => {
  vi.useFakeTimers();
  resetGlobalWait();
  resetStatusCheck();
  clearToasts({ history: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serverTakes(ms: number) {
  fetchMock = answerAfter(ms);
  vi.stubGlobal('fetch', fetchMock);
}

describe('a call through the transport', () => {
  it('shows the wait indicator once it has run 500 ms, and hides it when the answer arrives', async () => {
    serverTakes(2_000);
    const call = apiGet('/api/x');
    await vi.advanceTimersByTimeAsync(499);
    expect(isGlobalWaitShown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isGlobalWaitShown()).toBe(true);
    await vi.advanceTimersByTimeAsync(1_500);
    await expect(call).resolves.toEqual({ done: true });
    expect(isGlobalWaitShown()).toBe(false);
  });

  it('is cut at 30 s by default: aborted, failing with the network error, the indicator gone', async () => {
    serverTakes(40_000);
    const failure = apiGet('/api/x').catch((error: ApiError) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(signalOf(0).aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failure;
    expect(error).toMatchObject({ isNetworkError: true, status: 0 });
    expect(signalOf(0).aborted).toBe(true);
    expect(isGlobalWaitShown()).toBe(false);
  });

  it('with the dispatch statistics time-out is not cut at 30 s, and keeps the indicator meanwhile', async () => {
    serverTakes(45_000);
    const call = apiGet('/api/contractor/dispatchStatistics/voc/u-1', undefined, {
      timeoutMs: DISPATCH_STATISTICS_TIMEOUT_MS,
    });
    await vi.advanceTimersByTimeAsync(35_000);
    expect(isGlobalWaitShown()).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(call).resolves.toEqual({ done: true });
  });

  it('fails at 60 s with the dispatch statistics time-out', async () => {
    serverTakes(90_000);
    const failure = apiGet('/api/x', undefined, { timeoutMs: DISPATCH_STATISTICS_TIMEOUT_MS }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await failure).toMatchObject({ isNetworkError: true });
  });

  it('opens no global wait when it runs in the background, however long it takes', async () => {
    serverTakes(5_000);
    const background = apiGet('/api/x', undefined, { background: true });
    const sent = apiPost(
      '/api/contractor/dispatch/createNote',
      {},
      { background: true, headers: { 'Idempotency-Key': 'k-1' } },
    );
    expect(openGlobalWaitCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(isGlobalWaitShown()).toBe(false);
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(Promise.all([background, sent])).resolves.toEqual([{ done: true }, { done: true }]);
  });

  it('opens one global wait per call by default, for a change the user sends too', async () => {
    serverTakes(1_000);
    const first = apiGet('/api/x');
    const second = apiPost('/api/contractor/dispatch/createNote', {}, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(openGlobalWaitCount()).toBe(2);
    await vi.advanceTimersByTimeAsync(1_000);
    await Promise.all([first, second]);
    expect(openGlobalWaitCount()).toBe(0);
  });

  it("still lets the caller's own cancel through as a cancel", async () => {
    serverTakes(5_000);
    const controller = new AbortController();
    const failure = apiGet('/api/x', undefined, { signal: controller.signal }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    const error = (await failure) as DOMException;
    expect(error.name).toBe('AbortError');
    expect(isGlobalWaitShown()).toBe(false);
  });
});

describe('a token refresh', () => {
  afterEach(() => registerTokenSource(null));

  it('that stalls ends at 30 s as a network failure, keeps the session, and the next call tries again', async () => {
    const onSessionLost = vi.fn();
    registerTokenSource({
      getTokens: () => ({
        accessToken: 'old',
        refreshToken: 'r',
        tokenExpires: new Date(Date.now() - 60_000).toISOString(),
        username: 'ann@example.com',
        fingerprint: 'fp',
      }),
      onRefreshed: vi.fn(),
      onSessionLost,
    });
    serverTakes(10 * 60_000);
    const first = apiGet('/api/account/user/1', undefined, { auth: true }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await first).toMatchObject({ isNetworkError: true });
    expect(signalOf(0).aborted).toBe(true);
    expect(onSessionLost).not.toHaveBeenCalled();

    const second = apiGet('/api/account/user/1', undefined, { auth: true }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    await second;
    const refreshes = fetchMock.mock.calls.filter(([url]) => url === '/api/authenticate');
    expect(refreshes).toHaveLength(2);
  });
});
