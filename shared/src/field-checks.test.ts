import { describe, expect, it } from 'vitest';
import { formatPhone, formatZip, isCompletePhone, isEmailAddress } from './field-checks.ts';
import { VIDEO_SUPPORT_PHONE_LENGTH } from './marketing-forms.ts';

describe('e-mail address', () => {
  it('recognises plausible e-mail addresses', () => {
    expect(isEmailAddress(' first.last+tag@mail.example.co ')).toBe(true);
    expect(isEmailAddress('a@b')).toBe(false);
    expect(isEmailAddress('a@@b.com')).toBe(false);
    expect(isEmailAddress('a@b..com')).toBe(false);
  });
  it('is what the forgot-password form, the newsletter and every contact form accept', () => {
    expect(isEmailAddress('homeowner@example.com')).toBe(true);
    expect(isEmailAddress('homeowner@example')).toBe(false);
    expect(isEmailAddress('home owner@example.com')).toBe(false);
  });
});

describe('phone input', () => {
  it('keeps digits only, shown as ###-###-####', () => {
    expect(formatPhone('(801) 555-1234')).toBe('801-555-1234');
    expect(formatPhone('801.555.1234')).toBe('801-555-1234');
    expect(formatPhone('8015551234')).toBe('801-555-1234');
  });

  it('removes a leading 1', () => {
    expect(formatPhone('1 (801) 555-1234')).toBe('801-555-1234');
    expect(formatPhone('+1 801 555 1234')).toBe('801-555-1234');
    expect(formatPhone('18015551234')).toBe('801-555-1234');
  });

  it('formats a partly typed number and stops at ten digits', () => {
    expect(formatPhone('801')).toBe('801');
    expect(formatPhone('8015')).toBe('801-5');
    expect(formatPhone('801555')).toBe('801-555');
    expect(formatPhone('8015551')).toBe('801-555-1');
    expect(formatPhone('801555123499')).toBe('801-555-1234');
    expect(formatPhone('')).toBe('');
  });

  it('lets a dash be deleted while typing: "555-" becomes "555"', () => {
    expect(formatPhone('555-')).toBe('555');
    expect(formatPhone('555-123-45678')).toHaveLength(VIDEO_SUPPORT_PHONE_LENGTH);
  });

  it('a complete phone has ten digits', () => {
    expect(isCompletePhone('801-555-1234')).toBe(true);
    expect(isCompletePhone('8015551234')).toBe(true);
    expect(isCompletePhone('801-555-123')).toBe(false);
  });
});

describe('zip input', () => {
  it('keeps digits only, five long', () => {
    expect(formatZip('84101')).toBe('84101');
    expect(formatZip('84101-1234')).toBe('84101');
    expect(formatZip('8a4b1')).toBe('841');
    expect(formatZip('')).toBe('');
  });
});
