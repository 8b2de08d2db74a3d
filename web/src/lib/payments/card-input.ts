/**
 * A card typed into a card form (order payment, a new saved card, an invoice or order payment, the service
 * call fee): its values, which exist only in the form's state, and the problems the validation dialog lists,
 * checked with the shared card rules of @hw/shared. The gateway is the authority; this is instant feedback.
 */
import {
  cardBrand,
  cardDigits,
  isExpired,
  isValidCardNumber,
  isValidSecurityCode,
  parseExpirationDate,
} from '@hw/shared';
import { isApiError } from '#web/lib/api/index.ts';

export interface CardValues {
  cardNumber: string;
  expirationDate: string;
  cardCode: string;
}

export type CardField = keyof CardValues;

export const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expirationDate', 'cardCode'];

export const emptyCard = (): CardValues => ({ cardNumber: '', expirationDate: '', cardCode: '' });

export interface CardProblem {
  field: CardField;
  fieldId: string;
  message: string;
}

/** What a card form says about each problem; a form may word them its own way. */
export interface CardMessages {
  numberRequired: string;
  numberInvalid: string;
  expirationInvalid: string;
  expired: string;
  /** An empty code; when absent, the words of `codeInvalid`. */
  codeRequired?: string;
  codeInvalid: string;
}

export const cardMessages = {
  numberRequired: 'Please enter the card number.',
  numberInvalid: 'The card number is not valid.',
  expirationInvalid: 'Please enter the expiration date as MM/YY.',
  expired: 'The card has expired.',
  codeInvalid: 'Please enter the security code from the card.',
} as const satisfies CardMessages;

/** The id of a card field's input in the form whose ids start with `prefix`. */
export const cardFieldId = (prefix: string, field: CardField): string => `${prefix}-${field}`;

export interface CardCheckOptions {
  now?: Date;
  messages?: CardMessages;
}

export function cardProblems(values: CardValues, prefix: string, options: CardCheckOptions = {}): CardProblem[] {
  const words: CardMessages = options.messages ?? cardMessages;
  const problems: CardProblem[] = [];
  const add = (field: CardField, message: string) =>
    problems.push({ field, fieldId: cardFieldId(prefix, field), message });
  const number = values.cardNumber.trim();
  if (!cardDigits(number)) add('cardNumber', words.numberRequired);
  else if (!isValidCardNumber(number)) add('cardNumber', words.numberInvalid);
  if (!parseExpirationDate(values.expirationDate)) add('expirationDate', words.expirationInvalid);
  else if (isExpired(values.expirationDate, options.now)) add('expirationDate', words.expired);
  if (!values.cardCode && words.codeRequired) add('cardCode', words.codeRequired);
  else if (!isValidSecurityCode(values.cardCode, cardBrand(number))) add('cardCode', words.codeInvalid);
  return problems;
}

/** The card as typed, in one string: a profile made for it is reused only while it is unchanged. */
export const typedCard = (card: CardValues): string =>
  `${cardDigits(card.cardNumber)}|${card.expirationDate}|${card.cardCode}`;

/** The fields the gateway may name when it refuses the card typed (a 400 of POST /order/getCustomerPaymentProfile). */
export type GatewayCardField = CardField | 'billingZip';
const GATEWAY_FIELDS: readonly string[] = [...CARD_FIELDS, 'billingZip'];

/** The gateway's refusal of the card typed, field by field; empty for any other failure. */
export function gatewayCardProblems(error: unknown): { field: GatewayCardField; message: string }[] {
  if (!isApiError(error) || error.status !== 400) return [];
  return error.errors.flatMap((entry) =>
    entry.field && GATEWAY_FIELDS.includes(entry.field)
      ? [{ field: entry.field as GatewayCardField, message: entry.message }]
      : [],
  );
}

/** The card fields the gateway refused (a form that sends no billing zip). */
export const cardProblemsOf = (error: unknown): { field: CardField; message: string }[] =>
  gatewayCardProblems(error).flatMap((problem) =>
    problem.field === 'billingZip' ? [] : [{ field: problem.field, message: problem.message }],
  );
