/**
 * The money of a contract chain (a contract and the contracts that renew or amend it), as one append-only
 * ledger in cents, and what is read from it: the balance, the day the coverage is paid through, and the
 * price of a plan change. The server decides with these; the account screens show the same figures.
 */
import { periodEndAfter } from './billing-dates.ts';
import { MONTHLY_GRACE_DAYS } from './contract-rules.ts';
import { type Cents, roundCents } from './money.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lines of what is owed: a premium as it falls due, an amendment's adjustment, a fee. */
export const OWED_LINE_KINDS = ['premium', 'adjustment', 'fee'] as const;
/**
 * Lines of what moved: a payment received, a refund or void of one, a credit given to the owner, an invoice
 * cancelled (what it owed is owed no more), and a payout made to the owner (cash in lieu of a repair).
 */
export const MOVED_LINE_KINDS = ['payment', 'refund', 'credit', 'writeOff', 'payout'] as const;
export type LedgerLineKind = (typeof OWED_LINE_KINDS)[number] | (typeof MOVED_LINE_KINDS)[number];

export interface LedgerEntry {
  kind: LedgerLineKind;
  /** Always above 0; the kind says which way it goes. */
  amountCents: number;
  /** The contract of the chain the line is about. */
  contractId: string;
  /** The invoice a premium, adjustment, payment or write-off belongs to. */
  invoiceId: string | null;
  /** When an owed line falls due; when a moved line moved. */
  dueAt: Date;
}

export interface LedgerContract {
  contractId: string;
  paymentType: string;
  effectiveDate: Date | null;
  expireDate: Date | null;
}

/**
 * The end of the coverage an owed line buys: a monthly premium (or a monthly adjustment) pays up to the
 * next billing day after it falls due; a price paid in full or at closing pays the whole term. Null when the
 * contract has no term yet (a closing not recorded).
 */
export function coveredUntil(line: Pick<LedgerEntry, 'dueAt'>, contract: LedgerContract): Date | null {
  if (!contract.effectiveDate || !contract.expireDate) return null;
  if (contract.paymentType !== 'monthly') return contract.expireDate;
  const end = periodEndAfter(
    contract.effectiveDate,
    new Date(Math.max(line.dueAt.getTime(), contract.effectiveDate.getTime())),
  );
  return end.getTime() < contract.expireDate.getTime() ? end : contract.expireDate;
}

/** Money in minus money out, of coverage: payments and credits less refunds (payouts are claims' money). */
export function coverageMoneyCents(lines: readonly LedgerEntry[]): number {
  let cents = 0;
  for (const line of lines) {
    if (line.kind === 'payment' || line.kind === 'credit') cents += line.amountCents;
    else if (line.kind === 'refund') cents -= line.amountCents;
  }
  return cents;
}

/** What the chain owes, by invoice (or by line when it has none), less what was written off. */
function owedItems(lines: readonly LedgerEntry[]): { line: LedgerEntry; amountCents: number }[] {
  const writtenOff = new Map<string, number>();
  for (const line of lines) {
    if (line.kind === 'writeOff' && line.invoiceId) {
      writtenOff.set(line.invoiceId, (writtenOff.get(line.invoiceId) ?? 0) + line.amountCents);
    }
  }
  const items: { line: LedgerEntry; amountCents: number }[] = [];
  for (const line of lines) {
    if (!(OWED_LINE_KINDS as readonly string[]).includes(line.kind)) continue;
    let amountCents = line.amountCents;
    if (line.invoiceId && writtenOff.has(line.invoiceId)) {
      const off = Math.min(amountCents, writtenOff.get(line.invoiceId) ?? 0);
      writtenOff.set(line.invoiceId, (writtenOff.get(line.invoiceId) ?? 0) - off);
      amountCents -= off;
    }
    if (amountCents > 0) items.push({ line, amountCents });
  }
  return items;
}

