/**
 * Mandates (payment_mandates): a card's owner agreed, in their own session, that the card pays a contract's
 * later charges. The clock charges a card only under one (mandatedCardIds); anything else is invoiced and the
 * owner asked to pay. Removing the card or turning automatic payment off ends it.
 */
import { type MandateScope, mandateWords } from '@hw/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable, Tables, Tx } from '../db/index.ts';

const amountRules: Record<MandateScope, string> = {
  monthly: 'each monthly premium of the contract, as it falls due',
  renewal: 'the renewal price of the contract, when it renews',
};

export interface MandateCard {
  creditCardId: string;
  /** The card's owner: the one who agrees. */
  userId: string;
  cardType: string;
  lastFour: string;
}

/**
 * Records the owner's agreement that `card` pays the contract's later charges of `scopes`, ending any mandate
 * the contract had. The caller checks it is the card owner's own session.
 */
export async function recordMandate(
  tx: Tx,
  t: Tables,
  input: {
    contractId: string;
    policyNumber: string;
    card: MandateCard;
    scopes: readonly MandateScope[];
    brandName: string;
    at: Date;
  },
): Promise<void> {
  await endMandates(tx, t, { contractId: input.contractId }, 'replaced by a new agreement', input.at);
  if (input.scopes.length === 0) return;
  await tx.insert(t.paymentMandates).values({
    contractId: input.contractId,
    creditCardId: input.card.creditCardId,
    userId: input.card.userId,
    scopes: [...input.scopes],
    amountRule: input.scopes.map((scope) => amountRules[scope]).join('; '),
    words: mandateWords({
      brandName: input.brandName,
      policyNumber: input.policyNumber,
      card: `${input.card.cardType} ending ${input.card.lastFour}`,
      scopes: input.scopes,
    }),
    agreedAt: input.at,
    createdAt: input.at,
  });
}

/** Ends the mandates of a contract or of a card (the card's id is then forgotten with it). */
export async function endMandates(
  tx: Tx,
  t: Tables,
  of: { contractId: string } | { creditCardId: string },
  reason: string,
  at: Date,
): Promise<void> {
  const m = t.paymentMandates;
  const which = 'contractId' in of ? eq(m.contractId, of.contractId) : eq(m.creditCardId, of.creditCardId);
  await tx
    .update(m)
    .set({ endedAt: at, endedReason: reason, ...('creditCardId' in of ? { creditCardId: null } : {}) })
    .where(and(which, isNull(m.endedAt)));
  if ('creditCardId' in of) await tx.update(m).set({ creditCardId: null }).where(which);
}

/** The card each contract may be charged on by the clock for a scope, by contract id (null: none). */
export async function mandatedCardIds(
  db: Queryable,
  t: Tables,
  contractIds: readonly string[],
  scope: MandateScope,
): Promise<Map<string, string | null>> {
  const cards = await mandatedCards(db, t, contractIds, scope);
  return new Map(contractIds.map((id) => [id, cards.get(id)?.creditCardId ?? null]));
}

/**
 * The saved card each contract may be charged on by the clock for a scope, by contract id (absent: none), with
 * its mandate read in the same query.
 */
export async function mandatedCards(
  db: Queryable,
  t: Tables,
  contractIds: readonly string[],
  scope: MandateScope,
): Promise<Map<string, Tables['paymentMethods']['$inferSelect']>> {
  const byContract = new Map<string, Tables['paymentMethods']['$inferSelect']>();
  const ids = [...new Set(contractIds)];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .select({
        contractId: t.paymentMandates.contractId,
        scopes: t.paymentMandates.scopes,
        card: t.paymentMethods,
      })
      .from(t.paymentMandates)
      // A card whose bank charged a payment back is not charged automatically until staff decide.
      .innerJoin(
        t.paymentMethods,
        and(
          eq(t.paymentMethods.creditCardId, t.paymentMandates.creditCardId),
          isNull(t.paymentMethods.chargesSuspendedAt),
        ),
      )
      .where(and(inArray(t.paymentMandates.contractId, ids.slice(i, i + 500)), isNull(t.paymentMandates.endedAt)))
      .orderBy(asc(t.paymentMandates.agreedAt));
    for (const row of rows) if (row.scopes.includes(scope)) byContract.set(row.contractId, row.card);
  }
  return byContract;
}

/** The contract's mandate in force, if any. */
export async function mandateOf(db: Queryable, t: Tables, contractId: string) {
  const [row] = await db
    .select()
    .from(t.paymentMandates)
    .where(and(eq(t.paymentMandates.contractId, contractId), isNull(t.paymentMandates.endedAt)))
    .limit(1);
  return row;
}

/**
 * Carries a contract's mandate over to the contract that amends or renews it (the same agreement, for the
 * same card and charges), ending it on the old one.
 */
export async function carryMandate(tx: Tx, t: Tables, fromContractId: string, toContractId: string, at: Date) {
  const mandate = await mandateOf(tx, t, fromContractId);
  if (!mandate?.creditCardId) return;
  await endMandates(tx, t, { contractId: fromContractId }, 'carried over to the contract that follows it', at);
  await tx.insert(t.paymentMandates).values({
    contractId: toContractId,
    creditCardId: mandate.creditCardId,
    userId: mandate.userId,
    scopes: mandate.scopes,
    amountRule: mandate.amountRule,
    words: mandate.words,
    agreedAt: mandate.agreedAt,
    createdAt: at,
  });
}
