/**
 * Fourteen months of the clock, on both dialects. A handful of contracts, one owner each, live from 2027-01-01
 * to 2028-02-29 while runDueJobs runs once a day at 09:30 UTC, as `npm run jobs -- --now` does; their owners
 * order, save cards and pay through the API on the days their scenario names. Every expectation below is
 * counted by hand from the calendar (dates, amounts, attempts, mails), never recomputed with the code under
 * test. Checked every day: no two active contracts for one property and plan, and no job fails. At the end:
 * the whole fourteen months run a second time change nothing.
 *
 * The routes read the wall clock (an order starts "today", an invoice is paid "now", a card expires), so the
 * test sets Date to each simulated moment; the database, gateway sandbox and mail outbox are the real ones.
 *
 * A new clock behaviour gets its scenario here: an owner, the actions on their days, and the expected events.
 *
 * Prices (Texas, single-family home, 1,000 sq ft, $75 service call): Signature $600.00 a year or $49.99 a month;
 * Buyer's Choice $540.00.
 */
import {
  HOMEOWNER_PLAN_TYPE_ID,
  REAL_ESTATE_PLAN_TYPE_ID,
  SANDBOX_APPROVED_CARD,
  SANDBOX_DECLINES_AFTER_SAVING_CARD,
} from '@hw/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { runDueJobs } from '../src/jobs/index.ts';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../src/seed/reference.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

type Day = string;
type Status = 'pending' | 'active' | 'expired';

const FIRST_DAY: Day = '2027-01-01';
const LAST_DAY: Day = '2028-02-29';
const RUN_TIME = 'T09:30:00Z';
/** Far past the fourteen months: no card expires while they run. */
const CARD_EXPIRY = '12/30';

interface OrderPlan {
  payment: 'monthly' | 'full';
  /** A real-estate order closing that day (pending until then); otherwise a homeowner order starting the day it is placed. */
  closing?: Day;
  /** Renews this contract of the owner's (signed in, paid with the card their first order saved). */
  renews?: string;
}

/** What an owner does through the API; each contract is known by its label. */
interface Owner {
  order(label: string, plan: OrderPlan): Promise<void>;
  /** Saves a new card and makes it the contract's card (POST /account/payment/info with policyId). */
  saveCardFor(label: string, cardNumber: string): Promise<void>;
  /** Pays the contract's invoice of a billing period from the account, with the card their first order saved. */
  payInvoice(label: string, period: string): Promise<void>;
  /** Makes the card their first order saved the contract's card again. */
  chargeToFirstCard(label: string): Promise<void>;
}

interface Expected {
  /** Per contract, each change of status: [the first day it holds (after that day's run and actions), status]. */
  statuses: Record<string, [Day, Status][]>;
  /** The owner's card transactions at the gateway, in order: [day, cents, outcome]. */
  charges: [Day, number, 'approved' | 'declined'][];
  /** Per contract, by due date: [billing period (null: the order's own invoice), due day, cents, status]. */
  invoices: Record<string, [string | null, Day, number, 'paid' | 'unpaid'][]>;
  /** The clock's charge attempts per contract (none when left out): [period, attempt, day, outcome]. */
  attempts?: Record<string, [string, number, Day, 'approved' | 'declined'][]>;
  /** The owner's e-mails, in order: [day, 'order L' | 'receipt L period' | 'declined L']. */
  mails: [Day, string][];
  /** The owner's notices, in order: [day, 'retry <day>' | 'no retry']. */
  notices?: [Day, string][];
}

interface Scenario {
  /** The owner's e-mail is `${owner}@example.net`. */
  owner: string;
  what: string;
  /** [moment (ISO, UTC), action]; a day's actions come after that day's run. */
  actions: [string, (owner: Owner) => Promise<void>][];
  /** Nothing dated after this day is asserted (see the scenario's note). */
  through?: Day;
  expected: Expected;
}

const receipts = (label: string, days: [Day, string][]): [Day, string][] =>
  days.map(([day, period]) => [day, `receipt ${label} ${period}`]);

