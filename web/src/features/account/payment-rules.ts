/**
 * Payment rules of the account area: a payment counts only when its
 * policyPaymentId is above 0, and how a failed call is told apart (a declined card, an explained refusal).
 * Which saved card is offered and the gateway's refusal of a card typed are in #web/lib/payments.
 */
import { isApiError } from '#web/lib/api/index.ts';

/** "Payment is successful only when the response's policyPaymentId is above 0." */
export const isPaymentSuccessful = (result: { policyPaymentId: number } | null | undefined): boolean =>
  typeof result?.policyPaymentId === 'number' && result.policyPaymentId > 0;

/** The machine-readable code of a failed call; clients branch on it, never on the wording. */
export function errorCode(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return (error.errors as readonly { code?: string }[]).find((entry) => entry.code)?.code;
}

/** The card was declined by the bank (402 paymentDeclined): nothing was charged. */
export const isDeclined = (error: unknown): boolean =>
  isApiError(error) && (error.status === 402 || errorCode(error) === 'paymentDeclined');

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
