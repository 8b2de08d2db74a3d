/**
 * A quote request's rules (the public quote form): the web form shows these messages after a submit
 * attempt, and POST /order/quote refuses with the same ones.
 */
import { formatPhone, formatZip, isEmailAddress, PHONE_DIGITS, ZIP_LENGTH } from './field-checks.ts';
import * as messages from './messages.ts';

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

/** "Ana María López" is Ana / María López; one word is a first name. */
export function splitName(name: string): { firstName: string; lastName?: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return rest.length ? { firstName, lastName: rest.join(' ') } : { firstName };
}

/** A quote the visitor sent: its fields and 'Did you purchase the home in the last 30 days?'. */
export type QuoteAnswers = Record<QuoteFormField, string> & { isRecentPurchase: boolean };

/** What a sent quote fills in the order the visitor then starts: whose it is, where, and whether just bought. */
export interface QuoteOrderPrefill {
  owner: { firstName: string; lastName: string; email: string; phone: string };
  streetAddress: string;
  zipCode: string;
  isRecentPurchase: boolean;
}

/**
 * A quote's answers as the order form holds them: the name split into first and last, the phone as
 * ###-###-####, the zip as five digits. The address is the street line (the order asks the city apart).
 */
export function quoteOrderPrefill(answers: QuoteAnswers): QuoteOrderPrefill {
  const { firstName, lastName = '' } = splitName(answers.contactName);
  return {
    owner: {
      firstName,
      lastName,
      email: answers.email.trim(),
      phone: formatPhone(answers.homePhone),
    },
    streetAddress: answers.address.trim(),
    zipCode: formatZip(answers.postalCode),
    isRecentPurchase: answers.isRecentPurchase,
  };
}
