/**
 * The addresses the web app has a screen for (marketing spec 2.1, core spec 2). The server answers any other
 * address, once the redirect table has had its say, with the not-found page and status 404; a test in the web
 * app checks every route of its router against this list.
 */
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
  '/streem-signup',
  `/warranty-link/${SEGMENT}`,
  `/status-update/${SEGMENT}`,
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

/** Whether the web app has a screen at this path (without its query string). */
export function isAppPath(pathname: string): boolean {
  return APP_PATHS.some((pattern) => pattern.test(pathname));
}
