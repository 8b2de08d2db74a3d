/**
 * The page's language: its address's (`/es/...` is Spanish), set once as the app starts. Changing language is a
 * new page load of the same page at the other address, which the language switch does.
 */
import {
  BASE_LOCALE,
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LANGUAGE_TAGS,
  type Locale,
  localeOfPath,
  localizedPath,
  setLocale,
} from '@hw/shared/i18n';
import { isTranslatedPage } from '@hw/shared/site-paths';

let current: Locale = BASE_LOCALE;

/** Reads the language from the address, and makes it the messages' and the document's. */
export function startPageLocale(pathname: string = window.location.pathname): Locale {
  current = localeOfPath(pathname);
  setLocale(current, { reload: false });
  document.documentElement.lang = LANGUAGE_TAGS[current];
  return current;
}

export const pageLocale = (): Locale => current;

/**
 * A visitor who chose another language and opens an English page that has a version in it goes there (the
 * server does the same for a page it serves; this covers the pages the service worker answers). True when the
 * page is being left.
 */
export function followLanguageChoice(): boolean {
  const chosen = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  const { pathname, search, hash } = window.location;
  // Followed from this site's page in another language (the switch, before the app took over): a choice.
  const from = document.referrer ? new URL(document.referrer) : null;
  if (from?.origin === window.location.origin && localeOfPath(from.pathname) !== current) {
    keepLanguageChoice(current);
    return false;
  }
  if (current !== BASE_LOCALE || !isLocale(chosen) || chosen === BASE_LOCALE || !isTranslatedPage(pathname)) {
    return false;
  }
  window.location.replace(`${localizedPath(pathname, chosen)}${search}${hash}`);
  return true;
}

/** The language's tag for Intl (dates, money, numbers). */
export const pageLanguageTag = (): string => LANGUAGE_TAGS[current];

function keepLanguageChoice(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_DAYS * 86_400}; samesite=lax`;
}

/** Opens this page in another language, and keeps the choice for the next visit. */
export function switchLanguage(locale: Locale): void {
  keepLanguageChoice(locale);
  const { pathname, search, hash } = window.location;
  window.location.assign(`${localizedPath(pathname, locale)}${search}${hash}`);
}

/** A path of this site in the page's language, for a plain link the router does not write (`<a href>`). */
export const localHref = (path: string): string => localizedPath(path, current);
