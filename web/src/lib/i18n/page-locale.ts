/**
 * The page's language: its address's (`/es/...` is Spanish), set once as the app starts. Changing language is a
 * new page load of the same page at the other address, which the language switch does.
 */
import {
  BASE_LOCALE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LANGUAGE_TAGS,
  type Locale,
  localeOfPath,
  localizedPath,
  setLocale,
} from '@hw/shared/i18n';

let current: Locale = BASE_LOCALE;

/** Reads the language from the address, and makes it the messages' and the document's. */
export function startPageLocale(pathname: string = window.location.pathname): Locale {
  current = localeOfPath(pathname);
  setLocale(current, { reload: false });
  document.documentElement.lang = LANGUAGE_TAGS[current];
  return current;
}

export const pageLocale = (): Locale => current;

/** The language's tag for Intl (dates, money, numbers). */
export const pageLanguageTag = (): string => LANGUAGE_TAGS[current];

/** Opens this page in another language, and keeps the choice for the next visit. */
export function switchLanguage(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_DAYS * 86_400}; samesite=lax`;
  const { pathname, search, hash } = window.location;
  window.location.assign(`${localizedPath(pathname, locale)}${search}${hash}`);
}

/** A path of this site in the page's language, for a plain link the router does not write (`<a href>`). */
export const localHref = (path: string): string => localizedPath(path, current);
