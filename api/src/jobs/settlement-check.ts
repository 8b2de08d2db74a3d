/**
 * `settlement-check` (nightly, 04:00 UTC): compares the card gateway's settled batches of the day before
 * (UTC midnight to midnight) with our payments and refunds.
 * - a settled charge that is ours (a payment, a service call fee, a payment intent) marks the payment settled;
 * - money at the gateway we have no record of, or a different amount, is a finding;
 * - a card payment of ours made the day before the window, not given back, that no batch settled is a finding;
 * - a charge the card's bank took back (chargeback, returned) marks the payment disputed and stops automatic
 *   charges to its card until staff decide (POST /staff/payments/{policyPaymentId}/dispute).
 * Findings go to the run's lines (the Jobs screen), the staff audit log, and finance by mail. With the
 * sandbox gateway the same check runs against the sandbox's own records. A second run at the same `now`
 * changes nothing more and finds the same things.
 */
import { formatCents } from '@hw/shared';
import { and, eq, gte, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import { recordStaffAction } from '../audit/index.ts';
import { type GatewayTransaction, refundReferenceIdOf } from '../payments/index.ts';
import type { JobContext, JobDefinition, JobReport } from './job.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const money = formatCents;

export type SettlementFindingKind = 'unknownAtGateway' | 'amountDiffers' | 'neverSettled' | 'chargeback';

export interface SettlementFinding {
  kind: SettlementFindingKind;
  target: string;
  text: string;
}

/** The day the check covers: the UTC day before `now`'s. */
export function settlementWindow(now: Date): { from: Date; to: Date } {
  const to = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  return { from: new Date(to.getTime() - DAY_MS), to };
}

const chunks = <T>(items: readonly T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

export async function checkSettlement(
  context: JobContext,
): Promise<{ findings: SettlementFinding[]; changed: number }> {
  const { database, gateway, now } = context;
  const { db, t } = database;
  const { from, to } = settlementWindow(now);
  const settled = await gateway.settledTransactions(from, to);
  const findings: SettlementFinding[] = [];
  let changed = 0;

  const charges = settled.filter((transaction) => transaction.kind === 'charge');
  const ids = charges.map((transaction) => transaction.transactionId);
  const p = t.policyPayments;
  const payments = [];
  const fees = [];
  const intents = [];
  for (const part of chunks(ids)) {
    payments.push(...(await db.select().from(p).where(inArray(p.gatewayTransactionId, part))));
    fees.push(
      ...(await db
        .select({ id: t.serviceRequests.serviceRequestId, transactionId: t.serviceRequests.feeTransactionId })
        .from(t.serviceRequests)
        .where(inArray(t.serviceRequests.feeTransactionId, part))),
    );
    intents.push(
      ...(await db
        .select({ transactionId: t.paymentIntents.gatewayTransactionId, amountCents: t.paymentIntents.amountCents })
        .from(t.paymentIntents)
        .where(inArray(t.paymentIntents.gatewayTransactionId, part))),
    );
  }
  const paymentsOf = new Map<string, (typeof payments)[number][]>();
  for (const payment of payments) {
    paymentsOf.set(payment.gatewayTransactionId, [...(paymentsOf.get(payment.gatewayTransactionId) ?? []), payment]);
  }
  const feeIds = new Set(fees.map((fee) => fee.transactionId));
  const intentAmount = new Map(intents.map((intent) => [intent.transactionId, intent.amountCents]));

  /** The charges whose payments are marked settled, by settlement time: one update per batch and chunk. */
  const toMark = new Map<number, string[]>();
  for (const charge of charges) {
    const ours = paymentsOf.get(charge.transactionId) ?? [];
    const what = `transaction ${charge.transactionId} of ${money(charge.amountCents)}`;
    if (ours.length === 0 && !feeIds.has(charge.transactionId) && !intentAmount.has(charge.transactionId)) {
      findings.push({
        kind: 'unknownAtGateway',
        target: charge.transactionId,
        text: `${what} settled at the card processor with no payment here${charge.referenceId ? ` (key ${charge.referenceId})` : ''}`,
      });
      continue;
    }
    // One charge may pay several invoices: its payment rows add up to it.
    const recorded =
      ours.length > 0
        ? ours.reduce((total, payment) => total + payment.amountCents, 0)
        : (intentAmount.get(charge.transactionId) ?? charge.amountCents);
    if (recorded !== charge.amountCents) {
      findings.push({
        kind: 'amountDiffers',
        target: charge.transactionId,
        text: `${what}: the card processor settled ${money(charge.amountCents)}, we recorded ${money(recorded)}`,
      });
    }
    if (ours.some((payment) => payment.settledAt === null)) {
      const at = (charge.settledAt ?? to).getTime();
      toMark.set(at, [...(toMark.get(at) ?? []), charge.transactionId]);
    }
    if (charge.status === 'chargeback' || charge.status === 'returned') {
      changed += await markDisputed(context, charge, ours, findings);
    }
  }

  for (const [at, transactionIds] of toMark) {
    for (const part of chunks(transactionIds)) {
      const marked = await database.transaction((tx) =>
        tx
          .update(p)
          .set({ settledAt: new Date(at) })
          .where(and(inArray(p.gatewayTransactionId, part), isNull(p.settledAt)))
          .returning({ policyPaymentId: p.policyPaymentId }),
      );
      changed += marked.length;
    }
  }

  // Refunds: each must answer a cause of ours (the key it was made with).
  const refunds = settled.filter((transaction) => transaction.kind === 'refund');
  if (refunds.length > 0) {
    const since = new Date(from.getTime() - 30 * DAY_MS);
    const returned = await db
      .select({ id: p.policyPaymentId })
      .from(p)
      .where(and(isNotNull(p.refundedAt), gte(p.refundedAt, since)));
    const givenBack = await db
      .select({ id: t.paymentIntents.intentId })
      .from(t.paymentIntents)
      .where(and(eq(t.paymentIntents.status, 'voided'), gte(t.paymentIntents.updatedAt, since)));
    const feesBack = await db
      .select({ id: t.serviceRequests.serviceRequestId })
      .from(t.serviceRequests)
      .where(and(isNotNull(t.serviceRequests.feeRefundedAt), gte(t.serviceRequests.feeRefundedAt, since)));
    const keys = new Set([
      ...returned.map(({ id }) => refundReferenceIdOf(`payment:${id}`)),
      ...givenBack.map(({ id }) => refundReferenceIdOf(`intent:${id}`)),
      ...feesBack.map(({ id }) => refundReferenceIdOf(`serviceCallFee:${id}`)),
    ]);
    for (const refund of refunds) {
      if (refund.referenceId && keys.has(refund.referenceId)) continue;
      findings.push({
        kind: 'unknownAtGateway',
        target: refund.transactionId,
        text: `refund ${refund.transactionId} of ${money(refund.amountCents)} settled at the card processor with no refund here`,
      });
    }
  }

  // Ours, made the day before the window, that no batch has settled.
  const expected = await db
    .select({ payment: p, policyNumber: t.contracts.policyNumber })
    .from(p)
    .innerJoin(t.contracts, eq(t.contracts.contractId, p.contractId))
    .where(
      and(
        gte(p.createdAt, new Date(from.getTime() - DAY_MS)),
        lt(p.createdAt, from),
        isNull(p.refundedAt),
        isNull(p.settledAt),
        ne(p.paymentType, 'cheque'),
      ),
    );
  for (const { payment, policyNumber } of expected) {
    findings.push({
      kind: 'neverSettled',
      target: policyNumber,
      text: `payment ${payment.policyPaymentId} of ${money(payment.amountCents)} on ${policyNumber} (transaction ${payment.gatewayTransactionId}) was not in any settled batch`,
    });
  }
  return { findings, changed };
}

/** A chargeback: the payment disputed, its card's automatic charges stopped, staff told. Answers rows changed. */
async function markDisputed(
  context: JobContext,
  charge: GatewayTransaction,
  ours: { policyPaymentId: number; contractId: string; creditCardId: string | null; disputedAt: Date | null }[],
  findings: SettlementFinding[],
): Promise<number> {
  const { database } = context;
  const { t } = database;
  const fresh = ours.filter((payment) => payment.disputedAt === null);
  if (fresh.length === 0) return 0;
  const at = new Date();
  await database.transaction(async (tx) => {
    for (const payment of fresh) {
      await tx
        .update(t.policyPayments)
        .set({ disputedAt: at })
        .where(and(eq(t.policyPayments.policyPaymentId, payment.policyPaymentId), isNull(t.policyPayments.disputedAt)));
      if (payment.creditCardId) {
        await tx
          .update(t.paymentMethods)
          .set({ chargesSuspendedAt: at })
          .where(
            and(eq(t.paymentMethods.creditCardId, payment.creditCardId), isNull(t.paymentMethods.chargesSuspendedAt)),
          );
      }
      const [contract] = await tx
        .select({ policyNumber: t.contracts.policyNumber })
        .from(t.contracts)
        .where(eq(t.contracts.contractId, payment.contractId));
      const policy = contract?.policyNumber ?? payment.contractId;
      const text = `payment ${payment.policyPaymentId} on ${policy} (transaction ${charge.transactionId}, ${money(charge.amountCents)}) was charged back by the card's bank; its card is no longer charged automatically until staff decide`;
      findings.push({ kind: 'chargeback', target: policy, text });
      await recordStaffAction(tx, t, {
        actorUserId: null,
        action: 'paymentDisputed',
        target: policy,
        detail: { finding: 'chargeback', note: text, jobNow: context.now.toISOString() },
      });
    }
  });
  return fresh.length;
}

export const settlementCheckJob: JobDefinition = {
  name: 'settlement-check',
  // Nightly, once the gateway's batches of the day before have closed.
  schedule: '0 4 * * *',
  async run(context): Promise<JobReport> {
    const { findings, changed } = await checkSettlement(context);
    const report: JobReport = { changed, lines: findings.map((finding) => `${finding.kind}: ${finding.text}`) };
    const toStaff = findings.filter((finding) => finding.kind !== 'chargeback');
    if (findings.length === 0) return report;
    const { database, config } = context;
    await database.transaction(async (tx) => {
      for (const finding of toStaff) {
        await recordStaffAction(tx, database.t, {
          actorUserId: null,
          action: 'settlementFinding',
          target: finding.target,
          detail: { finding: finding.kind, note: finding.text, jobNow: context.now.toISOString() },
        });
      }
    });
    const { from } = settlementWindow(context.now);
    await context.mailer.send({
      to: config.brand.financeEmail,
      subject: `${config.brand.name}: the settlement check of ${from.toISOString().slice(0, 10)} found ${findings.length} ${findings.length === 1 ? 'thing' : 'things'} to look into`,
      text: [
        `Card processor: ${context.gateway.name}. Settled batches of ${from.toISOString().slice(0, 10)} (UTC).`,
        '',
        ...findings.map((finding) => `- ${finding.text}`),
      ].join('\n'),
    });
    return report;
  },
};
