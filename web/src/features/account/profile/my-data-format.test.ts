import { setLocale } from '@hw/shared/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { localDay, localMoney } from './my-data-format.ts';

describe('days and money on the reading of a person’s data', () => {
  afterEach(() => setLocale('en', { reload: false }));

  it('writes them the English way', () => {
    setLocale('en', { reload: false });
    expect(localDay('2026-11-19T00:00:00.000Z')).toBe('Nov 19, 2026');
    expect(localMoney(64.99)).toBe('$64.99');
    expect(localMoney(1234.5)).toBe('$1,234.50');
  });

  it('writes them the Spanish way', () => {
    setLocale('es', { reload: false });
    expect(localDay('2026-11-19T00:00:00.000Z')).toMatch(/^19 nov\.? 2026$/);
    expect(localMoney(64.99)).toMatch(/64\.99/);
  });

  it('leaves a missing or broken date empty', () => {
    expect(localDay(null)).toBe('');
    expect(localDay('not a date')).toBe('');
  });
});
