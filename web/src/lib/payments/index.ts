/**
 * Card payments, written once for every feature that takes a card (ordering, the account's billing and
 * agent order payments, the service call fee, the escrow invoice page): the card saved in the gateway's hosted
 * card form (`useHostedCard`; the form itself is `HostedCardForm`, imported from ./hosted-card-form.tsx), what a
 * payment sends for it, the saved cards and which one is offered.
 */

export { type CardPayment, cardPayment } from './card-payment.ts';
export { cardRequiredMessage } from './card-required.ts';
export { usePaymentInfos } from './get-payment-infos.ts';
export {
  hostedCardMessages,
  savedCardRefusal,
} from './hosted-form.ts';
export { useRetryKeys } from './retry-key.ts';
export { cardsForContract, chosenPaymentInfo, initialCreditCardId, usableCards } from './saved-cards.ts';
export { type HostedCard, preloadHostedCard, useHostedCard } from './use-hosted-card.ts';
