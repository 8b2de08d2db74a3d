import { COOKIE_CONSENT_NAME, cookieValueOf } from '@hw/shared';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mayUse } from '#web/lib/privacy-choices.ts';
import { cleanup, render } from '#web/ui/render-for-test.tsx';
import { GLOBAL_PRIVACY_CONTROL_NOTICE, PRIVACY_CHOICES_SAVED, PrivacyCentre } from './privacy-centre.tsx';

function clearConsentCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the one cookie the centre writes.
  document.cookie = `${COOKIE_CONSENT_NAME}=; max-age=0; path=/`;
}

async function openCentre() {
  const rootRoute = createRootRoute({ component: PrivacyCentre });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/privacy-policy', component: () => null }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/privacy-policy'] }),
  });
  await render(<RouterProvider router={router} />);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const toggle = (purpose: string) =>
  document.querySelector<HTMLInputElement>(`[data-purpose="${purpose}"] input[role="switch"]`)!;
const button = (name: string) => [...dialog().querySelectorAll('button')].find((b) => b.textContent === name)!;
const status = () => dialog().querySelector('[role="status"]')?.textContent;
const consentValue = () => cookieValueOf(document.cookie, COOKIE_CONSENT_NAME);

function setGlobalPrivacyControl(on: boolean | undefined) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: on, configurable: true });
}

beforeEach(() => {
  clearConsentCookie();
  setGlobalPrivacyControl(undefined);
});
afterEach(() => {
  cleanup();
  clearConsentCookie();
  setGlobalPrivacyControl(undefined);
});

describe('Your Privacy Choices', () => {
  it('says what we collect and offers one switch per purpose, strictly necessary always on', async () => {
    await openCentre();
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().textContent).toContain('Your Privacy Choices');
    for (const category of ['Identifiers', 'Commercial information', 'Internet or other electronic network activity'])
      expect(dialog().textContent).toContain(category);
    expect(toggle('necessary').checked).toBe(true);
    expect(toggle('necessary').disabled).toBe(true);
    for (const purpose of ['functional', 'analytics', 'advertising']) expect(toggle(purpose).checked).toBe(true);
    expect(dialog().textContent).not.toContain(GLOBAL_PRIVACY_CONTROL_NOTICE);
  });

  it('saves a switched-off purpose in the consent cookie, confirms, and other code then may not use it', async () => {
    await openCentre();
    act(() => toggle('advertising').click());
    expect(status()).toBe('');
    act(() => button('Save choices').click());
    expect(status()).toBe(PRIVACY_CHOICES_SAVED);
    expect(consentValue()).toBe('functional:1|analytics:1|advertising:0|gpc:0');
    expect(mayUse('advertising')).toBe(false);
    expect(mayUse('analytics')).toBe(true);
  });

  it('rejects or accepts everything but strictly necessary in one step', async () => {
    await openCentre();
    act(() => button('Reject all').click());
    for (const purpose of ['functional', 'analytics', 'advertising']) expect(toggle(purpose).checked).toBe(false);
    expect(mayUse('analytics')).toBe(false);
    expect(mayUse('necessary')).toBe(true);
    expect(status()).toBe(PRIVACY_CHOICES_SAVED);
    act(() => button('Accept all').click());
    expect(consentValue()).toBe('functional:1|analytics:1|advertising:1|gpc:0');
  });

  it('turns sale and sharing off by default under Global Privacy Control, and says so', async () => {
    setGlobalPrivacyControl(true);
    await openCentre();
    expect(dialog().textContent).toContain(GLOBAL_PRIVACY_CONTROL_NOTICE);
    expect(toggle('advertising').checked).toBe(false);
    expect(toggle('analytics').checked).toBe(true);
    expect(mayUse('advertising')).toBe(false);
  });
});
