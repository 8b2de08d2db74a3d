/**
 * Hands a typed card to the gateway: POST /api/order/getCustomerProfileToken opens (or finds) the payer's
 * customer profile and answers a token, then POST /api/order/getCustomerPaymentProfile adds the card to it.
 * The card goes from the form's state into that one request and nowhere else; what comes back is the
 * profile ids, the token that opened the profile and the card in words. A payment naming the ids sends the
 * token too (`cardPayment`), so the server knows the card was typed by this caller. Neither the token nor
 * the card is ever stored; a new payment tokenises again.
 */
import { cardDigits } from '@hw/shared';
import type { CardValues } from './card-input.ts';
import { getCustomerPaymentProfile } from './get-customer-payment-profile.ts';
import { getCustomerProfileToken } from './get-customer-profile-token.ts';

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

/** What a payment sends for a card just tokenised: the gateway's ids and the token that opened the profile. */
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

export interface TokenizeCardInput {
  /** The payer's e-mail: the gateway's customer profile is theirs. */
  email: string;
  card: CardValues;
  /** The billing zip code, when the form asks for one (checked by the gateway). */
  billingZip?: string | undefined;
}

export async function tokenizeCard({ email, card, billingZip }: TokenizeCardInput): Promise<CardProfile> {
  const { token } = await getCustomerProfileToken(email.trim());
  const answer = await getCustomerPaymentProfile({
    token,
    cardNumber: cardDigits(card.cardNumber),
    expirationDate: card.expirationDate,
    cardCode: card.cardCode,
    ...(billingZip && /^[0-9]{5}$/.test(billingZip) ? { billingZip } : {}),
  });
  return {
    authNetProfileId: answer.authNetProfileId,
    authNetPaymentProfileId: answer.authNetPaymentProfileId,
    profileToken: token,
    cardType: answer.cardType,
    lastFour: answer.lastFour,
    expirationDate: answer.expirationDate,
  };
}
