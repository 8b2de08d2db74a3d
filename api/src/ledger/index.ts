/**
 * The contract chains' ledger (ledger_lines): every write of money goes through here, and every reading of
 * money (coverage, balances, the nightly check) reads it. Lines are appended, never changed; a line's cause
 * key is unique, so writing the same cause twice records it once.
 */
import { type LedgerEntry, type LedgerLineKind, paidThrough } from '@hw/shared';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Queryable, Tables, Tx } from '../db/index.ts';

type ContractRow = Tables['contracts']['$inferSelect'];

export interface NewLedgerLine {
  chainId: string;
  contractId: string;
  kind: LedgerLineKind;
  amountCents: number;
  causeKey: string;
  invoiceId?: string | null;
  policyPaymentId?: number | null;
  dueAt: Date;
  description: string;
}

/** Appends lines; a cause already recorded is left as it is. Lines of 0 are not written. */
export async function appendLedgerLines(tx: Tx, t: Tables, lines: readonly NewLedgerLine[]): Promise<void> {
  const written = lines.filter((line) => line.amountCents > 0);
  if (written.length === 0) return;
  for (const line of written) {
    if (!Number.isSafeInteger(line.amountCents))
      throw new Error(`A ledger amount must be whole cents: ${line.causeKey}`);
  }
  await tx
    .insert(t.ledgerLines)
    .values(
      written.map((line) => ({
        chainId: line.chainId,
        contractId: line.contractId,
        kind: line.kind,
        amountCents: line.amountCents,
        causeKey: line.causeKey,
        invoiceId: line.invoiceId ?? null,
        policyPaymentId: line.policyPaymentId ?? null,
        dueAt: line.dueAt,
        description: line.description,
        createdAt: new Date(),
      })),
    )
    .onConflictDoNothing();
}

/** The chain id of contracts, by contract id. */
export async function chainIdsOf(
  db: Queryable,
  t: Tables,
  contractIds: readonly string[],
): Promise<Map<string, string>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .select({ contractId: t.contracts.contractId, chainId: t.contracts.chainId })
    .from(t.contracts)
    .where(inArray(t.contracts.contractId, [...new Set(contractIds)]));
  return new Map(rows.map((row) => [row.contractId, row.chainId ?? row.contractId]));
}

/** What invoices now owe, as ledger lines (a premium, or an upgrade's adjustment). */
export async function recordInvoicesOwed(
  tx: Tx,
  t: Tables,
  invoices: readonly {
    invoiceId: string;
    contractId: string;
    amountCents: number;
    dueDate: Date;
    description: string;
  }[],
  kind: 'premium' | 'adjustment' = 'premium',
): Promise<void> {
  const chains = await chainIdsOf(
    tx,
    t,
    invoices.map((invoice) => invoice.contractId),
  );
  await appendLedgerLines(
    tx,
    t,
    invoices.map((invoice) => ({
      chainId: chains.get(invoice.contractId) ?? invoice.contractId,
      contractId: invoice.contractId,
      kind,
      amountCents: invoice.amountCents,
      causeKey: `invoice:${invoice.invoiceId}`,
      invoiceId: invoice.invoiceId,
      dueAt: invoice.dueDate,
      description: invoice.description,
    })),
  );
}

type PaymentRow = { policyPaymentId: number; contractId: string; invoiceId: string | null; amountCents: number };

/** Payments received, or given back (voided or refunded), as ledger lines: one of each per payment row. */
async function recordPaymentLines(
  tx: Tx,
  t: Tables,
  kind: 'payment' | 'refund',
  payments: readonly PaymentRow[],
  at: Date,
  description: string,
  knownChains?: ReadonlyMap<string, string>,
): Promise<void> {
  const chains =
    knownChains ??
    (await chainIdsOf(
      tx,
      t,
      payments.map((payment) => payment.contractId),
    ));
  await appendLedgerLines(
    tx,
    t,
    payments.map((payment) => ({
      chainId: chains.get(payment.contractId) ?? payment.contractId,
      contractId: payment.contractId,
      kind,
      amountCents: payment.amountCents,
      causeKey: `${kind}:${payment.policyPaymentId}`,
      invoiceId: payment.invoiceId,
      policyPaymentId: payment.policyPaymentId,
      dueAt: at,
      description,
    })),
  );
}

