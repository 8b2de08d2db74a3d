/**
 * Saved cards and the contracts they pay. The clock charges a contract's card only under a mandate: its owner
 * made it the contract's card in their own session, or chose it when ordering (api/src/payments/mandates.ts).
 */
import { contractCardRefusal, type MandateScope, type PaymentInfo } from '@hw/shared';
import { and, asc, desc, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import type { ContractRow } from '../contracts/index.ts';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { endMandates, mandatedCardIds, mandateOf, recordMandate } from '../payments/index.ts';
import { httpError, notFound } from '../plugins/index.ts';

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
 * The card the clock may charge each contract on, for its monthly premiums or its renewal: the card of the
 * contract's mandate (its owner agreed, in their own session), else none (the contract is invoiced instead).
 */
export async function chargedCardIds(
  db: Queryable,
  t: Tables,
  contracts: readonly ChargedContract[],
  scope: MandateScope = 'monthly',
): Promise<Map<string, string | null>> {
  return mandatedCardIds(
    db,
    t,
    contracts.map((contract) => contract.contractId),
    scope,
  );
}

/**
 * The contracts still in force each card pays, by card id: those it was made the card of, and those its owner
 * gave a mandate for.
 */
async function contractsChargedTo(db: Queryable, t: Tables, cards: readonly CardRow[]) {
  const byCard = new Map<string, ContractRow[]>(cards.map((card) => [card.creditCardId, []]));
  if (cards.length === 0) return byCard;
  const ids = [...byCard.keys()];
  const c = t.contracts;
  const named = await db
    .select()
    .from(c)
    .where(and(inArray(c.defaultCreditCardId, ids), notInArray(c.status, ENDED_STATUSES)));
  const mandated = await db
    .select({ contract: c, creditCardId: t.paymentMandates.creditCardId })
    .from(t.paymentMandates)
    .innerJoin(c, eq(c.contractId, t.paymentMandates.contractId))
    .where(
      and(
        inArray(t.paymentMandates.creditCardId, ids),
        isNull(t.paymentMandates.endedAt),
        notInArray(c.status, ENDED_STATUSES),
      ),
    );
  const pairs = [
    ...named.map((contract) => ({ contract, creditCardId: contract.defaultCreditCardId })),
    ...mandated,
  ].sort((a, b) => a.contract.policyNumber.localeCompare(b.contract.policyNumber));
  for (const { contract, creditCardId } of pairs) {
    const list = byCard.get(creditCardId ?? '');
    if (list && !list.some((seen) => seen.contractId === contract.contractId)) list.push(contract);
  }
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
  await endMandates(tx, t, { creditCardId: card.creditCardId }, 'the card was removed', new Date());
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

/**
 * Makes a card its owner's one default card: their other cards stop being the default. Every other card of
 * theirs is written (not only the default one), so two such changes at once wait for each other and one wins.
 */
export async function makeDefaultCard(tx: Tx, t: Tables, card: CardRow): Promise<void> {
  await tx
    .update(t.paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(t.paymentMethods.userId, card.userId), ne(t.paymentMethods.creditCardId, card.creditCardId)));
  await tx
    .update(t.paymentMethods)
    .set({ isDefault: true })
    .where(eq(t.paymentMethods.creditCardId, card.creditCardId));
}

/**
 * Makes a card the contract's card (refused, 422, when it has expired: contractCardRefusal). When the contract pays automatically (its owner's mandate), the card its
 * owner chooses in their own session (not a staff member acting as them) now pays those charges, under the
 * same agreement. Without a mandate nothing is charged automatically: the owner turns automatic payment on, with
 * the words they agree to, on the plan (PUT /account/contract/{id}/automaticPayment).
 */
export async function setContractCard(
  tx: Tx,
  t: Tables,
  contract: Pick<ContractRow, 'contractId' | 'policyNumber' | 'paymentType' | 'isAutoRenew'>,
  card: CardRow,
  session: { userId: string; impersonatorId?: string | undefined; brandName: string },
): Promise<void> {
  const refusal = contractCardRefusal(card.expirationDate);
  if (refusal) throw httpError(422, 'validation', refusal, 'creditCardId');
  await tx
    .update(t.contracts)
    .set({ defaultCreditCardId: card.creditCardId })
    .where(eq(t.contracts.contractId, contract.contractId));
  if (session.impersonatorId || session.userId !== card.userId) return;
  const mandate = await mandateOf(tx, t, contract.contractId);
  if (!mandate || mandate.creditCardId === card.creditCardId) return;
  await recordMandate(tx, t, {
    contractId: contract.contractId,
    policyNumber: contract.policyNumber,
    card,
    scopes: mandate.scopes,
    brandName: session.brandName,
    at: new Date(),
  });
}
