/**
 * How the app writes money, days, moments and cards for people, the same on every screen and in the page's
 * language: "$1,234.50", "-$5.00", "Jan 5, 2026", "Visa ending 1111, expires 12/29" ("5 ene 2026",
 * "Visa terminada en 1111, vence 12/29" on a Spanish page).
 */
import { type CardBrand, groupThousands } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { pageLanguageTag } from '#web/lib/i18n/page-locale.ts';

/**
 * Dollars with a sign before the dollar sign: "$64.99", "-$5.00"; yearly prices show whole dollars ("$425").
 * Both the page's languages write amounts as Intl writes them for en-US ("$1,234.50", rounded half away from zero),
 * and this writes them so without Intl: a page's first use of Intl loads the browser's locale data, 20 to 50 ms
 * of main thread on a desktop and four times that on a phone, and the public pages show prices as they start.
 */
export function money(dollars: number, decimals: 0 | 2 = 2): string {
  const sign = dollars < 0 ? '-' : '';
  return `${sign}$${amount(Math.abs(dollars), decimals)}`;
}

function amount(dollars: number, decimals: 0 | 2): string {
  // The shortest decimal that is this number, which is what Intl rounds.
  const shortest = String(dollars);
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(shortest);
  // Written with an exponent (1e21 and above, or under a millionth) or not a number: no price is; Intl's text.
  if (!parts) {
    return dollars.toLocaleString(pageLanguageTag(), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  }
  const [, whole = '0', fraction = ''] = parts;
  const roundsUp = fraction.charAt(decimals) >= '5';
  const kept = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0')) + (roundsUp ? 1n : 0n);
  const digits = kept.toString().padStart(decimals + 1, '0');
  const wholeDigits = groupThousands(digits.slice(0, digits.length - decimals));
  return decimals === 0 ? wholeDigits : `${wholeDigits}.${digits.slice(-decimals)}`;
}

// Kept per language: the page's language is set once as the app starts, and a test may change it.
const formats = new Map<string, { day: Intl.DateTimeFormat; moment: Intl.DateTimeFormat }>();
function formatsOf(tag: string) {
  let found = formats.get(tag);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
      moment: new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }),
    };
    formats.set(tag, found);
  }
  return found;
}

/** A wire date as its calendar day (dates on the wire are UTC midnights): "Jan 5, 2026". */
export function day(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatsOf(pageLanguageTag()).day.format(date);
}

/** A moment (a note, a notice) in the user's own time zone: "Jan 5, 2026, 9:46 AM". */
export function moment(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatsOf(pageLanguageTag()).moment.format(date);
}

const BRAND_NAMES: Record<CardBrand, string> = {
  amex: 'American Express',
  dinersClub: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  masterCard: 'Mastercard',
  visa: 'Visa',
};

/** The name of a card brand as the gateway writes it ("visa", "masterCard", "MasterCard"...). */
export function brandName(cardType: string): string {
  const known = (Object.keys(BRAND_NAMES) as CardBrand[]).find(
    (brand) => brand.toLowerCase() === cardType.toLowerCase(),
  );
  if (known) return BRAND_NAMES[known];
  return cardType ? cardType.charAt(0).toUpperCase() + cardType.slice(1) : 'Card';
}

/** An expiry as MM/YY, whatever the gateway wrote (MM/YY, MM/YYYY, YYYY-MM). */
export function expiry(value: string): string {
  const slash = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(value.trim());
  if (slash) return `${slash[1]!.padStart(2, '0')}/${slash[2]!.slice(-2)}`;
  const iso = /^(\d{4})-(\d{2})/.exec(value.trim());
  if (iso) return `${iso[2]}/${iso[1]!.slice(-2)}`;
  return value;
}

/** "Visa ending 1111, expires 12/29". */
export function cardLabel(card: { cardType: string; lastFour: string; expirationDate: string }): string {
  return m.account_card_label({
    brand: brandName(card.cardType),
    lastFour: card.lastFour,
    expires: expiry(card.expirationDate),
  });
}