/**
 * Payments received (policy_payments rows), as ledger lines. `chains` (contract id to chain id), when the
 * caller has read them in this transaction, spares a read.
 */
export const recordPaymentsReceived = (
  tx: Tx,
  t: Tables,
  payments: readonly PaymentRow[],
  at: Date,
  chains?: ReadonlyMap<string, string>,
) => recordPaymentLines(tx, t, 'payment', payments, at, 'Card payment', chains);

/** Payments given back (voided or refunded), as ledger lines. */
export const recordRefunds = (
  tx: Tx,
  t: Tables,
  payments: readonly PaymentRow[],
  at: Date,
  description = 'Payment returned',
) => recordPaymentLines(tx, t, 'refund', payments, at, description);

/**
 * Cancels a contract's open invoices: each is marked cancelled (its link takes no payment) and what it owed
 * is written off in the ledger. With `refunded`, its paid invoices too (their payments were given back).
 * Answers the invoices cancelled.
 */
export async function cancelOpenInvoices(
  tx: Tx,
  t: Tables,
  contractId: string,
  at: Date,
  options: { refunded?: boolean } = {},
): Promise<string[]> {
  const cancelled = await tx
    .update(t.invoices)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(t.invoices.contractId, contractId),
        options.refunded ? ne(t.invoices.status, 'cancelled') : eq(t.invoices.status, 'unpaid'),
      ),
    )
    .returning();
  const open = cancelled;
  const chains = await chainIdsOf(tx, t, [contractId]);
  await appendLedgerLines(
    tx,
    t,
    open.map((invoice) => ({
      chainId: chains.get(contractId) ?? contractId,
      contractId,
      kind: 'writeOff' as const,
      amountCents: invoice.amountCents,
      causeKey: `writeOff:${invoice.invoiceId}`,
      invoiceId: invoice.invoiceId,
      dueAt: at,
      description: `Cancelled: ${invoice.description}`,
    })),
  );
  return cancelled.map((invoice) => invoice.invoiceId);
}

export interface ChainMoney {
  contracts: ContractRow[];
  lines: LedgerEntry[];
}

/** The contracts and ledger lines of the chains of these contracts, by chain id. */
export async function chainsOf(
  db: Queryable,
  t: Tables,
  chainIds: readonly string[],
): Promise<Map<string, ChainMoney>> {
  const byChain = new Map<string, ChainMoney>(chainIds.map((id) => [id, { contracts: [], lines: [] }]));
  if (chainIds.length === 0) return byChain;
  const ids = [...new Set(chainIds)];
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    const contracts = await db.select().from(t.contracts).where(inArray(t.contracts.chainId, part));
    for (const contract of contracts) byChain.get(contract.chainId ?? contract.contractId)?.contracts.push(contract);
    const lines = await db
      .select({
        chainId: t.ledgerLines.chainId,
        kind: t.ledgerLines.kind,
        amountCents: t.ledgerLines.amountCents,
        contractId: t.ledgerLines.contractId,
        invoiceId: t.ledgerLines.invoiceId,
        dueAt: t.ledgerLines.dueAt,
      })
      .from(t.ledgerLines)
      .where(inArray(t.ledgerLines.chainId, part))
      .orderBy(asc(t.ledgerLines.dueAt), asc(t.ledgerLines.causeKey));
    for (const { chainId, ...line } of lines) byChain.get(chainId)?.lines.push(line);
  }
  return byChain;
}

/** The day a contract is paid through (shared/src/ledger.ts, paidThrough), read from its chain's ledger. */
export async function paidThroughOf(
  db: Queryable,
  t: Tables,
  contract: Pick<ContractRow, 'contractId' | 'chainId' | 'paymentType'>,
  options: { withGrace?: boolean } = {},
): Promise<Date | null> {
  const chainId = contract.chainId ?? contract.contractId;
  const chain = (await chainsOf(db, t, [chainId])).get(chainId) ?? { contracts: [], lines: [] };
  return paidThrough(chain.contracts, chain.lines, { paymentType: contract.paymentType, ...options });
}
