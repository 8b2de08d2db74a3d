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

export const HEADER_SCROLL_OFFSET = 80;
export const LAYOUT_MAX_WIDTH = 1400;
