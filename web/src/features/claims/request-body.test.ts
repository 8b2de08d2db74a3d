import { describe, expect, it } from 'vitest';
import { cardLabel, money } from '#web/lib/format.ts';
import { contactFromProfile, contractLabel, serviceRequestBody } from './request-body.ts';

const profile = {
  firstName: 'Hana',
  lastName: 'Owner',
  email: 'homeowner@example.com',
  phones: [
    { number: '5125550101', isPrimary: false, type: 'work' as const },
    { number: '1 (512) 555-0100', isPrimary: true, type: 'mobile' as const },
  ],
};

describe('the request as sent', () => {
  it('prefills the contact preferences from the profile: name, primary phone, e-mail', () => {
    expect(contactFromProfile(profile)).toEqual({
      contactName: 'Hana Owner',
      phone: '512-555-0100',
      email: 'homeowner@example.com',
      preferredContactMethod: 'phone',
      bestTimeToContact: 'anytime',
      permissionToEnter: false,
    });
    expect(contactFromProfile({ ...profile, phones: [] }).phone).toBe('');
  });

  it('carries the agreed fee and the card, and no card for a $0 fee', () => {
    const parts = {
      contractId: 'c-1',
      warrantyItemId: 'si-cooling',
      answers: [{ questionId: 'kind', value: 'central' }],
      contact: { ...contactFromProfile(profile), contactName: ' Hana Owner ', phone: '5125550100' },
    };
    expect(serviceRequestBody({ ...parts, fee: 75, payment: { creditCardId: 'card-1' } })).toEqual({
      contractId: 'c-1',
      warrantyItemId: 'si-cooling',
      questionsAndAnswers: [{ questionId: 'kind', value: 'central' }],
      contactPreferences: { ...contactFromProfile(profile), contactName: 'Hana Owner', phone: '512-555-0100' },
      confirmedServiceCallFee: 75,
      paymentInfo: { creditCardId: 'card-1' },
    });
    expect(serviceRequestBody({ ...parts, fee: 0, payment: { creditCardId: 'card-1' } }).paymentInfo).toEqual({});
  });

  it('names plans, cards and money as the account does', () => {
    const address = { streetAddress: '100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' };
    expect(contractLabel({ policyNumber: 'HW-20418837', address })).toBe(
      'HW-20418837, 100 Congress Ave, Austin, TX 78701',
    );
    expect(cardLabel({ cardType: 'visa', lastFour: '1111', expirationDate: '12/2029' })).toBe(
      'Visa ending 1111, expires 12/29',
    );
    expect(money(75)).toBe('$75.00');
  });
});