const SCENARIOS: Scenario[] = [
  {
    owner: 'clara.clamped',
    what: 'a monthly contract effective on the 31st is billed on the last day of shorter months',
    actions: [['2027-01-31T14:00:00Z', (o) => o.order('clamped', { payment: 'monthly' })]],
    expected: {
      statuses: {
        clamped: [
          ['2027-01-31', 'active'],
          ['2028-01-31', 'expired'],
        ],
      },
      charges: [
        ['2027-01-31', 4999, 'approved'],
        ['2027-02-28', 4999, 'approved'],
        ['2027-03-31', 4999, 'approved'],
        ['2027-04-30', 4999, 'approved'],
        ['2027-05-31', 4999, 'approved'],
        ['2027-06-30', 4999, 'approved'],
        ['2027-07-31', 4999, 'approved'],
        ['2027-08-31', 4999, 'approved'],
        ['2027-09-30', 4999, 'approved'],
        ['2027-10-31', 4999, 'approved'],
        ['2027-11-30', 4999, 'approved'],
        ['2027-12-31', 4999, 'approved'],
      ],
      invoices: {
        // The order paid January; the term ends on 2028-01-31, before a January 2028 period.
        clamped: [
          [null, '2027-01-31', 4999, 'paid'],
          ['2027-02', '2027-02-28', 4999, 'paid'],
          ['2027-03', '2027-03-31', 4999, 'paid'],
          ['2027-04', '2027-04-30', 4999, 'paid'],
          ['2027-05', '2027-05-31', 4999, 'paid'],
          ['2027-06', '2027-06-30', 4999, 'paid'],
          ['2027-07', '2027-07-31', 4999, 'paid'],
          ['2027-08', '2027-08-31', 4999, 'paid'],
          ['2027-09', '2027-09-30', 4999, 'paid'],
          ['2027-10', '2027-10-31', 4999, 'paid'],
          ['2027-11', '2027-11-30', 4999, 'paid'],
          ['2027-12', '2027-12-31', 4999, 'paid'],
        ],
      },
      attempts: {
        clamped: [
          ['2027-02', 1, '2027-02-28', 'approved'],
          ['2027-03', 1, '2027-03-31', 'approved'],
          ['2027-04', 1, '2027-04-30', 'approved'],
          ['2027-05', 1, '2027-05-31', 'approved'],
          ['2027-06', 1, '2027-06-30', 'approved'],
          ['2027-07', 1, '2027-07-31', 'approved'],
          ['2027-08', 1, '2027-08-31', 'approved'],
          ['2027-09', 1, '2027-09-30', 'approved'],
          ['2027-10', 1, '2027-10-31', 'approved'],
          ['2027-11', 1, '2027-11-30', 'approved'],
          ['2027-12', 1, '2027-12-31', 'approved'],
        ],
      },
      mails: [
        ['2027-01-31', 'order clamped'],
        ...receipts('clamped', [
          ['2027-02-28', '2027-02'],
          ['2027-03-31', '2027-03'],
          ['2027-04-30', '2027-04'],
          ['2027-05-31', '2027-05'],
          ['2027-06-30', '2027-06'],
          ['2027-07-31', '2027-07'],
          ['2027-08-31', '2027-08'],
          ['2027-09-30', '2027-09'],
          ['2027-10-31', '2027-10'],
          ['2027-11-30', '2027-11'],
          ['2027-12-31', '2027-12'],
        ]),
      ],
    },
  },
  {
    owner: 'dora.declined',
    what: 'a card that declines every charge is tried on the due day and 3, 7 and 14 days after, once each',
    actions: [
      ['2027-01-10T14:00:00Z', (o) => o.order('declining', { payment: 'monthly' })],
      ['2027-01-10T15:00:00Z', (o) => o.saveCardFor('declining', SANDBOX_DECLINES_AFTER_SAVING_CARD)],
    ],
    // Only its first billing period: dunning suspends such a contract after its last retry (2027-02-24) and
    // cancels it 30 days past due, which stops the invoices after it.
    through: '2027-03-09',
    expected: {
      statuses: { declining: [['2027-01-10', 'active']] },
      charges: [
        ['2027-01-10', 4999, 'approved'],
        ['2027-02-10', 4999, 'declined'],
        ['2027-02-13', 4999, 'declined'],
        ['2027-02-17', 4999, 'declined'],
        ['2027-02-24', 4999, 'declined'],
      ],
      invoices: {
        declining: [
          [null, '2027-01-10', 4999, 'paid'],
          ['2027-02', '2027-02-10', 4999, 'unpaid'],
        ],
      },
      attempts: {
        declining: [
          ['2027-02', 1, '2027-02-10', 'declined'],
          ['2027-02', 2, '2027-02-13', 'declined'],
          ['2027-02', 3, '2027-02-17', 'declined'],
          ['2027-02', 4, '2027-02-24', 'declined'],
        ],
      },
      mails: [
        ['2027-01-10', 'order declining'],
        ['2027-02-10', 'declined declining'],
        ['2027-02-13', 'declined declining'],
        ['2027-02-17', 'declined declining'],
        ['2027-02-24', 'declined declining'],
      ],
      notices: [
        ['2027-02-10', 'retry 2027-02-13'],
        ['2027-02-13', 'retry 2027-02-17'],
        ['2027-02-17', 'retry 2027-02-24'],
        ['2027-02-24', 'no retry'],
      ],
    },
  },
  {
    owner: 'paul.paidlater',
    what: 'a declined premium paid from the account before the retry is not charged again',
    actions: [
      ['2027-01-20T14:00:00Z', (o) => o.order('paidBetween', { payment: 'monthly' })],
      ['2027-01-20T15:00:00Z', (o) => o.saveCardFor('paidBetween', SANDBOX_DECLINES_AFTER_SAVING_CARD)],
      ['2027-02-21T12:00:00Z', (o) => o.payInvoice('paidBetween', '2027-02')],
      ['2027-02-21T12:05:00Z', (o) => o.chargeToFirstCard('paidBetween')],
    ],
    expected: {
      statuses: {
        paidBetween: [
          ['2027-01-20', 'active'],
          ['2028-01-20', 'expired'],
        ],
      },
      charges: [
        ['2027-01-20', 4999, 'approved'],
        ['2027-02-20', 4999, 'declined'],
        // Paid from the account; no retry on 2027-02-23, 2027-02-27 or 2027-03-06.
        ['2027-02-21', 4999, 'approved'],
        ['2027-03-20', 4999, 'approved'],
        ['2027-04-20', 4999, 'approved'],
        ['2027-05-20', 4999, 'approved'],
        ['2027-06-20', 4999, 'approved'],
        ['2027-07-20', 4999, 'approved'],
        ['2027-08-20', 4999, 'approved'],
        ['2027-09-20', 4999, 'approved'],
        ['2027-10-20', 4999, 'approved'],
        ['2027-11-20', 4999, 'approved'],
        ['2027-12-20', 4999, 'approved'],
      ],
      invoices: {
        paidBetween: [
          [null, '2027-01-20', 4999, 'paid'],
          ['2027-02', '2027-02-20', 4999, 'paid'],
          ['2027-03', '2027-03-20', 4999, 'paid'],
          ['2027-04', '2027-04-20', 4999, 'paid'],
          ['2027-05', '2027-05-20', 4999, 'paid'],
          ['2027-06', '2027-06-20', 4999, 'paid'],
          ['2027-07', '2027-07-20', 4999, 'paid'],
          ['2027-08', '2027-08-20', 4999, 'paid'],
          ['2027-09', '2027-09-20', 4999, 'paid'],
          ['2027-10', '2027-10-20', 4999, 'paid'],
          ['2027-11', '2027-11-20', 4999, 'paid'],
          ['2027-12', '2027-12-20', 4999, 'paid'],
        ],
      },
      attempts: {
        paidBetween: [
          ['2027-02', 1, '2027-02-20', 'declined'],
          ['2027-03', 1, '2027-03-20', 'approved'],
          ['2027-04', 1, '2027-04-20', 'approved'],
          ['2027-05', 1, '2027-05-20', 'approved'],
          ['2027-06', 1, '2027-06-20', 'approved'],
          ['2027-07', 1, '2027-07-20', 'approved'],
          ['2027-08', 1, '2027-08-20', 'approved'],
          ['2027-09', 1, '2027-09-20', 'approved'],
          ['2027-10', 1, '2027-10-20', 'approved'],
          ['2027-11', 1, '2027-11-20', 'approved'],
          ['2027-12', 1, '2027-12-20', 'approved'],
        ],
      },
      mails: [
        ['2027-01-20', 'order paidBetween'],
        ['2027-02-20', 'declined paidBetween'],
        ...receipts('paidBetween', [
          ['2027-03-20', '2027-03'],
          ['2027-04-20', '2027-04'],
          ['2027-05-20', '2027-05'],
          ['2027-06-20', '2027-06'],
          ['2027-07-20', '2027-07'],
          ['2027-08-20', '2027-08'],
          ['2027-09-20', '2027-09'],
          ['2027-10-20', '2027-10'],
          ['2027-11-20', '2027-11'],
          ['2027-12-20', '2027-12'],
        ]),
      ],
      notices: [['2027-02-20', 'retry 2027-02-23']],
    },
  },
  {
    owner: 'fay.fullyear',
    what: 'a contract paid in full expires on its day and is never charged by the clock',
    actions: [['2027-02-15T14:00:00Z', (o) => o.order('inFull', { payment: 'full' })]],
    expected: {
      statuses: {
        inFull: [
          ['2027-02-15', 'active'],
          ['2028-02-15', 'expired'],
        ],
      },
      charges: [['2027-02-15', 60000, 'approved']],
      invoices: { inFull: [[null, '2027-02-15', 60000, 'paid']] },
      mails: [['2027-02-15', 'order inFull']],
    },
  },
  {
    owner: 'rene.renewed',
    what: 'a renewal bought early starts the day the old contract ends, and is billed from its own start',
    actions: [
      ['2027-01-31T14:00:00Z', (o) => o.order('renewed', { payment: 'full' })],
      ['2027-12-20T14:00:00Z', (o) => o.order('renewal', { payment: 'monthly', renews: 'renewed' })],
    ],
    expected: {
      statuses: {
        renewed: [
          ['2027-01-31', 'active'],
          ['2028-01-31', 'expired'],
        ],
        renewal: [
          ['2027-12-20', 'pending'],
          ['2028-01-31', 'active'],
        ],
      },
      charges: [
        ['2027-01-31', 60000, 'approved'],
        ['2027-12-20', 4999, 'approved'],
        ['2028-02-29', 4999, 'approved'],
      ],
      invoices: {
        renewed: [[null, '2027-01-31', 60000, 'paid']],
        // The order paid its first period (from 2028-01-31); February 2028 is billed on the 29th.
        renewal: [
          [null, '2027-12-20', 4999, 'paid'],
          ['2028-02', '2028-02-29', 4999, 'paid'],
        ],
      },
      attempts: { renewal: [['2028-02', 1, '2028-02-29', 'approved']] },
      mails: [
        ['2027-01-31', 'order renewed'],
        ['2027-12-20', 'order renewal'],
        ['2028-02-29', 'receipt renewal 2028-02'],
      ],
    },
  },
  {
    owner: 'cole.closing',
    what: 'a real-estate contract paid at order stays pending until its closing day',
    actions: [['2027-02-01T14:00:00Z', (o) => o.order('closing', { payment: 'full', closing: '2027-03-15' })]],
    expected: {
      statuses: {
        closing: [
          ['2027-02-01', 'pending'],
          ['2027-03-15', 'active'],
        ],
      },
      charges: [['2027-02-01', 54000, 'approved']],
      invoices: { closing: [[null, '2027-02-01', 54000, 'paid']] },
      mails: [['2027-02-01', 'order closing']],
    },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date): Day => date.toISOString().slice(0, 10);
const DAYS: Day[] = [];
for (let d = new Date(`${FIRST_DAY}T00:00:00Z`); dayOf(d) <= LAST_DAY; d = new Date(d.getTime() + DAY_MS)) {
  DAYS.push(dayOf(d));
}

let t: TestApp;

interface Placed {
  contractId: string;
  policyNumber: string;
  ownerUserId: string;
}
/** Every scenario contract, by label. */
const placed = new Map<string, Placed>();
/** What each contract's status was after each day, compressed to its changes. */
const observedStatuses = new Map<string, [Day, Status][]>();
/** Days on which two active contracts covered one property with one plan. */
const doubleCover: string[] = [];
const failedRuns: string[] = [];

const at = (moment: string) => vi.setSystemTime(new Date(moment));
const call = (method: 'GET' | 'POST', url: string, payload: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

async function tokenise(email: string, cardNumber: string) {
  const opened = await call('POST', '/api/order/getCustomerProfileToken', { email });
  expect(opened.statusCode, opened.body).toBe(200);
  const card = await call('POST', '/api/order/getCustomerPaymentProfile', {
    token: opened.json().token,
    cardNumber,
    expirationDate: CARD_EXPIRY,
    cardCode: '123',
  });
  expect(card.statusCode, card.body).toBe(200);
  const { authNetProfileId, authNetPaymentProfileId, profileToken } = card.json();
  return { authNetProfileId, authNetPaymentProfileId, profileToken } as Record<string, string>;
}

function contractOf(label: string): Placed {
  const contract = placed.get(label);
  if (!contract) throw new Error(`no contract ${label} yet`);
  return contract;
}

async function firstCardOf(userId: string): Promise<string> {
  const { paymentMethods } = t.database.t;
  const [card] = await t.database.db
    .select({ creditCardId: paymentMethods.creditCardId })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.creditCardId));
  if (!card) throw new Error('the owner has no saved card');
  return card.creditCardId;
}

