/**
 * A day written out in the page's language, "March 5, 2026" or "5 de marzo de 2026", as Intl's long date writes
 * it for the page's language tag, without Intl: a page's first use of Intl loads the browser's locale data, 20 to
 * 50 ms of main thread on a desktop, four times that on a phone, and the pages that show such a day (articles,
 * legal texts) draw it as they start.
 */
import type { Locale } from '@hw/shared/i18n';
import { pageLocale } from './page-locale.ts';

const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/** The UTC day of `date`, in `locale` (the page's by default). */
export function longDate(date: Date, locale: Locale = pageLocale()): string {
  const day = date.getUTCDate();
  const month = MONTHS[locale][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return locale === 'es' ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`;
}
