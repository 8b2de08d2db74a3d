/** The homeowner's plan of the account's unit tests: Signature, paid monthly, in force, in Austin. */
import type { ContractSummary } from '@hw/shared';

export const sampleContract = (fields: Partial<ContractSummary> = {}): ContractSummary => ({
  contractId: 'c-homeowner-0001',
  policyNumber: 'HW-20418837',
  planId: 'plan-ho-signature',
  planName: 'Signature',
  planTypeId: 'ho',
  contractStatus: { description: 'Active' },
  orderStatus: 'completed',
  paymentType: 'monthly',
  effectiveDate: '2026-05-18T00:00:00.000Z',
  expireDate: '2027-05-18T00:00:00.000Z',
  estimatedClosingDate: null,
  isListingCoverage: false,
  address: { streetAddress: '2100 Barton Springs Rd', city: 'Austin', state: 'TX', zipCode: '78704' },
  total: 780,
  monthlyTotal: 64.99,
  ...fields,
});
