/**
 * The local sandbox card gateway: the default, since this platform runs without the internet. It keeps
 * its vault in the sandbox_* tables (api/src/db/schema/sandbox-gateway.ts) and behaves like Authorize.Net's
 * sandbox: any Luhn-valid number of a known brand is accepted and approved when charged, except the
 * declining test numbers, which are accepted as payment profiles and declined when charged.
 *
 * Cards are typed into its own hosted card form (./sandbox-hosted-form.ts), served on its own path and
 * speaking the same frame protocol as Authorize.Net's, so the web app has one card flow for both gateways.
 * Like the real vault it tokenises: a payment profile row holds the brand, the last four digits, the
 * expiry and the behaviour flag; the number and the security code end with the call.
 *
 * A charge settles at the first midnight (UTC) after it was made, like a gateway's daily batch: until
 * then it is voided when given back, after it refunded.
 *
 * Each call commits on its own, as a remote call would (a charge is one read and one self-committing insert);
 * called inside the caller's transaction it throws GatewayInTransactionError (see ./gateway.ts).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
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
import { and, asc, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import type { Database, Tables } from '../db/index.ts';
import {
  type ChargeResult,
  GatewayInTransactionError,
  type GatewayTransaction,
  type HostedCardFormInput,
  type PaymentGateway,
  type PaymentProfile,
  type RefundResult,
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
  /** The clock for expiry and settlement (tests). */
  now?: () => Date;
  /** Signs the hosted form's tokens. */
  formSecret: string;
  /** Where its hosted card form is posted (`{PUBLIC_ORIGIN}/sandbox-gateway/customer/addPayment`). */
  hostedFormUrl: string;
}

/** A card as typed into the sandbox's hosted form. Held in memory only; never stored, logged or answered. */
export interface SandboxCardInput {
  cardNumber: string;
  /** MM/YY */
  expirationDate: string;
  cardCode: string;
  billingZip?: string | undefined;
}

/** Why the hosted form will not take a card; each names one field of the form. */
export type CardRefusal = 'invalidNumber' | 'expired' | 'invalidCode' | 'invalidZip';

export type SaveCardResult =
  | ({ created: true } & PaymentProfile)
  | { created: false; refusals: readonly CardRefusal[] };

/** What a hosted form token opens: whose profile, where to report, whether the zip is asked for. */
export type HostedFormClaims = HostedCardFormInput;

export const HOSTED_FORM_TOKEN_TTL_MS = 15 * 60 * 1000;

/** The sandbox: the gateway interface, and what its own hosted card form needs. */
export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** The claims of a genuine, unexpired hosted form token; undefined otherwise. */
  openHostedForm(token: string): HostedFormClaims | undefined;
  /** Adds the card typed in the hosted form to the token's customer profile. */
  saveCard(customerProfileId: string, card: SandboxCardInput, billingZipRequired: boolean): Promise<SaveCardResult>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first midnight (UTC) after a transaction: when its batch settles. */
export function sandboxSettlementOf(submittedAt: Date): Date {
  return new Date((Math.floor(submittedAt.getTime() / DAY_MS) + 1) * DAY_MS);
}

/** Every reason the card cannot be taken, in the order of the form's fields. */
function cardRefusals(card: SandboxCardInput, billingZipRequired: boolean, now: Date): CardRefusal[] {
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
  if (billingZipRequired && !/^[0-9]{5}$/.test(card.billingZip ?? '')) refusals.push('invalidZip');
  return refusals;
}

