/**
 * The cookie bar's rules: the bar shows when the consent cookie is absent, and
 * the cookie is written as soon as it shows, for 365 days, with path / and on the parent domain when the
 * host has one (www.example.com and app.example.com share example.com). It goes away for the page once the
 * visitor closes it, clicks outside it or scrolls past half the page.
 */
import { COOKIE_CONSENT_NAME } from '@hw/shared';

export { consentCookie, cookieDomainOf } from '#web/lib/privacy-choices.ts';
/** The part of the page scrolled past that dismisses the bar. */
export const DISMISS_SCROLL_FRACTION = 0.5;

export function hasConsentCookie(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${COOKIE_CONSENT_NAME}=`));
}

/** Whether the window has scrolled past half of what can be scrolled; a page that cannot scroll never has. */
export function scrolledPastHalf(scrollY: number, viewportHeight: number, pageHeight: number): boolean {
  const scrollable = pageHeight - viewportHeight;
  return scrollable > 0 && scrollY / scrollable > DISMISS_SCROLL_FRACTION;
}
