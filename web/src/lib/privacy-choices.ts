/**
 * The visitor's privacy choices in this browser: the one place code asks "may I do X"
 * (`mayUse('analytics')`), the consent cookie they live in, and the preference centre's open state
 * (the centre itself is mounted once by the app; anything can open it with `openPrivacyChoices()`).
 * The rules are in @hw/shared (privacy-choices.ts).
 */
import {
  CONSENT_BAR_VALUE,
  COOKIE_CONSENT_DAYS,
  COOKIE_CONSENT_NAME,
  cookieValueOf,
  encodePrivacyChoices,
  type PrivacyChoiceState,
  type PrivacyChoices,
  type PrivacyPurpose,
  privacyPurposeAllowed,
  readPrivacyChoices,
} from '@hw/shared';
import { useSyncExternalStore } from 'react';

declare global {
  interface Navigator {
    /** The Global Privacy Control signal, where the browser supports it. */
    globalPrivacyControl?: boolean;
  }
}

export function globalPrivacyControlOn(): boolean {
  return typeof navigator !== 'undefined' && navigator.globalPrivacyControl === true;
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

/** The consent cookie, for 365 days with path /, on the parent domain when the host has one. */
export function consentCookie(
  location: { hostname: string; protocol: string },
  now: Date = new Date(),
  value: string = CONSENT_BAR_VALUE,
): string {
  const maxAge = COOKIE_CONSENT_DAYS * 24 * 60 * 60;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  const domain = cookieDomainOf(location.hostname);
  return [
    `${COOKIE_CONSENT_NAME}=${value}`,
    `expires=${expires}`,
    `max-age=${maxAge}`,
    'path=/',
    ...(domain ? [`domain=${domain}`] : []),
    'SameSite=Lax',
    ...(location.protocol === 'https:' ? ['Secure'] : []),
  ].join('; ');
}

export function currentPrivacyChoices(): PrivacyChoiceState {
  const cookies = typeof document === 'undefined' ? '' : document.cookie;
  return readPrivacyChoices(cookieValueOf(cookies, COOKIE_CONSENT_NAME), globalPrivacyControlOn());
}

/** Whether the site may use cookies and tags for this purpose in this browser now. */
export function mayUse(purpose: PrivacyPurpose): boolean {
  return privacyPurposeAllowed(purpose, currentPrivacyChoices().choices);
}

export function savePrivacyChoices(choices: PrivacyChoices): PrivacyChoiceState {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox, and this is one cookie.
  document.cookie = consentCookie(window.location, new Date(), encodePrivacyChoices(choices, globalPrivacyControlOn()));
  return currentPrivacyChoices();
}

let centreOpen = false;
const listeners = new Set<() => void>();
function setCentreOpen(open: boolean) {
  if (centreOpen === open) return;
  centreOpen = open;
  for (const listener of listeners) listener();
}

export function openPrivacyChoices(): void {
  setCentreOpen(true);
}
export function closePrivacyChoices(): void {
  setCentreOpen(false);
}

export function privacyChoicesOpen(): boolean {
  return centreOpen;
}

export function usePrivacyChoicesOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => centreOpen,
    () => false,
  );
}
