/**
 * Paying invoices by card, from a request: the one way every route that takes a card for invoices does it
 * (POST /account/invoices, POST /order/processPayment). The card is charged under a payment intent keyed by the
 * request's Idempotency-Key (intents.ts) after the key is claimed; the invoices are recorded paid in the
 * effect's transaction only while each is still unpaid (recordInvoicePayment), else the charge is given back.
 * A decline is 402 with what to do, an unreachable gateway 502, and neither writes anything.
 */

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InvoicePaymentEffect, Tx } from '../db/index.ts';
import type { CurrentUser, HttpError } from '../plugins/index.ts';
import { httpError } from '../plugins/index.ts';
import type { ChargeDeclineReason, ChargeResult } from './gateway.ts';
import { CardPayment, type IntentInput, paymentsOf, requestChargeKey } from './intents.ts';
import { InvoiceNotUnpaidError, recordInvoicePayment } from './invoice-payment.ts';
import { type CardCharge, type CardChoice, type PayerCardOptions, payerCard } from './payer-card.ts';
import { gatewayFailure } from './plugin.ts';
import { runPaidWrite } from './run-once.ts';

export const cardPaymentMessages = {
  declined: {
    declined: 'Your card was declined. Please check your billing information or use another card. Nothing was charged.',
    expired: 'Your card has expired. Please update it or use another card. Nothing was charged.',
    paymentProfileNotFound: 'We could not find this card. Please enter it again. Nothing was charged.',
  } satisfies Record<ChargeDeclineReason, string>,
} as const;

export interface InvoicesByCard<T> {
  /** The invoices and the payment rows to record, and the charge's total. */
  effect: InvoicePaymentEffect;
  amountCents: number;
  /** On the card statement. */
  description: string;
  /** What the request pays, for the gateway key ("invoices", "processPayment"). */
  what: string;
  card: { choice: CardChoice; options: PayerCardOptions };
  /** Refusals checked once the Idempotency-Key is claimed, before the charge (a repeat is answered as the first). */
  refuseBeforeCharge?: () => HttpError | null;
  /** The refusal when an invoice was paid or cancelled meanwhile (read in the effect's transaction). */
  refuseNotUnpaid: (tx: Tx, invoiceId: string) => Promise<HttpError>;
  /** More writes in the effect's transaction, once the invoices are paid. */
  alsoWrite?: (tx: Tx, policyPaymentIds: number[]) => Promise<void>;
  answer: (policyPaymentIds: number[]) => T;
}

export async function payInvoicesByCard<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: CurrentUser,
  input: InvoicesByCard<T>,
): Promise<T | FastifyReply> {
  const { t } = app.database;
  let card: CardCharge | undefined;
  let payment: CardPayment | undefined;
  return runPaidWrite(
    app,
    request,
    reply,
    async (tx) => {
      let policyPaymentIds: number[];
      try {
        policyPaymentIds = await recordInvoicePayment(tx, t, input.effect, {
          transactionId: payment?.transactionId ?? '',
          creditCardId: card?.creditCardId ?? null,
          now: new Date(),
        });
      } catch (error) {
        // Paid or cancelled by another request meanwhile: refused, and the charge is given back.
        if (error instanceof InvoiceNotUnpaidError) throw await input.refuseNotUnpaid(tx, error.invoiceId);
        throw error;
      }
      await input.alsoWrite?.(tx, policyPaymentIds);
      await payment?.complete(tx);
      // Whoever else shows these invoices (the owner, the agent who ordered) sees them paid without a reload.
      for (const contractId of new Set(input.effect.payments.map((paid) => paid.contractId))) {
        app.live.changed({ contractId });
      }
      return input.answer(policyPaymentIds);
    },
    {
      beforeEffect: async () => {
        const refusal = input.refuseBeforeCharge?.();
        if (refusal) throw refusal;
        card = await payerCard(app, request, caller, input.card.choice, input.amountCents, input.card.options);
        const firstInvoice = input.effect.invoiceIds.length === 1 ? input.effect.invoiceIds[0] : null;
        const contracts = new Set(input.effect.payments.map((paid) => paid.contractId));
        payment = await chargeForRequest(app, request, card, {
          purpose: 'invoicePayment',
          description: input.description,
          contractId: contracts.size === 1 ? [...contracts][0] : null,
          invoiceId: firstInvoice,
          effect: input.effect,
          what: input.what,
        });
      },
      afterFailedEffect: async () => {
        await payment?.giveBack('the payment was not recorded');
      },
    },
  );
}

/**
 * Charges a request's card under a payment intent keyed by its Idempotency-Key: 402 with what to do when the
 * card is declined, 502 when the gateway cannot be reached. The caller completes the answered payment in its
 * transaction, or gives it back when that fails.
 */
export async function chargeForRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  card: CardCharge,
  intent: Omit<IntentInput, 'amountCents' | 'card' | 'businessKey'> & { what: string },
): Promise<CardPayment> {
  const { what, ...rest } = intent;
  const payment = await CardPayment.open(paymentsOf(app, request.log), {
    ...rest,
    amountCents: card.amountCents,
    card,
    businessKey: requestChargeKey(request, what),
  });
  let result: ChargeResult;
  try {
    result = await payment.charge();
  } catch (error) {
    throw gatewayFailure(error);
  }
  if (!result.approved) throw httpError(402, 'paymentDeclined', cardPaymentMessages.declined[result.reason], 'payment');
  card.transactionId = result.transactionId;
  return payment;
}
