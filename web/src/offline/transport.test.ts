import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isGlobalWaitShown, openGlobalWaitCount, resetGlobalWait } from '#web/lib/api/global-wait.ts';
import { apiTransport } from './transport.ts';

/** The server answers after `ms`, unless the request is aborted first. */
const answerAfter = (ms: number) =>
  vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve(new Response(JSON.stringify({ done: true }), { status: 200 })), ms);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(init.signal?.reason);
        });
      }),
  );

beforeEach(() => {
  vi.useFakeTimers();
  resetGlobalWait();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the offline engine transport', () => {
  it('replays and refreshes in the background: no global wait, so no wait indicator', async () => {
    vi.stubGlobal('fetch', answerAfter(2_000));
    const refresh = apiTransport.get('/api/contractor/dispatch/w-1');
    const replay = apiTransport.post('/api/contractor/dispatch/createNote', {}, { 'Idempotency-Key': 'k-1' });
    expect(openGlobalWaitCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(isGlobalWaitShown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(Promise.all([refresh, replay])).resolves.toEqual([{ done: true }, { done: true }]);
  });

  it('gives a file longer than the 30 s of a JSON call', async () => {
    vi.stubGlobal('fetch', answerAfter(90_000));
    const upload = apiTransport.post('/api/contractor/addFile', new FormData(), { 'Idempotency-Key': 'k-2' });
    const note = apiTransport.post('/api/contractor/dispatch/createNote', {}, { 'Idempotency-Key': 'k-3' });
    const noteFailure = note.catch((error) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await noteFailure).toMatchObject({ isNetworkError: true });
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(upload).resolves.toEqual({ done: true });
  });
});