/** The chain's balance: above 0 is money held for the owner, below 0 is owed. */
export function ledgerBalanceCents(lines: readonly LedgerEntry[]): number {
  return coverageMoneyCents(lines) - owedItems(lines).reduce((sum, item) => sum + item.amountCents, 0);
}

/**
 * The last day the chain's money pays for. A payment settles the invoice it paid first; what is left over (and
 * money paid for no invoice, and credits) settles the other owed lines, oldest coverage first. The coverage
 * runs to the end of the last owed line settled in full, with every line before it and every other line for
 * the same days. Null when nothing is settled. A monthly contract keeps MONTHLY_GRACE_DAYS after that (one
 * failed charge does not stop a repair) unless `withGrace` is false.
 */
export function paidThrough(
  chain: readonly LedgerContract[],
  lines: readonly LedgerEntry[],
  options: { paymentType: string; withGrace?: boolean },
): Date | null {
  const contractOf = new Map(chain.map((contract) => [contract.contractId, contract]));
  const owed = owedItems(lines)
    .map((item) => {
      const contract = contractOf.get(item.line.contractId);
      return { ...item, until: contract ? coveredUntil(item.line, contract) : null };
    })
    .sort(
      (a, b) => (a.until?.getTime() ?? Number.POSITIVE_INFINITY) - (b.until?.getTime() ?? Number.POSITIVE_INFINITY),
    );
  // Money paid for an invoice, by invoice; the rest is the pool.
  const paidFor = new Map<string, number>();
  let pool = 0;
  for (const line of lines) {
    const sign = line.kind === 'payment' || line.kind === 'credit' ? 1 : line.kind === 'refund' ? -1 : 0;
    if (sign === 0) continue;
    if (line.invoiceId && line.kind !== 'credit') {
      paidFor.set(line.invoiceId, (paidFor.get(line.invoiceId) ?? 0) + sign * line.amountCents);
    } else pool += sign * line.amountCents;
  }
  const owedInvoices = new Set(owed.flatMap((item) => (item.line.invoiceId ? [item.line.invoiceId] : [])));
  for (const [invoiceId, cents] of paidFor) if (!owedInvoices.has(invoiceId)) pool += cents;
  const unsettled = owed.map((item) => {
    const own = item.line.invoiceId ? Math.max(0, paidFor.get(item.line.invoiceId) ?? 0) : 0;
    const settled = Math.min(item.amountCents, own);
    if (item.line.invoiceId) paidFor.set(item.line.invoiceId, own - settled);
    return { ...item, left: item.amountCents - settled };
  });
  // What an invoice's own payments left over joins the pool.
  for (const [invoiceId, cents] of paidFor) if (owedInvoices.has(invoiceId) && cents > 0) pool += cents;
  let through: Date | null = null;
  for (const [index, item] of unsettled.entries()) {
    if (item.until === null) break;
    const take = Math.min(item.left, Math.max(0, pool));
    pool -= take;
    if (take < item.left) break;
    // Lines for the same days (a premium and an adjustment) are paid for together.
    if (unsettled[index + 1]?.until?.getTime() === item.until.getTime()) continue;
    through = item.until;
  }
  if (through && options.paymentType === 'monthly' && options.withGrace !== false) {
    return new Date(through.getTime() + MONTHLY_GRACE_DAYS * DAY_MS);
  }
  return through;
}

/** Whether a contract's coverage may be claimed on a day: in its term, and paid through that day. */
export function coveredOn(contract: LedgerContract, paidThroughDate: Date | null, day: Date): boolean {
  if (!contract.effectiveDate || !paidThroughDate) return false;
  return day.getTime() >= contract.effectiveDate.getTime() && day.getTime() < paidThroughDate.getTime();
}

// ---- Plan changes ----------------------------------------------------------------------------------------

export interface PlanChoice {
  planId: string;
  addons: readonly { salesItemId: string; quantity: number }[];
}

const addonKey = (addons: PlanChoice['addons']) =>
  addons
    .filter((addon) => addon.quantity > 0)
    .map((addon) => `${addon.salesItemId}x${addon.quantity}`)
    .sort()
    .join(',');

