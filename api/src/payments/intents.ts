/**
 * Payment intents: every card charge is recorded before the gateway is called, so that a process dying between
 * the bank's approval and the commit of what the charge paid for leaves a trace instead of money taken and
 * nothing recorded.
 *
 * 1. The intent is written `open` in its own transaction, with the key the gateway sees (`referenceId`).
 * 2. The card is charged with that key (outside any transaction). A decline marks it `declined`. A gateway
 *    that cannot be reached leaves it `open`: the charge may have gone through, and only the gateway knows.
 * 3. The intent becomes `succeeded` in the same transaction as the effect (payment rows, invoices paid, the
 *    contract written...), by a conditional update on `open`. An effect that fails, or that finds there is
 *    nothing left to pay, gives the charge back: the intent is claimed `voided`, then the charge voided.
 * The payment-reconciler job (api/src/jobs/payment-reconciler.ts) settles intents a crash left `open`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { writeSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Fault } from '../config.ts';
import type { Database, PaymentEffect, PaymentPurpose, Tables, Tx } from '../db/index.ts';
import { httpError } from '../plugins/index.ts';
import type { ChargeDeclineReason, ChargeResult, PaymentGateway } from './gateway.ts';

export interface Payments {
  database: Database;
  gateway: PaymentGateway;
  /** The config's HW_FAULT (tests only). */
  fault?: Fault | undefined;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/** The payments of a request or job: the app's database, gateway and fault switch, with its logger. */
export function paymentsOf(app: FastifyInstance, log: Payments['log'] = app.log): Payments {
  return { database: app.database, gateway: app.paymentGateway, fault: app.config.fault, log };
}

export interface IntentInput {
  purpose: PaymentPurpose;
  amountCents: number;
  description: string;
  card: { customerProfileId: string; paymentProfileId: string; creditCardId?: string | null | undefined };
  contractId?: string | null | undefined;
  invoiceId?: string | null | undefined;
  /** How the reconciler records the payment again after a crash; without it, the charge is voided instead. */
  effect?: PaymentEffect | null | undefined;
  /**
   * What makes this charge one and only one: the caller's Idempotency-Key (with who sent it and what for), or a
   * job's business key (an invoice's attempt). The gateway's key is derived from it, so a retry after a lock
   * expired finds the first charge (the gateway answers a repeated key with its first result) instead of making
   * a second. Without it the key is random.
   */
  businessKey?: string | undefined;
}

/** What the charge paid for, once the effect knows (the contract an order wrote, the request a fee paid). */
export interface PaidFor {
  contractId?: string | null | undefined;
  serviceRequestId?: string | null | undefined;
}

/** A key the gateway takes (Authorize.Net: 20 characters): "hw-" and 64 random bits. */
export function newReferenceId(): string {
  return `hw-${randomBytes(8).toString('hex')}`;
}

/** The gateway key of a business key: "hw-" and 64 bits of its SHA-256, the same every time. */
export function referenceIdOf(businessKey: string): string {
  return `hw-${createHash('sha256').update(businessKey).digest('hex').slice(0, 16)}`;
}

/** A charge of this business key was already made and settled: it is not made again (409 `inProgress`). */
const alreadySettled = () =>
  httpError(
    409,
    'inProgress',
    'This payment was already sent once and has been settled. Please reload to see where it stands; nothing more was charged.',
  );

/** The effect's transaction found the intent no longer open: the reconciler settled it meanwhile. */
export class IntentNoLongerOpenError extends Error {
  constructor(referenceId: string) {
    super(`The payment intent ${referenceId} was settled by another process.`);
    this.name = 'IntentNoLongerOpenError';
  }
}

