import { afterEach, describe, expect, it } from 'vitest';
import { startPageLocale } from '#web/lib/i18n/page-locale.ts';
import { ageText } from './data-age.tsx';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => now - ms;

describe('how old the saved copy is', () => {
  afterEach(() => startPageLocale('/'));

  it('says it in English on an English page', () => {
    startPageLocale('/account');
    expect(ageText(ago(10_000), now)).toBe('just now');
    expect(ageText(ago(60_000), now)).toBe('1 minute ago');
    expect(ageText(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(ageText(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(ageText(ago(2 * 86_400_000), now)).toBe('2 days ago');
  });

  it('says it in Spanish on a Spanish page', () => {
    startPageLocale('/es/account');
    expect(ageText(ago(10_000), now)).toBe('hace un momento');
    expect(ageText(ago(60_000), now)).toBe('hace 1 minuto');
    expect(ageText(ago(3_600_000), now)).toBe('hace 1 hora');
    expect(ageText(ago(2 * 86_400_000), now)).toBe('hace 2 días');
  });
});
