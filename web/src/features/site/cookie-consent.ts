/**
 * The cookie bar's rules (spec sections 4 and 9): the bar shows when the consent cookie is absent, and
 * the cookie is written as soon as it shows, for 365 days, with path / and on the parent domain when the
 * host has one (www.example.com and app.example.com share example.com). It goes away for the page once the
 * visitor closes it, clicks outside it or scrolls past half the page.
 */
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '@hw/shared';

export const CONSENT_VALUE = 'accepted';
/** The part of the page scrolled past that dismisses the bar. */
export const DISMISS_SCROLL_FRACTION = 0.5;

export function hasConsentCookie(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${COOKIE_CONSENT_NAME}=`));
}

/**
 * The domain the cookie is set on: the last two labels of a name with a dot (the site's registrable
 * domain in its market), none for localhost, a one-label name or an IP address (the host only).
 */
export function cookieDomainOf(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  return host.split('.').slice(-2).join('.');
}

export function consentCookie(location: { hostname: string; protocol: string }, now: Date = new Date()): string {
  const maxAge = COOKIE_CONSENT_DAYS * 24 * 60 * 60;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  const domain = cookieDomainOf(location.hostname);
  return [
    `${COOKIE_CONSENT_NAME}=${CONSENT_VALUE}`,
    `expires=${expires}`,
    `max-age=${maxAge}`,
    'path=/',
    ...(domain ? [`domain=${domain}`] : []),
    'SameSite=Lax',
    ...(location.protocol === 'https:' ? ['Secure'] : []),
  ].join('; ');
}

/** Whether the window has scrolled past half of what can be scrolled; a page that cannot scroll never has. */
export function scrolledPastHalf(scrollY: number, viewportHeight: number, pageHeight: number): boolean {
  const scrollable = pageHeight - viewportHeight;
  return scrollable > 0 && scrollY / scrollable > DISMISS_SCROLL_FRACTION;
}