function ownerOf(scenario: Scenario, index: number): Owner {
  const email = `${scenario.owner}@example.net`;
  const address = { streetAddress: `${100 + index} Congress Ave`, city: 'Austin', state: 'TX', zipCode: '78701' };
  const signedIn = () => accessTokenFor(t, email);
  return {
    async order(label, plan) {
      const renewing = plan.renews ? contractOf(plan.renews) : undefined;
      const token = renewing ? await signedIn() : undefined;
      const payment = renewing
        ? { type: plan.payment, creditCardId: await firstCardOf(renewing.ownerUserId) }
        : { type: plan.payment, ...(await tokenise(email, SANDBOX_APPROVED_CARD)) };
      const ordered = await call(
        'POST',
        '/api/order',
        {
          ...(plan.closing
            ? { planTypeId: REAL_ESTATE_PLAN_TYPE_ID, planId: 'plan-re-choice', estimatedCloseDate: plan.closing }
            : { planTypeId: HOMEOWNER_PLAN_TYPE_ID, planId: 'plan-ho-signature' }),
          ...(renewing ? { contractId: renewing.contractId, isRenewing: true } : {}),
          property: { address, dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID, squareFootage: 1000 },
          owner: { firstName: 'Tess', lastName: 'Traveler', email, phone: '512-555-0142' },
          payment,
        },
        token,
      );
      expect(ordered.statusCode, ordered.body).toBe(200);
      const { contracts } = t.database.t;
      const [row] = await t.database.db
        .select()
        .from(contracts)
        .where(eq(contracts.contractId, ordered.json().contractId));
      if (!row) throw new Error('the order wrote no contract');
      placed.set(label, { contractId: row.contractId, policyNumber: row.policyNumber, ownerUserId: row.ownerUserId });
    },
    async saveCardFor(label, cardNumber) {
      const saved = await call(
        'POST',
        '/api/account/payment/info',
        { ...(await tokenise(email, cardNumber)), policyId: contractOf(label).contractId },
        await signedIn(),
      );
      expect(saved.statusCode, saved.body).toBe(200);
    },
    async payInvoice(label, period) {
      const contract = contractOf(label);
      const { invoices } = t.database.t;
      const [invoice] = await t.database.db
        .select({ invoiceId: invoices.invoiceId })
        .from(invoices)
        .where(and(eq(invoices.contractId, contract.contractId), eq(invoices.billingPeriod, period)));
      if (!invoice) throw new Error(`no invoice ${period} for ${label}`);
      const paid = await call(
        'POST',
        '/api/account/invoices',
        { invoiceIds: [invoice.invoiceId], creditCardId: await firstCardOf(contract.ownerUserId) },
        await signedIn(),
      );
      expect(paid.statusCode, paid.body).toBe(200);
    },
    async chargeToFirstCard(label) {
      const contract = contractOf(label);
      const chosen = await call(
        'POST',
        '/api/account/payment/setDefaultPaymentMethod',
        { policyId: contract.contractId, creditCardId: await firstCardOf(contract.ownerUserId) },
        await signedIn(),
      );
      expect(chosen.statusCode, chosen.body).toBe(200);
    },
  };
}

