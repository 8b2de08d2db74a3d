/**
 * Saved cards and the contracts they pay. A contract is charged to its own card (defaultCreditCardId,
 * POST /account/payment/setDefaultPaymentMethod), else to its owner's default card (isDefault).
 */
import type { PaymentInfo } from '@hw/shared';
import { and, asc, desc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { ContractRow } from '../contracts/index.ts';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { notFound } from '../plugins/index.ts';

export type CardRow = Tables['paymentMethods']['$inferSelect'];
type ChargedContract = Pick<ContractRow, 'contractId' | 'ownerUserId' | 'defaultCreditCardId'>;

/** Contracts that can still be charged; a card is no one's default for the others. */
const ENDED_STATUSES = ['cancelled', 'expired'];

export const cardMessages = {
  cardNotFound: 'We could not find this card. Please enter it again.',
  expired: 'The card has expired.',
  inUse: (policyNumbers: readonly string[]) =>
    `This card pays the monthly invoices of contract ${policyNumbers.join(', ')}. ` +
    'Choose another card for it first, then remove this one.',
} as const;

/**
 * The card each contract's monthly and past-due invoices are charged to: the contract's own default card,
 * else its owner's default card (orders do not set a contract's card, so most contracts rely on the latter).
 */
export async function chargedCardIds(
  db: Queryable,
  t: Tables,
  contracts: readonly ChargedContract[],
): Promise<Map<string, string | null>> {
  const owners = [...new Set(contracts.filter((c) => !c.defaultCreditCardId).map((c) => c.ownerUserId))];
  const ownerCards = await defaultCardsOf(db, t, owners);
  return new Map(contracts.map((c) => [c.contractId, c.defaultCreditCardId ?? ownerCards.get(c.ownerUserId) ?? null]));
}

/** Each user's own default card (the oldest, should there be several). */
async function defaultCardsOf(db: Queryable, t: Tables, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: t.paymentMethods.userId, creditCardId: t.paymentMethods.creditCardId })
    .from(t.paymentMethods)
    .where(and(inArray(t.paymentMethods.userId, [...userIds]), eq(t.paymentMethods.isDefault, true)))
    .orderBy(asc(t.paymentMethods.createdAt), asc(t.paymentMethods.creditCardId));
  const byUser = new Map<string, string>();
  for (const row of rows) if (!byUser.has(row.userId)) byUser.set(row.userId, row.creditCardId);
  return byUser;
}

/** The contracts still in force that each card is charged for (see chargedCardIds), by card id. */
async function contractsChargedTo(db: Queryable, t: Tables, cards: readonly CardRow[]) {
  const byCard = new Map<string, ContractRow[]>(cards.map((card) => [card.creditCardId, []]));
  if (cards.length === 0) return byCard;
  const holders = [...new Set(cards.filter((card) => card.isDefault).map((card) => card.userId))];
  const c = t.contracts;
  const candidates = await db
    .select()
    .from(c)
    .where(
      and(
        notInArray(c.status, ENDED_STATUSES),
        or(
          inArray(c.defaultCreditCardId, [...byCard.keys()]),
          holders.length > 0 ? and(isNull(c.defaultCreditCardId), inArray(c.ownerUserId, holders)) : undefined,
        ),
      ),
    )
    .orderBy(asc(c.policyNumber));
  const charged = await chargedCardIds(db, t, candidates);
  for (const contract of candidates) byCard.get(charged.get(contract.contractId) ?? '')?.push(contract);
  return byCard;
}

export async function paymentInfos(db: Queryable, t: Tables, cards: readonly CardRow[]): Promise<PaymentInfo[]> {
  const charged = await contractsChargedTo(db, t, cards);
  return cards.map((card) => ({
    creditCard: {
      creditCardId: card.creditCardId,
      policyNumber: (charged.get(card.creditCardId) ?? []).map((contract) => contract.policyNumber),
      cardType: card.cardType,
      lastFour: card.lastFour,
      expirationDate: card.expirationDate,
    },
    isDefault: card.isDefault,
  }));
}

export const cardsOf = (db: Queryable, t: Tables, userId: string) =>
  db
    .select()
    .from(t.paymentMethods)
    .where(eq(t.paymentMethods.userId, userId))
    .orderBy(asc(t.paymentMethods.createdAt), asc(t.paymentMethods.creditCardId));

/** A card of one of these users, or 404. */
export async function cardOf(
  db: Queryable,
  t: Tables,
  creditCardId: string,
  userIds: readonly string[],
): Promise<CardRow> {
  const [card] = await db
    .select()
    .from(t.paymentMethods)
    .where(and(eq(t.paymentMethods.creditCardId, creditCardId), inArray(t.paymentMethods.userId, [...userIds])))
    .limit(1);
  if (!card) throw notFound('No card with this id.');
  return card;
}

/** The policy numbers of the active monthly contracts a card pays: removing it would leave them with no card. */
export async function monthlyPoliciesPaidBy(tx: Tx, t: Tables, card: CardRow): Promise<string[]> {
  const contracts = (await contractsChargedTo(tx, t, [card])).get(card.creditCardId) ?? [];
  return contracts.filter((c) => c.status === 'active' && c.paymentType === 'monthly').map((c) => c.policyNumber);
}

/** Deletes a saved card; past payments and payment intents keep their amount but no longer name it. */
export async function removeCard(tx: Tx, t: Tables, card: CardRow): Promise<void> {
  await tx
    .update(t.policyPayments)
    .set({ creditCardId: null })
    .where(eq(t.policyPayments.creditCardId, card.creditCardId));
  await tx
    .update(t.paymentIntents)
    .set({ creditCardId: null })
    .where(eq(t.paymentIntents.creditCardId, card.creditCardId));
  await tx
    .update(t.contracts)
    .set({ defaultCreditCardId: null })
    .where(eq(t.contracts.defaultCreditCardId, card.creditCardId));
  await tx.delete(t.paymentMethods).where(eq(t.paymentMethods.creditCardId, card.creditCardId));
  if (!card.isDefault) return;
  const [next] = await tx
    .select({ creditCardId: t.paymentMethods.creditCardId })
    .from(t.paymentMethods)
    .where(eq(t.paymentMethods.userId, card.userId))
    .orderBy(desc(t.paymentMethods.createdAt), desc(t.paymentMethods.creditCardId))
    .limit(1);
  if (next) {
    await tx
      .update(t.paymentMethods)
      .set({ isDefault: true })
      .where(eq(t.paymentMethods.creditCardId, next.creditCardId));
  }
}

export const setContractCard = (tx: Tx, t: Tables, contractId: string, creditCardId: string) =>
  tx.update(t.contracts).set({ defaultCreditCardId: creditCardId }).where(eq(t.contracts.contractId, contractId));
