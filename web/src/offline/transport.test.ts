import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isGlobalWaitShown, openGlobalWaitCount, resetGlobalWait } from '#web/lib/api/global-wait.ts';
import { apiTransport, batchesOf } from './transport.ts';

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

describe('batches of queued changes', () => {
  const call = (index: number, note = 'x') => ({
    method: 'POST' as const,
    path: '/api/contractor/dispatch/createNote',
    idempotencyKey: `k-${index}`,
    body: { dispatchId: 'DSP-1', note },
  });

  it('carries at most 100 changes and about 512 KB a request, in order', () => {
    const many = Array.from({ length: 250 }, (_, i) => call(i));
    expect(batchesOf(many).map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(batchesOf(many).flat()).toEqual(many);

    const big = Array.from({ length: 5 }, (_, i) => call(i, 'n'.repeat(200_000)));
    expect(batchesOf(big).map((batch) => batch.length)).toEqual([2, 2, 1]);
  });
});
