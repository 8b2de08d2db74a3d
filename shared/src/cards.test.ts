import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardDigits,
  cardExpiresAt,
  contractCardMessages,
  contractCardRefusal,
  formatCardNumber,
  formatSecurityCode,
  isExpired,
  isValidCardNumber,
  isValidSecurityCode,
  lastFour,
  luhnValid,
  parseExpirationDate,
  SANDBOX_APPROVED_CARD,
  SANDBOX_DECLINED_CARD,
  SANDBOX_DECLINES_AFTER_SAVING_CARD,
  securityCodeLength,
} from './cards.ts';
import { CARD_BRANDS } from './enums.ts';

describe('formatCardNumber', () => {
  it('keeps digits and asterisks in groups of four', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 1111x1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('************1111')).toBe('**** **** **** 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });

  it('gives the same answer when formatted again', () => {
    const once = formatCardNumber('378282246310005');
    expect(formatCardNumber(once)).toBe(once);
  });
});

describe('cardDigits and lastFour', () => {
  it('drops everything but digits', () => {
    expect(cardDigits('4111 1111-1111 1111')).toBe(SANDBOX_APPROVED_CARD);
    expect(lastFour('4111 1111 1111 1111')).toBe('1111');
    expect(lastFour(SANDBOX_DECLINED_CARD)).toBe('0002');
  });
});

describe('luhnValid', () => {
  it('accepts the test numbers of every brand', () => {
    for (const number of [
      SANDBOX_APPROVED_CARD,
      SANDBOX_DECLINED_CARD,
      SANDBOX_DECLINES_AFTER_SAVING_CARD,
      '378282246310005',
      '30569309025904',
      '6011111111111117',
      '3530111333300000',
      '5555555555554444',
      '2223003122003222',
    ]) {
      expect(luhnValid(number), number).toBe(true);
    }
  });

  it('refuses a wrong check digit, non-digits and too few digits', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111 1111 1111 1111')).toBe(false);
    expect(luhnValid('0')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('cardBrand', () => {
  it.each([
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['30569309025904', 'dinersClub'],
    ['36227206271667', 'dinersClub'],
    ['6011111111111117', 'discover'],
    ['6221260000000000', 'discover'],
    ['6500000000000002', 'discover'],
    ['3530111333300000', 'jcb'],
    ['5555555555554444', 'masterCard'],
    ['2223003122003222', 'masterCard'],
    [SANDBOX_APPROVED_CARD, 'visa'],
    ['4', 'visa'],
  ])('knows %s as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
    expect(CARD_BRANDS).toContain(brand);
  });

  it('answers undefined for unknown leading digits or too few of them', () => {
    expect(cardBrand('1234567812345678')).toBeUndefined();
    expect(cardBrand('2720999999999999')).toBe('masterCard');
    expect(cardBrand('2721000000000000')).toBeUndefined();
    expect(cardBrand('3')).toBeUndefined();
    expect(cardBrand('')).toBeUndefined();
  });
});

describe('isValidCardNumber', () => {
  it('accepts a known brand at a length it issues with a good checksum, spaces and dashes allowed', () => {
    expect(isValidCardNumber(SANDBOX_APPROVED_CARD)).toBe(true);
    expect(isValidCardNumber('4111 1111-1111 1111')).toBe(true);
    expect(isValidCardNumber('378282246310005')).toBe(true);
  });

  it('refuses letters, an unknown brand, a wrong length and a wrong checksum', () => {
    expect(isValidCardNumber('4111a111111111111')).toBe(false);
    expect(isValidCardNumber('0000000000000000')).toBe(false);
    expect(isValidCardNumber('41111111111111111')).toBe(false);
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
  });
});

describe('security code', () => {
  it('keeps digits only, at most four', () => {
    expect(formatSecurityCode('12a34 5')).toBe('1234');
    expect(formatSecurityCode('x')).toBe('');
  });

  it('wants four digits for amex and three for every other brand', () => {
    expect(securityCodeLength('amex')).toBe(4);
    expect(securityCodeLength('visa')).toBe(3);
    expect(isValidSecurityCode('1234', 'amex')).toBe(true);
    expect(isValidSecurityCode('123', 'amex')).toBe(false);
    expect(isValidSecurityCode('123', 'visa')).toBe(true);
    expect(isValidSecurityCode('1234', 'visa')).toBe(false);
    expect(isValidSecurityCode('12a', 'visa')).toBe(false);
  });
});

describe('expiration date', () => {
  const midMarch2026 = new Date('2026-03-15T12:00:00Z');

  it('reads MM/YY', () => {
    expect(parseExpirationDate('03/26')).toEqual({ month: 3, year: 2026 });
    expect(parseExpirationDate('13/26')).toBeUndefined();
    expect(parseExpirationDate('3/26')).toBeUndefined();
  });

  it('is good through the last day of its month', () => {
    expect(isExpired('03/26', midMarch2026)).toBe(false);
    expect(isExpired('12/30', midMarch2026)).toBe(false);
    expect(isExpired('02/26', midMarch2026)).toBe(true);
    expect(isExpired('12/25', midMarch2026)).toBe(true);
  });

  it('still counts the last evening of the month anywhere as that month', () => {
    expect(isExpired('03/26', new Date('2026-04-01T06:00:00Z'))).toBe(false);
    expect(isExpired('03/26', new Date('2026-04-01T12:00:01Z'))).toBe(true);
  });

  it('takes a value that is not MM/YY as expired', () => {
    expect(isExpired('2026-03', midMarch2026)).toBe(true);
  });
});

describe('contractCardRefusal', () => {
  it('takes a card that is good today and refuses one whose month is over', () => {
    const midMarch2026 = new Date('2026-03-15T12:00:00Z');
    expect(contractCardRefusal('03/26', midMarch2026)).toBeNull();
    expect(contractCardRefusal('02/26', midMarch2026)).toBe(contractCardMessages.expired);
    expect(contractCardRefusal('not a date', midMarch2026)).toBe(contractCardMessages.expired);
  });

  it('refuses exactly the cards whose last good day is over, at every moment around a month’s end', () => {
    const expiry = fc.record({ month: fc.integer({ min: 1, max: 12 }), year: fc.integer({ min: 0, max: 99 }) });
    // Moments within two days either side of the card's end, and anywhere in the century.
    const near = fc.integer({ min: -2 * 86_400_000, max: 2 * 86_400_000 });
    fc.assert(
      fc.property(expiry, near, fc.boolean(), ({ month, year }, offset, anywhere) => {
        const value = `${String(month).padStart(2, '0')}/${String(year).padStart(2, '0')}`;
        const ends = cardExpiresAt(value) as Date;
        const now = anywhere
          ? new Date(Date.UTC(2000 + year, month - 1, 1) + offset * 40)
          : new Date(ends.getTime() + offset);
        // Good through the last evening of its month anywhere: refused only 12 hours past the month's end (UTC).
        const over = now.getTime() >= ends.getTime() + 12 * 3_600_000;
        expect(contractCardRefusal(value, now) !== null).toBe(over);
      }),
    );
  });
});
