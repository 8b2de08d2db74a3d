/**
 * Chargebacks, for staff (/staff/disputes): the payments the card's bank took back, with their contract and
 * claims, and staff's decision. The settlement check marks a payment disputed and stops automatic charges to
 * its card; `resumed` lets the clock charge the card again, `cardStopped` keeps it stopped (the owner pays
 * another way). Each decision is in the staff audit log.
 */
import { type StaffDispute, toDollars } from '@hw/shared';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { recordStaffAction } from '../audit/index.ts';
import type { Database } from '../db/index.ts';
import { httpError, notFound } from '../plugins/index.ts';

export async function listDisputes(database: Database): Promise<StaffDispute[]> {
  const { db, t } = database;
  const p = t.policyPayments;
  const rows = await db
    .select({ payment: p, contract: t.contracts, card: t.paymentMethods })
    .from(p)
    .innerJoin(t.contracts, eq(t.contracts.contractId, p.contractId))
    .leftJoin(t.paymentMethods, eq(t.paymentMethods.creditCardId, p.creditCardId))
    .where(isNotNull(p.disputedAt))
    .orderBy(desc(p.disputedAt))
    .limit(200);
  const contractIds = [...new Set(rows.map((row) => row.contract.contractId))];
  const claims =
    contractIds.length === 0
      ? []
      : await db
          .select({
            contractId: t.serviceRequests.contractId,
            serviceRequestId: t.serviceRequests.serviceRequestId,
            status: t.serviceRequests.status,
            createdAt: t.serviceRequests.createdAt,
          })
          .from(t.serviceRequests)
          .where(inArray(t.serviceRequests.contractId, contractIds))
          .orderBy(desc(t.serviceRequests.createdAt));
  return rows.map(({ payment, contract, card }) => ({
    policyPaymentId: payment.policyPaymentId,
    contractId: contract.contractId,
    policyNumber: contract.policyNumber,
    contractStatus: contract.status,
    amount: toDollars(payment.amountCents),
    gatewayTransactionId: payment.gatewayTransactionId,
    disputedAt: (payment.disputedAt as Date).toISOString(),
    decision: payment.disputeDecision ?? null,
    card: card
      ? {
          creditCardId: card.creditCardId,
          cardType: card.cardType,
          lastFour: card.lastFour,
          suspended: card.chargesSuspendedAt !== null,
        }
      : null,
    claims: claims
      .filter((claim) => claim.contractId === contract.contractId)
      .map(({ serviceRequestId, status, createdAt }) => ({
        serviceRequestId,
        status,
        createdAt: createdAt.toISOString(),
      })),
  }));
}

export async function decideDispute(
  database: Database,
  actorUserId: string,
  policyPaymentId: number,
  decision: 'resumed' | 'cardStopped',
): Promise<StaffDispute> {
  const { t } = database;
  const p = t.policyPayments;
  await database.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(p)
      .where(and(eq(p.policyPaymentId, policyPaymentId), isNotNull(p.disputedAt)));
    if (!payment) throw notFound('No disputed payment with this id.');
    if (payment.disputeDecision && payment.disputeDecision !== decision) {
      throw httpError(409, 'authorizationDecided', 'This dispute was already decided.', 'decision');
    }
    await tx.update(p).set({ disputeDecision: decision }).where(eq(p.policyPaymentId, policyPaymentId));
    if (payment.creditCardId && decision === 'resumed') {
      await tx
        .update(t.paymentMethods)
        .set({ chargesSuspendedAt: null })
        .where(eq(t.paymentMethods.creditCardId, payment.creditCardId));
    }
    await recordStaffAction(tx, t, {
      actorUserId,
      action: 'disputeDecision',
      target: String(policyPaymentId),
      detail: { finding: decision },
    });
  });
  const found = (await listDisputes(database)).find((dispute) => dispute.policyPaymentId === policyPaymentId);
  if (!found) throw notFound('No disputed payment with this id.');
  return found;
}