/** Marks an open intent succeeded with its charge, in the effect's transaction; false when no longer open. */
export async function completeIntent(
  tx: Tx,
  t: Tables,
  intentId: string,
  transactionId: string,
  paid: PaidFor = {},
): Promise<boolean> {
  const i = t.paymentIntents;
  const done = await tx
    .update(i)
    .set({
      status: 'succeeded',
      gatewayTransactionId: transactionId,
      updatedAt: new Date(),
      ...(paid.contractId ? { contractId: paid.contractId } : {}),
      ...(paid.serviceRequestId ? { serviceRequestId: paid.serviceRequestId } : {}),
    })
    .where(and(eq(i.intentId, intentId), eq(i.status, 'open')))
    .returning({ intentId: i.intentId });
  return done.length > 0;
}

/** Sets an open intent's end without a charge to give back (declined, failed); false when no longer open. */
export async function closeIntent(
  database: Database,
  intentId: string,
  status: 'declined' | 'failed' | 'voided',
  reason: string,
  transactionId: string | null = null,
): Promise<boolean> {
  const i = database.t.paymentIntents;
  const closed = await database.transaction((tx) =>
    tx
      .update(i)
      .set({ status, reason, gatewayTransactionId: transactionId, updatedAt: new Date() })
      .where(and(eq(i.intentId, intentId), eq(i.status, 'open')))
      .returning({ intentId: i.intentId }),
  );
  return closed.length > 0;
}

/** How a charge went back: voided (unsettled) or refunded (settled); or not, and why. */
export type GiveBackResult = 'voided' | 'refunded' | 'notOpen' | 'voidFailed';

/** The gateway key of a refund: one per cause (`refund:{cause}`), so one cause never refunds twice. */
export const refundReferenceIdOf = (cause: string) => referenceIdOf(`refund:${cause}`);

/**
 * Gives a charge back at the gateway, in whole: voided while unsettled, refunded once settled, keyed by its
 * cause. Answers how it went back, or null when it did not (a gateway that refused or could not be reached, logged).
 */
export async function giveBackAtGateway(
  gateway: PaymentGateway,
  log: Pick<FastifyBaseLogger, 'warn'>,
  charge: { transactionId: string; amountCents: number; cause: string },
): Promise<'voided' | 'refunded' | null> {
  try {
    const result = await gateway.refundTransaction({
      transactionId: charge.transactionId,
      amountCents: charge.amountCents,
      referenceId: refundReferenceIdOf(charge.cause),
    });
    if (!result.refunded) log.warn({ ...charge, reason: result.reason }, 'giving a charge back: the gateway refused');
    return result.refunded ? result.how : null;
  } catch (error) {
    log.warn({ err: error, ...charge }, 'giving a charge back: the gateway failed');
    return null;
  }
}

/**
 * Gives an approved charge back: the intent is claimed `voided` (only while open, so a process completing it
 * meanwhile wins), then the charge is voided (refunded, if it settled meanwhile). A gateway that refuses or
 * cannot be reached reopens the intent, so the reconciler tries again, and is logged for customer care.
 */
export async function giveBackCharge(
  payments: Payments,
  intent: { intentId: string; referenceId: string; amountCents: number },
  transactionId: string,
  reason: string,
): Promise<GiveBackResult> {
  const { database, gateway, log } = payments;
  if (!(await closeIntent(database, intent.intentId, 'voided', reason, transactionId))) return 'notOpen';
  const cause = `intent:${intent.intentId}`;
  const how = await giveBackAtGateway(gateway, log, { transactionId, amountCents: intent.amountCents, cause });
  if (how) return how;
  const i = database.t.paymentIntents;
  await database.transaction((tx) =>
    tx
      .update(i)
      .set({ status: 'open', reason: null, updatedAt: new Date() })
      .where(and(eq(i.intentId, intent.intentId), eq(i.status, 'voided'))),
  );
  log.error({ transactionId, referenceId: intent.referenceId }, 'a charge to give back could not be voided');
  return 'voidFailed';
}

