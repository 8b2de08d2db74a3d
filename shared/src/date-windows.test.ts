import { describe, expect, it } from 'vitest';
import { DATE_WINDOWS, isInDateWindow, momentOf } from './date-windows.ts';

const now = new Date('2026-11-29T15:00:00Z');
const within = (name: keyof typeof DATE_WINDOWS, text: string) =>
  isInDateWindow(DATE_WINDOWS[name], momentOf(text), now);

describe('date windows', () => {
  it('take a closing within two years of today, a day wider either side for the time zone', () => {
    expect(within('closing', '2024-11-28')).toBe(true);
    expect(within('closing', '2026-11-29')).toBe(true);
    expect(within('closing', '2028-11-30')).toBe(true);
    expect(within('closing', '2024-11-27')).toBe(false);
    expect(within('closing', '2028-12-01')).toBe(false);
  });

  it('take a visit from today to six months ahead, as a date-time with its offset', () => {
    expect(within('visit', '2026-11-28T08:00:00-06:00')).toBe(true);
    expect(within('visit', '2027-05-30T16:00:00-06:00')).toBe(true);
    expect(within('visit', '2026-11-27T08:00:00Z')).toBe(false);
    expect(within('visit', '2027-06-01T08:00:00Z')).toBe(false);
  });

  it('refuse the years no store keeps', () => {
    for (const name of Object.keys(DATE_WINDOWS) as (keyof typeof DATE_WINDOWS)[]) {
      expect(within(name, '9999-12-31')).toBe(false);
      expect(within(name, '0000-01-01')).toBe(false);
      expect(within(name, '9999-12-31T23:59:59Z')).toBe(false);
    }
  });

  it('read a date as midnight UTC and anything else as a date-time', () => {
    expect(momentOf('2026-11-29').toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(momentOf('2026-11-29T08:00:00-06:00').toISOString()).toBe('2026-11-29T14:00:00.000Z');
    expect(Number.isNaN(momentOf('soon').getTime())).toBe(true);
  });
});
