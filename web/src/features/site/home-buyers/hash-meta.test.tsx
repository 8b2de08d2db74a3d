import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteDescription } from '#web/lib/head.ts';
import { cleanup, click } from '#web/ui/render-for-test.tsx';
import { fakeSiteApi, location, openPages, until } from '../site-test-helpers.tsx';
import { HOME_BUYERS_HASH_META, HOME_BUYERS_META, homeBuyersMeta } from './hash-meta.ts';
import { HomeBuyersPage } from './home-buyers-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.querySelector('link[rel="canonical"]')?.remove();
});

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('the real estate page head by hash', () => {
  it('maps each section to its title and canonical address', () => {
    expect(homeBuyersMeta('#home-warranty-plans').canonical).toBe('/home-buyers-warranty/protection-plans');
    expect(homeBuyersMeta('reviews').canonical).toBe('/home-buyers-warranty/residential-service-contract');
    expect(homeBuyersMeta('your-local-representative').canonical).toBe(
      '/home-buyers-warranty/your-local-representative',
    );
    expect(homeBuyersMeta('benefits').canonical).toBe('/home-buyers-warranty/real-estate-education-tools');
    const titles = Object.values(HOME_BUYERS_HASH_META).map((meta) => meta.title);
    expect(new Set([...titles, HOME_BUYERS_META.title]).size).toBe(5);
  });

  it('gives any other hash, or none, the page itself', () => {
    for (const hash of ['', '#brochure', 'quote', 'constructor', '__proto__']) {
      expect(homeBuyersMeta(hash)).toBe(HOME_BUYERS_META);
    }
  });

  it('changes the title, description and canonical link as the hash changes, and leaves none behind', async () => {
    fakeSiteApi();
    const router = await openPages(
      { '/home-buyers-warranty': HomeBuyersPage, '/elsewhere': () => <h1>Elsewhere</h1> },
      '/home-buyers-warranty#reviews',
    );
    const origin = window.location.origin;
    expect(document.title).toBe(
      'Residential Service Contract Reviews from Real Estate Professionals | Canyon Home Warranty',
    );
    expect(canonical()).toBe(`${origin}/home-buyers-warranty/residential-service-contract`);

    const subNav = document.querySelector('nav[aria-label="Real estate page sections"]')!;
    const link = [...subNav.querySelectorAll('a')].find((a) => a.textContent === 'Meet your Representative')!;
    expect(link.getAttribute('href')).toBe('#your-local-representative');
    await click(link);
    await until(() => location(router) === '/home-buyers-warranty#your-local-representative');
    await until(() => document.title.startsWith('Your Local Home Warranty Representative |'));
    expect(canonical()).toBe(`${origin}/home-buyers-warranty/your-local-representative`);
    expect(link.getAttribute('aria-current')).toBe('location');

    await act(() => router.navigate({ to: '/home-buyers-warranty' }));
    await until(() => document.title.startsWith(`${HOME_BUYERS_META.title} |`));
    expect(canonical()).toBe(`${origin}/home-buyers-warranty`);
    expect(description()).toBe(HOME_BUYERS_META.description);

    await act(() => router.navigate({ to: '/elsewhere' as never }));
    await until(() => canonical() === undefined);
    expect(description()).toBe(siteDescription());
  });
});
