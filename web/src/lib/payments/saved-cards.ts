/**
 * Which saved card a payment offers: an expired card cannot pay; when
 * exactly one card can, that one is used; otherwise the default card is offered first.
 */
import { contractCardRefusal, isExpired, type PaymentInfo } from '@hw/shared';

/** The saved cards that can pay (not expired). */
export const usableCards = (infos: readonly PaymentInfo[] | undefined): PaymentInfo[] =>
  (infos ?? []).filter((info) => !isExpired(info.creditCard.expirationDate));

/** The saved cards that may pay a plan's later charges (its automatic payment, its card): contractCardRefusal. */
export const cardsForContract = (infos: readonly PaymentInfo[] | undefined): PaymentInfo[] =>
  (infos ?? []).filter((info) => contractCardRefusal(info.creditCard.expirationDate) === null);

/**
 * The card a payment or a default uses: the one chosen if it is still there, otherwise the single saved
 * card when there is exactly one, otherwise none (the user must choose).
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
