/** Layout rules of the app and the public site (which header and footer show), as pure functions of the path. */
export const STREEM_SIGNUP_PATH = '/streem-signup';

export function showsHeader(pathname: string): boolean {
  return !pathname.startsWith('/warranty-link') && !pathname.startsWith(STREEM_SIGNUP_PATH);
}

export function showsChatWidget(pathname: string, userType?: string): boolean {
  if (isContractorApp(pathname, userType)) return false;
  return !pathname.startsWith('/order/') && pathname !== '/order';
}

export function isAccountArea(pathname: string): boolean {
  return pathname.startsWith('/account') || pathname.startsWith('/claim');
}

/** A contractor's own screens (dashboard, tickets, profile): a work tool, without the marketing around it. */
export function isContractorApp(pathname: string, userType?: string): boolean {
  return userType === 'contractor' && pathname.startsWith('/account');
}

/**
 * A contractor's screens carry the compact app header (logo, area and account only). A path starting
 * with /account or /claim carries the header's account variant (the account/claim area
 * header above the page: signed in it names the user, signed out the page below brings the login
 * header). Every other page has the site header, but for the pages that show none.
 */
export type HeaderVariant = 'site' | 'account' | 'app';

export function headerVariant(pathname: string, userType?: string): HeaderVariant | null {
  if (!showsHeader(pathname)) return null;
  if (isContractorApp(pathname, userType)) return 'app';
  return isAccountArea(pathname) ? 'account' : 'site';
}

export const HEADER_SCROLL_OFFSET = 80;

/** The header's scrolled style, once the page has scrolled past the first step. */
export const isHeaderScrolled = (scrollY: number): boolean => scrollY > HEADER_SCROLL_OFFSET;