const runAt = (day: Day) =>
  runDueJobs({
    database: t.database,
    gateway: t.app.paymentGateway,
    mailer: t.app.mailer,
    config: t.app.config,
    log: t.app.log,
    now: new Date(`${day}${RUN_TIME}`),
  });

/** Records each scenario contract's status, and any property covered twice by one plan, after a day. */
async function observe(day: Day): Promise<void> {
  const { contracts } = t.database.t;
  const rows = await t.database.db
    .select({
      contractId: contracts.contractId,
      status: contracts.status,
      planId: contracts.planId,
      address: contracts.address,
    })
    .from(contracts);
  const byId = new Map(rows.map((row) => [row.contractId, row]));
  for (const [label, contract] of placed) {
    const status = byId.get(contract.contractId)?.status as Status;
    const changes = observedStatuses.get(label) ?? [];
    if (changes.at(-1)?.[1] !== status) changes.push([day, status]);
    observedStatuses.set(label, changes);
  }
  const covered = new Set<string>();
  for (const row of rows.filter((r) => r.status === 'active')) {
    const a = row.address;
    const key = [row.planId, a.streetAddress, a.unit ?? '', a.city, a.stateCode, a.zipCode].join('|').toLowerCase();
    if (covered.has(key)) doubleCover.push(`${day}: ${key}`);
    covered.add(key);
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  vi.useFakeTimers({ toFake: ['Date'] });
  const actions = SCENARIOS.flatMap((scenario, index) => {
    const owner = ownerOf(scenario, index);
    return scenario.actions.map(([moment, act]) => ({ moment, act: () => act(owner) }));
  }).sort((a, b) => a.moment.localeCompare(b.moment));
  for (const day of DAYS) {
    at(`${day}${RUN_TIME}`);
    for (const result of await runAt(day)) {
      if (result.error) failedRuns.push(`${day} ${result.name}: ${result.error}`);
    }
    for (const action of actions.filter(({ moment }) => moment.startsWith(day))) {
      at(action.moment);
      await action.act();
    }
    await observe(day);
  }
}, 600_000);

afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

const upTo = (through: Day | undefined) => (day: Day) => through === undefined || day <= through;

function labelsOf(scenario: Scenario) {
  const labels = Object.keys(scenario.expected.statuses);
  const contracts = labels.map(contractOf);
  const userId = contracts[0]?.ownerUserId ?? '';
  return { labels, contracts, userId, email: `${scenario.owner}@example.net` };
}

async function chargesOf(email: string) {
  const { sandboxTransactions: tx, sandboxPaymentProfiles: pp, sandboxCustomerProfiles: cp } = t.database.t;
  const rows = await t.database.db
    .select({ createdAt: tx.createdAt, amountCents: tx.amountCents, status: tx.status })
    .from(tx)
    .innerJoin(pp, eq(pp.paymentProfileId, tx.paymentProfileId))
    .innerJoin(cp, eq(cp.customerProfileId, pp.customerProfileId))
    .where(eq(cp.email, email))
    .orderBy(asc(tx.createdAt), asc(tx.transactionId));
  return rows.map((row): [Day, number, string] => [dayOf(row.createdAt), row.amountCents, row.status]);
}

async function invoicesOf(contractId: string) {
  const { invoices } = t.database.t;
  return t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.contractId, contractId))
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceId));
}

async function attemptsOf(contractId: string) {
  const { invoices, invoiceChargeAttempts: a } = t.database.t;
  const rows = await t.database.db
    .select({ period: invoices.billingPeriod, attempt: a.attempt, attemptedAt: a.attemptedAt, outcome: a.outcome })
    .from(a)
    .innerJoin(invoices, eq(invoices.invoiceId, a.invoiceId))
    .where(eq(invoices.contractId, contractId))
    .orderBy(asc(invoices.dueDate), asc(a.attempt));
  return rows.map((row): [string, number, Day, string] => [
    row.period ?? '',
    row.attempt,
    dayOf(row.attemptedAt),
    row.outcome ?? '',
  ]);
}

