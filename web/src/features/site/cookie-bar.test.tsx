import { COOKIE_CONSENT_NAME } from '@hw/shared';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, click, render } from '#web/ui/render-for-test.tsx';
import { COOKIE_BAR_TITLE, CookieBar } from './cookie-bar.tsx';
import { consentCookie, cookieDomainOf, hasConsentCookie, scrolledPastHalf } from './cookie-consent.ts';

/** The test's own cookie writes: the bar writes the real one. */
const writeCookie = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the bar reads document.cookie, so the test writes it.
  document.cookie = cookie;
};
const clearConsent = () => writeCookie(`${COOKIE_CONSENT_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);

async function show() {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          <p id="page">The page</p>
          <CookieBar />
        </>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await render(<RouterProvider router={router} />);
}

const bar = () => document.querySelector('aside.cookie-bar');

function scrollTo(scrollY: number, pageHeight: number, viewportHeight = 800) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: pageHeight, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: viewportHeight, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(clearConsent);
afterEach(() => {
  cleanup();
  clearConsent();
  scrollTo(0, 0);
});

describe('the cookie bar', () => {
  it('shows its title and a link to the privacy policy when the consent cookie is absent, and sets the cookie', async () => {
    expect(hasConsentCookie(document.cookie)).toBe(false);
    await show();
    expect(bar()?.querySelector('h2')?.textContent).toBe(COOKIE_BAR_TITLE);
    expect(bar()?.getAttribute('aria-labelledby')).toBe(bar()?.querySelector('h2')?.id);
    expect(bar()?.querySelector('a')?.getAttribute('href')).toBe('/privacy-policy');
    expect(hasConsentCookie(document.cookie)).toBe(true);
    expect(document.cookie).toContain(`${COOKIE_CONSENT_NAME}=accepted`);
  });

  it('does not show when the consent cookie is there', async () => {
    writeCookie(`${COOKIE_CONSENT_NAME}=accepted; path=/`);
    await show();
    expect(bar()).toBeNull();
  });

  it('goes with its close control', async () => {
    await show();
    await click(bar()?.querySelector('button[aria-label="Close the privacy notice"]') ?? null);
    expect(bar()).toBeNull();
  });

  it('goes with a click outside it, not with one inside it', async () => {
    await show();
    await click(bar()?.querySelector('p') ?? null);
    expect(bar()).not.toBeNull();
    await click(document.getElementById('page'));
    expect(bar()).toBeNull();
  });

  it('goes once the page has scrolled past half of it, and stays gone for the page', async () => {
    await show();
    scrollTo(500, 2000);
    expect(bar()).not.toBeNull();
    scrollTo(700, 2000);
    expect(bar()).toBeNull();
    scrollTo(0, 2000);
    expect(bar()).toBeNull();
  });
});

describe('the consent cookie', () => {
  it('lasts 365 days on path / and on the parent domain when there is one', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const cookie = consentCookie({ hostname: 'www.canyonhomewarranty.example', protocol: 'https:' }, now);
    expect(cookie).toBe(
      `${COOKIE_CONSENT_NAME}=accepted; expires=Mon, 01 Mar 2027 12:00:00 GMT; max-age=31536000; path=/; ` +
        'domain=canyonhomewarranty.example; SameSite=Lax; Secure',
    );
    expect(consentCookie({ hostname: 'localhost', protocol: 'http:' }, now)).not.toContain('domain=');
  });

  it('names the parent domain of a host, none for localhost or an address', () => {
    expect(cookieDomainOf('www.canyonhomewarranty.example')).toBe('canyonhomewarranty.example');
    expect(cookieDomainOf('staging.www.canyonhomewarranty.example')).toBe('canyonhomewarranty.example');
    expect(cookieDomainOf('canyonhomewarranty.example')).toBe('canyonhomewarranty.example');
    expect(cookieDomainOf('localhost')).toBeNull();
    expect(cookieDomainOf('127.0.0.1')).toBeNull();
    expect(cookieDomainOf('[::1]')).toBeNull();
  });

  it('is found among other cookies by its name only', () => {
    expect(hasConsentCookie(`a=1; ${COOKIE_CONSENT_NAME}=accepted; b=2`)).toBe(true);
    expect(hasConsentCookie(`x${COOKIE_CONSENT_NAME}=accepted`)).toBe(false);
    expect(hasConsentCookie('')).toBe(false);
  });

  it('counts half of what can be scrolled; a page that cannot scroll never dismisses', () => {
    expect(scrolledPastHalf(600, 800, 2000)).toBe(false);
    expect(scrolledPastHalf(601, 800, 2000)).toBe(true);
    expect(scrolledPastHalf(0, 800, 600)).toBe(false);
  });
});
