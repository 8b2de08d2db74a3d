/** The contact details the quote and brochure forms ask for: the forms' name for each, with its kind, in order. */
export const LEAD_CONTACT_FIELDS = {
  contactName: 'name',
  email: 'email',
  address: 'street',
  homePhone: 'phone',
  postalCode: 'zip',
} as const;

export type LeadContact = Record<keyof typeof LEAD_CONTACT_FIELDS, string>;

export const EMPTY_LEAD_CONTACT: LeadContact = {
  contactName: '',
  email: '',
  address: '',
  homePhone: '',
  postalCode: '',
};
