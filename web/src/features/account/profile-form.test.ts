import { profileMessages } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyPhone,
  profileBody,
  profileFieldIds,
  profileProblems,
  profileValuesOf,
  smsPhoneOf,
} from './profile-form.ts';

const user = {
  firstName: 'Hannah',
  lastName: 'Holt',
  phones: [
    { number: '5125550101', isPrimary: false, type: 'home' as const },
    { number: '512-555-0199', isPrimary: true, type: 'mobile' as const },
  ],
};

describe('the profile form', () => {
  it('starts from the user with phones as ###-###-####', () => {
    expect(profileValuesOf(user)).toEqual({
      firstName: 'Hannah',
      lastName: 'Holt',
      phones: [
        { number: '512-555-0101', isPrimary: false, type: 'home' },
        { number: '512-555-0199', isPrimary: true, type: 'mobile' },
      ],
    });
    expect(profileValuesOf({ ...user, phones: [] }).phones).toEqual([{ number: '', type: 'mobile', isPrimary: true }]);
  });

  it('wants both names and complete phones', () => {
    const values = {
      firstName: ' ',
      lastName: '',
      phones: [{ number: '512-555', type: 'home' as const, isPrimary: true }],
    };
    expect(profileProblems(values).map((problem) => problem.fieldId)).toEqual([
      profileFieldIds.firstName,
      profileFieldIds.lastName,
      profileFieldIds.phone(0),
    ]);
    expect(profileProblems(profileValuesOf(user))).toEqual([]);
    // An empty row is no problem: it is left out.
    expect(
      profileProblems({ ...profileValuesOf(user), phones: [{ number: '', type: 'home', isPrimary: false }] }),
    ).toEqual([]);
  });

  it('names the problems with the API words', () => {
    const values = {
      firstName: '',
      lastName: 'Holt',
      phones: [{ number: '512', type: 'home' as const, isPrimary: true }],
    };
    expect(profileProblems(values)).toEqual([
      { fieldId: profileFieldIds.firstName, message: profileMessages.firstNameRequired },
      { fieldId: profileFieldIds.phone(0), message: profileMessages.phoneIncomplete },
    ]);
    // The place of a phone in the form counts, empty rows included.
    const later = {
      ...values,
      firstName: 'H',
      phones: [emptyPhone(), { number: '512', type: 'home' as const, isPrimary: true }],
    };
    expect(profileProblems(later)).toEqual([
      { fieldId: profileFieldIds.phone(1), message: profileMessages.phoneIncomplete },
    ]);
  });

  it('sends trimmed names, no empty phones and exactly one primary', () => {
    expect(
      profileBody({
        firstName: ' Hannah ',
        lastName: 'Holt ',
        phones: [
          { number: '', type: 'work', isPrimary: true },
          { number: '1 (512) 555-0101', type: 'home', isPrimary: false },
          { number: '512 555 0199', type: 'mobile', isPrimary: false },
        ],
      }),
    ).toEqual({
      firstName: 'Hannah',
      lastName: 'Holt',
      phones: [
        { number: '512-555-0101', type: 'home', isPrimary: true },
        { number: '512-555-0199', type: 'mobile', isPrimary: false },
      ],
    });
  });

  it('texts the mobile phone first', () => {
    expect(smsPhoneOf(user)).toBe('512-555-0199');
    expect(smsPhoneOf({ phones: [{ number: '5125550101', isPrimary: true, type: 'home' }] })).toBe('512-555-0101');
    expect(smsPhoneOf({ phones: [] })).toBe('');
  });
});
