/**
 * An upgrade is an amendment of the contract: it changes the plan from today to the end of the current term,
 * keeps the term and how the contract is paid, and costs the new plan's price less the current one for the
 * days left (the term, or a monthly contract's current period), by amendmentPriceCents in shared/. The
 * contract must be paid for those days: its chain's ledger says so, not a flag.
 */
import {
  amendmentPriceCents,
  contractChangeMessages,
  isEscrowBeforeClosing,
  type OrderBody,
  periodEndAfter,
  planChangeKind,
} from '@hw/shared';
import type { Queryable, Tables } from '../db/index.ts';
import { paidThroughOf } from '../ledger/index.ts';
import { httpError } from '../plugins/index.ts';
import type { PricedOrder } from './pricing.ts';

/**
 * How an upgrade is paid: a monthly contract monthly, an order paid at closing that has not closed on its
 * invoice at closing, any other by card in full now.
 */
export const upgradePaymentTypeOf = (contract: { paymentType: string; status: string }) =>
  contract.paymentType === 'monthly' ? 'monthly' : isEscrowBeforeClosing(contract) ? 'escrow' : 'full';

/** Refusals of an upgrade that need no database: a change that is none, a downgrade, other terms. */
export function checkUpgrade(body: OrderBody, priced: PricedOrder): void {
  const contract = priced.contract;
  if (!contract) return;
  if (body.payment.type !== upgradePaymentTypeOf(contract)) {
    throw httpError(
      422,
      'validation',
      contractChangeMessages.keepsPaymentTerms(
        upgradePaymentTypeOf(contract) === 'escrow' ? 'escrow' : contract.paymentType,
      ),
      'payment.type',
    );
  }
  if (priced.coverageLengthYears !== contract.coverageLengthYears) {
    throw httpError(
      422,
      'validation',
      contractChangeMessages.keepsTerm(contract.coverageLengthYears),
      'coverageLength',
    );
  }
  const monthly = contract.paymentType === 'monthly';
  const change = planChangeKind(
    {
      planId: contract.planId,
      addons: contract.addons,
      priceCents: monthly ? contract.monthlyTotalCents : contract.totalCents,
    },
    {
      planId: priced.offer.plan.planId,
      addons: priced.addons,
      priceCents: monthly ? priced.breakdown.monthlyTotalCents : priced.breakdown.totalCents,
    },
  );
  if (change === 'same') throw httpError(422, 'notAChange', contractChangeMessages.sameAsCurrent, 'planId');
  if (change === 'downgrade') throw httpError(422, 'downgradeAtRenewal', contractChangeMessages.downgrade, 'planId');
}

/**
 * The price of the upgrade, after checking from the ledger that the contract is paid for the days it changes:
 * a monthly contract through its current period, any other through the end of its term.
 */
export async function upgradePrice(db: Queryable, t: Tables, priced: PricedOrder, now: Date): Promise<number> {
  const contract = priced.contract;
  // Not closed yet: the whole term is still to come, and the new price goes on the invoice due at closing.
  if (contract && isEscrowBeforeClosing(contract)) {
    return Math.max(0, priced.breakdown.totalCents - contract.totalCents);
  }
  if (!contract?.effectiveDate || !contract.expireDate) {
    throw httpError(422, 'validation', contractChangeMessages.upgradeNotActive, 'contractId');
  }
  const monthly = contract.paymentType === 'monthly';
  const periodEnd = monthly ? periodEndAfter(contract.effectiveDate, now) : contract.expireDate;
  const spanEnd = periodEnd.getTime() < contract.expireDate.getTime() ? periodEnd : contract.expireDate;
  const paidThrough = await paidThroughOf(db, t, contract, { withGrace: false });
  if (!paidThrough || paidThrough.getTime() < spanEnd.getTime()) {
    throw httpError(422, 'validation', contractChangeMessages.upgradeOwes, 'contractId');
  }
  const spanStart = monthly ? previousBillingDay(contract.effectiveDate, spanEnd) : contract.effectiveDate;
  return amendmentPriceCents({
    paymentType: contract.paymentType,
    currentPriceCents: monthly ? contract.monthlyTotalCents : contract.totalCents,
    nextPriceCents: monthly ? priced.breakdown.monthlyTotalCents : priced.breakdown.totalCents,
    spanStart,
    spanEnd,
    effectiveOn: now,
  });
}

/** The billing day before `periodEnd` (the start of the period it ends). */
function previousBillingDay(effective: Date, periodEnd: Date): Date {
  const probe = new Date(periodEnd.getTime() - 32 * 24 * 60 * 60 * 1000);
  let start = probe.getTime() < effective.getTime() ? effective : periodEndAfter(effective, probe);
  for (;;) {
    const next = periodEndAfter(effective, start);
    if (next.getTime() >= periodEnd.getTime()) return start;
    start = next;
  }
}
