import { VIDEO_SUPPORT_PHONE_LENGTH } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { formatPhoneAsTyped } from './phone-format.ts';

describe('formatPhoneAsTyped', () => {
  it('groups the digits ###-###-#### as they are typed', () => {
    expect(formatPhoneAsTyped('5')).toBe('5');
    expect(formatPhoneAsTyped('555')).toBe('555');
    expect(formatPhoneAsTyped('5551')).toBe('555-1');
    expect(formatPhoneAsTyped('555123')).toBe('555-123');
    expect(formatPhoneAsTyped('5551234')).toBe('555-123-4');
    expect(formatPhoneAsTyped('5551234567')).toBe('555-123-4567');
  });

  it('drops anything but digits and stops at ten digits: 12 characters', () => {
    expect(formatPhoneAsTyped('(555) 123-4567 ext 9')).toBe('555-123-4567');
    expect(formatPhoneAsTyped('555-123-45678')).toHaveLength(VIDEO_SUPPORT_PHONE_LENGTH);
    expect(formatPhoneAsTyped('abc')).toBe('');
  });

  it('lets a dash be deleted: "555-" becomes "555"', () => {
    expect(formatPhoneAsTyped('555-')).toBe('555');
  });
});
