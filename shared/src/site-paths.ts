/**
 * The addresses the web app has a screen for. The server answers any other
 * address, once the redirect table has had its say, with the not-found page and status 404; a test in the web
 * app checks every route of its router against this list.
 */
import { pathWithoutLocale } from './i18n/locale.ts';

const SEGMENT = '[^/]+';
const APP_PATHS: readonly RegExp[] = [
  '',
  '/about-us',
  '/contact-us',
  '/contractors',
  '/contractors/apply',
  '/homeowner-warranty',
  '/home-buyers-warranty',
  '/resources',
  `/resources/${SEGMENT}`,
  `/resources/${SEGMENT}/${SEGMENT}/${SEGMENT}/${SEGMENT}`,
  `/blog/${SEGMENT}`,
  '/privacy-policy',
  '/terms-of-use',
  '/state-notice',
  '/accessibility',
  `/sample-contract/${SEGMENT}/${SEGMENT}`,
  '/streem-signup',
  '/newsletter/confirm',
  `/warranty-link/${SEGMENT}`,
  `/status-update/${SEGMENT}`,
  `/confirm-order/${SEGMENT}`,
  `/escrow-invoice/${SEGMENT}`,
  '/redirectLegacy',
  '/page-not-found',
  '/error',
  '/login',
  '/token',
  `/loginWithUser/${SEGMENT}/${SEGMENT}(/.*)?`,
  '/account(/.*)?',
  '/claim(/.*)?',
  `/order(/(renew|upgrade))?(/${SEGMENT}(/submitted)?)?`,
].map((pattern) => new RegExp(`^${pattern}/?$`, 'i'));

/** Where the newsletter's confirmation link lands: the page that confirms the address (?token=...). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';

/** Whether the web app has a screen at this path (without its query string), in any language. */
export function isAppPath(pathname: string): boolean {
  const path = pathWithoutLocale(pathname);
  return APP_PATHS.some((pattern) => pattern.test(path));
}

/** The public pages rendered to HTML at build time (besides every resources category and article). */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/about-us',
  '/contact-us',
  '/contractors',
  '/contractors/apply',
  '/homeowner-warranty',
  '/home-buyers-warranty',
  '/resources',
  '/privacy-policy',
  '/terms-of-use',
  '/state-notice',
  '/accessibility',
  '/streem-signup',
];

/**
 * The signed-in areas, rendered at build time as a frame only (the header, the page's heading and a loading line):
 * a slow connection paints text at once, and the app, once it runs, shows the visitor's own screen or the sign-in.
 * They are not public pages: no sitemap lists them.
 */
export const FRAME_PAGES: readonly string[] = ['/account', '/claim'];

/**
 * The sign-in page, rendered at build time with its form (its controls wait for the app, which sends a visitor
 * signed in already on to their account). It is not a public page: no sitemap lists it.
 */
export const SIGN_IN_PAGE = '/login';

/** The pages rendered at build time that no sitemap lists: the signed-in areas' frames and the sign-in page. */
export const UNLISTED_PAGES: readonly string[] = [...FRAME_PAGES, SIGN_IN_PAGE];

/**
 * The public pages that have a Spanish version under /es, rendered at build time too (besides the resources
 * categories). The contractors' pages stay English: contractors work with the app in English.
 */
export const TRANSLATED_PAGES: readonly string[] = [
  '/',
  '/about-us',
  '/contact-us',
  '/homeowner-warranty',
  '/home-buyers-warranty',
  '/resources',
  '/privacy-policy',
  '/terms-of-use',
  '/state-notice',
  '/accessibility',
];

/** Whether a public page has a version in every language (its address without a language prefix). */
export function isTranslatedPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return TRANSLATED_PAGES.includes(path.toLowerCase());
}

/** The file of a prerendered page under web/dist/prerendered: "/" is index.html, "/a/b" is a/b.html. */
export function prerenderFileOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return path === '' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The cookie that records the visitor's answer to the cookie bar (kept 365 days). */
export const COOKIE_CONSENT_NAME = 'hw_cookie_consent';
export const COOKIE_CONSENT_DAYS = 365;
/** Stands for the site's origin in prerendered HTML; the server puts its configured public origin in its place. */
export const ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';
/**
 * The name of the meta tag the server writes into every page it serves, holding the site's configured public
 * origin: the app builds absolute addresses (canonical links) from it rather than from the address bar.
 */
export const SITE_ORIGIN_META = 'site-origin';
/** The partner's warranty-link site framed by /warranty-link/{policyId}: production's, and the local stand-in. */
export const WARRANTY_LINK_ORIGIN = 'https://warrantylink.example.com';
export const WARRANTY_LINK_LOCAL_ORIGIN = 'http://localhost:4400';
/** The meta tag holding the configured warranty-link origin (config WARRANTY_LINK_ORIGIN). */
export const WARRANTY_LINK_ORIGIN_META = 'warranty-link-origin';
/** The list of prerendered addresses, beside the files (also the sitemap's list). */
export const PRERENDER_MANIFEST = 'pages.json';
/** Outside production the server puts this in every page's head. */
export const NOINDEX_TAG = '<meta name="robots" content="noindex">';
/**
 * The service worker keeps each prerendered page a visitor opened, in a cache named with this prefix and the app's
 * version; the app lists them to a visitor offline (the pages they can open without a connection).
 */
export const SAVED_PAGES_CACHE_PREFIX = 'saved-pages-';
/** What marks a prerendered page's HTML (its first-paint loader, web/src/first-paint-loader.js), not the shell. */
export const PRERENDERED_PAGE_MARK = 'function loadAfterFirstPaint(';

/**
 * The public pages a visitor reads (the fixed pages, the resources and the blog, in any language): the ones kept on
 * the device as they are opened, and listed offline as the pages that can be opened without a connection.
 */
export function isReadingPage(pathname: string): boolean {
  const stripped = pathWithoutLocale(pathname);
  const path = stripped.length > 1 ? stripped.replace(/\/+$/, '').toLowerCase() : stripped;
  return PUBLIC_PAGES.includes(path) || /^\/resources(\/[^/]+)*$/.test(path) || /^\/blog\/[^/]+$/.test(path);
}
