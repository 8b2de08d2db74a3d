/**
 * The local sandbox card gateway: the default, since this platform runs without the internet. It keeps
 * its vault in the sandbox_* tables (api/src/db/schema/sandbox-gateway.ts) and behaves like Authorize.Net's
 * sandbox: any Luhn-valid number of a known brand is accepted and approved when charged, except the
 * declining test numbers, which are accepted as payment profiles and declined when charged.
 *
 * Like the real vault it tokenises: a payment profile row holds the brand, the last four digits, the
 * expiry and the behaviour flag; the number and the security code end with the call. The billing zip and
 * the name on the card are checked by the real gateway's fraud rules; the sandbox ignores them.
 *
 * Each call is its own short transaction, as a remote call would be; called inside the caller's
 * transaction it throws GatewayInTransactionError (see ./gateway.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  type CardBrand,
  cardBrand,
  cardDigits,
  isExpired,
  isValidCardNumber,
  isValidSecurityCode,
  lastFour,
  SANDBOX_DECLINED_CARD,
  SANDBOX_DECLINES_AFTER_SAVING_CARD,
} from '@hw/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Tables } from '../db/index.ts';
import {
  type CardInput,
  type CardRefusal,
  type ChargeResult,
  GatewayInTransactionError,
  type PaymentGateway,
  type PaymentProfile,
  type VoidResult,
} from './gateway.ts';

/** Numbers the sandbox accepts as payment profiles and declines when charged. */
export const SANDBOX_DECLINING_CARDS: readonly string[] = [SANDBOX_DECLINED_CARD, SANDBOX_DECLINES_AFTER_SAVING_CARD];

/** As Authorize.Net's refId and invoiceNumber. */
export const REFERENCE_ID_MAX_LENGTH = 20;

type SandboxTransaction = Tables['sandboxTransactions']['$inferSelect'];

/** What a recorded charge answered; a charge voided since was approved. */
function resultOf(transaction: SandboxTransaction): ChargeResult {
  return transaction.status === 'declined'
    ? { approved: false, reason: transaction.declineReason ?? 'declined' }
    : { approved: true, transactionId: transaction.transactionId };
}

export interface SandboxGatewayOptions {
  /** The clock for expiry checks (tests). */
  now?: () => Date;
}

/** Every reason the card cannot be taken, in the order of the form's fields. */
function cardRefusals(card: CardInput, now: Date): CardRefusal[] {
  const refusals: CardRefusal[] = [];
  const numberValid = isValidCardNumber(card.cardNumber);
  if (!numberValid) refusals.push('invalidNumber');
  if (isExpired(card.expirationDate, now)) refusals.push('expired');
  // The code's length depends on the brand; with no valid number, only a code no brand takes is wrong.
  const brand = numberValid ? cardBrand(card.cardNumber) : undefined;
  const codeValid = brand
    ? isValidSecurityCode(card.cardCode, brand)
    : isValidSecurityCode(card.cardCode, 'visa') || isValidSecurityCode(card.cardCode, 'amex');
  if (!codeValid) refusals.push('invalidCode');
  return refusals;
}

