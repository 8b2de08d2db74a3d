/**
 * POST /payments/webhooks/authorizenet: what Authorize.Net tells us about transactions.
 *
 * The body's HMAC-SHA512 under the signature key (`AUTHNET_SIGNATURE_KEY`) must match `X-ANET-Signature`
 * (`sha512=<hex>`), compared in constant time over the raw bytes received; anything else is 401 and changes
 * nothing. With the sandbox gateway there is no key, so every call is 401. Each `notificationId` is taken
 * once (gateway_notifications); a repeat answers 200 and changes nothing.
 *
 * An event is checked against the gateway (the transaction it names must exist there) and fed into the
 * records the payment reconciler keeps, never straight into money: payments given back are recorded as
 * refunded (a ledger line keyed by the payment, so at most once); a charge held for review, approved or
 * declined after review moves its payment intent, and the reconciler does the rest. Events may come in any
 * order: each only moves a record that is still where the event finds it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorBody, errorResponses } from '@hw/shared';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { Tx } from '../db/index.ts';
import { recordRefunds } from '../ledger/index.ts';
import { httpError, unauthorized } from '../plugins/index.ts';
import type { GatewayTransaction } from './gateway.ts';
import { GATEWAY_UNAVAILABLE_MESSAGE } from './plugin.ts';

export const WEBHOOK_PATH = '/payments/webhooks/authorizenet';

export const webhookMessages = {
  badSignature: 'The X-ANET-Signature header does not match this body.',
  badEvent: 'A notification needs notificationId and eventType.',
} as const;

/** An Authorize.Net notification, as far as we read it. */
export interface AuthorizeNetNotification {
  notificationId: string;
  eventType: string;
  eventDate?: string;
  webhookId?: string;
  payload?: {
    entityName?: string;
    id?: string;
    responseCode?: number;
    authAmount?: number;
    invoiceNumber?: string;
  };
}

/** The header value for a body: `sha512=` and the HMAC-SHA512 of the raw body, hex, upper case. */
export function webhookSignature(signatureKey: string, rawBody: Buffer | string): string {
  return `sha512=${createHmac('sha512', signatureKey).update(rawBody).digest('hex').toUpperCase()}`;
}