/** The owner's mails as [day, 'order L' | 'receipt L period' | 'declined L'], L the contract's label. */
async function mailsOf(email: string) {
  const { emailOutbox } = t.database.t;
  const rows = await t.database.db
    .select({ subject: emailOutbox.subject, createdAt: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.subject));
  const labelOf = (subject: string) =>
    [...placed].find(([, contract]) => subject.includes(contract.policyNumber))?.[0] ?? '?';
  return rows.map((row): [Day, string] => {
    const label = labelOf(row.subject);
    const receipt = /receipt for your monthly payment (\d{4}-\d{2})/.exec(row.subject);
    const what = receipt
      ? `receipt ${label} ${receipt[1]}`
      : row.subject.includes('did not go through')
        ? `declined ${label}`
        : row.subject.includes('your order')
          ? `order ${label}`
          : row.subject;
    return [dayOf(row.createdAt), what];
  });
}

async function noticesOf(userId: string) {
  const { notices } = t.database.t;
  const rows = await t.database.db
    .select({ text: notices.text, createdAt: notices.createdAt })
    .from(notices)
    .where(eq(notices.userId, userId))
    .orderBy(asc(notices.createdAt));
  return rows.map((row): [Day, string] => {
    const retry = /try the card again on (\d{4}-\d{2}-\d{2})/.exec(row.text);
    return [
      dayOf(row.createdAt),
      retry ? `retry ${retry[1]}` : /not try the card again/.test(row.text) ? 'no retry' : row.text,
    ];
  });
}

