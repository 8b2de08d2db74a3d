/** A cooling claim made offline, for the claims tests: the request, with its fee and plan, and what the queue shows. */
import type { CreateServiceRequestBody } from '@hw/shared';

export const sampleServiceRequest = (
  confirmedServiceCallFee: number,
  contractId = 'c-homeowner-0001',
): CreateServiceRequestBody => ({
  contractId,
  warrantyItemId: 'si-cooling',
  questionsAndAnswers: [{ questionId: 'ac-kind', value: 'central' }],
  contactPreferences: {
    contactName: 'Hana Owner',
    phone: '512-555-0100',
    email: 'homeowner@example.com',
    preferredContactMethod: 'phone',
    bestTimeToContact: 'anytime',
    permissionToEnter: false,
  },
  confirmedServiceCallFee,
  paymentInfo: confirmedServiceCallFee > 0 ? { creditCardId: 'card-1' } : {},
});

export const sampleRequestSummary = {
  policyNumber: 'HW-20418837',
  address: '100 Congress Ave, Austin, TX 78701',
  itemDescription: 'Air Conditioning / Cooling',
  cardLabel: 'Visa ending 1111, expires 12/29',
};
