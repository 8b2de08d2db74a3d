import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, dismissToast, getToastHistory, getToasts, showToast, subscribeToasts } from './toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
  clearToasts({ history: true });
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('show a title and text and go away after 10 s by default', () => {
    showToast({ title: 'Login Error', text: 'Try again.', kind: 'error' });
    expect(getToasts()).toMatchObject([
      { title: 'Login Error', text: 'Try again.', kind: 'error', durationMs: 10_000 },
    ]);
    vi.advanceTimersByTime(9_999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('honour their own duration, and 0 keeps them until closed', () => {
    const short = showToast({ text: 'short', durationMs: 1_000 });
    const sticky = showToast({ text: 'sticky', durationMs: 0 });
    vi.advanceTimersByTime(60_000);
    expect(getToasts().map((t) => t.id)).toEqual([sticky]);
    expect(short).not.toBe(sticky);
    dismissToast(sticky);
    expect(getToasts()).toHaveLength(0);
  });

  it('tell subscribers about changes', () => {
    const listener = vi.fn();
    const stop = subscribeToasts(listener);
    const id = showToast({ text: 'x' });
    dismissToast(id);
    stop();
    showToast({ text: 'y' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keep a history of the last 100', () => {
    for (let n = 1; n <= 130; n++) showToast({ text: `toast ${n}` });
    const history = getToastHistory();
    expect(history).toHaveLength(100);
    expect(history[0]?.text).toBe('toast 31');
    expect(history[99]?.text).toBe('toast 130');
    vi.advanceTimersByTime(10_000);
    expect(getToasts()).toHaveLength(0);
    expect(getToastHistory()).toHaveLength(100);
  });
});
