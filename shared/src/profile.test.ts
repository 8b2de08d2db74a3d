import { describe, expect, it } from 'vitest';
import {
  MAX_PROFILE_PHONES,
  normalizeProfile,
  normalizeProfilePhones,
  type ProfilePhone,
  phonesForSmsOptIn,
  profileMessages,
  withOnePrimaryPhone,
} from './profile.ts';

const phone = (number: string, isPrimary = false, type: ProfilePhone['type'] = 'home'): ProfilePhone => ({
  number,
  type,
  isPrimary,
});

describe('withOnePrimaryPhone', () => {
  it('makes the first phone primary when none is', () => {
    expect(withOnePrimaryPhone([phone('512-555-0101'), phone('512-555-0102')]).map((p) => p.isPrimary)).toEqual([
      true,
      false,
    ]);
  });

  it('keeps only the first of several primaries', () => {
    const phones = [phone('512-555-0101'), phone('512-555-0102', true), phone('512-555-0103', true)];
    expect(withOnePrimaryPhone(phones).map((p) => p.isPrimary)).toEqual([false, true, false]);
  });

  it('leaves an empty list empty', () => {
    expect(withOnePrimaryPhone([])).toEqual([]);
  });
});

describe('normalizeProfilePhones', () => {
  it('formats numbers ###-###-####, dropping a leading 1', () => {
    const outcome = normalizeProfilePhones([phone('(512) 555 0101', true), phone('+1 602.555.0102')]);
    expect(outcome).toEqual({
      ok: true,
      value: [phone('512-555-0101', true), phone('602-555-0102')],
    });
  });

  it('names every incomplete number by its place in the list', () => {
    const outcome = normalizeProfilePhones([phone('512-555'), phone('512-555-0101'), phone('')]);
    expect(outcome).toEqual({
      ok: false,
      problems: [
        { field: 'phones[0].number', message: profileMessages.phoneIncomplete },
        { field: 'phones[2].number', message: profileMessages.phoneIncomplete },
      ],
    });
  });

  it('keeps a number listed twice once, primary when either listing was', () => {
    const outcome = normalizeProfilePhones([
      phone('512-555-0101', false, 'home'),
      phone('602-555-0102'),
      phone('5125550101', true, 'mobile'),
    ]);
    expect(outcome).toEqual({ ok: true, value: [phone('512-555-0101', true, 'home'), phone('602-555-0102')] });
  });
});

describe('normalizeProfile', () => {
  it('trims the names', () => {
    expect(normalizeProfile({ firstName: '  Hannah ', lastName: 'Holt  ', phones: [] })).toEqual({
      ok: true,
      value: { firstName: 'Hannah', lastName: 'Holt', phones: [] },
    });
  });

  it('names a blank name and a bad phone together', () => {
    const outcome = normalizeProfile({ firstName: '   ', lastName: 'Holt', phones: [phone('555')] });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.problems.map((p) => p.field)).toEqual(['firstName', 'phones[0].number']);
  });
});

describe('phonesForSmsOptIn', () => {
  it('adds a new number as a mobile phone', () => {
    expect(phonesForSmsOptIn([phone('512-555-0101', true)], '(602) 555-0199')).toEqual({
      ok: true,
      value: [phone('512-555-0101', true), phone('602-555-0199', false, 'mobile')],
    });
  });

  it('marks a listed number as mobile instead of adding it again', () => {
    expect(phonesForSmsOptIn([phone('512-555-0101', true, 'home')], '5125550101')).toEqual({
      ok: true,
      value: [phone('512-555-0101', true, 'mobile')],
    });
  });

  it('makes the number primary when it is the only phone', () => {
    expect(phonesForSmsOptIn([], '602-555-0199')).toEqual({ ok: true, value: [phone('602-555-0199', true, 'mobile')] });
  });

  it('without a number, needs a mobile phone on the profile', () => {
    expect(phonesForSmsOptIn([phone('512-555-0101', true, 'mobile')], undefined).ok).toBe(true);
    expect(phonesForSmsOptIn([phone('512-555-0101', true, 'home')], '  ')).toEqual({
      ok: false,
      problems: [{ field: 'smsPhoneNumber', message: profileMessages.smsPhoneRequired }],
    });
  });

  it('refuses an incomplete number and a sixth phone', () => {
    expect(phonesForSmsOptIn([], '602-555').ok).toBe(false);
    const full = Array.from({ length: MAX_PROFILE_PHONES }, (_, i) => phone(`512-555-010${i}`, i === 0));
    expect(phonesForSmsOptIn(full, '602-555-0199')).toEqual({
      ok: false,
      problems: [{ field: 'smsPhoneNumber', message: profileMessages.tooManyPhones }],
    });
  });
});
