/**
 * Money under random use, on both dialects, played as an attacker would: random sequences of orders (monthly,
 * in full, at closing, auto-renewing), agents' orders for existing homeowners, renewals, plan changes to the
 * same, a higher and a lower plan with every payment type and coverage length (on held, unpaid, monthly
 * partly paid, suspended and cancelled contracts too), refusals and confirmations of held orders, moves to
 * paid in full, automatic payment turned off, cancellations, invoice payments, closings, claims with their
 * service call fee, and runs of the clock's jobs months ahead, by several users, some at the same moment,
 * with approved, declined and other people's cards, through the real API. After each sequence:
 * - money received for a contract chain is at least the value of the coverage it granted: days times the
 *   daily price of the plan in force, a monthly contract allowed its 30-day grace;
 * - every charge the clock made has the card owner's mandate for that contract;
 * - the nightly check of the books finds nothing (every ledger line has its one cause, every payment is in
 *   the ledger, coverage never ran ahead of money, no charge without a mandate);
 * and the books balance as before:
 * - every approved charge has one payment (its policy_payments rows, or the service request whose fee it
 *   is) for its amount, and every payment its charge; a voided charge's payment is marked refunded, and a
 *   cancelled service request's fee is voided;
 * - no credit goes below 0 or is spent past what the contract had;
 * - only an active, paid-for contract takes claims;
 * - no card is charged for anyone but the user who saved it or typed it in that checkout;
 * - nothing answers 500.
 * The same sequences run again with the app on Authorize.Net (the local stand-in), with its batches settling
 * between steps (so money given back after is refunded, not voided) and its notifications delivered as they
 * happen, some sent again or altered: money goes back at most once per cause and never beyond what a charge
 * took, a notification sent again changes nothing new, a forged one is refused and recorded nowhere.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { HOMEOWNER_PLAN_TYPE_ID, REAL_ESTATE_PLAN_TYPE_ID, SANDBOX_DECLINED_CARD } from '@hw/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { checkBooks as booksFindings } from '../src/jobs/books-check.ts';
import { JOBS, runJob } from '../src/jobs/index.ts';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../src/seed/reference.ts';
import { type AuthNetStandIn, signWebhookBody, startAuthNetStandIn } from './authnet-standin/index.ts';
import { jobContext } from './billing-helpers.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';

// ---- The operations, as data fast-check generates ---------------------------------------------------------

/** Who acts: the seeded homeowner, buyer and agent, a homeowner an earlier signed-out order created, or nobody. */
const WHO = ['homeowner', 'buyer', 'agent', 'newcomer', 'anonymous'] as const;
type Who = (typeof WHO)[number];
/** Whose side of a contract acts on it. */
const SIDE = ['owner', 'orderer', 'stranger'] as const;
type Side = (typeof SIDE)[number];
/**
 * The card a payment names: typed now (approved or declined), the caller's saved card, or someone else's
 * card by its saved id, by its gateway ids, or by its gateway ids with a checkout token of the caller's own.
 */
const CARD = ['typed', 'typed', 'declined', 'saved', 'othersSaved', 'othersIds', 'othersIdsOwnToken'] as const;
type CardPick = (typeof CARD)[number];
const PAY = ['monthly', 'full', 'escrow'] as const;
/** The contract's credit an order asks for: none, all of it, $25, or $100 (more than any contract has). */
const CREDIT = ['none', 'all', 'some', 'more'] as const;
type Credit = (typeof CREDIT)[number];
const CREDIT_ASKED: Record<Credit, object> = {
  none: {},
  all: { shouldUseCredit: true },
  some: { shouldUseCredit: true, creditAmountToBeConsumed: 25 },
  more: { shouldUseCredit: true, creditAmountToBeConsumed: 100 },
};

type Op =
  | {
      kind: 'order';
      who: Who;
      pay: (typeof PAY)[number];
      card: CardPick;
      existingOwner: boolean;
      plan: number;
      years: number;
      autoRenew: boolean;
    }
  | { kind: 'renew'; pick: number; credit: Credit; pay: 'monthly' | 'full'; card: CardPick }
  | {
      kind: 'upgrade';
      pick: number;
      credit: Credit;
      /** `same`: the way the contract is paid now. */
      pay: (typeof PAY)[number] | 'same';
      card: CardPick;
      /** 0, 1, 2: the cheapest to the dearest plan; -1: the plan the contract has now. */
      plan: number;
      years: number;
      sameAddons: boolean;
    }
  | { kind: 'payInFull'; pick: number; card: CardPick }
  | { kind: 'automaticPaymentOff'; pick: number }
  | { kind: 'jobs'; days: number }
  | { kind: 'cancelContract'; pick: number; side: Side }
  | { kind: 'payInvoice'; pick: number; side: Side; card: CardPick; all: boolean; route: 'invoices' | 'processPayment' }
  | { kind: 'payInvoiceTwice'; pick: number }
  | { kind: 'complete'; pick: number; side: Side }
  | { kind: 'claim'; pick: number; card: CardPick }
  | { kind: 'cancelClaim'; pick: number }
  | { kind: 'confirmOwner'; pick: number; isMine: boolean }
  /** The gateway closes its batch: charges given back from now on are refunded, not voided. */
  | { kind: 'settle' }
  /** A notification the gateway sent, sent again as it was (`replay`), or altered and signed with its signature. */
  | { kind: 'webhook'; pick: number; forge: boolean };

/** Which contract, invoice or claim: most often one of the newest (what an attacker just made), else any. */
const pick = fc.oneof({ weight: 3, arbitrary: fc.nat(2) }, { weight: 2, arbitrary: fc.nat(50) });
const card = fc.constantFrom(...CARD);
const side = fc.constantFrom(...SIDE);
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      who: fc.constantFrom(...WHO),
      pay: fc.constantFrom(...PAY),
      card,
      existingOwner: fc.boolean(),
      plan: fc.nat(2),
      years: fc.integer({ min: 1, max: 3 }),
      autoRenew: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('renew' as const),
      pick,
      credit: fc.constantFrom(...CREDIT),
      pay: fc.constantFrom('monthly' as const, 'full' as const),
      card,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('upgrade' as const),
      pick,
      pay: fc.oneof({ weight: 2, arbitrary: fc.constant('same' as const) }, fc.constantFrom(...PAY)),
      card,
      credit: fc.constantFrom(...CREDIT),
      plan: fc.oneof(fc.constant(-1), fc.nat(2)),
      years: fc.integer({ min: 1, max: 3 }),
      sameAddons: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('payInFull' as const), pick, card }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('automaticPaymentOff' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('jobs' as const), days: fc.constantFrom(1, 16, 34, 65, 200, 370) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelContract' as const), pick, side }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('payInvoice' as const),
      pick,
      side,
      card,
      all: fc.boolean(),
      route: fc.constantFrom('invoices' as const, 'processPayment' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('payInvoiceTwice' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('complete' as const), pick, side }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('claim' as const), pick, card }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancelClaim' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('confirmOwner' as const), pick, isMine: fc.boolean() }) },
);
/** A step is one operation, or two to four sent at once, sometimes all on the same contract, invoice or claim. */
const together = fc.array(op, { minLength: 2, maxLength: 4 });
const step = fc.oneof(
  { weight: 3, arbitrary: op.map((one) => [one]) },
  { weight: 1, arbitrary: together },
  {
    weight: 1,
    arbitrary: fc
      .tuple(together, pick)
      .map(([ops, same]) => ops.map((one) => ('pick' in one ? { ...one, pick: same } : one))),
  },
);
/** An attacker's series: two to four operations one after the other, each on what was made last. */
const onNewest = (one: Op): Op => ('pick' in one ? { ...one, pick: 0 } : one);
const series = fc.array(op, { minLength: 2, maxLength: 4 }).map((ops) => ops.map((one) => [onNewest(one)]));
/**
 * An attack on a plan change: a contract is brought into a state (held for its owner, paid at closing but not
 * yet, monthly and partly paid, suspended, cancelled, paid in full, an agent's order for an existing
 * homeowner), then changed to the same, a higher or a lower plan, with any payment type and length, then the
 * held order is refused or kept, or the clock runs, and a claim is tried. Every choice is generated.
 */
