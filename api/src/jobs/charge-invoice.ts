/**
 * The one way the clock charges an invoice (a monthly premium, a renewal's price), made once per attempt: the
 * attempt row (`invoice_charge_attempts`, unique by invoice and attempt) is written first in its own
 * transaction, so a second run or process finds it taken; the card is charged under a payment intent whose
 * gateway key is the attempt's own (api/src/payments/intents.ts), outside any transaction; the result is
 * recorded in the intent's transaction, which pays the invoice only while it is still unpaid (paid another way
 * meanwhile: the charge is voided). An approved charge records the payment and mails the receipt
 * (mailInvoiceReceipt, which the payment reconciler also sends). A decline, or no mandate at all, marks the
 * invoice failed (the account's failed payments), adds a notice, mails the owner and texts them when they opted
 * in (once per attempt). A decline no retry can change (the card expired, or is unknown to the processor) is not
 * tried again on that card: the later attempts are recorded declined without a charge, and the owner is asked for
 * a new card.
 */
import { formatCents, isHardDecline, wantsMessage } from '@hw/shared';
import { type Locale, m } from '@hw/shared/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import { tellOwner } from '../account/index.ts';
import type { InvoicePaymentEffect, PaymentPurpose, Queryable, Tables, Tx } from '../db/index.ts';
import { greeting, type MailDetail } from '../mail/index.ts';
import type { ChargeDeclineReason, IntentInput, OpenedIntent } from '../payments/index.ts';
import { chargeWithIntent, InvoiceNotUnpaidError, recordInvoicePayment } from '../payments/index.ts';
import { smsTextsFor } from '../sms/index.ts';
import type { JobContext, JobReport } from './job.ts';

type ContractRow = Tables['contracts']['$inferSelect'];
type InvoiceRow = Tables['invoices']['$inferSelect'];
type CardRow = Tables['paymentMethods']['$inferSelect'];

export const chargeFailureReasons = {
  declined: 'The card was declined by the bank.',
  expired: 'The card has expired.',
  paymentProfileNotFound: 'The card could not be found at our card processor.',
  noCard: 'Automatic payment is off for this contract, so no card was charged.',
} as const satisfies Record<ChargeDeclineReason | 'noCard', string>;

/** Why a charge failed, in the owner's language (the notice keeps chargeFailureReasons). */
export function chargeFailureReasonIn(code: ChargeDeclineReason | 'noCard', locale: Locale): string {
  const language = { locale };
  switch (code) {
    case 'declined':
      return m.mail_charge_reason_declined({}, language);
    case 'expired':
      return m.mail_charge_reason_expired({}, language);
    case 'paymentProfileNotFound':
      return m.mail_charge_reason_profile_not_found({}, language);
    case 'noCard':
      return m.mail_charge_reason_no_card({}, language);
  }
}

export const money = formatCents;
const day = (date: Date) => date.toISOString().slice(0, 10);

export interface ChargeWording {
  /** What is paid, in the run's lines ("for 2027-06") and on the card statement. */
  what: string;
  statement: string;
  noticeTitle: string;
  /** `retry`: the day the card is tried again, or null when it is not. */
  noticeText: (amount: string, reason: string, retry: string | null) => string;
  /**
   * The mail of a decline in the owner's language: `reason` is said in it, `retry` is the day the card is tried
   * again, or null when it is not.
   */
  declineMail: (
    locale: Locale,
    facts: { amount: string; reason: string; retry: string | null },
  ) => { subject: string; paragraphs: string[]; details?: MailDetail[] };
}

/** The owner as mailed: their address, first name and language. */
export interface ChargedOwner {
  email: string;
  firstName: string;
  locale: Locale;
  /** Whether they want receipts mailed, when read with them (otherwise read as the receipt is written). */
  wantsReceipts?: boolean | undefined;
}

export interface InvoiceCharge {
  invoice: InvoiceRow;
  /** The contract the invoice is of: its owner is mailed and noticed. */
  contract: ContractRow;
  /** The card of the contract's mandate; null when it has none (nothing is charged). */
  card: CardRow | null;
  /** The owner as mailed, when the caller has read it already. */
  owner?: ChargedOwner | undefined;
  /** 1-based; each is made once. */
  attempt: number;
  /** The day of the next attempt, or null after the last. */
  next: Date | null;
  purpose: Extract<PaymentPurpose, 'monthlyCharge' | 'invoicePayment'>;
  /** The policy payment's type: 'monthly' or 'full'. */
  paymentType: string;
  wording: ChargeWording;
}

