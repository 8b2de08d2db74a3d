import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brand } from '#web/lib/brand.ts';
import {
  clearSession,
  closeAuthDialog,
  type Destination,
  getAuthDialog,
  setNavigator,
  storeAuthResponse,
} from '#web/lib/session/index.ts';
import { cleanup, click, render } from '#web/ui/render-for-test.tsx';
import { Header } from './header.tsx';
import type { HeaderVariant } from './layout-rules.ts';

const signedIn = () =>
  storeAuthResponse({
    access_token: 'a',
    refresh_token: 'r',
    tokenExpires: new Date(Date.now() + 600_000).toISOString(),
    roles: ['homeowner'],
    isAuthenticated: true,
    isImpersonated: false,
    forgotPassword: false,
    user: {
      userType: 'homeowner',
      userId: 'u-1',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phones: [],
      isOptedInToSms: false,
      preferredLanguage: 'en',
      isAnonymous: false,
      isAuthenticated: true,
    },
  });

async function show(variant: HeaderVariant = 'site') {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Header variant={variant} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await render(<RouterProvider router={router} />);
  return router;
}

const banner = () => document.querySelector('header')!;
const linkNamed = (name: string) =>
  [...banner().querySelectorAll('a')].find((a) => a.textContent?.trim() === name) ?? null;

beforeEach(() => clearSession());
afterEach(() => {
  cleanup();
  closeAuthDialog();
});

describe('the header, signed out', () => {
  it('opens the login dialog from Login, staying on the page, and signing in then leads to the account', async () => {
    const router = await show();
    const login = linkNamed('Login');
    expect(login?.getAttribute('href')).toBe('/account');
    await click(login);
    expect(getAuthDialog()).toEqual({ kind: 'login', forRepair: false, goToAccount: true });
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks to log in to request repair, on the claim page', async () => {
    const router = await show();
    await click(linkNamed('Request Repair'));
    expect(getAuthDialog()).toMatchObject({ kind: 'login', forRepair: true });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.pathname).toBe('/claim');
  });
});

describe('the header, signed in', () => {
  it('has Account to /account in place of Login, and Request Repair opens the service request dialog there', async () => {
    signedIn();
    const destinations: Destination[] = [];
    setNavigator((destination) => {
      destinations.push(destination);
    });
    await show();
    expect(linkNamed('Login')).toBeNull();
    expect(linkNamed('Account')?.getAttribute('href')).toBe('/account');
    expect(linkNamed('Request Repair')?.getAttribute('href')).toBe('/account?serviceRequest=new');
    await click(linkNamed('Request Repair'));
    expect(destinations).toEqual([{ to: '/account', search: { serviceRequest: 'new' } }]);
    expect(getAuthDialog()).toBeNull();
  });

  it('in its account variant keeps the site navigation and names the area and the user in a slim bar', async () => {
    signedIn();
    await show('account');
    expect(banner().dataset.variant).toBe('account');
    expect(banner().classList.contains('site-header--account')).toBe(true);
    expect(banner().querySelector('nav[aria-label="Main"]')).not.toBeNull();
    const bar = banner().querySelector('.site-header__area');
    expect(bar?.querySelector('a')?.textContent).toBe('My Account');
    expect(bar?.querySelector('a')?.getAttribute('href')).toBe('/account');
    expect(bar?.textContent).toContain('Ann Lee');
  });
});

describe('the header, signed out, on the account area', () => {
  it('carries the account variant with the area named and no user', async () => {
    await show('account');
    expect(banner().classList.contains('site-header--account')).toBe(true);
    const bar = banner().querySelector('.site-header__area');
    expect(bar?.textContent).toBe('My Account');
    expect(linkNamed('Login')?.getAttribute('href')).toBe('/account');
  });
});

describe('the header on any screen', () => {
  it('shows the phone number as plain text, and calls it from the icon button of smaller screens', async () => {
    await show();
    const text = banner().querySelector('.site-header__phone');
    expect(text?.tagName).toBe('SPAN');
    expect(text?.textContent).toBe(brand.phone);
    const call = banner().querySelector('a.site-header__phone-icon');
    expect(call?.getAttribute('href')).toBe(`tel:${brand.phone}`);
    expect(call?.textContent).toBe(`Call ${brand.phone}`);
    expect(banner().querySelector('nav[aria-label="Main"]')).not.toBeNull();
    expect(banner().querySelector('.site-header__area')).toBeNull();
  });

  it('takes the scrolled style once the page has scrolled past 80 px', async () => {
    await show();
    const scrollTo = async (y: number) => {
      await act(async () => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    };
    await scrollTo(80);
    expect(banner().classList.contains('site-header--scrolled')).toBe(false);
    await scrollTo(200);
    expect(banner().classList.contains('site-header--scrolled')).toBe(true);
    await scrollTo(0);
    expect(banner().classList.contains('site-header--scrolled')).toBe(false);
  });
});