const STATES = [
  'held',
  'beforeClosing',
  'unpaidClosing',
  'partlyPaid',
  'suspended',
  'cancelled',
  'paidInFull',
  'agentForExisting',
] as const;
const attack = fc
  .record({
    state: fc.constantFrom(...STATES),
    pay: fc.constantFrom('monthly' as const, 'full' as const),
    plan: fc.nat(2),
    years: fc.integer({ min: 1, max: 3 }),
    autoRenew: fc.boolean(),
    change: fc.record({
      plan: fc.oneof(fc.constant(-1), fc.nat(2)),
      pay: fc.oneof({ weight: 2, arbitrary: fc.constant('same' as const) }, fc.constantFrom(...PAY)),
      years: fc.integer({ min: 1, max: 3 }),
      sameAddons: fc.boolean(),
      card: fc.constantFrom('typed' as const, 'saved' as const),
    }),
    after: fc.constantFrom('refuse', 'keep', 'jobs', 'nothing'),
    days: fc.constantFrom(34, 65, 200, 370),
  })
  .map(({ state, pay, plan, years, autoRenew, change, after, days }): Op[][] => {
    const order = (who: Who, existingOwner: boolean, payment: (typeof PAY)[number]): Op => ({
      kind: 'order',
      who,
      pay: payment,
      card: 'typed',
      existingOwner,
      plan,
      years,
      autoRenew,
    });
    const setup: Op[] = {
      held: [order('anonymous', true, pay)],
      beforeClosing: [order('agent', false, 'escrow')],
      unpaidClosing: [order('agent', false, 'escrow'), { kind: 'complete', pick: 0, side: 'orderer' } as Op],
      partlyPaid: [
        order('homeowner', false, 'monthly'),
        { kind: 'automaticPaymentOff', pick: 0 } as Op,
        { kind: 'jobs', days: 34 } as Op,
      ],
      suspended: [
        order('homeowner', false, 'monthly'),
        { kind: 'automaticPaymentOff', pick: 0 } as Op,
        { kind: 'jobs', days: 50 } as Op,
      ],
      cancelled: [order('homeowner', false, pay), { kind: 'cancelContract', pick: 0, side: 'owner' } as Op],
      paidInFull: [order('homeowner', false, 'full')],
      agentForExisting: [order('agent', true, pay), { kind: 'jobs', days } as Op],
    }[state];
    const changed: Op = { kind: 'upgrade', pick: 0, credit: 'none', ...change };
    const aftermath: Op[] =
      after === 'refuse' || after === 'keep'
        ? [{ kind: 'confirmOwner', pick: 0, isMine: after === 'keep' }]
        : after === 'jobs'
          ? [{ kind: 'jobs', days }]
          : [];
    const claim: Op = { kind: 'claim', pick: 0, card: 'typed' };
    return [...setup, changed, ...aftermath, claim].map((one): Op[] => [one]);
  });
const sequence = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: step.map((one) => [one]) },
      { weight: 2, arbitrary: series },
      { weight: 2, arbitrary: attack },
    ),
    { minLength: 3, maxLength: 8 },
  )
  .map((parts) => parts.flat());

/**
 * The same sequences with the gateway's own events between them: a batch settling (what is given back after
 * it is refunded, not voided), and notifications sent again or altered.
 */
const gatewayOp: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'settle' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('webhook' as const), pick: fc.nat(60), forge: fc.boolean() }) },
);
const gatewaySequence = fc
  .tuple(sequence, fc.array(fc.tuple(fc.nat(30), gatewayOp), { minLength: 3, maxLength: 8 }))
  .map(([groups, events]) => {
    const all = [...groups];
    for (const [at, event] of events) all.splice(at % (all.length + 1), 0, [event]);
    return all;
  });

// ---- One run: a fresh database, the model of who typed which card, every charge and answer ------------------

/** Who made the request in progress, for the charges the gateway takes during it. */
const acting = new AsyncLocalStorage<{ caller: string }>();

interface TypedCard {
  authNetProfileId: string;
  authNetPaymentProfileId: string;
  profileToken: string;
  /** The user (or signed-out checkout) who typed it. */
  typist: string;
}

interface Charge {
  transactionId: string;
  paymentProfileId: string;
  amountCents: number;
  caller: string;
}

/** A charge or refund as the gateway holds it. */
interface GatewayRow {
  transactionId: string;
  kind: 'charge' | 'refund';
  status: 'approved' | 'declined' | 'voided';
  amountCents: number;
  refTransactionId: string | null;
  referenceId: string | null;
}

const WEBHOOK_KEY = 'B7C1E5A9D3F2'.repeat(10);

interface Answer {
  what: string;
  statusCode: number;
  body: string;
}

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const localDay = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** A covered path through the air-conditioning flow (every plan covers cooling). */
const coolingAnswers = () => [
  { questionId: 'ac-kind', value: 'central' },
  { questionId: 'ac-symptoms', value: ['warm'] },
  { questionId: 'ac-thermostat', value: true },
  { questionId: 'ac-filter', value: 'recent' },
  { questionId: 'ac-temp', value: 86 },
  { questionId: 'ac-urgency', value: 3 },
  { questionId: 'ac-since', value: localDay() },
  { questionId: 'ac-age', value: 9 },
  { questionId: 'ac-known', value: false },
  { questionId: 'ac-details', value: 'Gate code 2468.' },
  { questionId: 'ac-ack', value: 'HH' },
];
const claimContact = {
  contactName: 'Pat Owner',
  phone: '(512) 555 0101',
  email: 'owner@example.net',
  preferredContactMethod: 'text',
  bestTimeToContact: 'morning',
  permissionToEnter: false,
};

const SEEDED_EMAILS: Record<Exclude<Who, 'newcomer' | 'anonymous'>, string> = {
  homeowner: 'homeowner@example.com',
  buyer: 'brooke.buyer@example.com',
  agent: 'agent@example.com',
};

let runNumber = 0;

class MoneyRun {
  readonly charges: Charge[] = [];
  readonly answers: Answer[] = [];
  readonly cards: TypedCard[] = [];
  readonly newcomers: string[] = [];
  /** Each contract's credit when first seen: what its successors may take, at most. */
  readonly originalCredit = new Map<string, number>();
  /** Charges the gateway held before the run (the demo data's). */
  readonly before = new Set<string>();
  private readonly tokens = new Map<string, string>();
  private counter = 0;
  private readonly run = ++runNumber;

