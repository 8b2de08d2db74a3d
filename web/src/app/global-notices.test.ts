import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '#web/ui/toast-store.ts';
import { resetGlobalNotices, showGlobalNotices } from './global-notices.ts';

const notice = (noticeId: string, text: string, kind: 'info' | 'warning') => ({
  noticeId,
  text,
  kind,
  active: true,
  createdAt: '2026-11-20T10:00:00.000Z',
});
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetGlobalNotices();
  clearToasts({ history: true });
  fetchMock = vi.fn(async () =>
    Response.json({
      items: [notice('n-2', 'Card payments are delayed.', 'warning'), notice('n-1', 'Maintenance tonight.', 'info')],
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

it('shows the active notices newest first, once per page load, until closed', async () => {
  await showGlobalNotices();
  await showGlobalNotices();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(getToasts().map((t) => [t.text, t.kind, t.durationMs])).toEqual([
    ['Card payments are delayed.', 'warning', 0],
    ['Maintenance tonight.', 'info', 0],
  ]);
});

it('says nothing when the notices cannot be loaded', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  expect(await showGlobalNotices()).toEqual([]);
  expect(getToasts()).toEqual([]);
});
