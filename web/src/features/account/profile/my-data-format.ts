/**
 * Days and money on the reading of a person's data, written the way their language writes them ("Nov 19, 2026",
 * "$64.99" in English; "19 nov 2026", "64,99 US$" in Spanish): the page is theirs to keep and read.
 */
import { getLocale } from '@hw/shared/i18n';

const localeTag = () => (getLocale() === 'es' ? 'es-US' : 'en-US');

/** A wire date as its calendar day (UTC): the day a record was made or falls due. */
export function localDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeTag(), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Dollars: "$64.99". */
export const localMoney = (dollars: number): string =>
  new Intl.NumberFormat(localeTag(), { style: 'currency', currency: 'USD' }).format(dollars);

/** Names joined as the language joins them: "E-mail and Text", "Correo electrónico y Mensaje de texto". */
export const localList = (names: readonly string[]): string =>
  new Intl.ListFormat(localeTag(), { style: 'long', type: 'conjunction' }).format(names);