  /** Every notification's answer to a replay or a forgery. */
  readonly webhookProblems: string[] = [];

  constructor(
    readonly t: TestApp,
    /** When the app talks to Authorize.Net (the local stand-in) instead of the sandbox. */
    readonly standIn?: AuthNetStandIn,
  ) {
    const gateway = t.app.paymentGateway;
    const charge = gateway.chargeProfile.bind(gateway);
    gateway.chargeProfile = async (input) => {
      const result = await charge(input);
      if (result.approved) {
        this.charges.push({
          transactionId: result.transactionId,
          paymentProfileId: input.paymentProfileId,
          amountCents: input.amountCents,
          caller: acting.getStore()?.caller ?? 'unknown',
        });
      }
      return result;
    };
  }

  async init(): Promise<this> {
    const rows = await this.db.select().from(this.tables.sandboxTransactions);
    for (const row of rows) this.before.add(row.transactionId);
    return this;
  }

  /** Runs every job of the clock as of `days` from now, as the scheduler does. */
  async runJobs(days: number): Promise<void> {
    const context = jobContext(this.t, new Date(Date.now() + days * DAY));
    // Every job that touches money, in the scheduler's order (uploads have nothing to do with it).
    await acting.run({ caller: 'job' }, async () => {
      for (const job of JOBS.filter((one) => one.name !== 'expired-uploads')) await runJob(job, context, 'command');
    });
  }

  /** What the gateway holds: charges and refunds, as the invariants read them. */
  async gatewayTransactions(): Promise<GatewayRow[]> {
    const rows = await this.db.select().from(this.tables.sandboxTransactions);
    const sandbox = rows
      .filter((row) => !this.standIn || this.before.has(row.transactionId))
      .map((row) => ({
        transactionId: row.transactionId,
        kind: row.kind,
        status: row.status === 'chargeback' ? ('approved' as const) : row.status,
        amountCents: row.amountCents,
        refTransactionId: row.refTransactionId,
        referenceId: row.referenceId,
      }));
    if (!this.standIn) return sandbox;
    const standIn = this.standIn.transactions().map((tr) => ({
      transactionId: tr.transId,
      kind: tr.transactionType === 'refundTransaction' ? ('refund' as const) : ('charge' as const),
      status:
        tr.responseCode !== 1 || tr.transactionStatus === 'declined'
          ? ('declined' as const)
          : tr.transactionStatus === 'voided'
            ? ('voided' as const)
            : ('approved' as const),
      amountCents: tr.authAmountCents,
      refTransactionId: tr.refTransId ?? null,
      referenceId: tr.invoiceNumber ?? null,
    }));
    return [...sandbox, ...standIn];
  }

  get db() {
    return this.t.database.db;
  }
  get tables() {
    return this.t.database.t;
  }

  next(): number {
    this.counter += 1;
    return this.counter;
  }

