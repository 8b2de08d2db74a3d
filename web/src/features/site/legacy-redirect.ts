/**
 * The legacy link forwarder, `/redirectLegacy?url=...` (the old site's mails and partners link through it). Its route
 * loads it with the redirect table when the address is opened (routes/site.tsx).
 */
import { NOT_FOUND_PATH, resolveRedirect } from '@hw/shared/redirects';
import { isAppPath } from '@hw/shared/site-paths';
import { LEGACY_REDIRECT_PATH } from './legacy-redirect-address.ts';

/**
 * Where `/redirectLegacy` sends its target: through the redirect table, else to the site's own screen; a
 * target on another origin, unknown, or missing lands on the not-found page.
 */
export function legacyRedirectTarget(target: string | null | undefined, origin: string): string {
  if (!target) return NOT_FOUND_PATH;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return NOT_FOUND_PATH;
  }
  if (url.origin !== new URL(origin).origin || target.includes('\\')) return NOT_FOUND_PATH;
  const redirected = resolveRedirect(url.pathname, url.search);
  if (redirected) return redirected;
  if (!isAppPath(url.pathname) || url.pathname.toLowerCase() === LEGACY_REDIRECT_PATH.toLowerCase()) {
    return NOT_FOUND_PATH;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
