/** Layout rules of spec core section 2 and marketing section 2.1, as pure functions of the path. */
export const STREEM_SIGNUP_PATH = '/streem-signup';

export function showsHeader(pathname: string): boolean {
  return !pathname.startsWith('/warranty-link') && !pathname.startsWith(STREEM_SIGNUP_PATH);
}

export function showsChatWidget(pathname: string): boolean {
  return !pathname.startsWith('/order/') && pathname !== '/order';
}

export function isAccountArea(pathname: string): boolean {
  return pathname.startsWith('/account') || pathname.startsWith('/claim');
}

/**
 * The account/claim area shows the account header to a signed-in user; a signed-out visitor there sees
 * the site header above the area's own login header. Every other page has the site header, but for
 * the pages that show none.
 */
export type HeaderVariant = 'site' | 'account';

export function headerVariant(pathname: string, signedIn: boolean): HeaderVariant | null {
  if (!showsHeader(pathname)) return null;
  return signedIn && isAccountArea(pathname) ? 'account' : 'site';
}

export const HEADER_SCROLL_OFFSET = 80;
export const LAYOUT_MAX_WIDTH = 1400;

/** The header's scrolled style, once the page has scrolled past the first step. */
export const isHeaderScrolled = (scrollY: number): boolean => scrollY > HEADER_SCROLL_OFFSET;
