import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars, roundCents, toCents, toDollars, withThousandsCommas } from './money.ts';

describe('toCents', () => {
  it('converts whole and decimal dollars exactly', () => {
    expect(toCents(425)).toBe(42500);
    expect(toCents(39.99)).toBe(3999);
    expect(toCents(0.07)).toBe(7);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1234567.89)).toBe(123456789);
  });

  it('rounds half a cent away from zero, on the decimal value rather than its binary product', () => {
    // 1.005 * 100 is 100.49999999999999 and 1.255 * 100 is 125.49999999999999 in floating point.
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1.255)).toBe(126);
    expect(toCents(8.345)).toBe(835);
    expect(toCents(0.125)).toBe(13);
    expect(toCents(1.004)).toBe(100);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds negative amounts away from zero too, and never answers -0', () => {
    expect(toCents(-39.99)).toBe(-3999);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(-0.125)).toBe(-13);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
    expect(Object.is(toCents(-0), 0)).toBe(true);
  });

  it('reads numbers written with an exponent', () => {
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(5e-3)).toBe(1);
    expect(toCents(1.5e6)).toBe(150_000_000);
  });

  it('refuses what is not an amount of money', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents(1e21)).toThrow(RangeError);
  });
});

describe('toDollars', () => {
  it('answers the dollars as they are written', () => {
    expect(toDollars(3999)).toBe(39.99);
    expect(toDollars(42500)).toBe(425);
    expect(toDollars(-3999)).toBe(-39.99);
    expect(toDollars(7)).toBe(0.07);
  });

  it('rounds a fractional cent first, half away from zero', () => {
    expect(toDollars(12.5)).toBe(0.13);
    expect(toDollars(-12.5)).toBe(-0.13);
    expect(toDollars(12.49)).toBe(0.12);
  });

  it('round-trips every cent amount', () => {
    for (let cents = -10_000; cents <= 10_000; cents += 7) expect(toCents(toDollars(cents))).toBe(cents);
  });
});

describe('roundCents', () => {
  it('rounds a computed amount half away from zero', () => {
    expect(roundCents(326.25)).toBe(326);
    expect(roundCents(326.5)).toBe(327);
    expect(roundCents(-326.5)).toBe(-327);
    expect(() => roundCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatCents', () => {
  it('writes an amount as the server words it, to the cent, rounding a fraction of a cent', () => {
    expect(formatCents(123456)).toBe('$1234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(1234.5)).toBe('$12.35');
    expect(formatDollars(64.99)).toBe('$64.99');
  });
});

describe('withThousandsCommas', () => {
  it('writes any whole number as en-US does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (whole) => {
        expect(withThousandsCommas(whole)).toBe(whole.toLocaleString('en-US'));
      }),
      { numRuns: 1000 },
    );
    expect(withThousandsCommas(1_000_000)).toBe('1,000,000');
    expect(withThousandsCommas(999)).toBe('999');
  });
});
