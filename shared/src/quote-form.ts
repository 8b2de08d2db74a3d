/**
 * The quote form's rules: the web form shows these messages after a submit
 * attempt, and POST /order/quote refuses with the same ones.
 */
import { isEmailAddress, PHONE_DIGITS, ZIP_LENGTH } from './field-checks.ts';
import { messages } from './messages.ts';

export const QUOTE_FORM_FIELDS = ['contactName', 'email', 'address', 'postalCode', 'homePhone'] as const;
export type QuoteFormField = (typeof QUOTE_FORM_FIELDS)[number];

export type QuoteFormValues = Partial<Record<QuoteFormField, string | null>>;

/** The bad fields of a quote form, each with its message, in the form's order; empty when the form is valid. */
export type QuoteFormErrors = Partial<Record<QuoteFormField, string>>;

export function quoteFormErrors(values: QuoteFormValues): QuoteFormErrors {
  const text = (field: QuoteFormField) => (values[field] ?? '').trim();
  const errors: QuoteFormErrors = {};
  if (!text('contactName')) errors.contactName = messages.quote.nameRequired;
  if (!text('email')) errors.email = messages.quote.emailRequired;
  else if (!isEmailAddress(text('email'))) errors.email = messages.quote.emailInvalid;
  if (!text('address')) errors.address = messages.quote.addressRequired;
  if (text('postalCode').length < ZIP_LENGTH) errors.postalCode = messages.quote.zipRequired;
  if (text('homePhone').replace(/\D/g, '').length < PHONE_DIGITS) {
    errors.homePhone = messages.quote.phoneRequired;
  }
  return errors;
}
