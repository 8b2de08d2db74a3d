import { describe, expect, it } from 'vitest';
import {
  isCachedApiRequest,
  isPrerenderedPage,
  isSavedPagesCache,
  savedPagesCacheName,
  servesAppShell,
} from './cache-rules.ts';

const origin = 'https://app.example.com';
const cached = (path: string, method = 'GET', at = origin) => isCachedApiRequest(new URL(path, at), method, origin);

describe('what the service worker answers from its cache', () => {
  it('never the status check, so offline it fails and the app can say the server is unreachable', () => {
    expect(cached('/api/status')).toBe(false);
    expect(cached('/api/status?x=1')).toBe(false);
  });

  it('reference data and feature flags, read with GET on this origin only', () => {
    expect(cached('/api/reference/states')).toBe(true);
    expect(cached('/api/reference/stateByZipCode/78701')).toBe(true);
    expect(cached('/api/feature')).toBe(true);
    expect(cached('/api/reference/states', 'POST')).toBe(false);
    expect(cached('/api/reference/states', 'GET', 'https://other.example.com')).toBe(false);
  });

  it('no other API answer: accounts, tickets, uploads and file downloads always reach the network', () => {
    for (const path of [
      '/api/account/user/1',
      '/api/contractor/dispatch/w-1',
      '/api/contractor/file/f-1',
      '/api/feature/flag/chat/true',
      '/api/authenticate',
      '/api/reference',
    ]) {
      expect(cached(path), path).toBe(false);
    }
  });
});

describe('the navigation fallback to the app shell', () => {
  it('answers the app routes', () => {
    for (const path of ['/', '/account', '/claim', '/order/consumer', '/account/tickets/w-1']) {
      expect(servesAppShell(path), path).toBe(true);
    }
  });

  it('leaves the API and file downloads to the network', () => {
    for (const path of [
      '/api',
      '/api/status',
      '/api/contractor/file/f-1',
      '/files/a',
      '/download/brochure',
      '/a.pdf',
    ]) {
      expect(servesAppShell(path), path).toBe(false);
    }
  });
});

describe('the prerendered pages kept for offline', () => {
  it('keeps a prerendered page (its first-paint loader) and never the app shell', () => {
    expect(
      isPrerenderedPage('<html><body><h1>About</h1><script>(function loadAfterFirstPaint(entry, links) {})</script>'),
    ).toBe(true);
    expect(
      isPrerenderedPage('<html><body><div id="root"></div><script type="module" src="/assets/index-a.js"></script>'),
    ).toBe(false);
  });

  it('names one cache per version of the app, so a new version drops the pages of the old one', () => {
    expect(savedPagesCacheName('abc')).not.toBe(savedPagesCacheName('def'));
    expect(isSavedPagesCache(savedPagesCacheName('abc'))).toBe(true);
    expect(isSavedPagesCache(savedPagesCacheName(null))).toBe(true);
    expect(isSavedPagesCache('reference-data')).toBe(false);
  });
});