/** Makes the attempt unless another run has; adds to the report what it did. */
export async function chargeInvoiceOnce(context: JobContext, report: JobReport, charge: InvoiceCharge): Promise<void> {
  const { database, now } = context;
  const { t } = database;
  const { invoice, card } = charge;
  const declines = card ? await earlierDeclines(database.db, t, [invoice.invoiceId]) : new Map();
  const hardBefore = hardDeclineBefore(declines.get(invoice.invoiceId) ?? [], charge.attempt, card);
  const taken = await database.transaction((tx) =>
    tx
      .insert(t.invoiceChargeAttempts)
      .values({
        invoiceId: invoice.invoiceId,
        attempt: charge.attempt,
        attemptedAt: now,
        creditCardId: card?.creditCardId ?? null,
      })
      .onConflictDoNothing()
      .returning({ attemptId: t.invoiceChargeAttempts.attemptId }),
  );
  const attemptId = taken[0]?.attemptId;
  if (!attemptId) return;
  await chargeTakenAttempt(context, report, charge, { attemptId, hardBefore });
}

/** An attempt this run has taken (its row written and committed), and what earlier attempts said of its card. */
export interface TakenAttempt {
  attemptId: string;
  /** The hard decline an earlier attempt met on the same card (hardDeclineBefore): it is not charged again. */
  hardBefore: HardDecline | null;
  /** Its payment intent, when recorded with the attempt (openIntents); otherwise opened as it is charged. */
  intent?: OpenedIntent | undefined;
}

/** The payment intent of an attempt's charge to `card`: keyed by the invoice and attempt. */
export function chargeIntentOf(
  charge: InvoiceCharge,
  card: CardRow,
  attemptId: string,
): IntentInput & { businessKey: string; effect: InvoicePaymentEffect } {
  const { invoice, contract } = charge;
  return {
    purpose: charge.purpose,
    amountCents: invoice.amountCents,
    description: `${contract.policyNumber} ${charge.wording.statement}`,
    card,
    contractId: contract.contractId,
    invoiceId: invoice.invoiceId,
    effect: {
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
    },
    businessKey: `attempt:${invoice.invoiceId}:${charge.attempt}`,
  };
}

/**
 * Makes an attempt whose row this run wrote and committed (so no other run makes it): charges the card, or
 * records why not; adds to the report what it did.
 */