export function sandboxGateway(database: Database, options: SandboxGatewayOptions): SandboxGateway {
  const now = options.now ?? (() => new Date());
  const { t } = database;
  const formKey = createHmac('sha256', options.formSecret).update('sandbox-gateway/hosted-form').digest();
  const sign = (body: string) => createHmac('sha256', formKey).update(body).digest();

  function transactionOf(row: SandboxTransaction): GatewayTransaction {
    const settlesAt = sandboxSettlementOf(row.createdAt);
    const settled = row.status !== 'declined' && row.status !== 'voided' && settlesAt <= now();
    const status =
      row.status === 'approved'
        ? settled
          ? 'settled'
          : 'pending'
        : row.status === 'chargeback'
          ? 'chargeback'
          : row.status;
    return {
      transactionId: row.transactionId,
      kind: row.kind,
      status,
      amountCents: row.amountCents,
      referenceId: row.referenceId,
      refTransactionId: row.refTransactionId,
      submittedAt: row.createdAt,
      settledAt: settled ? settlesAt : null,
      batchId: settled ? `sandbox-${settlesAt.toISOString().slice(0, 10).replaceAll('-', '')}` : null,
    };
  }

  function outsideTransaction(call: Exclude<keyof SandboxGateway, 'name'>) {
    if (database.inTransaction()) throw new GatewayInTransactionError(call);
  }

  return {
    name: 'sandbox',

    async createCustomerProfile({ email, description }) {
      outsideTransaction('createCustomerProfile');
      const customerProfileId = randomUUID();
      await database.transaction(async (tx) => {
        await tx.insert(t.sandboxCustomerProfiles).values({ customerProfileId, email, description });
      });
      return { customerProfileId };
    },

    async hostedCardForm(input) {
      const body = Buffer.from(JSON.stringify({ ...input, e: now().getTime() + HOSTED_FORM_TOKEN_TTL_MS })).toString(
        'base64url',
      );
      return { url: options.hostedFormUrl, token: `${body}.${sign(body).toString('base64url')}` };
    },

    openHostedForm(token) {
      const [body, mac, extra] = token.split('.');
      if (!body || !mac || extra !== undefined) return undefined;
      const given = Buffer.from(mac, 'base64url');
      const expected = sign(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as HostedFormClaims & { e: number };
      if (claims.e <= now().getTime()) return undefined;
      return {
        customerProfileId: claims.customerProfileId,
        communicatorUrl: claims.communicatorUrl,
        billingZipRequired: claims.billingZipRequired,
      };
    },

    async saveCard(customerProfileId, card, billingZipRequired) {
      outsideTransaction('saveCard');
      const refusals = cardRefusals(card, billingZipRequired, now());
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
      // The card, and a charge made earlier with the same key (whose result is the answer), in one read.
      const [found] = await database.db
        .select({ card: t.sandboxPaymentProfiles, earlier: t.sandboxTransactions })
        .from(t.sandboxPaymentProfiles)
        .leftJoin(t.sandboxTransactions, eq(t.sandboxTransactions.referenceId, referenceId))
        .where(
          and(
            eq(t.sandboxPaymentProfiles.paymentProfileId, paymentProfileId),
            eq(t.sandboxPaymentProfiles.customerProfileId, customerProfileId),
          ),
        );
      if (found?.earlier) return resultOf(found.earlier);
      if (found) {
        const transactionId = randomUUID();
        const refusal = isExpired(found.card.expirationDate, now())
          ? 'expired'
          : found.card.behaviour === 'decline'
            ? 'declined'
            : undefined;
        // One statement: the key's uniqueness makes it the only charge of the key.
        const inserted = await database.autocommit((tx) =>
          tx
            .insert(t.sandboxTransactions)
            .values({
              transactionId,
              paymentProfileId,
              amountCents,
              status: refusal ? 'declined' : 'approved',
              declineReason: refusal ?? null,
              referenceId,
            })
            .onConflictDoNothing()
            .returning({ transactionId: t.sandboxTransactions.transactionId }),
        );
        if (inserted[0]) return refusal ? { approved: false, reason: refusal } : { approved: true, transactionId };
      }
      // The same key charged at the same moment by another call, or a card deleted since its charge: that
      // charge is the answer.
      const [first] = await database.db
        .select()
        .from(t.sandboxTransactions)
        .where(eq(t.sandboxTransactions.referenceId, referenceId));
      return first ? resultOf(first) : { approved: false, reason: 'paymentProfileNotFound' };
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
        : { status: found.status === 'voided' ? 'voided' : 'approved', transactionId, amountCents };
    },

    async voidTransaction(transactionId) {
      outsideTransaction('voidTransaction');
      return database.transaction<VoidResult>(async (tx) => {
        const [transaction] = await tx
          .select()
          .from(t.sandboxTransactions)
          .where(eq(t.sandboxTransactions.transactionId, transactionId));
        if (!transaction) return { voided: false, reason: 'notFound' };
        const standing = transactionOf(transaction).status;
        if (standing !== 'pending' && standing !== 'voided') return { voided: false, reason: 'notVoidable' };
        if (transaction.status === 'approved') {
          await tx
            .update(t.sandboxTransactions)
            .set({ status: 'voided' })
            .where(eq(t.sandboxTransactions.transactionId, transactionId));
        }
        return { voided: true };
      });
    },

    async refundTransaction({ transactionId, amountCents, referenceId }) {
      outsideTransaction('refundTransaction');
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new RangeError('amountCents must be a positive whole number of cents.');
      }
      if (!referenceId || referenceId.length > REFERENCE_ID_MAX_LENGTH) {
        throw new RangeError(`referenceId must be 1 to ${REFERENCE_ID_MAX_LENGTH} characters.`);
      }
      const x = t.sandboxTransactions;
      return database.transaction<RefundResult>(async (tx) => {
        const [earlier] = await tx.select().from(x).where(eq(x.referenceId, referenceId));
        if (earlier) {
          return earlier.kind === 'refund' && earlier.refTransactionId === transactionId
            ? { refunded: true, how: 'refunded', transactionId: earlier.transactionId }
            : { refunded: false, reason: 'notFound' };
        }
        const [charge] = await tx
          .select()
          .from(x)
          .where(and(eq(x.transactionId, transactionId), eq(x.kind, 'charge')));
        if (!charge) return { refunded: false, reason: 'notFound' };
        const standing = transactionOf(charge).status;
        if (standing === 'voided') {
          return amountCents === charge.amountCents
            ? { refunded: true, how: 'voided', transactionId }
            : { refunded: false, reason: 'overRefund' };
        }
        if (standing === 'pending') {
          if (amountCents !== charge.amountCents) return { refunded: false, reason: 'notSettled' };
          await tx.update(x).set({ status: 'voided' }).where(eq(x.transactionId, transactionId));
          return { refunded: true, how: 'voided', transactionId };
        }
        if (standing !== 'settled') return { refunded: false, reason: 'declined' };
        const [given] = await tx
          .select({ cents: sum(x.amountCents) })
          .from(x)
          .where(and(eq(x.refTransactionId, transactionId), eq(x.kind, 'refund')));
        if (Number(given?.cents ?? 0) + amountCents > charge.amountCents)
          return { refunded: false, reason: 'overRefund' };
        const refundId = randomUUID();
        await tx.insert(x).values({
          transactionId: refundId,
          kind: 'refund',
          paymentProfileId: charge.paymentProfileId,
          amountCents,
          status: 'approved',
          refTransactionId: transactionId,
          referenceId,
        });
        return { refunded: true, how: 'refunded', transactionId: refundId };
      });
    },

    async getTransaction(transactionId) {
      outsideTransaction('getTransaction');
      const [row] = await database.db
        .select()
        .from(t.sandboxTransactions)
        .where(eq(t.sandboxTransactions.transactionId, transactionId));
      return row ? transactionOf(row) : null;
    },

    async settledTransactions(from, to) {
      outsideTransaction('settledTransactions');
      const x = t.sandboxTransactions;
      const rows = await database.db
        .select()
        .from(x)
        .where(
          and(
            gte(x.createdAt, new Date(from.getTime() - DAY_MS)),
            lt(x.createdAt, to),
            inArray(x.status, ['approved', 'chargeback']),
          ),
        )
        .orderBy(asc(x.createdAt), asc(x.transactionId));
      return rows
        .map(transactionOf)
        .filter(({ settledAt }) => settledAt !== null && settledAt >= from && settledAt < to);
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
