/**
 * The nightly check of the books: every contract chain's balance and paid-through day are recomputed from its
 * ledger and compared with the claims it was allowed and the charges made. Each finding goes to the run's
 * lines (the staff Jobs screen), the staff audit log, and one mail to finance. It changes nothing: a finding
 * is for people to look into.
 *
 * It finds:
 * - coverage ahead of money: a claim filed on a day its contract was not paid through;
 * - a payment without a cause: a payment row the ledger does not hold, or a ledger payment with no row;
 * - a charge without a mandate: an automatic charge made while its contract had no mandate for the card;
 * - a ledger that does not balance: an invoice whose amount the ledger does not owe, a cancelled one not
 *   written off, or a chain whose payments in the ledger differ from the payment rows.
 */
import { coveredOn, formatCents, paidThrough } from '@hw/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { recordStaffAction } from '../audit/index.ts';
import { chainsOf } from '../ledger/index.ts';
import type { JobContext, JobDefinition, JobReport } from './job.ts';

export type BooksFindingKind =
  | 'coverageAheadOfMoney'
  | 'paymentWithoutCause'
  | 'chargeWithoutMandate'
  | 'ledgerUnbalanced';

export interface BooksFinding {
  kind: BooksFindingKind;
  target: string;
  text: string;
}

