/**
 * Payment rules of the account area (spec core sections 4 and 5): a payment counts only when its
 * policyPaymentId is above 0; when no payment method is chosen and there is exactly one, that one is used;
 * and how a failed call is told apart (a declined card, a gateway refusal of the card typed).
 */
import type { PaymentInfo } from '@hw/shared';
import { isApiError } from '#web/lib/api/index.ts';

/** Spec core section 5: "Payment is successful only when the response's policyPaymentId is above 0." */
export const isPaymentSuccessful = (result: { policyPaymentId: number } | null | undefined): boolean =>
  typeof result?.policyPaymentId === 'number' && result.policyPaymentId > 0;

/**
 * The card a payment or a default uses (spec core section 4, Payments): the one chosen if it is still
 * there, otherwise the single saved card when there is exactly one, otherwise none (the user must choose).
 */
export function chosenPaymentInfo(
  infos: readonly PaymentInfo[] | undefined,
  selectedCreditCardId: string | null | undefined,
): PaymentInfo | undefined {
  const list = infos ?? [];
  const selected = selectedCreditCardId
    ? list.find((info) => info.creditCard.creditCardId === selectedCreditCardId)
    : undefined;
  if (selected) return selected;
  return list.length === 1 ? list[0] : undefined;
}

/** The card to offer first: the single rule, else the default card, else none. */
export function initialCreditCardId(infos: readonly PaymentInfo[] | undefined): string | null {
  const single = chosenPaymentInfo(infos, null);
  if (single) return single.creditCard.creditCardId;
  return infos?.find((info) => info.isDefault)?.creditCard.creditCardId ?? null;
}

/** The machine-readable code of a failed call (DESIGN.md section 2). */
export function errorCode(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return (error.errors as readonly { code?: string }[]).find((entry) => entry.code)?.code;
}

/** The card was declined by the bank (402 paymentDeclined): nothing was charged. */
export const isDeclined = (error: unknown): boolean =>
  isApiError(error) && (error.status === 402 || errorCode(error) === 'paymentDeclined');

/** The gateway's own card fields, as the card form names them. */
export type CardField = 'cardNumber' | 'expirationDate' | 'cardCode';
const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expirationDate', 'cardCode'];

/** The card problems of a 400 from POST /order/getCustomerPaymentProfile (a bad number, expiry or code). */
export function cardProblemsOf(error: unknown): { field: CardField; message: string }[] {
  if (!isApiError(error) || error.status !== 400) return [];
  return error.errors.flatMap((entry) =>
    entry.field && (CARD_FIELDS as readonly string[]).includes(entry.field)
      ? [{ field: entry.field as CardField, message: entry.message }]
      : [],
  );
}

/**
 * What to tell the user about a failed call when it explains itself: the connection was lost, or the
 * server refused with its own words (400, 422...). Undefined for a server failure (5xx) or an unexplained
 * answer, where the caller's own message (usually "please call us") applies.
 */
export function explainedRefusal(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.isNetworkError) return error.message;
  if (error.status < 400 || error.status >= 500 || error.status === 401 || error.status === 404) return undefined;
  const text = error.errors.map((entry) => entry.message).join(' ');
  return text || undefined;
}
