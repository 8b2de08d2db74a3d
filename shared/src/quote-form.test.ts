import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { quoteFormErrors } from './quote-form.ts';

const valid = {
  contactName: 'Pat Quinn',
  email: 'pat@example.com',
  address: '100 Congress Ave',
  postalCode: '78701',
  homePhone: '(512) 555-0199',
};

describe('quote form', () => {
  it('accepts a complete form', () => {
    expect(quoteFormErrors(valid)).toEqual({});
  });

  it('names every missing field at once with the form’s messages, in form order', () => {
    const errors = quoteFormErrors({});
    expect(errors).toEqual({
      contactName: 'Name is required.',
      email: 'Email address is required.',
      address: 'Address is required.',
      postalCode: 'Zip code is required.',
      homePhone: 'Phone number is required.',
    });
    expect(Object.keys(errors)).toEqual(['contactName', 'email', 'address', 'postalCode', 'homePhone']);
  });

  it('treats blanks and nulls as missing', () => {
    expect(quoteFormErrors({ ...valid, contactName: '   ', address: null })).toEqual({
      contactName: messages.quote.nameRequired,
      address: messages.quote.addressRequired,
    });
  });

  it('tells a malformed e-mail from a missing one', () => {
    expect(quoteFormErrors({ ...valid, email: 'pat@example' }).email).toBe(messages.quote.emailInvalid);
    expect(quoteFormErrors({ ...valid, email: 'pat example.com' }).email).toBe(messages.quote.emailInvalid);
    expect(quoteFormErrors({ ...valid, email: '' }).email).toBe(messages.quote.emailRequired);
  });

  it('needs a zip of at least five characters', () => {
    expect(quoteFormErrors({ ...valid, postalCode: '7870' }).postalCode).toBe(messages.quote.zipRequired);
    expect(quoteFormErrors({ ...valid, postalCode: '78701-1234' })).toEqual({});
  });

  it('counts only the digits of the phone number', () => {
    expect(quoteFormErrors({ ...valid, homePhone: '512-555-019' }).homePhone).toBe(messages.quote.phoneRequired);
    expect(quoteFormErrors({ ...valid, homePhone: 'phone: 5125550199' })).toEqual({});
  });
});