/** The row of a new intent, `open`. */
function intentRow(referenceId: string, input: IntentInput) {
  return {
    referenceId,
    purpose: input.purpose,
    contractId: input.contractId ?? null,
    invoiceId: input.invoiceId ?? null,
    effect: input.effect ?? null,
    amountCents: input.amountCents,
    description: input.description,
    creditCardId: input.card.creditCardId ?? null,
    customerProfileId: input.card.customerProfileId,
    paymentProfileId: input.card.paymentProfileId,
    status: 'open' as const,
  };
}

/** An intent recorded `open` whose charge is still to be made. */
export interface OpenedIntent {
  intentId: string;
  referenceId: string;
}

/**
 * Records the intents of several charges `open` in the caller's transaction, one statement, each keyed by its
 * business key (required), before any is charged: a job's batch. Answers them by business key; a key already
 * charged before is left out, and its charge opens its intent itself (CardPayment.open). The caller charges
 * each soon after its transaction commits: the payment-reconciler takes an intent still open after 5 minutes.
 */
export async function openIntents(
  tx: Tx,
  t: Tables,
  inputs: readonly (IntentInput & { businessKey: string })[],
): Promise<Map<string, OpenedIntent>> {
  const opened = new Map<string, OpenedIntent>();
  if (inputs.length === 0) return opened;
  const keys = new Map(inputs.map((input) => [referenceIdOf(input.businessKey), input.businessKey]));
  const rows = await tx
    .insert(t.paymentIntents)
    .values(inputs.map((input) => intentRow(referenceIdOf(input.businessKey), input)))
    .onConflictDoNothing()
    .returning({ intentId: t.paymentIntents.intentId, referenceId: t.paymentIntents.referenceId });
  for (const row of rows) {
    const key = keys.get(row.referenceId);
    if (key) opened.set(key, row);
  }
  return opened;
}

/** One card charge under an intent: opened, charged, then completed with its effect or given back. */
export class CardPayment {
  /** Set once the gateway approved the charge. */
  transactionId: string | undefined;

  private constructor(
    private readonly payments: Payments,
    readonly intentId: string,
    readonly referenceId: string,
    readonly input: IntentInput,
  ) {}

  /** A payment whose intent the caller recorded `open` and committed (openIntents). */
  static opened(payments: Payments, opened: OpenedIntent, input: IntentInput): CardPayment {
    return new CardPayment(payments, opened.intentId, opened.referenceId, input);
  }

  /** Records the intent `open`, in its own transaction (never inside the caller's). */
  static async open(payments: Payments, input: IntentInput): Promise<CardPayment> {
    const { database } = payments;
    const i = database.t.paymentIntents;
    const referenceId = input.businessKey ? referenceIdOf(input.businessKey) : newReferenceId();
    const [row] = await database.transaction(async (tx) => {
      const inserted = await tx
        .insert(i)
        .values(intentRow(referenceId, input))
        .onConflictDoNothing()
        .returning({ intentId: i.intentId });
      if (inserted.length > 0) return inserted;
      // The same business key was charged before: its intent, still open, is charged again with the same key
      // and the gateway answers the first charge. One already settled is not charged a second time.
      const [existing] = await tx
        .select({ intentId: i.intentId, status: i.status })
        .from(i)
        .where(eq(i.referenceId, referenceId));
      if (existing?.status !== 'open') throw alreadySettled();
      return [existing];
    });
    if (!row) throw new Error('The payment intent could not be recorded.');
    return new CardPayment(payments, row.intentId, referenceId, input);
  }

  /**
   * Charges the card with the intent's key. A decline closes the intent; a throw (the gateway unreachable)
   * leaves it open for the reconciler, since the charge may have gone through.
   */
  async charge(): Promise<ChargeResult> {
    const { gateway, database } = this.payments;
    const result = await gateway.chargeProfile({
      customerProfileId: this.input.card.customerProfileId,
      paymentProfileId: this.input.card.paymentProfileId,
      amountCents: this.input.amountCents,
      description: this.input.description,
      referenceId: this.referenceId,
    });
    if (!result.approved) {
      await closeIntent(database, this.intentId, 'declined', result.reason);
      return result;
    }
    this.transactionId = result.transactionId;
    if (this.payments.fault === 'after-charge-approved') {
      writeSync(2, `HW_FAULT after-charge-approved: dying after charge ${this.referenceId} was approved\n`);
      process.kill(process.pid, 'SIGKILL');
    }
    return result;
  }

