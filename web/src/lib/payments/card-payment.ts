/**
 * A card saved in the gateway's hosted card form, as our pages hold it: the gateway's profile ids, the token
 * that opened the customer profile and the card in words (brand, last four, expiry). No card number ever
 * reaches us. A payment naming the ids sends the token too (`cardPayment`), so the server knows the card was
 * typed by this caller. Neither the token nor the card is ever stored; a new payment opens the form again.
 */

export interface CardProfile {
  authNetProfileId: string;
  authNetPaymentProfileId: string;
  /** The token of POST /order/getCustomerProfileToken that opened this customer profile. */
  profileToken: string;
  cardType: string;
  lastFour: string;
  /** MM/YY */
  expirationDate: string;
}

/** What a payment sends for a card just saved: the gateway's ids and the token that opened the profile. */
export interface CardPayment {
  authNetProfileId: string;
  authNetPaymentProfileId: string;
  profileToken: string;
}

export const cardPayment = (profile: CardPayment): CardPayment => ({
  authNetProfileId: profile.authNetProfileId,
  authNetPaymentProfileId: profile.authNetPaymentProfileId,
  profileToken: profile.profileToken,
});
