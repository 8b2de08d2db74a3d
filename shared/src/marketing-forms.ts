/**
 * Rules of the public site's small forms: the brochure request, the contact
 * form and the video-support sign-up. The web forms show these messages, and the API refuses with the
 * same ones (one entry per bad field).
 */

import { EMAIL_MAX_LENGTH, isEmailAddress, ZIP_LENGTH } from './field-checks.ts';
import * as messages from './messages.ts';

type FormValues<F extends string> = Partial<Record<F, string | null>>;
type FormErrors<F extends string> = Partial<Record<F, string>>;

const reader =
  <F extends string>(values: FormValues<F>) =>
  (field: F) =>
    (values[field] ?? '').trim();

// ---- Brochure -----------------------------------------------------------------------------------

/**
 * The longest value of each field of the brochure request: the API's schema (BrochureBody) is built from these, and
 * the form reads them here, without the schema and TypeBox's builders.
 */
export const BROCHURE_MAX_LENGTHS = {
  contactName: 200,
  email: EMAIL_MAX_LENGTH,
  address: 300,
  postalCode: 10,
  homePhone: 20,
} as const;

/** The brochure's languages; the request names one as `?culture=`. */
export const BROCHURE_CULTURES = ['en-US', 'es-MX'] as const;
export type BrochureCulture = (typeof BROCHURE_CULTURES)[number];

/** Who the brochure is for: Homeowner ('No', the default) or RealEstate ('Yes'). */
export const LEAD_BROCHURE_TYPES = ['Homeowner', 'RealEstate'] as const;
export type LeadBrochureType = (typeof LEAD_BROCHURE_TYPES)[number];

export const BROCHURE_FORM_FIELDS = ['contactName', 'email', 'postalCode'] as const;
export type BrochureFormField = (typeof BROCHURE_FORM_FIELDS)[number];

/** Name and e-mail are required, the zip has at least 5 characters; address and phone are not checked. */
export function brochureFormErrors(values: FormValues<BrochureFormField>): FormErrors<BrochureFormField> {
  const text = reader(values);
  const errors: FormErrors<BrochureFormField> = {};
  if (!text('contactName')) errors.contactName = messages.quote.nameRequired;
  if (!text('email')) errors.email = messages.quote.emailRequired;
  else if (!isEmailAddress(text('email'))) errors.email = messages.quote.emailInvalid;
  if (text('postalCode').length < ZIP_LENGTH) errors.postalCode = messages.quote.zipRequired;
  return errors;
}

/** Where the app serves the brochure of a language. */
export const brochureUrl = (culture: BrochureCulture) => `/api/brochure/${culture}.pdf`;

// ---- Contact ------------------------------------------------------------------------------------

export const CONTACT_FORM_FIELDS = ['name', 'phone', 'email', 'message'] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

/** The contact form shows no checks of its own; the server needs a message and an address to answer. */
export function contactFormErrors(values: FormValues<ContactFormField>): FormErrors<ContactFormField> {
  const text = reader(values);
  const errors: FormErrors<ContactFormField> = {};
  if (!text('email')) errors.email = messages.contact.emailRequired;
  else if (!isEmailAddress(text('email'))) errors.email = messages.contact.emailInvalid;
  if (!text('message')) errors.message = messages.contact.messageRequired;
  return errors;
}

// ---- Video-support sign-up ----------------------------------------------------------------------

export const VIDEO_SUPPORT_SIGNUP_FIELDS = ['FirstName', 'LastName', 'Email', 'Company', 'Phone'] as const;
export type VideoSupportSignupField = (typeof VIDEO_SUPPORT_SIGNUP_FIELDS)[number];

/** The phone field holds exactly 12 characters: ###-###-####. */
export const VIDEO_SUPPORT_PHONE_LENGTH = 12;

/**
 * Every field is required ('{Field} is required.'; the phone: 'PhoneNumber is required'); the e-mail must
 * look like one and the phone be 12 characters long. The two consent checkboxes gate the button only.
 */
export function videoSupportSignupErrors(
  values: FormValues<VideoSupportSignupField>,
): FormErrors<VideoSupportSignupField> {
  const text = reader(values);
  const errors: FormErrors<VideoSupportSignupField> = {};
  for (const field of ['FirstName', 'LastName', 'Email', 'Company'] as const) {
    if (!text(field)) errors[field] = messages.streemSignup.required(field);
  }
  if (!errors.Email && !isEmailAddress(text('Email'))) errors.Email = messages.streemSignup.emailInvalid;
  if (!text('Phone')) errors.Phone = messages.streemSignup.phoneRequired;
  else if (text('Phone').length !== VIDEO_SUPPORT_PHONE_LENGTH) errors.Phone = messages.streemSignup.phoneLength;
  return errors;
}