  /** In the effect's transaction: the intent succeeded. Throws when the reconciler settled it meanwhile. */
  async complete(tx: Tx, paid: PaidFor = {}): Promise<void> {
    if (!this.transactionId) throw new Error('A payment is completed only after its charge was approved.');
    const done = await completeIntent(tx, this.payments.database.t, this.intentId, this.transactionId, paid);
    if (!done) throw new IntentNoLongerOpenError(this.referenceId);
  }

  /** After the effect failed or found nothing to pay: the charge is voided (see giveBackCharge). */
  async giveBack(reason: string): Promise<GiveBackResult> {
    if (!this.transactionId) return 'notOpen';
    return giveBackCharge(
      this.payments,
      { intentId: this.intentId, referenceId: this.referenceId, amountCents: this.input.amountCents },
      this.transactionId,
      reason,
    );
  }
}

/** What an effect did with an approved charge: recorded it, or found there was nothing left to pay. */
export type EffectOutcome<T> = { applied: true; value: T } | { applied: false; reason: string };

export type IntentOutcome<T> =
  /** The gateway could not be asked (or failed): the charge may have gone through; the intent stays open. */
  | { status: 'unknown'; error: unknown }
  | { status: 'declined'; reason: ChargeDeclineReason }
  | { status: 'applied'; transactionId: string; value: T }
  | { status: 'givenBack'; transactionId: string; reason: string; givenBack: GiveBackResult };

/**
 * Charges a card under a new intent (or one the caller opened: `opened`) and applies the effect in one
 * transaction with the intent's completion.
 * An effect that throws is rolled back, the charge given back and the error passed on; one that answers
 * `applied: false` commits what it wrote (e.g. why it did not apply) and the charge is given back.
 */
export async function chargeWithIntent<T>(
  payments: Payments,
  input: IntentInput,
  applyEffect: (tx: Tx, transactionId: string) => Promise<EffectOutcome<T>>,
  paidFor?: (value: T) => PaidFor,
  opened?: OpenedIntent,
): Promise<IntentOutcome<T>> {
  const payment = opened ? CardPayment.opened(payments, opened, input) : await CardPayment.open(payments, input);
  let result: ChargeResult;
  try {
    result = await payment.charge();
  } catch (error) {
    return { status: 'unknown', error };
  }
  if (!result.approved) return { status: 'declined', reason: result.reason };
  const { transactionId } = result;
  let outcome: EffectOutcome<T>;
  try {
    outcome = await payments.database.transaction(async (tx) => {
      const applied = await applyEffect(tx, transactionId);
      if (applied.applied) await payment.complete(tx, paidFor?.(applied.value));
      return applied;
    });
  } catch (error) {
    await payment.giveBack(error instanceof Error ? error.message : String(error));
    throw error;
  }
  if (outcome.applied) return { status: 'applied', transactionId, value: outcome.value };
  const givenBack = await payment.giveBack(outcome.reason);
  return { status: 'givenBack', transactionId, reason: outcome.reason, givenBack };
}

/**
 * The business key of a request's charge: the caller's Idempotency-Key, with who sent it and what it pays
 * for; undefined without one (each request is then a charge of its own).
 */
export function requestChargeKey(
  request: { headers: Record<string, string | string[] | undefined>; currentUser?: { userId: string } | undefined },
  what: string,
): string | undefined {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') return undefined;
  return `${request.currentUser?.userId ?? 'anonymous'}:${what}:${key}`;
}