describe(`fourteen months of the clock, day by day, on ${inject('dialect')}`, () => {
  it('runs every job without a failure and never covers one property twice with one plan', () => {
    expect(failedRuns).toEqual([]);
    expect(doubleCover).toEqual([]);
  });

  for (const scenario of SCENARIOS) {
    describe(scenario.what, () => {
      const shown = upTo(scenario.through);

      it('changes status on the expected days', () => {
        const { labels } = labelsOf(scenario);
        for (const label of labels) {
          const observed = (observedStatuses.get(label) ?? []).filter(([day]) => shown(day));
          expect(observed, label).toEqual(scenario.expected.statuses[label]);
        }
      });

      it('invoices each period once and charges each premium once, on the expected days', async () => {
        const { labels, contracts, email } = labelsOf(scenario);
        expect((await chargesOf(email)).filter(([day]) => shown(day))).toEqual(scenario.expected.charges);
        for (const [index, contract] of contracts.entries()) {
          const label = labels[index] as string;
          const invoices = (await invoicesOf(contract.contractId)).filter((row) => shown(dayOf(row.dueDate)));
          expect(
            invoices.map((row) => [row.billingPeriod, dayOf(row.dueDate), row.amountCents, row.status]),
            label,
          ).toEqual(scenario.expected.invoices[label]);
          const attempts = (await attemptsOf(contract.contractId)).filter(([, , day]) => shown(day));
          expect(attempts, label).toEqual(scenario.expected.attempts?.[label] ?? []);

          // A paid invoice has exactly one payment, an unpaid one none.
          const { policyPayments } = t.database.t;
          const paymentCounts = await t.database.db
            .select({ invoiceId: policyPayments.invoiceId, n: count() })
            .from(policyPayments)
            .where(
              inArray(
                policyPayments.invoiceId,
                invoices.map((row) => row.invoiceId),
              ),
            )
            .groupBy(policyPayments.invoiceId);
          const paymentsOf = new Map(paymentCounts.map((row) => [row.invoiceId, Number(row.n)]));
          expect(
            invoices.map((row) => [row.billingPeriod, paymentsOf.get(row.invoiceId) ?? 0]),
            label,
          ).toEqual(invoices.map((row) => [row.billingPeriod, row.status === 'paid' ? 1 : 0]));
        }

        // What the gateway approved is what the contracts record as paid, cent for cent.
        const { policyPayments } = t.database.t;
        const recorded = await t.database.db
          .select({ amountCents: policyPayments.amountCents, createdAt: policyPayments.createdAt })
          .from(policyPayments)
          .where(
            inArray(
              policyPayments.contractId,
              contracts.map((contract) => contract.contractId),
            ),
          );
        const approved = scenario.expected.charges.filter(([, , outcome]) => outcome === 'approved');
        expect(
          recorded
            .filter((row) => shown(dayOf(row.createdAt)))
            .map((row) => [dayOf(row.createdAt), row.amountCents])
            .sort(),
        ).toEqual(approved.map(([day, cents]) => [day, cents]).sort());
      });

      it('mails the owner once per event, with a notice per declined charge', async () => {
        const { email, userId } = labelsOf(scenario);
        expect((await mailsOf(email)).filter(([day]) => shown(day))).toEqual(scenario.expected.mails);
        expect((await noticesOf(userId)).filter(([day]) => shown(day))).toEqual(scenario.expected.notices ?? []);
      });
    });
  }

  it('changes nothing when the fourteen months are run a second time at the last day', async () => {
    const snapshot = async () => {
      const { db, t: tables } = t.database;
      const tally = async (
        table:
          | typeof tables.invoices
          | typeof tables.invoiceChargeAttempts
          | typeof tables.policyPayments
          | typeof tables.sandboxTransactions
          | typeof tables.emailOutbox
          | typeof tables.notices,
      ) => Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
      return {
        contracts: await db
          .select({ id: tables.contracts.contractId, status: tables.contracts.status })
          .from(tables.contracts)
          .orderBy(asc(tables.contracts.contractId)),
        invoices: await db
          .select({ id: tables.invoices.invoiceId, status: tables.invoices.status })
          .from(tables.invoices)
          .orderBy(asc(tables.invoices.invoiceId)),
        attempts: await tally(tables.invoiceChargeAttempts),
        payments: await tally(tables.policyPayments),
        gatewayTransactions: await tally(tables.sandboxTransactions),
        mails: await tally(tables.emailOutbox),
        notices: await tally(tables.notices),
      };
    };
    const before = await snapshot();
    at(`${LAST_DAY}T18:00:00Z`);
    const changed: string[] = [];
    for (const day of DAYS) {
      for (const result of await runAt(day)) {
        if (result.changed !== 0 || result.error) {
          changed.push(`${day} ${result.name}: ${result.changed} ${result.error ?? ''} ${result.lines.join('; ')}`);
        }
      }
    }
    expect(changed).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 600_000);
});
