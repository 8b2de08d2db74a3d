/**
 * Card payments, written once for every feature that takes a card (ordering, the account's billing and
 * agent order payments, the service call fee): the card's values and rules, handing it to the gateway,
 * the saved cards and how a card is named. The card fields themselves are `CardFields` in `ui/`.
 */

export {
  CARD_FIELDS,
  type CardCheckOptions,
  type CardField,
  type CardMessages,
  type CardProblem,
  type CardValues,
  cardFieldId,
  cardMessages,
  cardProblems,
  cardProblemsOf,
  emptyCard,
  type GatewayCardField,
  gatewayCardProblems,
  typedCard,
} from './card-input.ts';
export { getCustomerPaymentProfile } from './get-customer-payment-profile.ts';
export { getCustomerProfileToken } from './get-customer-profile-token.ts';
export { getPaymentInfos, PaymentInfos, paymentInfosQueryOptions, usePaymentInfos } from './get-payment-infos.ts';
export { type RetryKeys, retryKeys, useRetryKeys } from './retry-key.ts';
export { chosenPaymentInfo, initialCreditCardId, usableCards } from './saved-cards.ts';
export {
  type CardPayment,
  type CardProfile,
  cardPayment,
  type TokenizeCardInput,
  tokenizeCard,
} from './tokenize-card.ts';
export { useCardTokenizer } from './use-card-tokenizer.ts';
