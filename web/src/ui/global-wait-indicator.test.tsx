import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openGlobalWait, resetGlobalWait } from '#web/lib/api/global-wait.ts';
import { GlobalWaitIndicator } from './global-wait-indicator.tsx';
import { byRole, cleanup, render } from './render-for-test.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  resetGlobalWait();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the global wait indicator', () => {
  it('is a progress bar labelled Loading while the wait shows', async () => {
    await render(<GlobalWaitIndicator />);
    const close = openGlobalWait();
    expect(byRole('progressbar')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(byRole('progressbar')?.getAttribute('aria-label')).toBe('Loading');
    await act(async () => close());
    expect(byRole('progressbar')).toBeNull();
  });
});