export function sandboxGateway(database: Database, options: SandboxGatewayOptions = {}): PaymentGateway {
  const now = options.now ?? (() => new Date());
  const { t } = database;

  function outsideTransaction(call: keyof PaymentGateway) {
    if (database.inTransaction()) throw new GatewayInTransactionError(call);
  }

  return {
    async createCustomerProfile({ email, description }) {
      outsideTransaction('createCustomerProfile');
      const customerProfileId = randomUUID();
      await database.transaction(async (tx) => {
        await tx.insert(t.sandboxCustomerProfiles).values({ customerProfileId, email, description });
      });
      return { customerProfileId };
    },

    async createPaymentProfile(customerProfileId, card) {
      outsideTransaction('createPaymentProfile');
      const refusals = cardRefusals(card, now());
      if (refusals.length > 0) return { created: false, refusals };
      const digits = cardDigits(card.cardNumber);
      const profile: PaymentProfile = {
        paymentProfileId: randomUUID(),
        cardType: cardBrand(digits) as CardBrand,
        lastFour: lastFour(digits),
        expirationDate: card.expirationDate,
      };
      const behaviour = SANDBOX_DECLINING_CARDS.includes(digits) ? 'decline' : 'approve';
      await database.transaction(async (tx) => {
        const [customer] = await tx
          .select({ customerProfileId: t.sandboxCustomerProfiles.customerProfileId })
          .from(t.sandboxCustomerProfiles)
          .where(eq(t.sandboxCustomerProfiles.customerProfileId, customerProfileId));
        if (!customer) throw new Error(`The sandbox gateway has no customer profile ${customerProfileId}.`);
        await tx.insert(t.sandboxPaymentProfiles).values({ ...profile, customerProfileId, behaviour });
      });
      return { created: true, ...profile };
    },

    async chargeProfile({ customerProfileId, paymentProfileId, amountCents, referenceId }) {
      outsideTransaction('chargeProfile');
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new RangeError('amountCents must be a positive whole number of cents.');
      }
      if (!referenceId || referenceId.length > REFERENCE_ID_MAX_LENGTH) {
        throw new RangeError(`referenceId must be 1 to ${REFERENCE_ID_MAX_LENGTH} characters.`);
      }
      const charged = await database.transaction<ChargeResult | null>(async (tx) => {
        const [earlier] = await tx
          .select()
          .from(t.sandboxTransactions)
          .where(eq(t.sandboxTransactions.referenceId, referenceId));
        if (earlier) return resultOf(earlier);
        const [card] = await tx
          .select()
          .from(t.sandboxPaymentProfiles)
          .where(
            and(
              eq(t.sandboxPaymentProfiles.paymentProfileId, paymentProfileId),
              eq(t.sandboxPaymentProfiles.customerProfileId, customerProfileId),
            ),
          );
        if (!card) return { approved: false, reason: 'paymentProfileNotFound' };
        const transactionId = randomUUID();
        const refusal = isExpired(card.expirationDate, now())
          ? 'expired'
          : card.behaviour === 'decline'
            ? 'declined'
            : undefined;
        const status = refusal ? 'declined' : 'approved';
        const inserted = await tx
          .insert(t.sandboxTransactions)
          .values({
            transactionId,
            paymentProfileId,
            amountCents,
            status,
            declineReason: refusal ?? null,
            referenceId,
          })
          .onConflictDoNothing()
          .returning({ transactionId: t.sandboxTransactions.transactionId });
        // The same key charged at the same moment by another call: that call's result is the answer.
        if (!inserted[0]) return null;
        return refusal ? { approved: false, reason: refusal } : { approved: true, transactionId };
      });
      if (charged) return charged;
      const [first] = await database.db
        .select()
        .from(t.sandboxTransactions)
        .where(eq(t.sandboxTransactions.referenceId, referenceId));
      if (!first) throw new Error(`The sandbox gateway lost the charge ${referenceId}.`);
      return resultOf(first);
    },

    async findCharge(referenceId) {
      outsideTransaction('findCharge');
      const [found] = await database.db
        .select()
        .from(t.sandboxTransactions)
        .where(eq(t.sandboxTransactions.referenceId, referenceId));
      if (!found) return null;
      const { transactionId, amountCents } = found;
      return found.status === 'declined'
        ? { status: 'declined', transactionId, amountCents, reason: found.declineReason ?? 'declined' }
        : { status: found.status, transactionId, amountCents };
    },

    async voidTransaction(transactionId) {
      outsideTransaction('voidTransaction');
      return database.transaction<VoidResult>(async (tx) => {
        const [transaction] = await tx
          .select({ status: t.sandboxTransactions.status })
          .from(t.sandboxTransactions)
          .where(eq(t.sandboxTransactions.transactionId, transactionId));
        if (!transaction) return { voided: false, reason: 'notFound' };
        if (transaction.status === 'declined') return { voided: false, reason: 'notVoidable' };
        if (transaction.status === 'approved') {
          await tx
            .update(t.sandboxTransactions)
            .set({ status: 'voided' })
            .where(eq(t.sandboxTransactions.transactionId, transactionId));
        }
        return { voided: true };
      });
    },

    async listPaymentProfiles(customerProfileId) {
      outsideTransaction('listPaymentProfiles');
      const rows = await database.db
        .select()
        .from(t.sandboxPaymentProfiles)
        .where(eq(t.sandboxPaymentProfiles.customerProfileId, customerProfileId))
        .orderBy(asc(t.sandboxPaymentProfiles.createdAt), asc(t.sandboxPaymentProfiles.paymentProfileId));
      return rows.map((row) => ({
        paymentProfileId: row.paymentProfileId,
        cardType: row.cardType as CardBrand,
        lastFour: row.lastFour,
        expirationDate: row.expirationDate,
      }));
    },

    async deletePaymentProfile(customerProfileId, paymentProfileId) {
      outsideTransaction('deletePaymentProfile');
      await database.transaction((tx) =>
        tx
          .delete(t.sandboxPaymentProfiles)
          .where(
            and(
              eq(t.sandboxPaymentProfiles.customerProfileId, customerProfileId),
              eq(t.sandboxPaymentProfiles.paymentProfileId, paymentProfileId),
            ),
          ),
      );
    },
  };
}
