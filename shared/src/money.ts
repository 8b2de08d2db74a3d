/**
 * Money: integer cents inside, a number of dollars on the wire (`425`, `39.99`).
 * Every conversion between the two goes through this module. Rounding is half away from zero, on the
 * decimal value as written: 1.005 dollars is 101 cents although 1.005 * 100 is 100.49999999999999.
 */

import { m } from './i18n/index.ts';

/**
 * The most an amount of money sent to the API may be, in dollars: more than any price, payment or credit of
 * the product, and far below what cents count exactly (2^53).
 */
export const MAX_DOLLARS = 10_000_000;

declare const centsBrand: unique symbol;
/** A whole number of cents. */
export type Cents = number & { readonly [centsBrand]: true };

function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value));
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** What a caller is told (the API answers 400) when an amount it sent cannot be counted in cents. */
export const notAnAmountMessage = () => m.common_not_an_amount();

/** A number that cannot be counted in whole cents: NaN, an infinity, or more than 2^53 cents. */
export class NotAnAmountError extends RangeError {
  constructor(value: number) {
    super(`Not an amount of money: ${value}`);
    this.name = 'NotAnAmountError';
  }
}

function checked(cents: number, from: number): Cents {
  if (!Number.isSafeInteger(cents)) throw new NotAnAmountError(from);
  return cents as Cents;
}

/** Dollars to cents. Throws a NotAnAmountError for NaN, infinities and amounts too large to count in cents. */
export function toCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new NotAnAmountError(dollars);
  // Shift the decimal point in the number's shortest decimal form, not by multiplying in binary.
  const [digits, exponent = '0'] = String(dollars).split('e');
  return checked(roundHalfAwayFromZero(Number(`${digits}e${Number(exponent) + 2}`)), dollars);
}

/** A computed amount of cents (a rate applied, fractional units) rounded to a whole cent. */
export function roundCents(cents: number): Cents {
  if (!Number.isFinite(cents)) throw new NotAnAmountError(cents);
  return checked(roundHalfAwayFromZero(cents), cents);
}

/** Cents to dollars for the wire; a fractional cent is rounded first. */
export function toDollars(cents: number): number {
  return roundCents(cents) / 100;
}

/**
 * An amount as the server writes it in a message, a notice or a report line: "$1234.56". Every amount the
 * server words goes through here (the web app writes amounts in the reader's language with Intl).
 */
export function formatCents(cents: number): string {
  return formatDollars(toDollars(cents));
}

/** The same, for an amount already in dollars (as on the wire). */
export function formatDollars(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

/**
 * A whole number with a comma between each three digits, as en-US writes it ("10,001"), without Intl: a page's first
 * use of Intl loads the browser's locale data (20 to 50 ms of main thread on a desktop, four times that on a phone),
 * and the texts a page builds as it starts (square-footage bands, the liability question) must not pay for it.
 */
export function withThousandsCommas(whole: number): string {
  return groupThousands(String(Math.trunc(whole)));
}

/** Digits with a comma between each three from the right: "1234567" is "1,234,567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
