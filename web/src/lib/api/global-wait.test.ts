import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isGlobalWaitShown, openGlobalWait, resetGlobalWait, withGlobalWait } from './global-wait.ts';

beforeEach(() => {
  vi.useFakeTimers();
  resetGlobalWait();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the global wait', () => {
  it('shows only once a wait has been open 500 ms, and hides when the last one closes', () => {
    const first = openGlobalWait();
    vi.advanceTimersByTime(499);
    expect(isGlobalWaitShown()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isGlobalWaitShown()).toBe(true);

    const second = openGlobalWait();
    first();
    expect(isGlobalWaitShown()).toBe(true);
    second();
    expect(isGlobalWaitShown()).toBe(false);
  });

  it('never shows for work that ends within the delay', () => {
    const close = openGlobalWait();
    vi.advanceTimersByTime(300);
    close();
    vi.advanceTimersByTime(5_000);
    expect(isGlobalWaitShown()).toBe(false);
  });

  it('closes a wait nobody closed after its time-out, 30 s by default', () => {
    openGlobalWait();
    vi.advanceTimersByTime(29_999);
    expect(isGlobalWaitShown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isGlobalWaitShown()).toBe(false);

    const long = openGlobalWait({ timeoutMs: 60_000 });
    vi.advanceTimersByTime(45_000);
    expect(isGlobalWaitShown()).toBe(true);
    long();
    expect(isGlobalWaitShown()).toBe(false);
  });

  it('counts a closed wait once however often it is closed', () => {
    const first = openGlobalWait();
    const second = openGlobalWait();
    first();
    first();
    vi.advanceTimersByTime(500);
    expect(isGlobalWaitShown()).toBe(true);
    second();
    expect(isGlobalWaitShown()).toBe(false);
  });

  it('stays open while an async action runs, and closes when it fails', async () => {
    let fail!: (error: Error) => void;
    const action = withGlobalWait(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    vi.advanceTimersByTime(500);
    expect(isGlobalWaitShown()).toBe(true);
    fail(new Error('no'));
    await expect(action).rejects.toThrow('no');
    expect(isGlobalWaitShown()).toBe(false);
  });
});