export async function chargeTakenAttempt(
  context: JobContext,
  report: JobReport,
  charge: InvoiceCharge,
  { attemptId, hardBefore, intent }: TakenAttempt,
): Promise<void> {
  const { database, gateway, now, log } = context;
  const { t } = database;
  const { invoice, contract, wording, card } = charge;
  report.changed += 1;
  const amount = money(invoice.amountCents);

  if (hardBefore) {
    // The card cannot pay (expired, unknown): the owner was asked for another; it is not charged again.
    await database.transaction((tx) =>
      tx
        .update(t.invoiceChargeAttempts)
        .set({ outcome: 'declined', declineReason: hardBefore })
        .where(eq(t.invoiceChargeAttempts.attemptId, attemptId)),
    );
    report.lines.push(
      `did not charge ${contract.policyNumber} ${amount} for ${wording.what} again (attempt ${charge.attempt}): ` +
        chargeFailureReasons[hardBefore],
    );
    return;
  }

  let reasonCode: ChargeDeclineReason | 'noCard' = 'noCard';
  if (card) {
    const input = chargeIntentOf(charge, card, attemptId);
    const { effect } = input;
    const outcome = await chargeWithIntent(
      { database, gateway, fault: context.config.fault, log },
      input,
      async (tx, transactionId) => {
        try {
          await recordInvoicePayment(tx, t, effect, { transactionId, creditCardId: card.creditCardId, now });
        } catch (error) {
          // One invoice: the refusal wrote nothing, so this transaction may still record why.
          if (!(error instanceof InvoiceNotUnpaidError)) throw error;
          await tx
            .update(t.invoiceChargeAttempts)
            .set({ outcome: 'paidMeanwhile', gatewayTransactionId: transactionId })
            .where(eq(t.invoiceChargeAttempts.attemptId, attemptId));
          return { applied: false, reason: 'paid meanwhile' };
        }
        const owner = charge.owner;
        if (owner?.wantsReceipts === undefined) {
          await mailInvoiceReceipt(tx, context, invoice.invoiceId, card.creditCardId);
        } else {
          await sendInvoiceReceipt(tx, context, { invoice, contract, card, owner, wantsReceipts: owner.wantsReceipts });
        }
        return { applied: true, value: undefined };
      },
      undefined,
      intent,
    );
    switch (outcome.status) {
      case 'unknown':
        // It may have gone through: never charge again blindly. The reconciler asks the gateway by the key;
        // the next attempt's day tries again if the invoice is still unpaid.
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

  const owner = charge.owner ?? (await ownerOf(context, contract.ownerUserId));
  const reason = chargeFailureReasons[reasonCode];
  // No retry when none can help: no card, or a card that cannot pay.
  const retry = reasonCode === 'noCard' || isHardDecline(reasonCode) || !charge.next ? null : day(charge.next);
  await database.transaction(async (tx) => {
    const failed = await tx
      .update(t.invoices)
      .set({ failedAt: now, failureReason: reason })
      .where(and(eq(t.invoices.invoiceId, invoice.invoiceId), eq(t.invoices.status, 'unpaid')))
      .returning({ invoiceId: t.invoices.invoiceId });
    await tx
      .update(t.invoiceChargeAttempts)
      .set({
        outcome: failed.length > 0 ? 'declined' : 'paidMeanwhile',
        declineReason: failed.length > 0 ? reasonCode : null,
      })
      .where(eq(t.invoiceChargeAttempts.attemptId, attemptId));
    if (failed.length === 0) return;
    await smsTextsFor(context).toUser(
      tx,
      contract.ownerUserId,
      contract.address.stateCode,
      { kind: 'paymentFailed', cause: `paymentFailed:${invoice.invoiceId}:${charge.attempt}` },
      now,
    );
    // A failed payment is always mailed: the owner's choices of messages do not apply to it.
    const mail = (told: ChargedOwner) => {
      const { locale } = told;
      const { subject, ...said } = wording.declineMail(locale, {
        amount,
        reason: chargeFailureReasonIn(reasonCode, locale),
        retry,
      });
      return {
        to: told.email,
        subject,
        body: {
          locale,
          greeting: greeting(told.firstName, locale),
          ...said,
          action: { label: m.mail_button_pay({}, { locale }), url: `${context.config.publicOrigin}/account` },
        },
      };
    };
    await tellOwner(tx, t, context.mailer, {
      userId: contract.ownerUserId,
      contractId: contract.contractId,
      at: now,
      notice: { title: wording.noticeTitle, text: wording.noticeText(amount, reason, retry), level: 'warning' },
      mail: owner ? mail(owner) : null,
    });
  });
  report.lines.push(
    `declined ${contract.policyNumber} ${amount} for ${wording.what} (attempt ${charge.attempt}): ${reason}`,
  );
}

type HardDecline = Exclude<ChargeDeclineReason, 'declined'>;

/** A declined attempt of an invoice: which, why, and the card it was made on. */
export interface EarlierDecline {
  attempt: number;
  declineReason: string | null;
  creditCardId: string | null;
}

/** The declined attempts of these invoices, by invoice id, read at once. */
export async function earlierDeclines(
  db: Queryable,
  t: Tables,
  invoiceIds: readonly string[],
): Promise<Map<string, EarlierDecline[]>> {
  const a = t.invoiceChargeAttempts;
  const byInvoice = new Map<string, EarlierDecline[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select({
      invoiceId: a.invoiceId,
      attempt: a.attempt,
      declineReason: a.declineReason,
      creditCardId: a.creditCardId,
    })
    .from(a)
    .where(and(inArray(a.invoiceId, [...invoiceIds]), eq(a.outcome, 'declined')));
  for (const { invoiceId, ...decline } of rows)
    byInvoice.set(invoiceId, [...(byInvoice.get(invoiceId) ?? []), decline]);
  return byInvoice;
}

/** The hard decline the latest declined attempt before `attempt` met on this same card, if any. */
export function hardDeclineBefore(
  declines: readonly EarlierDecline[],
  attempt: number,
  card: CardRow | null,
): HardDecline | null {
  if (!card) return null;
  const previous = declines
    .filter((decline) => decline.attempt < attempt)
    .reduce<EarlierDecline | undefined>(
      (latest, decline) => (latest && latest.attempt > decline.attempt ? latest : decline),
      undefined,
    );
  if (!previous?.declineReason || previous.creditCardId !== card.creditCardId) return null;
  return isHardDecline(previous.declineReason) ? (previous.declineReason as HardDecline) : null;
}

async function ownerOf(context: JobContext, userId: string): Promise<ChargedOwner | undefined> {
  const { db, t } = context.database;
  const [owner] = await db
    .select({ email: t.users.email, firstName: t.users.firstName, locale: t.users.preferredLanguage })
    .from(t.users)
    .where(eq(t.users.id, userId));
  return owner;
}

/** What an invoice's mail is written from: the invoice, its contract, and its owner's address, name and choices. */
export const invoiceWithOwner = (t: Tables) => ({
  invoice: t.invoices,
  contract: t.contracts,
  email: t.users.email,
  firstName: t.users.firstName,
  locale: t.users.preferredLanguage,
  preferences: t.users.messagePreferences,
});

/**
 * Mails the owner the receipt of an invoice paid by card, in the caller's transaction (the outbox row commits
 * with the payment): a monthly premium's, or a renewal's. Used by the clock's charges and by the payment
 * reconciler, so a charge recovered after a crash sends the same receipt.
 */
export async function mailInvoiceReceipt(
  tx: Tx,
  context: Pick<JobContext, 'database' | 'mailer' | 'config'>,
  invoiceId: string,
  creditCardId: string | null,
): Promise<void> {
  const { t } = context.database;
  const [row] = await tx
    .select(invoiceWithOwner(t))
    .from(t.invoices)
    .innerJoin(t.contracts, eq(t.contracts.contractId, t.invoices.contractId))
    .innerJoin(t.users, eq(t.users.id, t.contracts.ownerUserId))
    .where(eq(t.invoices.invoiceId, invoiceId));
  if (!row) return;
  const [card] = creditCardId
    ? await tx.select().from(t.paymentMethods).where(eq(t.paymentMethods.creditCardId, creditCardId))
    : [];
  await sendInvoiceReceipt(tx, context, {
    invoice: row.invoice,
    contract: row.contract,
    card: card ?? null,
    owner: row,
    wantsReceipts: wantsMessage(row.preferences, 'receipts', 'email'),
  });
}

/** The receipt of an invoice paid by card, from rows the caller has read (see mailInvoiceReceipt). */
async function sendInvoiceReceipt(
  tx: Tx,
  context: Pick<JobContext, 'database' | 'mailer' | 'config'>,
  paid: {
    invoice: InvoiceRow;
    contract: ContractRow;
    card: CardRow | null;
    owner: ChargedOwner;
    wantsReceipts: boolean;
  },
): Promise<void> {
  const { t } = context.database;
  const { invoice, contract, card, owner } = paid;
  const { locale } = owner;
  const brand = context.config.brand.name;
  const language = { locale };
  const cardWords = m.mail_receipt_card(
    { cardType: card?.cardType ?? 'card', lastFour: card?.lastFour ?? '' },
    language,
  );
  const amount = money(invoice.amountCents);
  const { policyNumber } = contract;
  const period = invoice.billingPeriod;
  const renewed = contract.orderKind === 'renewal' && contract.previousContractId && !period;
  const [old] = renewed
    ? await tx
        .select({ policyNumber: t.contracts.policyNumber })
        .from(t.contracts)
        .where(eq(t.contracts.contractId, contract.previousContractId ?? ''))
    : [];
  const subject = period
    ? m.mail_receipt_monthly_subject({ brand, policyNumber, period }, language)
    : renewed
      ? m.mail_receipt_renewal_subject({ brand, policyNumber }, language)
      : m.mail_receipt_subject({ brand, policyNumber }, language);
  const said = period
    ? m.mail_receipt_monthly_text({ amount, card: cardWords, period, policyNumber }, language)
    : renewed
      ? m.mail_receipt_renewal_text(
          {
            amount,
            card: cardWords,
            oldPolicyNumber: old?.policyNumber ?? '',
            policyNumber,
            starts: day(contract.effectiveDate ?? invoice.dueDate),
          },
          language,
        )
      : m.mail_receipt_text({ amount, card: cardWords, what: invoice.description, policyNumber }, language);
  if (!paid.wantsReceipts) return;
  await context.mailer.send({
    to: owner.email,
    subject,
    body: {
      locale,
      greeting: greeting(owner.firstName, locale),
      paragraphs: [said],
      details: [
        { label: m.mail_label_contract({}, language), value: policyNumber },
        { label: m.mail_label_amount_paid({}, language), value: amount },
      ],
    },
  });
}
