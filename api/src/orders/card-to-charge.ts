/** The card a payment goes to: a saved card of the caller (or of the contract's owner), or a fresh gateway profile. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { invalidFields } from '../plugins/errors.ts';
import { type CardCharge, orderMessages } from './place-order.ts';

export interface CardChoice {
  creditCardId?: string | null;
  authNetProfileId?: string | null;
  authNetPaymentProfileId?: string | null;
}

/**
 * The charge to take: a saved card of `userIds`, or a profile from POST /order/getCustomerPaymentProfile the
 * gateway knows. A missing or unknown card is 400 on the field `${fieldPrefix}.creditCardId` (or
 * `.authNetPaymentProfileId`), with `cardRequired` as the message for none at all.
 */
export async function cardToCharge(
  db: Queryable,
  t: Tables,
  gateway: PaymentGateway,
  userIds: readonly string[],
  choice: CardChoice,
  amountCents: number,
  fieldPrefix: string,
  cardRequired: string = orderMessages.cardRequired,
): Promise<CardCharge & { creditCardId?: string }> {
  if (choice.creditCardId) {
    const [card] = await db
      .select()
      .from(t.paymentMethods)
      .where(
        and(eq(t.paymentMethods.creditCardId, choice.creditCardId), inArray(t.paymentMethods.userId, [...userIds])),
      )
      .limit(1);
    if (!card) throw invalidFields([{ field: `${fieldPrefix}.creditCardId`, message: orderMessages.cardNotFound }]);
    return {
      customerProfileId: card.customerProfileId,
      paymentProfileId: card.paymentProfileId,
      amountCents,
      creditCardId: card.creditCardId,
      cardType: card.cardType,
      lastFour: card.lastFour,
      expirationDate: card.expirationDate,
    };
  }
  if (!choice.authNetProfileId || !choice.authNetPaymentProfileId) {
    throw invalidFields([{ field: `${fieldPrefix}.creditCardId`, message: cardRequired }]);
  }
  const profiles = await gateway.listPaymentProfiles(choice.authNetProfileId);
  const card = profiles.find((profile) => profile.paymentProfileId === choice.authNetPaymentProfileId);
  if (!card) {
    throw invalidFields([{ field: `${fieldPrefix}.authNetPaymentProfileId`, message: orderMessages.cardNotFound }]);
  }
  return {
    customerProfileId: choice.authNetProfileId,
    paymentProfileId: choice.authNetPaymentProfileId,
    amountCents,
    cardType: card.cardType,
    lastFour: card.lastFour,
    expirationDate: card.expirationDate,
  };
}
