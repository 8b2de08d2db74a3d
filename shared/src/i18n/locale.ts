/**
 * The languages the product speaks and how a page's address carries one: English at the site's own paths,
 * every other language under its prefix (`/es/...`). A person's stored choice (`preferredLanguage`) decides what
 * the server sends them; a signed-out visitor's choice is the address and the language cookie.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/** Each language named in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The cookie that keeps a signed-out visitor's language choice (kept a year). */
export const LANGUAGE_COOKIE = 'hw_language';
export const LANGUAGE_COOKIE_DAYS = 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const PREFIXED = new RegExp(`^/(${LOCALES.filter((locale) => locale !== BASE_LOCALE).join('|')})(?=/|$)`, 'i');

/** The language of an address: its prefix, or English. */
export function localeOfPath(pathname: string): Locale {
  const prefix = PREFIXED.exec(pathname)?.[1]?.toLowerCase();
  return isLocale(prefix) ? prefix : BASE_LOCALE;
}

/** The address without its language prefix: "/es/about-us" is "/about-us", "/es" is "/". */
export function pathWithoutLocale(pathname: string): string {
  const rest = pathname.replace(PREFIXED, '');
  return rest === '' ? '/' : rest;
}

/** The same page in a language: "/about-us" in Spanish is "/es/about-us", "/" is "/es/". */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = pathWithoutLocale(pathname);
  if (locale === BASE_LOCALE) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/** The language tag of `<html lang>` and `hreflang`. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };
