import { messages } from '@hw/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToastHistory, getToasts } from '#web/ui/toast-store.ts';
import { resetStartupCheck, runStartupCheck, startupStatus } from './startup-check.ts';

const ok = () => new Response(JSON.stringify({ status: 'ok' }), { status: 200 });
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
/** A request the server never answers: it ends only when aborted. */
const stalled = (_url: string, init: RequestInit) =>
  new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  resetStartupCheck();
  clearToasts({ history: true });
  vi.stubGlobal('navigator', { onLine: true });
  fetchMock = vi.fn(unreachable);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function goOnline() {
  vi.stubGlobal('navigator', { onLine: true });
  window.dispatchEvent(new Event('online'));
  await vi.advanceTimersByTimeAsync(0);
}

/** Every toast shown so far, also those gone after their 10 s. */
const toastTexts = () => getToastHistory().map((t) => t.text);

describe('the start-up check', () => {
  it('succeeds on the first passing status check, retrying until then, and says nothing', async () => {
    fetchMock.mockImplementationOnce(unreachable).mockImplementationOnce(unreachable).mockResolvedValue(ok());
    const outcome = runStartupCheck();
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toBe('ready');
    expect(startupStatus()).toBe('ready');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls.every(([url]) => url === '/api/status')).toBe(true);
    expect(toastTexts()).toEqual([]);
  });

  it('says "Initialization timed out." when no check passed within 45 s, not before', async () => {
    const outcome = runStartupCheck();
    await vi.advanceTimersByTimeAsync(44_000);
    expect(startupStatus()).toBe('checking');
    expect(toastTexts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(outcome).resolves.toBe('timedOut');
    expect(getToasts()).toMatchObject([{ text: messages.initialization.timedOut, kind: 'error' }]);
    expect(fetchMock.mock.calls.length).toBeGreaterThan(5);
  });

  it('gives up at 45 s even while the server holds the connection open', async () => {
    fetchMock.mockImplementation(stalled);
    const outcome = runStartupCheck();
    await vi.advanceTimersByTimeAsync(45_000);
    await expect(outcome).resolves.toBe('timedOut');
    expect(toastTexts()).toEqual([messages.initialization.timedOut]);
  });

  it('offline, works from the saved data without a time-out, and checks again once back online', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    fetchMock.mockResolvedValue(ok());
    const outcome = runStartupCheck();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(startupStatus()).toBe('offline');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual([messages.initialization.offline]);

    await goOnline();
    await expect(outcome).resolves.toBe('ready');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toastTexts()).toEqual([messages.initialization.offline]);
  });

  it('reports no time-out while the connection is gone, and gives the server 45 s again once it is back', async () => {
    const outcome = runStartupCheck();
    await vi.advanceTimersByTimeAsync(30_000);
    vi.stubGlobal('navigator', { onLine: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(startupStatus()).toBe('offline');
    expect(toastTexts()).toEqual([messages.initialization.offline]);

    const callsBefore = fetchMock.mock.calls.length;
    await goOnline();
    expect(startupStatus()).toBe('checking');
    expect(fetchMock.mock.calls.length).toBeGreaterThan(callsBefore);
    await vi.advanceTimersByTimeAsync(44_000);
    expect(toastTexts()).toEqual([messages.initialization.offline]);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(outcome).resolves.toBe('timedOut');
    expect(toastTexts()).toEqual([messages.initialization.offline, messages.initialization.timedOut]);
  });

  it('runs once however often the app asks', async () => {
    fetchMock.mockResolvedValue(ok());
    const first = runStartupCheck();
    const second = runStartupCheck();
    await vi.advanceTimersByTimeAsync(0);
    expect(await first).toBe('ready');
    expect(await second).toBe('ready');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