export function isGenuineWebhook(signatureKey: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!signatureKey || !header) return false;
  const given = Buffer.from(header.trim().toUpperCase());
  const expected = Buffer.from(webhookSignature(signatureKey, rawBody).toUpperCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const PAYMENT_EVENT = 'net.authorize.payment.';

/** Applies one genuine, first-seen notification in the transaction that records it; answers its outcome. */
async function apply(
  tx: Tx,
  app: FastifyInstance,
  event: AuthorizeNetNotification,
  transaction: GatewayTransaction | null,
): Promise<string> {
  const { t } = app.database;
  const kind = event.eventType.slice(PAYMENT_EVENT.length);
  if (!event.eventType.startsWith(PAYMENT_EVENT) || !transaction) return 'ignored';
  const now = new Date();
  const i = t.paymentIntents;
  const intentOf = () =>
    tx
      .select()
      .from(i)
      .where(
        or(
          eq(i.gatewayTransactionId, transaction.transactionId),
          transaction.referenceId ? eq(i.referenceId, transaction.referenceId) : undefined,
        ),
      )
      .limit(1);

  if (kind === 'void.created' || kind === 'refund.created') {
    // The charge given back: a void names the charge itself, a refund the charge it refers to.
    const chargeId = kind === 'void.created' ? transaction.transactionId : transaction.refTransactionId;
    if (!chargeId) return 'a refund of no charge we know';
    const p = t.policyPayments;
    const [payment] = await tx.select().from(p).where(eq(p.gatewayTransactionId, chargeId)).limit(1);
    if (payment && kind === 'refund.created' && transaction.amountCents !== payment.amountCents) {
      return `a part refund of payment ${payment.policyPaymentId} (${transaction.amountCents} of ${payment.amountCents} cents): for staff`;
    }
    const returned = await tx
      .update(p)
      .set({ refundedAt: now })
      .where(and(eq(p.gatewayTransactionId, chargeId), isNull(p.refundedAt)))
      .returning();
    await recordRefunds(tx, t, returned, now, 'Payment returned at the card processor');
    const closed = await tx
      .update(i)
      .set({ status: 'voided', reason: 'given back at the card processor', updatedAt: now })
      .where(and(eq(i.gatewayTransactionId, chargeId), eq(i.status, 'open')))
      .returning({ intentId: i.intentId });
    // A service call fee is the payment of its request.
    const r = t.serviceRequests;
    const [fee] = await tx.select().from(r).where(eq(r.feeTransactionId, chargeId)).limit(1);
    const feeReturned =
      fee &&
      fee.feeRefundedAt === null &&
      (kind === 'void.created' || transaction.amountCents === fee.serviceCallFeeCents)
        ? await tx
            .update(r)
            .set({ feeRefundedAt: now })
            .where(and(eq(r.serviceRequestId, fee.serviceRequestId), isNull(r.feeRefundedAt)))
            .returning({ serviceRequestId: r.serviceRequestId })
        : [];
    if (returned.length > 0) return `recorded payment ${returned[0]?.policyPaymentId} as returned`;
    if (feeReturned.length > 0) return `recorded the fee of request ${fee?.serviceRequestNumber} as returned`;
    if (closed.length > 0) return `closed payment intent ${closed[0]?.intentId} as given back`;
    if (payment || fee) return 'already recorded as returned';
    const [givenBack] = await tx.select({ intentId: i.intentId }).from(i).where(eq(i.gatewayTransactionId, chargeId));
    return givenBack ? `already given back (intent ${givenBack.intentId})` : 'a return of no payment we know';
  }

  const [intent] = await intentOf();
  if (!intent) return `${kind}: no payment intent for this transaction (the settlement check will show it)`;
  if (transaction.status === 'declined' && !kind.startsWith('fraud.')) {
    return `declined at the card processor; intent ${intent.intentId} is ${intent.status}`;
  }
  if (kind === 'fraud.held') {
    if (intent.status !== 'open') return `held for review; intent ${intent.intentId} is ${intent.status}`;
    await tx.update(i).set({ reason: 'held for review', updatedAt: now }).where(eq(i.intentId, intent.intentId));
    return `intent ${intent.intentId} held for review`;
  }
  if (kind === 'fraud.approved') {
    // We told the payer no while it was held: the reconciler now records it, or gives it back if paid meanwhile.
    const reopened = await tx
      .update(i)
      .set({ status: 'open', reason: null, gatewayTransactionId: transaction.transactionId, updatedAt: now })
      .where(and(eq(i.intentId, intent.intentId), or(eq(i.status, 'declined'), eq(i.status, 'open'))))
      .returning({ intentId: i.intentId });
    return reopened.length > 0
      ? `intent ${intent.intentId} approved after review: left to the reconciler`
      : `approved after review; intent ${intent.intentId} is ${intent.status}`;
  }
  if (kind === 'fraud.declined') {
    const declined = await tx
      .update(i)
      .set({ status: 'declined', reason: 'declined after review', updatedAt: now })
      .where(and(eq(i.intentId, intent.intentId), eq(i.status, 'open')))
      .returning({ intentId: i.intentId });
    return declined.length > 0
      ? `intent ${intent.intentId} declined after review`
      : `declined after review; intent ${intent.intentId} is ${intent.status}`;
  }
  if (kind === 'authcapture.created' || kind === 'capture.created' || kind === 'priorAuthCapture.created') {
    if (intent.status !== 'open') return `captured; intent ${intent.intentId} is ${intent.status}`;
    await tx
      .update(i)
      .set({ gatewayTransactionId: transaction.transactionId, updatedAt: now })
      .where(and(eq(i.intentId, intent.intentId), eq(i.status, 'open')));
    return `captured: intent ${intent.intentId} left to the reconciler`;
  }
  return 'ignored';
}

const Answer = Type.Object({ received: Type.Literal(true), outcome: Type.String() });

export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const settings = app.config.paymentGateway;
  const signatureKey = settings.kind === 'authorizenet' ? settings.signatureKey : '';
  // The signature covers the bytes as sent: keep them, then parse (in this plugin only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    WEBHOOK_PATH,
    {
      schema: {
        tags: ['payments'],
        security: [],
        summary: 'Authorize.Net webhook',
        operationId: 'authorizeNetWebhook',
        description:
          'Takes Authorize.Net’s payment notifications. The X-ANET-Signature header must be `sha512=` and the ' +
          'HMAC-SHA512 of the raw body under the signature key, else 401 and nothing changes. Each notificationId ' +
          'is taken once; a repeat answers 200 and changes nothing. 503 while the gateway cannot confirm the ' +
          'transaction (Authorize.Net sends it again).',
        response: { 200: Answer, ...errorResponses, 503: ErrorBody },
      },
    },
    async (request) => {
      const raw = request.body as Buffer;
      const header = request.headers['x-anet-signature'];
      if (!isGenuineWebhook(signatureKey, raw, typeof header === 'string' ? header : undefined)) {
        throw unauthorized(webhookMessages.badSignature);
      }
      let event: AuthorizeNetNotification;
      try {
        event = JSON.parse(raw.toString('utf8')) as AuthorizeNetNotification;
      } catch {
        throw httpError(400, 'validation', webhookMessages.badEvent);
      }
      if (typeof event?.notificationId !== 'string' || !event.notificationId || typeof event.eventType !== 'string') {
        throw httpError(400, 'validation', webhookMessages.badEvent);
      }
      const { database } = app;
      const n = database.t.gatewayNotifications;
      const [seen] = await database.db.select().from(n).where(eq(n.notificationId, event.notificationId));
      if (seen) return { received: true as const, outcome: seen.outcome };

      const transactionId = event.payload?.entityName === 'transaction' ? String(event.payload.id ?? '') : '';
      let transaction: GatewayTransaction | null = null;
      if (transactionId) {
        try {
          transaction = await app.paymentGateway.getTransaction(transactionId);
        } catch {
          throw httpError(503, 'paymentGatewayError', GATEWAY_UNAVAILABLE_MESSAGE);
        }
      }
      const eventDate = event.eventDate ? new Date(event.eventDate) : null;
      const outcome = await database.transaction(async (tx) => {
        const taken = await tx
          .insert(n)
          .values({
            notificationId: event.notificationId,
            eventType: event.eventType.slice(0, 200),
            transactionId: transactionId || null,
            eventDate: eventDate && !Number.isNaN(eventDate.getTime()) ? eventDate : null,
            outcome: 'received',
          })
          .onConflictDoNothing()
          .returning({ notificationId: n.notificationId });
        if (taken.length === 0) return null;
        const result = await apply(tx, app, event, transaction);
        await tx.update(n).set({ outcome: result }).where(eq(n.notificationId, event.notificationId));
        return result;
      });
      if (outcome === null) {
        const [first] = await database.db.select().from(n).where(eq(n.notificationId, event.notificationId));
        return { received: true as const, outcome: first?.outcome ?? 'received' };
      }
      request.log.info(
        { notificationId: event.notificationId, eventType: event.eventType, outcome },
        'gateway webhook',
      );
      return { received: true as const, outcome };
    },
  );
};