  async userId(email: string): Promise<string> {
    const [user] = await this.db.select().from(this.tables.users).where(eq(this.tables.users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    return user.id;
  }

  async tokenOf(userId: string): Promise<string> {
    const known = this.tokens.get(userId);
    if (known) return known;
    const [user] = await this.db.select().from(this.tables.users).where(eq(this.tables.users.id, userId));
    if (!user) throw new Error(`no user ${userId}`);
    const { token } = this.t.app.issueAccessToken({ userId: user.id, userType: user.userType, roles: user.roles });
    this.tokens.set(userId, token);
    return token;
  }

  /** A request as `caller` (a user id, or a signed-out checkout's name); every answer is kept. */
  async send(
    what: string,
    caller: string,
    options: { method: InjectOptions['method']; url: string; payload?: object; form?: Record<string, string> },
  ): Promise<LightMyRequestResponse> {
    const signedIn = !caller.startsWith('anonymous');
    // A form posted into the gateway's frame carries no session of ours.
    const headers = options.form
      ? { 'content-type': 'application/x-www-form-urlencoded' }
      : signedIn
        ? bearer(await this.tokenOf(caller))
        : {};
    const payload = options.form ? new URLSearchParams(options.form).toString() : options.payload;
    const request = {
      method: options.method,
      url: options.url,
      headers,
      ...(payload ? { payload } : {}),
    };
    // With a callback, inject starts at once, inside `acting.run`; awaited bare, it would start outside it.
    const res = await acting.run(
      { caller },
      () =>
        new Promise<LightMyRequestResponse>((resolve, reject) =>
          this.t.app.inject(request, (error, response) => (response ? resolve(response) : reject(error))),
        ),
    );
    this.answers.push({ what: `${what} by ${caller}`, statusCode: res.statusCode, body: res.body.slice(0, 300) });
    return res;
  }

  /** Types a card in a checkout of `typist`'s own. */
  async typeCard(typist: string, declines = false): Promise<TypedCard> {
    const opened = await this.send('open a checkout', typist, {
      method: 'POST',
      url: '/api/order/getCustomerProfileToken',
      // One address each: the per-address limit is for people, not for a run's hundred checkouts.
      payload: { email: `payer.${this.run}.${this.next()}@example.net` },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { token, hostedFormUrl, hostedFormToken } = opened.json();
    // The card goes into the gateway's hosted form, never to /api.
    if (this.standIn) {
      // Authorize.Net's form, on its own origin; a card billed to zip 46282 is declined when charged.
      const page = await fetch(hostedFormUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token: hostedFormToken,
          action: 'save',
          cardNumber: '4111111111111111',
          expirationDate: '12/30',
          cardCode: '123',
          zip: declines ? '46282' : '78701',
        }),
      });
      expect(await page.text()).toContain('action=successfulSave');
    }
    const saved = this.standIn
      ? undefined
      : await this.send('type a card in the hosted form', typist, {
          method: 'POST',
          url: new URL(hostedFormUrl).pathname.replace(/addPayment$/, 'savePayment'),
          form: {
            token: hostedFormToken,
            cardNumber: declines ? SANDBOX_DECLINED_CARD : '4111111111111111',
            expirationDate: '12/30',
            cardCode: '123',
            billingZip: '78701',
          },
        });
    if (saved) expect(saved.statusCode, saved.body).toBe(200);
    const res = await this.send('read the typed card', typist, {
      method: 'POST',
      url: '/api/order/getCustomerPaymentProfile',
      payload: { token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { authNetProfileId, authNetPaymentProfileId, profileToken } = res.json();
    const typed = { authNetProfileId, authNetPaymentProfileId, profileToken, typist };
    this.cards.push(typed);
    return typed;
  }

  /** The card fields of a payment by `caller`, as `choice` says. */
  async cardFor(caller: string, choice: CardPick): Promise<Record<string, string>> {
    const typed = async (declines = false) => {
      const { typist: _, ...fields } = await this.typeCard(caller, declines);
      return fields;
    };
    const saved = await this.db.select().from(this.tables.paymentMethods);
    const others = saved.filter((card) => card.userId !== caller);
    const othersTyped = this.cards.filter((card) => card.typist !== caller);
    switch (choice) {
      case 'typed':
        return typed();
      case 'declined':
        return typed(true);
      case 'saved': {
        const own = saved.find((card) => card.userId === caller);
        return own ? { creditCardId: own.creditCardId } : typed();
      }
      case 'othersSaved': {
        const other = others[this.next() % Math.max(1, others.length)];
        return other ? { creditCardId: other.creditCardId } : typed();
      }
      case 'othersIds':
      case 'othersIdsOwnToken': {
        const candidates = [
          ...others.map((c) => ({
            authNetProfileId: c.customerProfileId,
            authNetPaymentProfileId: c.paymentProfileId,
          })),
          ...othersTyped.map((c) => ({
            authNetProfileId: c.authNetProfileId,
            authNetPaymentProfileId: c.authNetPaymentProfileId,
          })),
        ];
        const other = candidates[this.next() % Math.max(1, candidates.length)];
        if (!other) return typed();
        if (choice === 'othersIds') return other;
        const own = await this.typeCard(caller);
        return { ...other, profileToken: own.profileToken };
      }
    }
  }

  async snapshot() {
    const { db, tables } = this;
    const [contracts, invoices, requests] = await Promise.all([
      db.select().from(tables.contracts),
      db.select().from(tables.invoices),
      db.select().from(tables.serviceRequests),
    ]);
    // Newest first, so that a small pick is what was just made.
    const newest = <T extends { createdAt: Date }>(a: T, b: T, idA: string, idB: string) =>
      b.createdAt.getTime() - a.createdAt.getTime() || idA.localeCompare(idB);
    contracts.sort((a, b) => newest(a, b, a.contractId, b.contractId));
    invoices.sort((a, b) => newest(a, b, a.invoiceId, b.invoiceId));
    requests.sort((a, b) => newest(a, b, a.serviceRequestId, b.serviceRequestId));
    for (const contract of contracts) {
      if (!this.originalCredit.has(contract.contractId)) {
        this.originalCredit.set(contract.contractId, contract.creditBalanceCents);
      }
    }
    return { contracts, invoices, requests };
  }

  newEmail(): string {
    return `owner.${this.run}.${this.next()}@example.net`;
  }
}

type Snapshot = Awaited<ReturnType<MoneyRun['snapshot']>>;
type ContractRow = Snapshot['contracts'][number];

const choose = <T>(items: readonly T[], index: number): T | undefined => items[index % Math.max(1, items.length)];

async function actorOf(run: MoneyRun, who: Who, index: number): Promise<string> {
  if (who === 'anonymous') return `anonymous-${run.next()}`;
  if (who === 'newcomer') {
    const email = choose(run.newcomers, index);
    return run.userId(email ?? SEEDED_EMAILS.homeowner);
  }
  return run.userId(SEEDED_EMAILS[who]);
}

/** Who acts on a contract for `side`: its owner, the user who ordered it, or the seeded user who is neither. */
async function sideOf(run: MoneyRun, contract: ContractRow, which: Side): Promise<string> {
  if (which === 'owner') return contract.ownerUserId;
  if (which === 'orderer') return contract.orderedByUserId ?? contract.ownerUserId;
  for (const email of Object.values(SEEDED_EMAILS)) {
    const id = await run.userId(email);
    if (id !== contract.ownerUserId && id !== contract.orderedByUserId) return id;
  }
  return contract.ownerUserId;
}

async function ownerFields(run: MoneyRun, userId: string) {
  const [user] = await run.db.select().from(run.tables.users).where(eq(run.tables.users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return {
    firstName: user.firstName || 'Pat',
    lastName: user.lastName || 'Owner',
    email: user.email,
    phone: user.phones[0]?.number ?? '512-555-0100',
  };
}

const propertyOf = (contract: ContractRow) => ({
  address: {
    streetAddress: contract.address.streetAddress,
    ...(contract.address.unit ? { unit: contract.address.unit } : {}),
    city: contract.address.city,
    state: contract.address.stateCode,
    zipCode: contract.address.zipCode,
  },
  dwellingTypeId: contract.dwellingTypeId,
  squareFootage: contract.squareFootage ?? 1000,
});

const HOMEOWNER_PLANS = ['plan-ho-essentials', 'plan-ho-signature', 'plan-ho-platinum'];
const REAL_ESTATE_PLANS = ['plan-re-essentials', 'plan-re-choice', 'plan-re-premier'];

async function perform(run: MoneyRun, state: Snapshot, action: Op): Promise<void> {
  const { contracts, invoices, requests } = state;
  const active = contracts.filter((c) => c.status === 'active');
  switch (action.kind) {
    case 'order': {
      const caller = await actorOf(run, action.who, action.plan);
      const isAgent = action.who === 'agent';
      const street = `${100 + run.next()} Mesquite Ln`;
      let owner: Awaited<ReturnType<typeof ownerFields>>;
      if (isAgent) {
        // An existing homeowner with a saved card: the agent's order must not make the clock charge it.
        owner = action.existingOwner
          ? await ownerFields(run, await run.userId(SEEDED_EMAILS[action.plan === 1 ? 'buyer' : 'homeowner']))
          : { firstName: 'Bo', lastName: 'Buyer', email: run.newEmail(), phone: '602-555-0101' };
      } else if (caller.startsWith('anonymous')) {
        owner = action.existingOwner
          ? await ownerFields(run, await run.userId(SEEDED_EMAILS.homeowner))
          : { firstName: 'Nia', lastName: 'New', email: run.newEmail(), phone: '512-555-0199' };
      } else {
        owner = await ownerFields(run, caller);
      }
      const payment =
        action.pay === 'escrow'
          ? { type: 'escrow' }
          : { type: action.pay, ...(await run.cardFor(caller, action.card)) };
      const res = await run.send('an order', caller, {
        method: 'POST',
        url: '/api/order',
        payload: {
          planTypeId: isAgent ? REAL_ESTATE_PLAN_TYPE_ID : HOMEOWNER_PLAN_TYPE_ID,
          planId: (isAgent ? REAL_ESTATE_PLANS : HOMEOWNER_PLANS)[action.plan],
          property: {
            address: isAgent
              ? { streetAddress: street, city: 'Phoenix', state: 'AZ', zipCode: '85004' }
              : { streetAddress: street, city: 'Austin', state: 'TX', zipCode: '78704' },
            dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
            squareFootage: 1000,
          },
          owner,
          ...(isAgent
            ? { orderingPartyType: 'buyerAgent', estimatedCloseDate: isoDay(new Date(Date.now() + 10 * DAY)) }
            : {}),
          payment,
          coverageLength: action.years,
          ...(action.autoRenew ? { isAutoRenew: true } : {}),
          ...(action.pay === 'escrow'
            ? { escrowOfficer: { name: 'Olive Ortiz', company: 'Mesa Title', email: 'olive@mesatitle.example' } }
            : {}),
        },
      });
      if (res.statusCode === 200 && !isAgent && caller.startsWith('anonymous') && !action.existingOwner) {
        run.newcomers.push(owner.email);
      }
      return;
    }
    case 'renew': {
      const contract = choose(active.length > 0 ? active : contracts, action.pick);
      if (!contract) return;
      const caller = contract.ownerUserId;
      await run.send('a renewal', caller, {
        method: 'POST',
        url: '/api/order',
        payload: {
          planTypeId: contract.planTypeId,
          planId: contract.planId,
          contractId: contract.contractId,
          isRenewing: true,
          ...CREDIT_ASKED[action.credit],
          property: propertyOf(contract),
          addons: contract.addons,
          owner: await ownerFields(run, contract.ownerUserId),
          payment: { type: action.pay, ...(await run.cardFor(caller, action.card)) },
        },
      });
      return;
    }
    case 'upgrade': {
      // Any contract: held, unpaid, partly paid, suspended and cancelled ones too.
      const contract = choose(contracts, action.pick);
      if (!contract) return;
      const caller = contract.ownerUserId;
      const plans = contract.planTypeId === HOMEOWNER_PLAN_TYPE_ID ? HOMEOWNER_PLANS : REAL_ESTATE_PLANS;
      await run.send('a plan change', caller, {
        method: 'POST',
        url: '/api/order',
        payload: {
          planTypeId: contract.planTypeId,
          planId: action.plan < 0 ? contract.planId : plans[action.plan],
          contractId: contract.contractId,
          isUpgrading: true,
          coverageLength: action.years,
          ...CREDIT_ASKED[action.credit],
          property: propertyOf(contract),
          addons: action.sameAddons ? contract.addons : [],
          owner: await ownerFields(run, contract.ownerUserId),
          payment: await (async () => {
            const type = action.pay === 'same' ? (contract.paymentType === 'monthly' ? 'monthly' : 'full') : action.pay;
            return type === 'escrow' ? { type } : { type, ...(await run.cardFor(caller, action.card)) };
          })(),
        },
      });
      return;
    }
    case 'payInFull': {
      const monthly = active.filter((c) => c.paymentType === 'monthly');
      const contract = choose(monthly, action.pick);
      if (!contract) return;
      const caller = contract.ownerUserId;
      const quote = await run.send('a quote to pay in full', caller, {
        method: 'GET',
        url: `/api/account/contract/${contract.contractId}/payInFull`,
      });
      if (quote.statusCode !== 200) return;
      await run.send('a payment of the rest of the term', caller, {
        method: 'POST',
        url: `/api/account/contract/${contract.contractId}/payInFull`,
        payload: { confirmedAmount: quote.json().amount, ...(await run.cardFor(caller, action.card)) },
      });
      return;
    }
    case 'automaticPaymentOff': {
      const contract = choose(active, action.pick);
      if (!contract) return;
      await run.send('automatic payment turned off', contract.ownerUserId, {
        method: 'PUT',
        url: `/api/account/contract/${contract.contractId}/automaticPayment`,
        payload: { isEnabled: false },
      });
      return;
    }
    case 'jobs':
      await run.runJobs(action.days);
      return;
    case 'cancelContract': {
      const open = contracts.filter((c) => c.status === 'active' || c.status === 'pending');
      const contract = choose(open.length > 0 ? open : contracts, action.pick);
      if (!contract) return;
      const caller = await sideOf(run, contract, action.side);
      await run.send('a contract cancellation', caller, {
        method: 'DELETE',
        url: `/api/account/contract/${contract.contractId}`,
      });
      return;
    }
    case 'payInvoice': {
      const unpaid = invoices.filter((invoice) => invoice.status === 'unpaid');
      const invoice = choose(unpaid.length > 0 ? unpaid : invoices, action.pick);
      const contract = contracts.find((c) => c.contractId === invoice?.contractId);
      if (!invoice || !contract) return;
      const caller = await sideOf(run, contract, action.side);
      const cardFields = await run.cardFor(caller, action.card);
      if (action.route === 'processPayment') {
        await run.send('a contract payment', caller, {
          method: 'POST',
          url: '/api/order/processPayment',
          payload: { billingInfo: { contractId: contract.contractId, ...cardFields } },
        });
        return;
      }
      // All the caller's unpaid invoices at once, or this one.
      const mine = unpaid.filter((other) => {
        const of = contracts.find((c) => c.contractId === other.contractId);
        return of && (of.ownerUserId === caller || of.orderedByUserId === caller);
      });
      const invoiceIds = action.all && mine.length > 1 ? mine.map((i) => i.invoiceId) : [invoice.invoiceId];
      await run.send('an invoice payment', caller, {
        method: 'POST',
        url: '/api/account/invoices',
        payload: { invoiceIds, ...cardFields },
      });
      return;
    }
    case 'payInvoiceTwice': {
      const unpaid = invoices.filter((invoice) => invoice.status === 'unpaid');
      const invoice = choose(unpaid, action.pick);
      const contract = contracts.find((c) => c.contractId === invoice?.contractId);
      if (!invoice || !contract) return;
      const caller = contract.orderedByUserId ?? contract.ownerUserId;
      const cards = await Promise.all([run.cardFor(caller, 'typed'), run.cardFor(caller, 'typed')]);
      await Promise.all(
        cards.map((fields) =>
          run.send('the same invoice paid twice at once', caller, {
            method: 'POST',
            url: '/api/account/invoices',
            payload: { invoiceIds: [invoice.invoiceId], ...fields },
          }),
        ),
      );
      return;
    }
    case 'complete': {
      const pending = contracts.filter((c) => c.status === 'pending');
      const contract = choose(pending.length > 0 ? pending : contracts, action.pick);
      if (!contract) return;
      const caller = await sideOf(run, contract, action.side);
      await run.send('a closing', caller, {
        method: 'POST',
        url: '/api/order/complete',
        payload: { contractId: contract.contractId },
      });
      return;
    }
    case 'claim': {
      const contract = choose(active.length > 0 ? active : contracts, action.pick);
      if (!contract) return;
      const caller = contract.ownerUserId;
      const fee = contract.serviceCallFeeCents;
      await run.send('a claim', caller, {
        method: 'POST',
        url: '/api/account/serviceRequest',
        payload: {
          contractId: contract.contractId,
          warrantyItemId: 'si-cooling',
          questionsAndAnswers: coolingAnswers(),
          contactPreferences: claimContact,
          confirmedServiceCallFee: fee / 100,
          paymentInfo: fee > 0 ? await run.cardFor(caller, action.card) : {},
        },
      });
      return;
    }
    case 'confirmOwner': {
      // A signed-out order for an existing account, confirmed or refused by its owner.
      const held = contracts.filter((c) => c.awaitingOwnerSince !== null);
      const contract = choose(held, action.pick);
      if (!contract) return;
      await run.send('an owner’s answer to a held order', contract.ownerUserId, {
        method: 'POST',
        url: '/api/order/confirmOwner',
        payload: { contractId: contract.contractId, isMine: action.isMine },
      });
      return;
    }
    case 'settle':
      run.standIn?.settle();
      return;
    case 'webhook':
      await sendWebhookAgain(run, action.pick, action.forge);
      return;
    case 'cancelClaim': {
      const open = requests.filter((r) => r.closedAt === null);
      const request = choose(open.length > 0 ? open : requests, action.pick);
      const contract = contracts.find((c) => c.contractId === request?.contractId);
      if (!request || !contract) return;
      await run.send('a claim cancellation', contract.ownerUserId, {
        method: 'PATCH',
        url: '/api/order/cancelServiceRequest',
        payload: { serviceRequestId: request.serviceRequestId, reason: 'Fixed it myself' },
      });
      return;
    }
  }
}

/**
 * A notification the gateway delivered, sent again as it was (taken once: the first outcome again, nothing
 * recorded twice) or altered and sent with the original signature (401, nothing recorded). With the sandbox
 * there is no signature key: every notification is refused.
 */
async function sendWebhookAgain(run: MoneyRun, pick: number, forge: boolean): Promise<void> {
  const delivered = (run.standIn?.webhookDeliveries ?? []).filter((delivery) => delivery.status === 200);
  // Nothing delivered yet (or the sandbox): one the gateway could have sent.
  const original = choose(delivered, pick) ?? {
    body: JSON.stringify({
      notificationId: `never-sent-${run.next()}`,
      eventType: 'net.authorize.payment.void.created',
      payload: { responseCode: 1, authAmount: 1, entityName: 'transaction', id: '1' },
    }),
  };
  const signed = signWebhookBody(WEBHOOK_KEY, original.body);
  const notificationId = (JSON.parse(original.body) as { notificationId: string }).notificationId;
  const body = forge ? original.body.replace(notificationId, `${notificationId}-forged`) : original.body;
  const notifications = run.tables.gatewayNotifications;
  const [first] = await run.db.select().from(notifications).where(eq(notifications.notificationId, notificationId));
  const res = await acting.run({ caller: 'gateway' }, () =>
    run.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/authorizenet',
      headers: { 'content-type': 'application/json', 'x-anet-signature': signed },
      payload: body,
    }),
  );
  run.answers.push({ what: 'a notification sent again', statusCode: res.statusCode, body: res.body.slice(0, 300) });
  const genuine = !forge && run.standIn !== undefined;
  if (!genuine) {
    if (res.statusCode !== 401) run.webhookProblems.push(`a forged notification answered ${res.statusCode}`);
    const [taken] = await run.db
      .select()
      .from(notifications)
      .where(eq(notifications.notificationId, `${notificationId}-forged`));
    if (taken) run.webhookProblems.push(`a forged notification ${notificationId} was taken`);
    return;
  }
  if (res.statusCode !== 200) run.webhookProblems.push(`a replayed notification answered ${res.statusCode}`);
  else if (first && res.json().outcome !== first.outcome) {
    run.webhookProblems.push(`a replayed notification did something new: ${res.json().outcome} (was ${first.outcome})`);
  }
}

// ---- The invariants ------------------------------------------------------------------------------------------

async function checkBooks(run: MoneyRun): Promise<void> {
  const { db, tables } = run;
  const [gatewayRows, policyPayments, requests, contracts, invoices, savedCards] = await Promise.all([
    run.gatewayTransactions(),
    db.select().from(tables.policyPayments),
    db.select().from(tables.serviceRequests),
    db.select().from(tables.contracts),
    db.select().from(tables.invoices),
    db.select().from(tables.paymentMethods),
  ]);
  const problems: string[] = [];

  // Nothing answered 500.
  for (const answer of run.answers) {
    if (answer.statusCode >= 500) problems.push(`${answer.what} answered ${answer.statusCode}: ${answer.body}`);
  }

  // Notifications sent again were taken once; forged ones not at all.
  problems.push(...run.webhookProblems);

  // Money goes back once per cause: never more than a charge took, and one refund per key.
  const refunds = gatewayRows.filter((row) => row.kind === 'refund' && row.status !== 'declined');
  const refundKeys = new Map<string, number>();
  for (const refund of refunds) {
    refundKeys.set(refund.referenceId ?? '', (refundKeys.get(refund.referenceId ?? '') ?? 0) + 1);
  }
  for (const [key, times] of refundKeys) {
    if (times > 1) problems.push(`refund key ${key} refunded ${times} times`);
  }
  const refundedOf = (transactionId: string) =>
    refunds.filter((r) => r.refTransactionId === transactionId).reduce((sum, r) => sum + r.amountCents, 0);
  // A charge counts as given back when voided, or refunded in whole.
  const transactions = gatewayRows
    .filter((row) => row.kind === 'charge')
    .map((row) => {
      const refunded = refundedOf(row.transactionId);
      if (refunded > row.amountCents) {
        problems.push(`charge ${row.transactionId} of ${row.amountCents} was refunded ${refunded}`);
      }
      return row.status === 'approved' && refunded > 0 && refunded === row.amountCents
        ? { ...row, status: 'voided' as const }
        : row;
    });

  // Every approved charge has one payment for its amount; every payment its charge; refunds are voids.
  const byTransaction = new Map(transactions.map((tr) => [tr.transactionId, tr]));
  const fees = requests.filter((r) => r.feeTransactionId !== null);
  for (const charge of transactions) {
    if (charge.status === 'declined') continue;
    const rows = policyPayments.filter((p) => p.gatewayTransactionId === charge.transactionId);
    const feeRows = fees.filter((r) => r.feeTransactionId === charge.transactionId);
    if (charge.status === 'approved') {
      if (rows.length === 0 && feeRows.length === 0) {
        problems.push(`approved charge ${charge.transactionId} of ${charge.amountCents} has no payment`);
      } else if (feeRows.length > 1 || (feeRows.length === 1 && rows.length > 0)) {
        problems.push(`charge ${charge.transactionId} is the payment of several things`);
      } else if (rows.length > 0) {
        const paid = rows.reduce((sum, row) => sum + row.amountCents, 0);
        // One payment: the rows of one request (one per invoice it paid), summing to the charge.
        const contractsPaid = new Set(rows.map((row) => row.invoiceId ?? row.contractId));
        if (paid !== charge.amountCents || contractsPaid.size !== rows.length) {
          problems.push(
            `charge ${charge.transactionId} of ${charge.amountCents} is recorded as ${paid} in ${rows.length} rows`,
          );
        }
        if (rows.some((row) => row.refundedAt !== null)) {
          problems.push(`charge ${charge.transactionId} stands but its payment is marked refunded`);
        }
      } else if (feeRows[0] && feeRows[0].serviceCallFeeCents !== charge.amountCents) {
        problems.push(
          `fee charge ${charge.transactionId} of ${charge.amountCents} is recorded as ${feeRows[0].serviceCallFeeCents}`,
        );
      }
    } else {
      for (const row of rows.filter((r) => r.refundedAt === null)) {
        problems.push(
          `voided charge ${charge.transactionId} has policy payment ${row.policyPaymentId} not marked refunded`,
        );
      }
      for (const row of feeRows.filter((r) => r.feeRefundedAt === null)) {
        problems.push(
          `voided fee charge ${charge.transactionId} of service request ${row.serviceRequestId} not marked refunded`,
        );
      }
    }
  }
  for (const row of policyPayments) {
    const charge = byTransaction.get(row.gatewayTransactionId);
    if (!charge || charge.status === 'declined') {
      problems.push(`policy payment ${row.policyPaymentId} names no approved charge (${row.gatewayTransactionId})`);
    }
  }
  for (const request of fees) {
    const charge = byTransaction.get(request.feeTransactionId ?? '');
    if (!charge || charge.status === 'declined') {
      problems.push(`service request ${request.serviceRequestId} names no approved fee charge`);
    } else if (request.status === 'cancelled' && charge.status !== 'voided') {
      problems.push(`cancelled service request ${request.serviceRequestId} kept its fee charge`);
    }
  }

  // Credits: never below 0, never spent past what the contract had.
  for (const contract of contracts) {
    if (contract.creditBalanceCents < 0) {
      problems.push(`contract ${contract.contractId} has a credit of ${contract.creditBalanceCents}`);
    }
    const taken = contracts
      .filter((next) => next.previousContractId === contract.contractId)
      .flatMap((next) => next.priceItems.filter((item) => item.type === 'credit'))
      .reduce((sum, item) => sum + Math.abs(item.costCents * item.quantity), 0);
    const original = run.originalCredit.get(contract.contractId) ?? 0;
    if (taken > original) {
      problems.push(`contract ${contract.contractId} had a credit of ${original} and ${taken} was taken from it`);
    }
  }

  // Only an active, paid-for contract takes claims.
  const now = Date.now();
  for (const contract of contracts) {
    const res = await run.send('may it take a claim', contract.ownerUserId, {
      method: 'GET',
      url: `/api/authorize/serviceRequest/${contract.contractId}`,
    });
    if (res.statusCode !== 200 || res.json().isAuthorized !== true) continue;
    const own = invoices.filter((invoice) => invoice.contractId === contract.contractId);
    const unpaidDue =
      contract.paymentType === 'monthly'
        ? own.filter((i) => i.status === 'unpaid' && i.amountCents > 0 && i.dueDate.getTime() + 30 * DAY <= now)
        : own.filter((i) => i.status !== 'paid');
    if (contract.status !== 'active' || unpaidDue.length > 0) {
      problems.push(
        `contract ${contract.contractId} (${contract.status}, ${contract.paymentType}) takes claims with ` +
          `invoices ${unpaidDue.map((i) => `${i.invoiceId}:${i.status}`).join(', ') || 'paid'}`,
      );
    }
  }

  // No card charged for anyone but the user who saved it, or who typed it in this checkout.
  const typists = new Map(run.cards.map((card) => [card.authNetPaymentProfileId, card.typist]));
  const known = new Set(run.charges.map((charge) => charge.transactionId));
  const mandates = await db.select().from(tables.paymentMandates);
  for (const charge of run.charges) {
    const savers = savedCards.filter((c) => c.paymentProfileId === charge.paymentProfileId).map((c) => c.userId);
    const typist = typists.get(charge.paymentProfileId);
    if (charge.caller === 'job') {
      // The clock charges a card only under its owner's mandate for the contract it pays.
      const paid = policyPayments.find((p) => p.gatewayTransactionId === charge.transactionId);
      const card = savedCards.find((c) => c.paymentProfileId === charge.paymentProfileId);
      const mandated = mandates.some(
        (m) => m.contractId === paid?.contractId && card !== undefined && m.userId === card.userId,
      );
      if (paid && card && !mandated) {
        problems.push(
          `the clock charged ${charge.amountCents} for ${paid.contractId} on a card of ${card.userId}, who gave no mandate`,
        );
      }
      continue;
    }
    // The typist may pay with the card they typed; otherwise it must be the caller's saved card and no one else's.
    const allowed =
      typist === charge.caller || (savers.includes(charge.caller) && savers.every((s) => s === charge.caller));
    if (charge.caller === 'unknown' || !allowed) {
      problems.push(
        `${charge.caller} was charged ${charge.amountCents} on card ${charge.paymentProfileId} ` +
          `(saved by ${savers.join(', ') || 'nobody'}, typed by ${typist ?? 'nobody here'})`,
      );
    }
  }
  for (const charge of transactions) {
    if (charge.status !== 'declined' && !known.has(charge.transactionId) && !run.before.has(charge.transactionId)) {
      problems.push(`charge ${charge.transactionId} was taken outside any request`);
    }
  }

  // Money received for a chain is at least the value of the coverage it granted.
  problems.push(...(await coverageAheadOfMoney(run, contracts, policyPayments)));

  // The nightly check of the books finds nothing.
  for (const finding of await booksFindings({ database: run.t.database }))
    problems.push(`books check: ${finding.text}`);

  expect(problems).toEqual([]);
}

const YEAR_DAYS = 365.25;

/**
 * For each contract that takes claims now, the value of the coverage its chain granted (every contract of the
 * chain, from its start to the day a plan change replaced it or its end, up to today for a monthly contract and
 * to the end of the term for one paid in full or at closing), priced by day at the plan then in force, against
 * the money its chain took (payments not given back, and credits it spent). A monthly contract is allowed its
 * 30-day grace (and a few days of a period's length); anything else a dollar of rounding.
 */
async function coverageAheadOfMoney(
  run: MoneyRun,
  contracts: Snapshot['contracts'],
  payments: (typeof run.tables.policyPayments.$inferSelect)[],
): Promise<string[]> {
  const problems: string[] = [];
  const now = Date.now();
  for (const contract of contracts) {
    if (contract.status !== 'active') continue;
    const res = await run.send('may it take a claim', contract.ownerUserId, {
      method: 'GET',
      url: `/api/authorize/serviceRequest/${contract.contractId}`,
    });
    if (res.statusCode !== 200 || res.json().isAuthorized !== true) continue;
    const chain = contracts.filter((c) => (c.chainId ?? c.contractId) === (contract.chainId ?? contract.contractId));
    const money =
      payments
        .filter((p) => chain.some((c) => c.contractId === p.contractId) && p.refundedAt === null)
        .reduce((sum, p) => sum + p.amountCents, 0) +
      chain
        .flatMap((c) => c.priceItems.filter((item) => item.type === 'credit'))
        .reduce((sum, item) => sum + Math.abs(item.costCents * item.quantity), 0);
    const grantedUntil = contract.paymentType === 'monthly' ? now : (contract.expireDate?.getTime() ?? now);
    let value = 0;
    for (const link of chain) {
      if (!link.effectiveDate || !link.expireDate) continue;
      const replacedBy = chain.find(
        (next) => next.previousContractId === link.contractId && next.orderKind === 'upgrade',
      );
      const end = Math.min(
        link.expireDate.getTime(),
        replacedBy?.createdAt.getTime() ?? Number.POSITIVE_INFINITY,
        grantedUntil,
      );
      // An amendment covers from the day it was made (the contract it replaced covered the days before).
      const start =
        link.orderKind === 'upgrade'
          ? Math.max(link.effectiveDate.getTime(), link.createdAt.getTime())
          : link.effectiveDate.getTime();
      const days = Math.max(0, (end - start) / DAY);
      // The price is for the plan's length in calendar years from its start.
      const soldUntil = new Date(link.effectiveDate);
      soldUntil.setUTCFullYear(soldUntil.getUTCFullYear() + link.coverageLengthYears);
      const daily =
        link.paymentType === 'monthly'
          ? (link.monthlyTotalCents * 12) / YEAR_DAYS
          : link.totalCents / ((soldUntil.getTime() - link.effectiveDate.getTime()) / DAY);
      value += days * daily;
    }
    const allowance =
      contract.paymentType === 'monthly'
        ? (34 * contract.monthlyTotalCents * 12) / YEAR_DAYS + 100
        : 100 * chain.length;
    if (value > money + allowance) {
      problems.push(
        `contract ${contract.contractId} (${contract.paymentType}) takes claims on coverage worth ${Math.round(value)} ` +
          `cents with ${money} cents taken by its chain of ${chain.length}` +
          (process.env.MONEY_DEBUG
            ? JSON.stringify(
                chain.map((c) => [
                  c.contractId,
                  c.orderKind,
                  c.status,
                  c.paymentType,
                  c.totalCents,
                  c.monthlyTotalCents,
                  c.coverageLengthYears,
                  c.effectiveDate,
                  c.expireDate,
                  c.createdAt,
                  c.previousContractId,
                ]),
              ) + JSON.stringify(payments.filter((p) => chain.some((c) => c.contractId === p.contractId)))
            : ''),
      );
    }
  }
  return problems;
}

// ---- The property --------------------------------------------------------------------------------------------

/**
 * A fixed seed, so every run tries the same sequences. Replay a failure with the seed (and `path`) fast-check
 * prints: put them in SETTINGS, or MONEY_SEED=<seed>; MONEY_RUNS=<n> tries more sequences. Shrinking rebuilds
 * the app for every attempt; set MONEY_SHRINK=1 to shrink a failure to its smallest sequence.
 * With this seed, 100 sequences find each of the four ways coverage was once had for nothing when it is put
 * back by hand (a held order changed to the same plan and refused: at sequence 66; a monthly contract made
 * paid in full by a same-plan change: 16; a shorter term's price keeping the longer term: 87; the clock
 * charging an owner's default card for an agent's order: 2), each with coverage judged from invoice flags.
 */
const SETTINGS: fc.Parameters<[Op[][]]> = {
  seed: Number(process.env.MONEY_SEED ?? 20261123),
  numRuns: Number(process.env.MONEY_RUNS ?? 100),
  endOnFailure: process.env.MONEY_SHRINK !== '1',
};

describe(`money under random use, on ${inject('dialect')}`, () => {
  it('marks a cancelled claim’s voided service call fee as refunded', async () => {
    const t = await buildTestApp();
    const run = await new MoneyRun(t).init();
    try {
      const homeowner = await run.userId(SEEDED_EMAILS.homeowner);
      const filed = await run.send('a claim', homeowner, {
        method: 'POST',
        url: '/api/account/serviceRequest',
        payload: {
          contractId: 'c-homeowner-0001',
          warrantyItemId: 'si-cooling',
          questionsAndAnswers: coolingAnswers(),
          contactPreferences: claimContact,
          confirmedServiceCallFee: 75,
          paymentInfo: { creditCardId: 'card-demo-homeowner' },
        },
      });
      expect(filed.statusCode, filed.body).toBe(200);
      const cancelled = await run.send('a claim cancellation', homeowner, {
        method: 'PATCH',
        url: '/api/order/cancelServiceRequest',
        payload: { serviceRequestId: filed.json().serviceRequestId, reason: 'Fixed it myself' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const { serviceRequests, sandboxTransactions } = t.database.t;
      const [request] = await t.database.db
        .select()
        .from(serviceRequests)
        .where(eq(serviceRequests.serviceRequestId, filed.json().serviceRequestId));
      const [charge] = await t.database.db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.transactionId, request?.feeTransactionId ?? ''));
      expect(charge?.status).toBe('voided');
      expect(request?.feeRefundedAt).toBeInstanceOf(Date);
      await checkBooks(run);
    } finally {
      await t.close();
    }
  });

  // An upgrade charges the new price less the current one, so a contract whose price is unpaid is not upgraded:
  // otherwise a closed escrow contract with its closing invoice unpaid would become claimable for the difference.
  it('keeps claims closed after upgrading a contract whose price is still unpaid', async () => {
    const t = await buildTestApp();
    const run = await new MoneyRun(t).init();
    try {
      const agent = await run.userId(SEEDED_EMAILS.agent);
      const buyer = await run.userId(SEEDED_EMAILS.buyer);
      const closed = await run.send('a closing', agent, {
        method: 'POST',
        url: '/api/order/complete',
        payload: { contractId: 'c-agent-0001' },
      });
      expect(closed.statusCode, closed.body).toBe(200);
      const [contract] = (await run.snapshot()).contracts.filter((c) => c.contractId === 'c-agent-0001');
      if (!contract) throw new Error('no seeded escrow contract');
      const upgraded = await run.send('an upgrade', buyer, {
        method: 'POST',
        url: '/api/order',
        payload: {
          planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
          planId: 'plan-re-premier',
          contractId: contract.contractId,
          isUpgrading: true,
          property: propertyOf(contract),
          owner: await ownerFields(run, buyer),
          payment: { type: 'full', ...(await run.cardFor(buyer, 'typed')) },
        },
      });
      expect(upgraded.statusCode).toBe(422);
      expect(upgraded.json().errors[0].field).toBe('contractId');
      if (upgraded.statusCode !== 200) return;
      const claimable = await run.send('may it take a claim', buyer, {
        method: 'GET',
        url: `/api/authorize/serviceRequest/${upgraded.json().contractId}`,
      });
      expect(claimable.json().isAuthorized).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('balances the books after random orders, payments, closings, cancellations and claims', async () => {
    await fc.assert(
      fc.asyncProperty(sequence, async (steps) => {
        const t = await buildTestApp();
        const run = await new MoneyRun(t).init();
        try {
          for (const group of steps) {
            const state = await run.snapshot();
            await Promise.all(group.map((action) => perform(run, state, action)));
          }
          await run.snapshot();
          await checkBooks(run);
        } finally {
          await t.close();
        }
      }),
      SETTINGS,
    );
  }, 900_000);

  it('balances the books the same with Authorize.Net, its batches settling and its notifications replayed or forged', async () => {
    await fc.assert(
      fc.asyncProperty(gatewaySequence, async (steps) => {
        const standIn = await startAuthNetStandIn({ signatureKey: WEBHOOK_KEY });
        const t = await buildTestApp({
          PAYMENT_GATEWAY: 'authorizenet',
          AUTHNET_API_LOGIN_ID: 'standin-login',
          AUTHNET_TRANSACTION_KEY: 'standin-transaction-key',
          AUTHNET_SIGNATURE_KEY: WEBHOOK_KEY,
          AUTHNET_API_URL: standIn.apiUrl,
          AUTHNET_HOSTED_URL: standIn.hostedUrl,
        });
        try {
          const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
          // The gateway tells the app of every charge, void and refund as they happen.
          standIn.webhooks = { url: `${origin}/api/payments/webhooks/authorizenet`, signatureKey: WEBHOOK_KEY };
          const run = await new MoneyRun(t, standIn).init();
          for (const group of steps) {
            const state = await run.snapshot();
            await Promise.all(group.map((action) => perform(run, state, action)));
          }
          await standIn.webhooksDelivered();
          for (const delivery of standIn.webhookDeliveries) {
            if (delivery.status !== 200) {
              run.webhookProblems.push(`a ${delivery.eventType} notification was answered ${delivery.status}`);
            }
          }
          await run.snapshot();
          await checkBooks(run);
        } finally {
          await t.close();
          await standIn.close();
        }
      }),
      { ...SETTINGS, numRuns: Number(process.env.MONEY_GATEWAY_RUNS ?? 25) },
    );
  }, 900_000);
});
