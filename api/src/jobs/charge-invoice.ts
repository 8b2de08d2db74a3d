/**
 * One automatic charge of an invoice to a saved card, made once: the attempt row (`invoice_charge_attempts`,
 * unique by invoice and attempt) is written first in its own transaction, so a second run or process finds it
 * taken; the card is charged under a payment intent (api/src/payments/intents.ts) outside any transaction; the
 * result is recorded in the intent's transaction, which pays the invoice only while it is still unpaid (paid
 * another way meanwhile: the charge is voided). An approved charge
 * records the payment and mails a receipt; a decline, or no card at all, marks the invoice failed (the account's
 * failed payments), adds a notice and mails the owner. The caller says what the charge is for, in words.
 */
import { toDollars } from '@hw/shared';
import { and, eq } from 'drizzle-orm';
import type { InvoicePaymentEffect, Tables, Tx } from '../db/index.ts';
import type { ChargeDeclineReason } from '../payments/index.ts';
import { chargeWithIntent, InvoiceNotUnpaidError, recordInvoicePayment } from '../payments/index.ts';
import type { JobContext, JobReport } from './job.ts';

type ContractRow = Tables['contracts']['$inferSelect'];
type InvoiceRow = Tables['invoices']['$inferSelect'];

export const chargeFailureReasons = {
  declined: 'The card was declined by the bank.',
  expired: 'The card has expired.',
  paymentProfileNotFound: 'The card could not be found at our card processor.',
  noCard: 'There is no card on file for this contract.',
} as const satisfies Record<ChargeDeclineReason | 'noCard', string>;

export const money = (cents: number) => `$${toDollars(cents).toFixed(2)}`;

export interface ChargeWording {
  /** What is paid, in the run's lines ("for 2027-06") and on the card statement. */
  what: string;
  statement: string;
  receiptSubject: string;
  receiptText: (amount: string, card: string) => string;
  noticeTitle: string;
  noticeText: (amount: string, reason: string) => string;
  declineSubject: string;
  /** The mail of a decline, around the notice's text. */
  declineText: (noticeText: string) => string;
}

export interface InvoiceCharge {
  invoice: InvoiceRow;
  /** The contract the invoice is of: its owner is mailed and noticed. */
  contract: ContractRow;
  creditCardId: string | null;
  /** 1-based; each is made once. */
  attempt: number;
  /** The policy payment's type: 'monthly' or 'full'. */
  paymentType: string;
  wording: ChargeWording;
  /** More writes of a paid invoice, in its transaction. */
  onPaid?: (tx: Tx) => Promise<void>;
}

