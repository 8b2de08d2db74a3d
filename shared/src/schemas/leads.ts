/**
 * Leads: POST /api/lead and the quote form's POST
 * /api/order/quote. Apart from the ordering calls, so that a page with a quote form loads no order schema.
 */
import { Type } from 'typebox';
import { PHONE_DIGITS, ZIP_LENGTH } from '../field-checks.ts';
import { documentedForm } from './common.ts';

const Id = /* @__NO_SIDE_EFFECTS__ */ (max = 100) => Type.String({ minLength: 1, maxLength: max });
const Text = /* @__NO_SIDE_EFFECTS__ */ (max: number) => Type.String({ maxLength: max });
const Email = Type.String({ format: 'email', maxLength: 254 });

export const LEAD_TYPES = ['incompleteOrder', 'quote', 'brochure'] as const;
export const LeadBody = Type.Object({
  email: Email,
  firstName: Type.Optional(Text(100)),
  lastName: Type.Optional(Text(100)),
  address: Type.Optional(Text(300)),
  postalCode: Type.Optional(Type.String({ maxLength: 10 })),
  homePhone: Type.Optional(Text(20)),
  type: Type.Optional(Type.Enum(LEAD_TYPES, { type: 'string' })),
  planTypeId: Type.Optional(Id()),
});
export const LeadResponse = Type.Object({ leadId: Type.String() });

/** Optional fields, so that a missing one gets the form's own message (quoteFormErrors), not a generic one. */
export const QuoteBody = Type.Object({
  contactName: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  address: Type.Optional(Type.String({ maxLength: 300 })),
  postalCode: Type.Optional(Type.String({ maxLength: 10 })),
  homePhone: Type.Optional(Type.String({ maxLength: 20 })),
  /** 'Did you purchase the home in the last 30 days?': yes makes a real-estate lead. */
  isRecentPurchase: Type.Optional(Type.Boolean()),
});
/** What quoteFormErrors takes, for the API document. */
export const QuoteForm = /* @__PURE__ */ documentedForm(QuoteBody, {
  required: ['contactName', 'email', 'address', 'postalCode', 'homePhone'],
  formats: {
    email: { format: 'email' },
    postalCode: { minLength: ZIP_LENGTH },
    homePhone: { pattern: `^(\\D*\\d){${PHONE_DIGITS}}`, description: 'At least ten digits.' },
  },
});
export const QuoteResponse = Type.Object({
  leadId: Type.String(),
  stateCode: Type.String(),
  planTypeId: Type.String(),
});
