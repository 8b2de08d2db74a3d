import { describe, expect, it } from 'vitest';
import { brochureFormErrors, contactFormErrors, videoSupportSignupErrors } from './marketing-forms.ts';
import * as messages from './messages.ts';

describe('brochure form', () => {
  it('needs a name, an e-mail address and a zip of 5 characters; address and phone are not checked', () => {
    expect(brochureFormErrors({})).toEqual({
      contactName: messages.quote.nameRequired,
      email: messages.quote.emailRequired,
      postalCode: messages.quote.zipRequired,
    });
    expect(brochureFormErrors({ contactName: 'A', email: 'a@b', postalCode: '7870' })).toEqual({
      email: messages.quote.emailInvalid,
      postalCode: messages.quote.zipRequired,
    });
    expect(brochureFormErrors({ contactName: 'Ann', email: 'ann@example.com', postalCode: '78701' })).toEqual({});
  });
});

describe('contact form', () => {
  it('needs a message and an e-mail address', () => {
    expect(contactFormErrors({ name: 'Ann' })).toEqual({
      email: messages.contact.emailRequired,
      message: messages.contact.messageRequired,
    });
    expect(contactFormErrors({ email: 'ann@example.com', message: 'Hello' })).toEqual({});
  });
});

describe('video-support sign-up', () => {
  it("names every missing field as '{Field} is required.' and the phone as 'PhoneNumber is required'", () => {
    expect(videoSupportSignupErrors({ FirstName: '  ' })).toEqual({
      FirstName: 'FirstName is required.',
      LastName: 'LastName is required.',
      Email: 'Email is required.',
      Company: 'Company is required.',
      Phone: 'PhoneNumber is required',
    });
  });

  it('wants a phone of exactly 12 characters and a real e-mail address', () => {
    const valid = { FirstName: 'A', LastName: 'B', Email: 'a@b.co', Company: 'C', Phone: '602-555-0100' };
    expect(videoSupportSignupErrors(valid)).toEqual({});
    expect(videoSupportSignupErrors({ ...valid, Phone: '6025550100' })).toEqual({
      Phone: messages.streemSignup.phoneLength,
    });
    expect(videoSupportSignupErrors({ ...valid, Email: 'a-at-b' })).toEqual({
      Email: messages.streemSignup.emailInvalid,
    });
  });
});
