import { messages } from '@hw/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '#web/ui/toast-store.ts';
import { apiGet, apiPost } from './index.ts';
import { resetStatusCheck } from './status-check.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let statusAnswer: () => Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn>;
const statusCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/status').length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetStatusCheck();
  clearToasts({ history: true });
  statusAnswer = async () => json(200, { status: 'ok' });
});
afterEach(() => vi.unstubAllGlobals());

function answerCallsWith(answer: () => Promise<Response>) {
  fetchMock = vi.fn(async (url: string) => (url === '/api/status' ? statusAnswer() : answer()));
  vi.stubGlobal('fetch', fetchMock);
}

describe('the server status check', () => {
  it.each([404, 502])('runs after a %i and stays quiet when the server answers', async (status) => {
    answerCallsWith(async () => json(status, {}));
    await apiGet('/api/x').catch(() => undefined);
    await settle();
    expect(statusCalls()).toBe(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('does not run after other failures', async () => {
    answerCallsWith(async () => json(500, {}));
    await apiGet('/api/x').catch(() => undefined);
    answerCallsWith(async () => json(400, { hasErrors: true, errors: [{ message: 'Bad' }] }));
    await apiGet('/api/x').catch(() => undefined);
    await settle();
    expect(statusCalls()).toBe(0);
  });

  it('shows one "Server Error" toast for 10 s when the status check fails too, however many calls failed', async () => {
    answerCallsWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    statusAnswer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await Promise.all([apiGet('/api/a'), apiPost('/api/b', {}), apiGet('/api/c')].map((p) => p.catch(() => 0)));
    await settle();
    await apiGet('/api/d').catch(() => undefined);
    await settle();
    const toasts = getToasts();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      title: messages.transport.serverErrorTitle,
      text: messages.transport.serverErrorText,
      kind: 'error',
      durationMs: 10_000,
    });
  });

  it.each([404, 502])('treats a %i from the status check as a failure', async (status) => {
    answerCallsWith(async () => json(404, {}));
    statusAnswer = async () => json(status, {});
    await apiGet('/api/x').catch(() => undefined);
    await settle();
    expect(getToasts().map((t) => t.title)).toEqual(['Server Error']);
  });

  it('is skipped while the browser knows it is offline, and when the caller asks', async () => {
    answerCallsWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('navigator', { onLine: false });
    await apiGet('/api/x').catch(() => undefined);
    vi.stubGlobal('navigator', { onLine: true });
    await apiPost('/api/authenticate/logout', {}, { skipStatusCheck: true }).catch(() => undefined);
    await settle();
    expect(statusCalls()).toBe(0);
  });
});
