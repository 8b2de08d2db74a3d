/**
 * The refund of a cancelled request's service call fee, the same whoever cancels: the homeowner's account
 * (PATCH /order/cancelServiceRequest) or the work order's status link (POST /workorder/cancel).
 */
import { formatCents } from '@hw/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tables } from '../db/index.ts';
import { giveBackAtGateway, mailRefund } from '../payments/index.ts';

export type RefundableRequest = Pick<
  Tables['serviceRequests']['$inferSelect'],
  'serviceRequestId' | 'feeTransactionId' | 'serviceCallFeeCents' | 'contractId' | 'serviceRequestNumber'
>;

/**
 * Gives back the fee charged when filing (voided, or refunded once settled), after the cancel has committed, and says so in a note on the request (its
 * history), and records when it was given back. A failure is logged and left to customer care: the cancel stands. A request paid nothing online has
 * nothing to refund.
 */
export async function refundFee(
  app: Pick<FastifyInstance, 'database' | 'paymentGateway' | 'log' | 'mailer' | 'config'>,
  found: RefundableRequest,
  author: string,
): Promise<void> {
  if (!found.feeTransactionId) return;
  const { database } = app;
  try {
    const refunded = await giveBackAtGateway(app.paymentGateway, app.log, {
      transactionId: found.feeTransactionId,
      amountCents: found.serviceCallFeeCents,
      cause: `serviceCallFee:${found.serviceRequestId}`,
    });
    const amount = formatCents(found.serviceCallFeeCents);
    const text = refunded
      ? `The service call fee of ${amount} was refunded to your card.`
      : `The service call fee of ${amount} will be refunded by customer care.`;
    await database.transaction(async (tx) => {
      if (refunded) {
        await tx
          .update(database.t.serviceRequests)
          .set({ feeRefundedAt: new Date() })
          .where(eq(database.t.serviceRequests.serviceRequestId, found.serviceRequestId));
      }
      await tx
        .insert(database.t.serviceRequestNotes)
        .values({ serviceRequestId: found.serviceRequestId, note: text, createdBy: author, createdAt: new Date() });
    });
    if (refunded) {
      await mailRefund(app, {
        contractId: found.contractId,
        amountCents: found.serviceCallFeeCents,
        what: { kind: 'serviceCallFee', serviceRequestNumber: found.serviceRequestNumber },
      });
    }
  } catch (error) {
    app.log.error({ err: error, serviceRequestId: found.serviceRequestId }, 'refunding a service call fee failed');
  }
}