const money = formatCents;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** Everything the books check finds as of now (no writes). */
export async function checkBooks(context: Pick<JobContext, 'database'>): Promise<BooksFinding[]> {
  const { db, t } = context.database;
  const findings: BooksFinding[] = [];
  const contracts = await db.select().from(t.contracts);
  const chainIds = [...new Set(contracts.map((contract) => contract.chainId ?? contract.contractId))];
  const chains = await chainsOf(db, t, chainIds);
  const contractById = new Map(contracts.map((contract) => [contract.contractId, contract]));

  // Coverage ahead of money.
  const claims = await db
    .select({
      number: t.serviceRequests.serviceRequestNumber,
      contractId: t.serviceRequests.contractId,
      filedAt: t.serviceRequests.createdAt,
    })
    .from(t.serviceRequests);
  for (const claim of claims) {
    const contract = contractById.get(claim.contractId);
    if (!contract) continue;
    const chain = chains.get(contract.chainId ?? contract.contractId);
    const through = paidThrough(chain?.contracts ?? [], chain?.lines ?? [], { paymentType: contract.paymentType });
    if (coveredOn(contract, through, claim.filedAt)) continue;
    findings.push({
      kind: 'coverageAheadOfMoney',
      target: contract.policyNumber,
      text:
        `claim ${claim.number} on ${contract.policyNumber} was filed on ${day(claim.filedAt)}, but the contract ` +
        (through ? `is paid through ${day(through)} only` : 'has no coverage paid for'),
    });
  }

  // Payments without a cause, and chains whose ledger payments differ from the payment rows.
  const payments = await db.select().from(t.policyPayments);
  const lines = await db
    .select({
      causeKey: t.ledgerLines.causeKey,
      kind: t.ledgerLines.kind,
      amountCents: t.ledgerLines.amountCents,
      chainId: t.ledgerLines.chainId,
      invoiceId: t.ledgerLines.invoiceId,
    })
    .from(t.ledgerLines);
  const lineByCause = new Map(lines.map((line) => [line.causeKey, line]));
  const paidByChain = new Map<string, number>();
  for (const payment of payments) {
    const contract = contractById.get(payment.contractId);
    const chainId = contract?.chainId ?? payment.contractId;
    const net = payment.refundedAt ? 0 : payment.amountCents;
    paidByChain.set(chainId, (paidByChain.get(chainId) ?? 0) + net);
    if (payment.amountCents > 0 && !lineByCause.has(`payment:${payment.policyPaymentId}`)) {
      findings.push({
        kind: 'paymentWithoutCause',
        target: contract?.policyNumber ?? payment.contractId,
        text: `payment ${payment.policyPaymentId} of ${money(payment.amountCents)} on ${contract?.policyNumber ?? payment.contractId} is not in the ledger`,
      });
    }
    if (payment.refundedAt && payment.amountCents > 0 && !lineByCause.has(`refund:${payment.policyPaymentId}`)) {
      findings.push({
        kind: 'ledgerUnbalanced',
        target: contract?.policyNumber ?? payment.contractId,
        text: `the refund of payment ${payment.policyPaymentId} on ${contract?.policyNumber ?? payment.contractId} is not in the ledger`,
      });
    }
  }
  const paymentIds = new Set(payments.map((payment) => `payment:${payment.policyPaymentId}`));
  const ledgerPaidByChain = new Map<string, number>();
  for (const line of lines) {
    if (line.kind === 'payment') {
      ledgerPaidByChain.set(line.chainId, (ledgerPaidByChain.get(line.chainId) ?? 0) + line.amountCents);
      if (!paymentIds.has(line.causeKey)) {
        findings.push({
          kind: 'paymentWithoutCause',
          target: line.chainId,
          text: `the ledger holds a payment of ${money(line.amountCents)} (${line.causeKey}) with no payment behind it`,
        });
      }
    } else if (line.kind === 'refund') {
      ledgerPaidByChain.set(line.chainId, (ledgerPaidByChain.get(line.chainId) ?? 0) - line.amountCents);
    }
  }
  for (const chainId of chainIds) {
    const rows = paidByChain.get(chainId) ?? 0;
    const ledger = ledgerPaidByChain.get(chainId) ?? 0;
    if (rows === ledger) continue;
    findings.push({
      kind: 'ledgerUnbalanced',
      target: contractById.get(chainId)?.policyNumber ?? chainId,
      text: `the chain of ${contractById.get(chainId)?.policyNumber ?? chainId} took ${money(rows)} in payments, but its ledger holds ${money(ledger)}`,
    });
  }

  // Invoices the ledger must owe, or have written off.
  const invoices = await db.select().from(t.invoices);
  for (const invoice of invoices) {
    if (invoice.amountCents <= 0) continue;
    const owed = lineByCause.get(`invoice:${invoice.invoiceId}`);
    const policy = contractById.get(invoice.contractId)?.policyNumber ?? invoice.contractId;
    if (owed?.amountCents !== invoice.amountCents) {
      findings.push({
        kind: 'ledgerUnbalanced',
        target: policy,
        text: `invoice "${invoice.description}" of ${money(invoice.amountCents)} on ${policy} is not owed in the ledger`,
      });
    }
    if (invoice.status === 'cancelled' && !lineByCause.has(`writeOff:${invoice.invoiceId}`)) {
      findings.push({
        kind: 'ledgerUnbalanced',
        target: policy,
        text: `invoice "${invoice.description}" on ${policy} is cancelled, but the ledger still owes it`,
      });
    }
  }

  // Automatic charges, each under a mandate for its card at the time.
  const charges = await db
    .select({
      attempt: t.invoiceChargeAttempts,
      contractId: t.invoices.contractId,
    })
    .from(t.invoiceChargeAttempts)
    .innerJoin(t.invoices, eq(t.invoices.invoiceId, t.invoiceChargeAttempts.invoiceId))
    .where(
      and(eq(t.invoiceChargeAttempts.outcome, 'approved'), isNotNull(t.invoiceChargeAttempts.gatewayTransactionId)),
    );
  if (charges.length > 0) {
    const mandates = await db.select().from(t.paymentMandates);
    const cardOfTransaction = new Map(payments.map((payment) => [payment.gatewayTransactionId, payment.creditCardId]));
    for (const { attempt, contractId } of charges) {
      // When the charge was made (a run may act as of another day: its `now`).
      const at = attempt.createdAt.getTime();
      const card = cardOfTransaction.get(attempt.gatewayTransactionId ?? '') ?? null;
      const mandated = mandates.some(
        (mandate) =>
          mandate.contractId === contractId &&
          mandate.agreedAt.getTime() <= at &&
          (mandate.endedAt === null || mandate.endedAt.getTime() > at) &&
          (card === null || mandate.creditCardId === null || mandate.creditCardId === card),
      );
      if (mandated) continue;
      const policy = contractById.get(contractId)?.policyNumber ?? contractId;
      findings.push({
        kind: 'chargeWithoutMandate',
        target: policy,
        text: `an automatic charge on ${policy} on ${day(attempt.attemptedAt)} had no mandate from the card's owner`,
      });
    }
  }
  return findings;
}

export const booksCheckJob: JobDefinition = {
  name: 'books-check',
  // Nightly, after the day's billing, dunning and renewals.
  schedule: '0 3 * * *',
  async run(context): Promise<JobReport> {
    const findings = await checkBooks(context);
    const report: JobReport = { changed: 0, lines: findings.map((finding) => `${finding.kind}: ${finding.text}`) };
    if (findings.length === 0) return report;
    const { database, config } = context;
    await database.transaction(async (tx) => {
      for (const finding of findings) {
        await recordStaffAction(tx, database.t, {
          actorUserId: null,
          action: 'booksCheckFinding',
          target: finding.target,
          detail: { finding: finding.kind, note: finding.text, jobNow: context.now.toISOString() },
        });
      }
    });
    await context.mailer.send({
      to: config.brand.financeEmail,
      subject: `${config.brand.name}: the nightly check of the books found ${findings.length} ${findings.length === 1 ? 'thing' : 'things'} to look into`,
      text: [`As of ${context.now.toISOString()}:`, '', ...findings.map((finding) => `- ${finding.text}`)].join('\n'),
    });
    return report;
  },
};
