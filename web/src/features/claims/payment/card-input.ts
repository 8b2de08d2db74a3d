/**
 * A new card typed to pay the service call fee: its values, which exist only in the form's state, and the
 * problems the validation dialog lists (spec core section 5 card rules, from @hw/shared). As in the
 * account's card forms; the gateway is the authority, this is instant feedback.
 */
import { cardBrand, isExpired, isValidCardNumber, isValidSecurityCode, parseExpirationDate } from '@hw/shared';

export interface CardValues {
  cardNumber: string;
  expirationDate: string;
  cardCode: string;
}

export type CardField = keyof CardValues;

export const emptyCard = (): CardValues => ({ cardNumber: '', expirationDate: '', cardCode: '' });

export interface CardProblem {
  field: CardField;
  fieldId: string;
  message: string;
}

export const cardMessages = {
  numberRequired: 'Please enter the card number.',
  numberInvalid: 'The card number is not valid.',
  expirationInvalid: 'Please enter the expiration date as MM/YY.',
  expired: 'The card has expired.',
  codeInvalid: 'Please enter the security code from the card.',
} as const;

/** The id of a card field's input in the form whose ids start with `prefix`. */
export const cardFieldId = (prefix: string, field: CardField): string => `${prefix}-${field}`;

export function cardProblems(values: CardValues, prefix: string, now: Date = new Date()): CardProblem[] {
  const problems: CardProblem[] = [];
  const add = (field: CardField, message: string) =>
    problems.push({ field, fieldId: cardFieldId(prefix, field), message });
  const number = values.cardNumber.trim();
  if (!number) add('cardNumber', cardMessages.numberRequired);
  else if (!isValidCardNumber(number)) add('cardNumber', cardMessages.numberInvalid);
  if (!parseExpirationDate(values.expirationDate)) add('expirationDate', cardMessages.expirationInvalid);
  else if (isExpired(values.expirationDate, now)) add('expirationDate', cardMessages.expired);
  if (!isValidSecurityCode(values.cardCode, cardBrand(number))) add('cardCode', cardMessages.codeInvalid);
  return problems;
}

/** The gateway's refusal of the card typed (a 400 of POST /order/getCustomerPaymentProfile naming a card field). */
export function cardProblemsOf(errors: readonly { field?: string | undefined; message: string }[]) {
  const fields: readonly string[] = ['cardNumber', 'expirationDate', 'cardCode'];
  return errors.flatMap((entry) =>
    entry.field && fields.includes(entry.field) ? [{ field: entry.field as CardField, message: entry.message }] : [],
  );
}
