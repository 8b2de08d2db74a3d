/**
 * Which requests the service worker answers besides the precached app shell, as plain functions so they
 * are tested without a worker. Any other API call goes to the network as it is: offline it fails, so
 * the app can say the server is unreachable instead of showing an old answer as if it were new.
 */
import { PRERENDERED_PAGE_MARK, SAVED_PAGES_CACHE_PREFIX } from '@hw/shared/site-paths';

/** Navigations the app shell must not answer: the API, file downloads, and any address naming a file. */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/api(\/|$)/,
  /^\/files?\//,
  /\/download/i,
  /\.[a-z0-9]{2,5}$/i,
];

export function servesAppShell(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
}

/**
 * The only API answers kept for offline use: reference data (states, property types, trades, zip
 * lookups) and the feature flags, which change rarely and which forms need offline. Never /api/status:
 * the start-up and server checks must see an offline device fail.
 */
export const CACHED_API_PATH = /^\/api\/(reference\/[^?#]+|feature)$/;

export function isCachedApiRequest(url: URL, method: string, workerOrigin: string): boolean {
  return method === 'GET' && url.origin === workerOrigin && CACHED_API_PATH.test(url.pathname);
}

/** The cache of the prerendered pages seen on this device, one per version of the app (its shell's revision). */
export function savedPagesCacheName(shellRevision: string | null): string {
  return `${SAVED_PAGES_CACHE_PREFIX}${shellRevision ?? 'current'}`;
}

export function isSavedPagesCache(name: string): boolean {
  return name.startsWith(SAVED_PAGES_CACHE_PREFIX);
}

/** Whether a page's HTML is a prerendered page (kept for offline), not the app shell (precached already). */
export function isPrerenderedPage(html: string): boolean {
  return html.includes(PRERENDERED_PAGE_MARK);
}