/**
 * What a plan change is: `same` (the same plan with the same add-ons: no change at all), `upgrade` (it costs
 * at least as much: it takes effect now) or `downgrade` (it costs less: it takes effect at renewal).
 */
export function planChangeKind(
  current: PlanChoice & { priceCents: number },
  next: PlanChoice & { priceCents: number },
): 'same' | 'upgrade' | 'downgrade' {
  if (current.planId === next.planId && addonKey(current.addons) === addonKey(next.addons)) return 'same';
  return next.priceCents >= current.priceCents ? 'upgrade' : 'downgrade';
}

export interface AmendmentPriceInput {
  paymentType: string;
  /** The price the contract pays now: its term price (paid in full or at closing) or its monthly premium. */
  currentPriceCents: number;
  /** The new plan's price for the same: its term price, or its monthly premium. */
  nextPriceCents: number;
  /** The span the price is for: the term, or the current billing period. */
  spanStart: Date;
  spanEnd: Date;
  /** The day the change takes effect. */
  effectiveOn: Date;
}

const wholeDays = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / DAY_MS));

/**
 * The price of an upgrade: the new price less the current one, for the days left of the span (the term, or
 * the current billing period of a monthly contract), prorated by whole days and rounded to the nearest cent
 * (halves up). Never below 0: a cheaper plan is a downgrade, which waits for the renewal.
 */
export function amendmentPriceCents(input: AmendmentPriceInput): Cents {
  const spanDays = wholeDays(input.spanStart, input.spanEnd);
  if (spanDays === 0) return roundCents(0);
  const from = input.effectiveOn.getTime() < input.spanStart.getTime() ? input.spanStart : input.effectiveOn;
  const daysLeft = Math.min(spanDays, wholeDays(from, input.spanEnd));
  const difference = input.nextPriceCents - input.currentPriceCents;
  if (difference <= 0) return roundCents(0);
  return roundCents(Math.floor((difference * daysLeft) / spanDays + 0.5));
}

/**
 * What moving a monthly contract to paid in full costs: every monthly premium of the term not yet owed (the
 * periods after the one paid through), at the current premium. No discount is given for paying early.
 */
export function payInFullPriceCents(input: {
  monthlyPremiumCents: number;
  effectiveDate: Date;
  expireDate: Date;
  /** The end of the last period owed so far (invoiced or paid by the order). */
  owedThrough: Date;
}): Cents {
  let periods = 0;
  let end = input.owedThrough;
  while (end.getTime() < input.expireDate.getTime()) {
    periods += 1;
    end = periodEndAfter(input.effectiveDate, end);
  }
  return roundCents(periods * input.monthlyPremiumCents);
}

// ---- Mandates --------------------------------------------------------------------------------------------

/** What a mandate lets the clock charge: monthly premiums, a renewal's price, or both. */
export type MandateScope = 'monthly' | 'renewal';

/**
 * What automatic payment covers once its owner turns it on: every later charge the contract may have, its
 * monthly payments (when paid monthly) and its renewal (should it renew by itself; auto-renewal decides that).
 */
export function automaticPaymentScopes(paymentType: string): MandateScope[] {
  return paymentType === 'monthly' ? ['monthly', 'renewal'] : ['renewal'];
}

/** The words shown to the owner when they agree; the mandate keeps them as they were shown. */
export function mandateWords(input: {
  brandName: string;
  policyNumber: string;
  card: string;
  scopes: readonly MandateScope[];
}): string {
  const what = input.scopes
    .map((scope) =>
      scope === 'monthly' ? 'each monthly payment as it falls due' : 'the renewal price if the plan renews',
    )
    .join(', and ');
  // Cards are kept by brand in lower case ("visa ending 1111"); people read "Visa ending 1111".
  const card = input.card.charAt(0).toUpperCase() + input.card.slice(1);
  return (
    `I authorise ${input.brandName} to charge my ${card} for contract ${input.policyNumber}: ${what}, ` +
    'until I turn automatic payment off or remove the card.'
  );
}
