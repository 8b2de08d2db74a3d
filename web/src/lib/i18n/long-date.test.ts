import { LANGUAGE_TAGS, LOCALES } from '@hw/shared/i18n';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longDate } from './long-date.ts';

describe('longDate', () => {
  it.each(LOCALES)('writes any day as Intl writes a long date for the %s page', (locale) => {
    const format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          expect(longDate(date, locale)).toBe(format.format(date));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('writes the day of the UTC calendar wherever the reader is', () => {
    expect(longDate(new Date('2026-03-05T23:30:00-08:00'), 'en')).toBe('March 6, 2026');
    expect(longDate(new Date('2025-10-14T00:00:00Z'), 'es')).toBe('14 de octubre de 2025');
  });
});
