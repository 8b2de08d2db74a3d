/**
 * Card input rules: formatting as typed, the brand, the Luhn
 * check, the security code and the expiry. The web app uses them for instant feedback; the card gateway
 * (api/src/payments) is the authority. A card number is only ever held in memory on its way to the gateway.
 */
import type { CARD_BRANDS } from './enums.ts';

export type CardBrand = (typeof CARD_BRANDS)[number];

/** Approved by the local sandbox gateway (Authorize.Net's Visa test number). */
export const SANDBOX_APPROVED_CARD = '4111111111111111';
/** Accepted as a payment profile by the sandbox gateway, declined when charged. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
/** Saved by the sandbox gateway without complaint, every later charge declined (a card that fails after saving). */
export const SANDBOX_DECLINES_AFTER_SAVING_CARD = '4000000000000341';

export const CARD_NUMBER_MAX_DIGITS = 19;
export const SECURITY_CODE_MAX_DIGITS = 4;

/** Card number input: digits and asterisks (a masked saved card) in groups of four, at most 19 of them. */
export function formatCardNumber(typed: string): string {
  const kept = typed.replace(/[^0-9*]/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return (kept.match(/.{1,4}/g) ?? []).join(' ');
}

/** The digits of a value, everything else dropped. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The last four digits of a card number, as shown beside a saved card. */
export function lastFour(value: string): string {
  return cardDigits(value).slice(-4);
}

/** The Luhn checksum of a string of digits (false for anything else, or for fewer than two digits). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

interface BrandRule {
  brand: CardBrand;
  /** Leading-digit ranges, inclusive, compared on as many digits as the bound has. */
  prefixes: ReadonlyArray<readonly [string, string]>;
  lengths: readonly number[];
}

// Narrower ranges first: Discover's 622126-622925 would otherwise be nobody's, JCB's 3528-3589 Diners'.
const BRAND_RULES: readonly BrandRule[] = [
  {
    brand: 'amex',
    prefixes: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
  },
  { brand: 'jcb', prefixes: [['3528', '3589']], lengths: [16, 17, 18, 19] },
  {
    brand: 'dinersClub',
    prefixes: [
      ['300', '305'],
      ['36', '36'],
      ['38', '39'],
    ],
    lengths: [14, 16, 17, 18, 19],
  },
  {
    brand: 'discover',
    prefixes: [
      ['6011', '6011'],
      ['622126', '622925'],
      ['644', '649'],
      ['65', '65'],
    ],
    lengths: [16, 17, 18, 19],
  },
  {
    brand: 'masterCard',
    prefixes: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
  },
  { brand: 'visa', prefixes: [['4', '4']], lengths: [13, 16, 19] },
];

function ruleOf(digits: string): BrandRule | undefined {
  return BRAND_RULES.find((rule) =>
    rule.prefixes.some(([low, high]) => {
      const lead = digits.slice(0, low.length);
      return lead.length === low.length && lead >= low && lead <= high;
    }),
  );
}

/** The brand of a card number by its leading digits (enough of them typed is enough), or undefined. */
export function cardBrand(digits: string): CardBrand | undefined {
  return ruleOf(cardDigits(digits))?.brand;
}

/**
 * A number a gateway can take: only digits, spaces and dashes, a known brand, a length that brand issues,
 * and a good Luhn checksum.
 */
export function isValidCardNumber(value: string): boolean {
  if (!/^[\d -]+$/.test(value)) return false;
  const digits = cardDigits(value);
  if (!ruleOf(digits)?.lengths.includes(digits.length)) return false;
  return luhnValid(digits);
}

/** Security code input: digits only, at most four. */
export function formatSecurityCode(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, SECURITY_CODE_MAX_DIGITS);
}

/** American Express prints four digits on the front; every other brand three on the back. */
export function securityCodeLength(brand: CardBrand | undefined): number {
  return brand === 'amex' ? 4 : 3;
}

export function isValidSecurityCode(code: string, brand: CardBrand | undefined): boolean {
  return new RegExp(`^\\d{${securityCodeLength(brand)}}$`).test(code);
}

/** The month (1-12) and four-digit year of an 'MM/YY' expiry, or undefined when it is not one. */
/** Expiration as typed: MM/YY. */
export function formatExpirationDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function parseExpirationDate(value: string): { month: number; year: number } | undefined {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** The moment a card stops being good: the start of the month after its 'MM/YY' (UTC), or undefined for another value. */
export function cardExpiresAt(expirationDate: string): Date | undefined {
  const expiry = parseExpirationDate(expirationDate);
  return expiry ? new Date(Date.UTC(expiry.year, expiry.month, 1)) : undefined;
}

const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

/**
 * True once the card's expiry month is over, and for a value that is not 'MM/YY'. A card is good through
 * the last day of its month; the month is judged twelve hours behind UTC so that no time zone's last
 * evening of the month counts as the next month.
 */
export function isExpired(expirationDate: string, now: Date = new Date()): boolean {
  const expiry = parseExpirationDate(expirationDate);
  if (!expiry) return true;
  const lenient = new Date(now.getTime() - TWELVE_HOURS_MS);
  const current = lenient.getUTCFullYear() * 12 + lenient.getUTCMonth() + 1;
  return expiry.year * 12 + expiry.month < current;
}

export const contractCardMessages = {
  expired:
    'This card has expired, so it cannot pay this contract. Please choose another card, or update its expiry date first.',
} as const;

/**
 * Why a saved card may not become the card that pays a contract's later charges (the card its automatic
 * payment charges, or the one named for it), or null when it may. An expired card is declined at every
 * charge: the owner would believe the plan paid until it was suspended.
 */
export function contractCardRefusal(expirationDate: string, now: Date = new Date()): string | null {
  return isExpired(expirationDate, now) ? contractCardMessages.expired : null;
}