/** Makes the attempt unless another run has; adds to the report what it did. */
export async function chargeInvoiceOnce(context: JobContext, report: JobReport, charge: InvoiceCharge): Promise<void> {
  const { database, gateway, now, log } = context;
  const { t } = database;
  const { invoice, contract, wording } = charge;
  const taken = await database.transaction((tx) =>
    tx
      .insert(t.invoiceChargeAttempts)
      .values({ invoiceId: invoice.invoiceId, attempt: charge.attempt, attemptedAt: now })
      .onConflictDoNothing()
      .returning({ attemptId: t.invoiceChargeAttempts.attemptId }),
  );
  const attemptId = taken[0]?.attemptId;
  if (!attemptId) return;
  report.changed += 1;

  const [card] = charge.creditCardId
    ? await database.db.select().from(t.paymentMethods).where(eq(t.paymentMethods.creditCardId, charge.creditCardId))
    : [];
  const amount = money(invoice.amountCents);
  let reasonCode: ChargeDeclineReason | 'noCard' = 'noCard';
  if (card) {
    const effect: InvoicePaymentEffect = {
      kind: 'invoicePayment',
      invoiceIds: [invoice.invoiceId],
      payments: [
        {
          contractId: contract.contractId,
          invoiceId: invoice.invoiceId,
          amountCents: invoice.amountCents,
          paymentType: charge.paymentType,
        },
      ],
      chargeAttemptId: attemptId,
    };
    const outcome = await chargeWithIntent(
      { database, gateway, fault: context.config.fault, log },
      {
        purpose: 'invoicePayment',
        amountCents: invoice.amountCents,
        description: `${contract.policyNumber} ${wording.statement}`,
        card,
        contractId: contract.contractId,
        invoiceId: invoice.invoiceId,
        effect,
      },
      async (tx, transactionId) => {
        try {
          await recordInvoicePayment(tx, t, effect, { transactionId, creditCardId: card.creditCardId, now });
        } catch (error) {
          if (!(error instanceof InvoiceNotUnpaidError)) throw error;
          await tx
            .update(t.invoiceChargeAttempts)
            .set({ outcome: 'paidMeanwhile', gatewayTransactionId: transactionId })
            .where(eq(t.invoiceChargeAttempts.attemptId, attemptId));
          return { applied: false, reason: 'paid meanwhile' };
        }
        await charge.onPaid?.(tx);
        const [owner] = await tx
          .select({ email: t.users.email, firstName: t.users.firstName })
          .from(t.users)
          .where(eq(t.users.id, contract.ownerUserId));
        if (owner) {
          await context.mailer.send({
            to: owner.email,
            subject: wording.receiptSubject,
            text:
              `Hello ${owner.firstName},\n\n` +
              `${wording.receiptText(amount, `${card.cardType} ending ${card.lastFour}`)}\n\n` +
              `${context.config.brand.name}`,
          });
        }
        return { applied: true, value: undefined };
      },
    );
    switch (outcome.status) {
      case 'unknown':
        // It may have gone through: never charge again blindly. The reconciler asks the gateway by the key.
        log.warn(
          { err: outcome.error, invoiceId: invoice.invoiceId, attempt: charge.attempt },
          'charge: gateway failed',
        );
        await database.transaction((tx) =>
          tx
            .update(t.invoiceChargeAttempts)
            .set({ outcome: 'unavailable' })
            .where(eq(t.invoiceChargeAttempts.attemptId, attemptId)),
        );
        report.lines.push(`could not reach the card processor for ${contract.policyNumber} ${wording.what}`);
        return;
      case 'applied':
        report.lines.push(`charged ${contract.policyNumber} ${amount} for ${wording.what}`);
        return;
      case 'givenBack':
        report.lines.push(`voided the charge of ${contract.policyNumber} ${wording.what}: paid meanwhile`);
        return;
      case 'declined':
        reasonCode = outcome.reason;
    }
  }

  const [owner] = await database.db
    .select({ email: t.users.email, firstName: t.users.firstName })
    .from(t.users)
    .where(eq(t.users.id, contract.ownerUserId));
  const reason = chargeFailureReasons[reasonCode];
  await database.transaction(async (tx) => {
    const failed = await tx
      .update(t.invoices)
      .set({ failedAt: now, failureReason: reason })
      .where(and(eq(t.invoices.invoiceId, invoice.invoiceId), eq(t.invoices.status, 'unpaid')))
      .returning({ invoiceId: t.invoices.invoiceId });
    await tx
      .update(t.invoiceChargeAttempts)
      .set({ outcome: failed.length > 0 ? 'declined' : 'paidMeanwhile' })
      .where(eq(t.invoiceChargeAttempts.attemptId, attemptId));
    if (failed.length === 0) return;
    const text = wording.noticeText(amount, reason);
    await tx.insert(t.notices).values({
      userId: contract.ownerUserId,
      contractId: contract.contractId,
      title: wording.noticeTitle,
      text,
      level: 'warning',
      createdAt: now,
    });
    if (owner) {
      await context.mailer.send({
        to: owner.email,
        subject: wording.declineSubject,
        text: `Hello ${owner.firstName},\n\n${wording.declineText(text)}\n\n${context.config.brand.name}`,
      });
    }
  });
  report.lines.push(
    `declined ${contract.policyNumber} ${amount} for ${wording.what} (attempt ${charge.attempt}): ${reason}`,
  );
}
