/**
 * A plan's money as its owner reads it in My Plans (GET /account/contract/{id}/money): whether its payment
 * terms can be changed, the words agreed to when automatic payment is turned on (word for word those the
 * server records), how automatic payment and the balance are said, and the ledger's lines as a statement in
 * which each charge is paid, owed or cancelled.
 */
import {
  type AutomaticPayment,
  automaticPaymentScopes,
  type ContractSummary,
  type LedgerLine,
  type MandateScope,
  mandateWords,
  toCents,
  toDollars,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { isApiError } from '#web/lib/api/index.ts';
import { brandName, day, money } from '#web/lib/format.ts';
import { explainedRefusal } from './payment-rules.ts';

/**
 * A failed change in the server's own words: its refusal (403, 409, 422...), its account of a failure on its
 * side, or the lost connection. Undefined when the server said nothing (the caller's words apply).
 */
export function serverWords(error: unknown): string | undefined {
  const explained = explainedRefusal(error);
  if (explained) return explained;
  if (!isApiError(error) || error.status < 500) return undefined;
  const body = error.body as { errors?: unknown } | null;
  return Array.isArray(body?.errors) && body.errors.length > 0 ? error.message : undefined;
}

/** Auto-renewal and automatic payment change only while the plan is in force and its owner has it. */
export function paymentTermsChangeable(contract: ContractSummary): boolean {
  if (contract.awaitingOwnerConfirmation) return false;
  return ['Active', 'Pending', 'Suspended'].includes(contract.contractStatus.description);
}

/** The rest of the term can be paid at once on an active plan paid monthly. */
export const offersPayInFull = (contract: ContractSummary): boolean =>
  contract.paymentType === 'monthly' && contract.contractStatus.description === 'Active';

/** What automatic payment lets the card pay: each monthly payment (a monthly plan) and the renewal. */
export const mandateScopesFor = (paymentType: string): MandateScope[] => automaticPaymentScopes(paymentType);

/**
 * The words the owner agrees to when the card pays the plan's later charges, as the server writes them for
 * the same card (its type and last four as saved) and plan.
 */
export function mandatePreview(input: {
  brandName: string;
  policyNumber: string;
  paymentType: string;
  card: { cardType: string; lastFour: string };
}): string {
  return mandateWords({
    brandName: input.brandName,
    policyNumber: input.policyNumber,
    card: `${input.card.cardType} ending ${input.card.lastFour}`,
    scopes: mandateScopesFor(input.paymentType),
  });
}

/** "On with Visa ending 1111", "Off"; on with a card of someone else's, that card is not named. */
export function automaticPaymentLabel(automatic: AutomaticPayment): string {
  if (!automatic.isEnabled) return m.account_plan_autopay_off();
  if (!automatic.card) return m.account_plan_autopay_on_other_card();
  return m.account_plan_autopay_on_with({
    card: m.account_card_name({ brand: brandName(automatic.card.cardType), lastFour: automatic.card.lastFour }),
  });
}

/** The balance in words: what is owed, what is held for the owner, or nothing. */
export function balanceWords(balance: number): { text: string; owed: boolean } {
  if (balance < 0) return { text: m.account_plan_balance_owed({ amount: money(-balance) }), owed: true };
  if (balance > 0) return { text: m.account_plan_balance_credit({ amount: money(balance) }), owed: false };
  return { text: m.account_plan_balance_nothing(), owed: false };
}

/** "Paid through Jan 14, 2027", or that no coverage is paid for yet. */
export const paidThroughWords = (paidThrough: string | null): string =>
  paidThrough ? day(paidThrough) : m.account_plan_nothing_paid();

const OWED_KINDS: readonly LedgerLine['kind'][] = ['premium', 'adjustment', 'fee'];

const KIND_LABELS: Record<LedgerLine['kind'], () => string> = {
  premium: m.account_ledger_charge,
  adjustment: m.account_ledger_plan_change,
  fee: m.account_ledger_fee,
  payment: m.account_ledger_payment,
  credit: m.account_ledger_credit,
  refund: m.account_ledger_refund,
  writeOff: m.account_ledger_cancelled,
  payout: m.account_ledger_payout,
};

export type ChargeState = 'paid' | 'owed' | 'cancelled';

export interface StatementRow {
  key: string;
  kind: LedgerLine['kind'];
  kindLabel: string;
  description: string;
  date: string;
  policyNumber: string;
  /**
   * Dollars as the line moves what the owner owes: a charge or a refund adds (above 0), a payment, credit
   * or cancellation takes off (below 0). A payout for a claim moves nothing owed: its amount as paid.
   */
  amount: number;
  /** A charge only: paid, owed (`owedAmount` of it) or cancelled. */
  charge: { state: ChargeState; owedAmount: number } | null;
}

/**
 * The ledger as a statement, newest first. A cancellation settles the latest charge of the same contract
 * and amount not cancelled yet; the money received (payments and credits, less refunds) settles the other
 * charges oldest first, as the ledger settles coverage. What is left unsettled is owed.
 */
export function statementRows(lines: readonly LedgerLine[]): StatementRow[] {
  const indexed = lines.map((line, index) => ({ line, index }));
  const charges = indexed.filter(({ line }) => OWED_KINDS.includes(line.kind));
  const state = new Map<number, { state: ChargeState; owedCents: number }>(
    charges.map(({ line, index }) => [index, { state: 'owed', owedCents: toCents(line.amount) }]),
  );

  for (const { line } of indexed.filter(({ line }) => line.kind === 'writeOff')) {
    const cancelled = [...charges]
      .reverse()
      .find(
        ({ line: charge, index }) =>
          state.get(index)?.state === 'owed' &&
          charge.policyNumber === line.policyNumber &&
          toCents(charge.amount) === toCents(line.amount),
      );
    if (cancelled) state.set(cancelled.index, { state: 'cancelled', owedCents: 0 });
  }

  let received = 0;
  for (const { line } of indexed) {
    if (line.kind === 'payment' || line.kind === 'credit') received += toCents(line.amount);
    else if (line.kind === 'refund') received -= toCents(line.amount);
  }
  const byDate = [...charges].sort((a, b) => Date.parse(a.line.date) - Date.parse(b.line.date) || a.index - b.index);
  for (const { index } of byDate) {
    const charge = state.get(index);
    if (charge?.state !== 'owed') continue;
    const settled = Math.max(0, Math.min(received, charge.owedCents));
    received -= settled;
    const owedCents = charge.owedCents - settled;
    state.set(index, { state: owedCents > 0 ? 'owed' : 'paid', owedCents });
  }

  const sign = (kind: LedgerLine['kind']) =>
    OWED_KINDS.includes(kind) || kind === 'refund' || kind === 'payout' ? 1 : -1;
  return indexed
    .map(({ line, index }) => {
      const charge = state.get(index);
      return {
        key: `${index}`,
        kind: line.kind,
        kindLabel: KIND_LABELS[line.kind](),
        description: line.description,
        date: line.date,
        policyNumber: line.policyNumber,
        amount: sign(line.kind) * line.amount,
        charge: charge ? { state: charge.state, owedAmount: toDollars(charge.owedCents) } : null,
      };
    })
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || Number(b.key) - Number(a.key));
}
