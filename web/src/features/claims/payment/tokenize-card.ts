/**
 * Hands a typed card to the gateway (spec core section 7: POST /order/getCustomerProfileToken, then
 * POST /order/getCustomerPaymentProfile) and answers the profile ids the request pays with. The card goes
 * from the form's state into this one request and nowhere else; it needs a connection.
 */
import { cardDigits } from '@hw/shared';
import { getCustomerPaymentProfile } from '../api/get-customer-payment-profile.ts';
import { getCustomerProfileToken } from '../api/get-customer-profile-token.ts';
import type { CardValues } from './card-input.ts';

export interface CardProfile {
  authNetProfileId: string;
  authNetPaymentProfileId: string;
}

export async function tokenizeCard(email: string, card: CardValues): Promise<CardProfile> {
  const { token } = await getCustomerProfileToken(email.trim());
  const answer = await getCustomerPaymentProfile({
    token,
    cardNumber: cardDigits(card.cardNumber),
    expirationDate: card.expirationDate,
    cardCode: card.cardCode,
  });
  return { authNetProfileId: answer.authNetProfileId, authNetPaymentProfileId: answer.authNetPaymentProfileId };
}
