import { describe, expect, it } from 'vitest';
import * as messages from './messages.ts';
import { quoteFormErrors, quoteOrderPrefill, splitName } from './quote-request.ts';

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

describe('a quote carried into the order', () => {
  it('splits the name at its first space: one word is a first name', () => {
    expect(splitName('  Ana María  López ')).toEqual({ firstName: 'Ana', lastName: 'María López' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher' });
  });

  it('fills the owner and the property as the order form holds them', () => {
    expect(
      quoteOrderPrefill({
        contactName: 'Ana María López',
        email: ' ana@example.com ',
        address: ' 100 Congress Ave ',
        homePhone: '(512) 555-0199',
        postalCode: '78701-1234',
        isRecentPurchase: true,
      }),
    ).toEqual({
      owner: { firstName: 'Ana', lastName: 'María López', email: 'ana@example.com', phone: '512-555-0199' },
      streetAddress: '100 Congress Ave',
      zipCode: '78701',
      isRecentPurchase: true,
    });
  });

  it('leaves the last name empty for a one-word name, and a phone with a leading 1 as ten digits', () => {
    const prefill = quoteOrderPrefill({
      ...valid,
      contactName: 'Pat',
      homePhone: '1 512 555 0199',
      isRecentPurchase: false,
    });
    expect(prefill.owner).toMatchObject({ firstName: 'Pat', lastName: '', phone: '512-555-0199' });
    expect(prefill.isRecentPurchase).toBe(false);
  });
});
