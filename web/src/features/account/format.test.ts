import { describe, expect, it } from 'vitest';
import { addressLine, brandName, cardLabel, contractIdsParam, day, expiry, money } from './format.ts';

describe('account formats', () => {
  it('writes money with cents and a sign', () => {
    expect(money(64.99)).toBe('$64.99');
    expect(money(1234.5)).toBe('$1,234.50');
    expect(money(-5)).toBe('-$5.00');
    expect(money(0)).toBe('$0.00');
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

  it('writes an address on one line', () => {
    expect(addressLine({ streetAddress: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' })).toBe(
      '1 Main St, Austin, TX 78701',
    );
    expect(
      addressLine({ streetAddress: '1 Main St', unit: 'Apt 2', city: 'Austin', state: 'TX', zipCode: '78701' }),
    ).toBe('1 Main St, Apt 2, Austin, TX 78701');
  });

  it('joins contract ids once each, in a stable order', () => {
    expect(contractIdsParam(['b', 'a', 'b'])).toBe('a,b');
    expect(contractIdsParam([])).toBe('');
  });
});
