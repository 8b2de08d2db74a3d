/** The order the checkout and price benchmarks start from. */
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../../api/src/seed/reference.ts';
import { HOMEOWNER_PLAN_TYPE_ID } from '../../shared/src/index.ts';

/** The Signature homeowner plan on a single-family home in Austin, before add-ons, fees and payment. */
export const SIGNATURE_HOME_DRAFT = {
  planTypeId: HOMEOWNER_PLAN_TYPE_ID,
  planId: 'plan-ho-signature',
  property: {
    address: { streetAddress: '100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
    dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
    squareFootage: 1000,
  },
};
