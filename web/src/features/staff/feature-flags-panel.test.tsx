import { type FeatureFlagList, messages } from '@hw/shared';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '#web/ui/confirm.tsx';
import { FEATURE_FLAG_RELOAD_MS, flagReloadInterval } from './api/get-feature-flags.ts';
import { FeatureFlagsPanel } from './feature-flags-panel.tsx';
import { queryClientEachTest } from './staff-test-helpers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }));
vi.mock('#web/lib/api/index.ts', () => ({
  apiGet: (...args: unknown[]) => api.get(...args),
  apiPut: (...args: unknown[]) => api.put(...args),
}));

const flag = (key: string, isEnabled: boolean, isUpdating: boolean) => ({
  key,
  isEnabled,
  isUpdating,
  description: `${key} flag`,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
const renderScreen = queryClientEachTest(api);

async function open() {
  await renderScreen(
    <>
      <FeatureFlagsPanel />
      <ConfirmHost />
    </>,
  );
}

/** Lets the fetch promises settle after the clock moved. */
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

/** The query cache notifies on a 0 ms timer; React renders after it. */
async function settle() {
  for (let i = 0; i < 3; i++) await advance(1);
}

describe('the feature flag reload rule', () => {
  it('reloads every 1 s only while some flag isUpdating', () => {
    expect(FEATURE_FLAG_RELOAD_MS).toBe(1000);
    expect(flagReloadInterval([flag('A', true, false), flag('B', false, true)])).toBe(1000);
    expect(flagReloadInterval([flag('A', true, false)])).toBe(false);
    expect(flagReloadInterval(undefined)).toBe(false);
  });

  it('reloads the list each second while a flag isUpdating, and stops once none is', async () => {
    const answers: FeatureFlagList[] = [
      [flag('OnlineOrdering', false, true)],
      [flag('OnlineOrdering', false, true)],
      [flag('OnlineOrdering', false, false)],
    ];
    api.get.mockImplementation(async () => answers.shift() ?? [flag('OnlineOrdering', false, false)]);
    await open();
    await settle();
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toContain('Updating…');

    await advance(1000);
    expect(api.get).toHaveBeenCalledTimes(2);
    await advance(1000);
    expect(api.get).toHaveBeenCalledTimes(3);
    await settle();
    expect(document.body.textContent).not.toContain('Updating…');

    await advance(5000);
    expect(api.get).toHaveBeenCalledTimes(3);
  });

  it('does not reload when no flag isUpdating', async () => {
    api.get.mockResolvedValue([flag('ChatWidget', true, false)]);
    await open();
    await advance(3000);
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('switches a flag with PUT, then reloads the list', async () => {
    api.get
      .mockResolvedValueOnce([flag('ChatWidget', true, false)])
      .mockResolvedValue([flag('ChatWidget', false, false)]);
    api.put.mockResolvedValue([flag('ChatWidget', false, true)]);
    await open();
    await settle();
    const toggle = document.querySelector<HTMLInputElement>('input[role="switch"]');
    expect(toggle?.checked).toBe(true);
    await act(async () => toggle?.click());
    await advance(0);
    expect(api.put).toHaveBeenCalledWith('/api/feature/flag/ChatWidget/false', undefined, { auth: true });
    expect(api.get).toHaveBeenCalledTimes(2);
    await advance(1000);
    expect(document.querySelector<HTMLInputElement>('input[role="switch"]')?.checked).toBe(false);
  });

  it('names each flag for staff and says what it does, on a switch described by that line', async () => {
    api.get.mockResolvedValue([flag('OnlineOrdering', true, false), flag('SomethingNew', false, false)]);
    await open();
    await settle();
    const [ordering, unknown] = [...document.querySelectorAll<HTMLElement>('[data-testid="feature-flag"]')];
    expect(ordering?.textContent).toContain('Online ordering');
    expect(ordering?.textContent).not.toContain('OnlineOrdering');
    expect(ordering?.textContent).toContain('Visitors can order plans on this site.');
    const toggle = ordering?.querySelector<HTMLInputElement>('input[role="switch"]');
    const description = document.getElementById(toggle?.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('Visitors can order plans on this site.');
    expect(toggle?.closest('label')?.textContent).toContain('Online ordering');
    // A flag the product does not know yet shows its key and the description it was stored with.
    expect(unknown?.textContent).toContain('SomethingNew');
    expect(unknown?.textContent).toContain('SomethingNew flag');
  });

  it('asks before switching online ordering off, and leaves it on when the admin keeps it', async () => {
    api.get.mockResolvedValue([flag('OnlineOrdering', true, false)]);
    api.put.mockResolvedValue([flag('OnlineOrdering', false, true)]);
    await open();
    await settle();
    const toggle = () => document.querySelector<HTMLInputElement>('input[role="switch"]');
    await act(async () => toggle()?.click());
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain(
      'Visitors will be sent to the partner site and cannot order here until it is back on',
    );
    const button = (name: string) =>
      [...document.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')].find(
        (candidate) => candidate.textContent === name,
      );
    await act(async () => button('Keep it on')?.click());
    await settle();
    expect(api.put).not.toHaveBeenCalled();
    expect(toggle()?.checked).toBe(true);

    await act(async () => toggle()?.click());
    await act(async () => button('Turn off')?.click());
    await settle();
    expect(api.put).toHaveBeenCalledWith('/api/feature/flag/OnlineOrdering/false', undefined, { auth: true });
  });

  it('switches online ordering back on without asking', async () => {
    api.get.mockResolvedValue([flag('OnlineOrdering', false, false)]);
    api.put.mockResolvedValue([flag('OnlineOrdering', true, true)]);
    await open();
    await settle();
    await act(async () => document.querySelector<HTMLInputElement>('input[role="switch"]')?.click());
    await settle();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(api.put).toHaveBeenCalledWith('/api/feature/flag/OnlineOrdering/true', undefined, { auth: true });
  });

  it('says the flags failed to load', async () => {
    api.get.mockRejectedValue(new Error('offline'));
    await open();
    await settle();
    expect(document.body.textContent).toContain(messages.featureFlags.loadFailure);
  });
});
