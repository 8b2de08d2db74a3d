/**
 * The quote form's rules: the web form shows these messages after a submit
 * attempt, and POST /order/quote refuses with the same ones.
 */
import { messages } from './messages.ts';

export const QUOTE_FORM_FIELDS = ['contactName', 'email', 'address', 'postalCode', 'homePhone'] as const;
export type QuoteFormField = (typeof QUOTE_FORM_FIELDS)[number];

export type QuoteFormValues = Partial<Record<QuoteFormField, string | null>>;

/** The bad fields of a quote form, each with its message, in the form's order; empty when the form is valid. */
export type QuoteFormErrors = Partial<Record<QuoteFormField, string>>;

export const QUOTE_ZIP_MIN_LENGTH = 5;
export const QUOTE_PHONE_MIN_DIGITS = 10;

/** A plausible e-mail address: something, one @, and a domain with a dot; no spaces. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

export function quoteFormErrors(values: QuoteFormValues): QuoteFormErrors {
  const text = (field: QuoteFormField) => (values[field] ?? '').trim();
  const errors: QuoteFormErrors = {};
  if (!text('contactName')) errors.contactName = messages.quote.nameRequired;
  if (!text('email')) errors.email = messages.quote.emailRequired;
  else if (!isEmailAddress(text('email'))) errors.email = messages.quote.emailInvalid;
  if (!text('address')) errors.address = messages.quote.addressRequired;
  if (text('postalCode').length < QUOTE_ZIP_MIN_LENGTH) errors.postalCode = messages.quote.zipRequired;
  if (text('homePhone').replace(/\D/g, '').length < QUOTE_PHONE_MIN_DIGITS) {
    errors.homePhone = messages.quote.phoneRequired;
  }
  return errors;
}
