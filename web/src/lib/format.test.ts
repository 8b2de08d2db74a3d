import { LANGUAGE_TAGS, LOCALES, localizedPath } from '@hw/shared/i18n';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { brandName, cardLabel, day, expiry, moment, money } from './format.ts';
import { startPageLocale } from './i18n/page-locale.ts';

describe('how the app writes money, days and cards', () => {
  it('writes money with cents and a sign', () => {
    expect(money(64.99)).toBe('$64.99');
    expect(money(1234.5)).toBe('$1,234.50');
    expect(money(-5)).toBe('-$5.00');
    expect(money(0)).toBe('$0.00');
    expect(money(-1234.5, 0)).toBe('-$1,235');
    expect(money(425, 0)).toBe('$425');
  });

  describe.each(LOCALES)('on a page in %s', (locale) => {
    afterEach(() => startPageLocale('/'));

    it('writes any amount as Intl writes it in the page language, rounded the same way', () => {
      startPageLocale(localizedPath('/account', locale));
      const intl = (dollars: number, decimals: 0 | 2) =>
        `${dollars < 0 ? '-' : ''}$${Math.abs(dollars).toLocaleString(LANGUAGE_TAGS[locale], {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        })}`;
      const cents = fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }).map((whole) => whole / 100);
      // Amounts computed in dollars carry more digits: a third decimal of 5 rounds up, as Intl does.
      const computed = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((whole) => whole / 1000);
      const any = fc.double({ min: -1e15, max: 1e15, noNaN: true });
      fc.assert(
        fc.property(fc.oneof(cents, computed, any), fc.constantFrom(0 as const, 2 as const), (dollars, decimals) => {
          expect(money(dollars, decimals)).toBe(intl(dollars, decimals));
        }),
        { numRuns: 3000 },
      );
      expect(money(2.675)).toBe(intl(2.675, 2));
      expect(money(1e21)).toBe(intl(1e21, 2));
    });
  });

  it('writes a wire date as its calendar day', () => {
    expect(day('2026-01-05T00:00:00.000Z')).toBe('Jan 5, 2026');
    expect(day(null)).toBe('');
    expect(day('nonsense')).toBe('');
  });

  it('names card brands and writes expiries as MM/YY', () => {
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('MasterCard')).toBe('Mastercard');
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('unionPay')).toBe('UnionPay');
    expect(brandName('')).toBe('Card');
    expect(expiry('12/29')).toBe('12/29');
    expect(expiry('3/2030')).toBe('03/30');
    expect(expiry('2031-07')).toBe('07/31');
    expect(cardLabel({ cardType: 'visa', lastFour: '1111', expirationDate: '12/29' })).toBe(
      'Visa ending 1111, expires 12/29',
    );
  });

  it('writes a moment with its time, and nothing for a missing or bad one', () => {
    expect(moment('2026-01-05T16:46:00.000Z')).toMatch(/^Jan 5, 2026, \d{1,2}:46 (AM|PM)$/);
    expect(moment(undefined)).toBe('');
    expect(moment('nonsense')).toBe('');
  });

  describe('on a Spanish page', () => {
    afterEach(() => startPageLocale('/'));

    it('writes days, moments and cards the way Spanish writes them, and money as US dollars', () => {
      startPageLocale('/es/account');
      expect(day('2026-01-05T00:00:00.000Z')).toBe('5 ene 2026');
      expect(moment('2026-01-05T16:46:00.000Z')).toMatch(/^5 ene 2026, \d{1,2}:46\s[ap]\.\s?m\.$/);
      expect(money(1234.5)).toBe('$1,234.50');
      expect(money(-5)).toBe('-$5.00');
      expect(cardLabel({ cardType: 'visa', lastFour: '1111', expirationDate: '12/29' })).toBe(
        'Visa terminada en 1111, vence 12/29',
      );
    });

    it('goes back to English days on an English page', () => {
      startPageLocale('/es/account');
      startPageLocale('/account');
      expect(day('2026-01-05T00:00:00.000Z')).toBe('Jan 5, 2026');
    });
  });
});
