/**
 * Fourteen months of the clock, on both dialects. A handful of contracts, one owner each, live from 2027-01-01
 * to 2028-02-29 while runDueJobs runs once a day at 09:30 UTC, as `npm run jobs -- --now` does; their owners
 * (and, for an order paid at closing, the agent who placed it) order, save cards, pay and file claims through
 * the API on the days their scenario names. Every expectation below is counted by hand from the calendar (dates,
 * amounts, attempts, mails, notices), never recomputed with the code under test. Checked every day: no two
 * active contracts for one property and plan, and no job fails. At the end: every mail of the span is one a
 * scenario expects, each sent once, and the whole fourteen months run a second time change nothing.
 *
 * The routes read the wall clock (an order starts "today", an invoice is paid "now", a card expires), so the
 * test sets Date to each simulated moment; the database, gateway sandbox and mail outbox are the real ones.
 *
 * A new clock behaviour gets its scenario here: an owner, the actions on their days, and the expected events.
 *
 * Prices (Texas, single-family home, 1,000 sq ft, $75 service call): Signature $600.00 a year or $49.99 a month,
 * $575.00 a year renewing itself (the $25.00 auto-renew discount); Buyer's Choice $540.00.
 *
 * Days counted by hand: a contract that does not renew itself is reminded 60 and 30 days before its end; one that
 * does is renewed 30 days before it and charged on the new term's first day; a premium still unpaid after its
 * day-14 attempt suspends the contract that day, and cancels it 30 days past due; an escrow order unpaid 30 days
 * after closing reminds its agent, and is cancelled at 60; a card is announced 30 days before its month ends when
 * the contract's next charge falls after it.
 */
import {
  HOMEOWNER_PLAN_TYPE_ID,
  REAL_ESTATE_PLAN_TYPE_ID,
  SANDBOX_APPROVED_CARD,
  SANDBOX_DECLINES_AFTER_SAVING_CARD,
  serviceRequestMessages,
} from '@hw/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { checkBooks } from '../src/jobs/books-check.ts';
import { runDueJobs } from '../src/jobs/index.ts';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../src/seed/reference.ts';
import { jobContext } from './billing-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp, typeCard } from './helper.ts';
import { expectBrandedMail } from './mail-checks.ts';

type Day = string;
type Status = 'pending' | 'active' | 'expired' | 'suspended' | 'cancelled';

const FIRST_DAY: Day = '2027-01-01';
const LAST_DAY: Day = '2028-02-29';
const RUN_TIME = 'T09:30:00Z';
/** Far past the fourteen months: no card expires while they run, unless a scenario says so. */
const CARD_EXPIRY = '12/30';
/** The seeded agent who places the orders paid at closing. */
const AGENT_EMAIL = 'agent@example.com';
const ESCROW_OFFICER = { name: 'Olive Ortiz', company: 'Mesa Title', email: 'olive@mesatitle.example' };

interface OrderPlan {
  /** 'escrow': a real-estate order placed by the agent, paid at closing (needs `closing`). */
  payment: 'monthly' | 'full' | 'escrow';
  /** A real-estate order closing that day (pending until then); otherwise a homeowner order starting the day it is placed. */
  closing?: Day;
  /** Renews this contract of the owner's (signed in, paid with the card their first order saved). */
  renews?: string;
  /** The owner chose automatic renewal. */
  autoRenew?: boolean;
  /** The expiry ('MM/YY') of the card the order saves; CARD_EXPIRY when left out. */
  cardExpiry?: string;
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
  /** Files a claim on the contract (POST /account/serviceRequest); the answer is kept for `claims`. */
  fileClaim(label: string): Promise<void>;
}

/** Mails and notices are named [day, what], what one of: 'order L', 'receipt L period', 'declined L',
 * 'suspended L', 'cancelled L', 'reminder L <end>', 'renews L <first day>', 'renewal receipt L',
 * 'card expiring <last four>', 'escrow reminder L', 'escrow cancelled L', 'started L' (its coverage began),
 * 'ended L' (it expired without a renewal) (L the contract's label); notices of a
 * declined charge are 'retry <day>' or 'no retry', and a suspension's says when it cancels. */
type Event = [Day, string];

interface Expected {
  /** Per contract, each change of status: [the first day it holds (after that day's run and actions), status]. */
  statuses: Record<string, [Day, Status][]>;
  /** The owner's card transactions at the gateway, in order: [day, cents, outcome]. */
  charges: [Day, number, 'approved' | 'declined'][];
  /** Per contract, by due date: [billing period (null: the order's own invoice), due day, cents, status]. */
  invoices: Record<string, [string | null, Day, number, 'paid' | 'unpaid' | 'cancelled'][]>;
  /** The clock's charge attempts per contract (none when left out): [period, attempt, day, outcome]. */
  attempts?: Record<string, [string | null, number, Day, 'approved' | 'declined'][]>;
  /** The owner's e-mails, in order. */
  mails: Event[];
  /** The owner's notices, in order (none when left out). */
  notices?: Event[];
  /** The agent's e-mails and notices about the scenario's contracts, in order (none when left out). */
  agentMails?: Event[];
  agentNotices?: Event[];
  /** The answers to the owner's claims: [day, HTTP status, the refusal's message]. */
  claims?: [Day, number, string][];
}

interface Scenario {
  /** The owner's e-mail is `${owner}@example.net`. */
  owner: string;
  what: string;
  /** [moment (ISO, UTC), action]; a day's actions come after that day's run. */
  actions: [string, (owner: Owner) => Promise<void>][];
  /** The renewals the clock writes, by the label of the contract renewed: the label the renewal is known by. */
  renewedBy?: Record<string, string>;
  expected: Expected;
}

const receipts = (label: string, days: [Day, string][]): Event[] =>
  days.map(([day, period]) => [day, `receipt ${label} ${period}`]);

/** A premium of $49.99 charged and paid on each day, as [day, cents, outcome]. */
const monthlyCharges = (days: Day[]): [Day, number, 'approved'][] => days.map((day) => [day, 4999, 'approved']);

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
      charges: monthlyCharges([
        '2027-01-31',
        '2027-02-28',
        '2027-03-31',
        '2027-04-30',
        '2027-05-31',
        '2027-06-30',
        '2027-07-31',
        '2027-08-31',
        '2027-09-30',
        '2027-10-31',
        '2027-11-30',
        '2027-12-31',
      ]),
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
      // It ends on 2028-01-31: reminded 60 days before (2027-12-02) and 30 days before (2028-01-01).
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
        ]),
        ['2027-12-02', 'reminder clamped 2028-01-31'],
        ['2027-12-31', 'receipt clamped 2027-12'],
        ['2028-01-01', 'reminder clamped 2028-01-31'],
        ['2028-01-31', 'ended clamped'],
      ],
      notices: [
        ['2027-12-02', 'reminder clamped 2028-01-31'],
        ['2028-01-01', 'reminder clamped 2028-01-31'],
      ],
    },
  },
  {
    owner: 'dora.declined',
    what: 'a card that declines every charge: tried 4 times, suspended on the last, cancelled 30 days past due',
    actions: [
      ['2027-01-10T14:00:00Z', (o) => o.order('declining', { payment: 'monthly' })],
      ['2027-01-10T15:00:00Z', (o) => o.saveCardFor('declining', SANDBOX_DECLINES_AFTER_SAVING_CARD)],
      ['2027-03-01T12:00:00Z', (o) => o.fileClaim('declining')],
      ['2027-03-20T12:00:00Z', (o) => o.fileClaim('declining')],
    ],
    expected: {
      // Due 2027-02-10: the day-14 attempt (2027-02-24) fails and suspends it; 30 days past due is 2027-03-12.
      // Suspended, it is not billed for March (due 2027-03-10); cancelled, never again.
      statuses: {
        declining: [
          ['2027-01-10', 'active'],
          ['2027-02-24', 'suspended'],
          ['2027-03-12', 'cancelled'],
        ],
      },
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
        ['2027-02-24', 'suspended declining'],
        ['2027-03-12', 'cancelled declining'],
      ],
      notices: [
        ['2027-02-10', 'retry 2027-02-13'],
        ['2027-02-13', 'retry 2027-02-17'],
        ['2027-02-17', 'retry 2027-02-24'],
        ['2027-02-24', 'no retry'],
        ['2027-02-24', 'suspended declining, cancelled on 2027-03-12'],
        ['2027-03-12', 'cancelled declining'],
      ],
      claims: [
        ['2027-03-01', 403, serviceRequestMessages.suspended('2027-02-10')],
        ['2027-03-20', 403, serviceRequestMessages.cancelledUnpaid('2027-03-12', '2027-02-10')],
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
        ...monthlyCharges([
          '2027-03-20',
          '2027-04-20',
          '2027-05-20',
          '2027-06-20',
          '2027-07-20',
          '2027-08-20',
          '2027-09-20',
          '2027-10-20',
          '2027-11-20',
          '2027-12-20',
        ]),
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
      // It ends on 2028-01-20: reminded on 2027-11-21 and 2027-12-21.
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
        ]),
        ['2027-11-21', 'reminder paidBetween 2028-01-20'],
        ['2027-12-20', 'receipt paidBetween 2027-12'],
        ['2027-12-21', 'reminder paidBetween 2028-01-20'],
        ['2028-01-20', 'ended paidBetween'],
      ],
      notices: [
        ['2027-02-20', 'retry 2027-02-23'],
        ['2027-11-21', 'reminder paidBetween 2028-01-20'],
        ['2027-12-21', 'reminder paidBetween 2028-01-20'],
      ],
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
      // It ends on 2028-02-15: reminded on 2027-12-17 and 2028-01-16.
      mails: [
        ['2027-02-15', 'order inFull'],
        ['2027-12-17', 'reminder inFull 2028-02-15'],
        ['2028-01-16', 'reminder inFull 2028-02-15'],
        ['2028-02-15', 'ended inFull'],
      ],
      notices: [
        ['2027-12-17', 'reminder inFull 2028-02-15'],
        ['2028-01-16', 'reminder inFull 2028-02-15'],
      ],
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
      // Reminded 60 days before its end (2027-12-02); renewed on 2027-12-20, it gets no 30-day reminder.
      mails: [
        ['2027-01-31', 'order renewed'],
        ['2027-12-02', 'reminder renewed 2028-01-31'],
        ['2027-12-20', 'order renewal'],
        ['2028-01-31', 'started renewal'],
        ['2028-02-29', 'receipt renewal 2028-02'],
      ],
      notices: [['2027-12-02', 'reminder renewed 2028-01-31']],
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
      // It ends on 2028-03-15, after the span: reminded on 2028-01-15 and 2028-02-14.
      mails: [
        ['2027-02-01', 'order closing'],
        ['2027-03-15', 'started closing'],
        ['2028-01-15', 'reminder closing 2028-03-15'],
        ['2028-02-14', 'reminder closing 2028-03-15'],
      ],
      notices: [
        ['2028-01-15', 'reminder closing 2028-03-15'],
        ['2028-02-14', 'reminder closing 2028-03-15'],
      ],
    },
  },
  {
    owner: 'aria.autorenew',
    what: 'an auto-renewing contract is renewed 30 days before its end and the renewal charged on its first day',
    actions: [['2027-02-05T14:00:00Z', (o) => o.order('autoRenewing', { payment: 'full', autoRenew: true })]],
    renewedBy: { autoRenewing: 'autoRenewal' },
    expected: {
      // It ends on 2028-02-05: renewed (pending) on 2028-01-06; the renewal is charged and starts on 2028-02-05.
      statuses: {
        autoRenewing: [
          ['2027-02-05', 'active'],
          ['2028-02-05', 'expired'],
        ],
        autoRenewal: [
          ['2028-01-06', 'pending'],
          ['2028-02-05', 'active'],
        ],
      },
      charges: [
        ['2027-02-05', 57500, 'approved'],
        ['2028-02-05', 57500, 'approved'],
      ],
      invoices: {
        autoRenewing: [[null, '2027-02-05', 57500, 'paid']],
        autoRenewal: [[null, '2028-02-05', 57500, 'paid']],
      },
      attempts: { autoRenewal: [[null, 1, '2028-02-05', 'approved']] },
      // No reminder: it renews itself.
      mails: [
        ['2027-02-05', 'order autoRenewing'],
        ['2028-01-06', 'renews autoRenewing 2028-02-05'],
        ['2028-02-05', 'renewal receipt autoRenewal'],
        ['2028-02-05', 'started autoRenewal'],
      ],
    },
  },
  {
    owner: 'ella.escrow',
    what: 'an order paid at closing left unpaid reminds its agent 30 days after closing and is cancelled at 60',
    actions: [['2027-03-01T14:00:00Z', (o) => o.order('escrowed', { payment: 'escrow', closing: '2027-04-01' })]],
    expected: {
      // Closing 2027-04-01: the agent is reminded on 2027-05-01; the order is cancelled on 2027-05-31.
      statuses: {
        escrowed: [
          ['2027-03-01', 'pending'],
          ['2027-05-31', 'cancelled'],
        ],
      },
      charges: [],
      invoices: { escrowed: [[null, '2027-04-01', 54000, 'cancelled']] },
      mails: [
        ['2027-03-01', 'order escrowed'],
        ['2027-05-31', 'escrow cancelled escrowed'],
      ],
      notices: [['2027-05-31', 'escrow cancelled escrowed']],
      agentMails: [
        ['2027-05-01', 'escrow reminder escrowed'],
        ['2027-05-31', 'escrow cancelled escrowed'],
      ],
      agentNotices: [
        ['2027-05-01', 'escrow reminder escrowed'],
        ['2027-05-31', 'escrow cancelled escrowed'],
      ],
    },
  },
  {
    owner: 'kai.cardexpiring',
    what: 'a card expiring before the next monthly charge is announced once, 30 days before its month ends',
    actions: [
      ['2027-03-01T14:00:00Z', (o) => o.order('expiring', { payment: 'monthly', cardExpiry: '06/27' })],
      ['2027-06-10T14:00:00Z', (o) => o.saveCardFor('expiring', SANDBOX_APPROVED_CARD)],
    ],
    expected: {
      // Billed on the 1st. The card is good through 2027-06-30; on 2027-06-01 (30 days before 2027-07-01) the
      // next charge, 2027-07-01, falls after it: one notice. The owner saves a new card on 2027-06-10.
      statuses: { expiring: [['2027-03-01', 'active']] },
      charges: monthlyCharges([
        '2027-03-01',
        '2027-04-01',
        '2027-05-01',
        '2027-06-01',
        '2027-07-01',
        '2027-08-01',
        '2027-09-01',
        '2027-10-01',
        '2027-11-01',
        '2027-12-01',
        '2028-01-01',
        '2028-02-01',
      ]),
      invoices: {
        expiring: [
          [null, '2027-03-01', 4999, 'paid'],
          ['2027-04', '2027-04-01', 4999, 'paid'],
          ['2027-05', '2027-05-01', 4999, 'paid'],
          ['2027-06', '2027-06-01', 4999, 'paid'],
          ['2027-07', '2027-07-01', 4999, 'paid'],
          ['2027-08', '2027-08-01', 4999, 'paid'],
          ['2027-09', '2027-09-01', 4999, 'paid'],
          ['2027-10', '2027-10-01', 4999, 'paid'],
          ['2027-11', '2027-11-01', 4999, 'paid'],
          ['2027-12', '2027-12-01', 4999, 'paid'],
          ['2028-01', '2028-01-01', 4999, 'paid'],
          ['2028-02', '2028-02-01', 4999, 'paid'],
        ],
      },
      attempts: {
        expiring: [
          ['2027-04', 1, '2027-04-01', 'approved'],
          ['2027-05', 1, '2027-05-01', 'approved'],
          ['2027-06', 1, '2027-06-01', 'approved'],
          ['2027-07', 1, '2027-07-01', 'approved'],
          ['2027-08', 1, '2027-08-01', 'approved'],
          ['2027-09', 1, '2027-09-01', 'approved'],
          ['2027-10', 1, '2027-10-01', 'approved'],
          ['2027-11', 1, '2027-11-01', 'approved'],
          ['2027-12', 1, '2027-12-01', 'approved'],
          ['2028-01', 1, '2028-01-01', 'approved'],
          ['2028-02', 1, '2028-02-01', 'approved'],
        ],
      },
      // It ends on 2028-03-01: reminded on 2028-01-01 and 2028-01-31.
      mails: [
        ['2027-03-01', 'order expiring'],
        ...receipts('expiring', [
          ['2027-04-01', '2027-04'],
          ['2027-05-01', '2027-05'],
          ['2027-06-01', '2027-06'],
        ]),
        ['2027-06-01', 'card expiring 1111'],
        ...receipts('expiring', [
          ['2027-07-01', '2027-07'],
          ['2027-08-01', '2027-08'],
          ['2027-09-01', '2027-09'],
          ['2027-10-01', '2027-10'],
          ['2027-11-01', '2027-11'],
          ['2027-12-01', '2027-12'],
          ['2028-01-01', '2028-01'],
        ]),
        ['2028-01-01', 'reminder expiring 2028-03-01'],
        ['2028-01-31', 'reminder expiring 2028-03-01'],
        ['2028-02-01', 'receipt expiring 2028-02'],
      ],
      notices: [
        ['2027-06-01', 'card expiring 1111'],
        ['2028-01-01', 'reminder expiring 2028-03-01'],
        ['2028-01-31', 'reminder expiring 2028-03-01'],
      ],
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
/** The answers to each owner's claims, by the owner's e-mail. */
const claimAnswers = new Map<string, [Day, number, string][]>();
/** The label each renewal the clock writes is known by, by the label of the contract it renews. */
const renewalLabels = new Map(SCENARIOS.flatMap((scenario) => Object.entries(scenario.renewedBy ?? {})));

const at = (moment: string) => vi.setSystemTime(new Date(moment));
const call = (method: 'GET' | 'POST', url: string, payload: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

/** The card typed into the gateway's hosted form, read back by the API. */
async function tokenise(email: string, cardNumber: string, expirationDate = CARD_EXPIRY) {
  const card = await typeCard(t.app, email, { cardNumber, expirationDate, cardCode: '123' });
  expect(card.statusCode, JSON.stringify(card)).toBe(200);
  const { authNetProfileId, authNetPaymentProfileId, profileToken } = card.json;
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
      const byAgent = plan.payment === 'escrow';
      const token = byAgent ? await accessTokenFor(t, AGENT_EMAIL) : renewing ? await signedIn() : undefined;
      const payment = byAgent
        ? { type: plan.payment }
        : renewing
          ? { type: plan.payment, creditCardId: await firstCardOf(renewing.ownerUserId) }
          : { type: plan.payment, ...(await tokenise(email, SANDBOX_APPROVED_CARD, plan.cardExpiry)) };
      const ordered = await call(
        'POST',
        '/api/order',
        {
          ...(plan.closing
            ? { planTypeId: REAL_ESTATE_PLAN_TYPE_ID, planId: 'plan-re-choice', estimatedCloseDate: plan.closing }
            : { planTypeId: HOMEOWNER_PLAN_TYPE_ID, planId: 'plan-ho-signature' }),
          ...(byAgent
            ? {
                orderingPartyType: 'buyerAgent',
                escrowOfficer: ESCROW_OFFICER,
              }
            : {}),
          ...(plan.autoRenew ? { isAutoRenew: true } : {}),
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
    async fileClaim(label) {
      const claimed = await call(
        'POST',
        '/api/account/serviceRequest',
        {
          contractId: contractOf(label).contractId,
          warrantyItemId: 'si-cooling',
          questionsAndAnswers: [],
          contactPreferences: {
            contactName: 'Tess Traveler',
            phone: '(512) 555 0142',
            email,
            preferredContactMethod: 'text',
            bestTimeToContact: 'morning',
            permissionToEnter: false,
          },
          confirmedServiceCallFee: 75,
          paymentInfo: {},
        },
        await signedIn(),
      );
      const answers = claimAnswers.get(email) ?? [];
      answers.push([dayOf(new Date()), claimed.statusCode, claimed.json().errors?.[0]?.message ?? '']);
      claimAnswers.set(email, answers);
    },
  };
}

const runAt = (day: Day) => runDueJobs(jobContext(t, new Date(`${day}${RUN_TIME}`)));

/**
 * Records each scenario contract's status, and any property covered twice by one plan, after a day; a renewal
 * the clock wrote for a scenario contract joins them under its label.
 */
async function observe(day: Day): Promise<void> {
  const { contracts } = t.database.t;
  const rows = await t.database.db
    .select({
      contractId: contracts.contractId,
      policyNumber: contracts.policyNumber,
      ownerUserId: contracts.ownerUserId,
      previousContractId: contracts.previousContractId,
      orderKind: contracts.orderKind,
      status: contracts.status,
      planId: contracts.planId,
      address: contracts.address,
    })
    .from(contracts);
  for (const [label, renewalLabel] of renewalLabels) {
    const renewed = placed.get(label);
    const renewal = rows.find((row) => row.orderKind === 'renewal' && row.previousContractId === renewed?.contractId);
    if (renewal && !placed.has(renewalLabel)) {
      const { contractId, policyNumber, ownerUserId } = renewal;
      placed.set(renewalLabel, { contractId, policyNumber, ownerUserId });
    }
  }
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
  return rows.map((row): [string | null, number, Day, string] => [
    row.period,
    row.attempt,
    dayOf(row.attemptedAt),
    row.outcome ?? '',
  ]);
}

/** The label of the scenario contract whose policy number a text names ('?' for none). */
const labelIn = (text: string) => [...placed].find(([, contract]) => text.includes(contract.policyNumber))?.[0] ?? '?';

/** A mail as an Event's `what` (see Event), by its subject. */
function mailEvent(subject: string): string {
  const label = labelIn(subject);
  const receipt = /receipt for your monthly payment (\d{4}-\d{2})/.exec(subject);
  if (receipt) return `receipt ${label} ${receipt[1]}`;
  if (subject.includes('receipt for the renewal')) return `renewal receipt ${label}`;
  if (subject.includes('did not go through')) return `declined ${label}`;
  if (subject.includes('your order')) return `order ${label}`;
  if (subject.includes(' is suspended')) return `suspended ${label}`;
  if (subject.includes(' is cancelled')) return `cancelled ${label}`;
  const ends = / ends on (\d{4}-\d{2}-\d{2})/.exec(subject);
  if (ends) return `reminder ${label} ${ends[1]}`;
  const renews = / renews on (\d{4}-\d{2}-\d{2})/.exec(subject);
  if (renews) return `renews ${label} ${renews[1]}`;
  const card = /card ending (\d{4}) is about to expire/.exec(subject);
  if (card) return `card expiring ${card[1]}`;
  if (subject.includes('due at closing')) return `escrow reminder ${label}`;
  if (subject.includes(' was cancelled')) return `escrow cancelled ${label}`;
  if (subject.includes(' has started')) return `started ${label}`;
  if (subject.includes(' has ended')) return `ended ${label}`;
  return subject;
}

/** A notice as an Event's `what` (see Event), by its title and text. */
function noticeEvent(title: string, text: string): string {
  const retry = /try the card again on (\d{4}-\d{2}-\d{2})/.exec(text);
  if (retry) return `retry ${retry[1]}`;
  if (/not try the card again/.test(text)) return 'no retry';
  const label = labelIn(title);
  const cancels = /will be cancelled on (\d{4}-\d{2}-\d{2})/.exec(text);
  if (title.includes(' is suspended') && cancels) return `suspended ${label}, cancelled on ${cancels[1]}`;
  return mailEvent(title);
}

/** The mails to an address, in order, as Events. */
async function mailsOf(email: string): Promise<Event[]> {
  const { emailOutbox } = t.database.t;
  const rows = await t.database.db
    .select({ subject: emailOutbox.subject, createdAt: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.subject));
  return rows.map((row) => [dayOf(row.createdAt), mailEvent(row.subject)]);
}

/** A user's notices, in order, as Events. */
async function noticesOf(userId: string): Promise<Event[]> {
  const { notices } = t.database.t;
  const rows = await t.database.db
    .select({ title: notices.title, text: notices.text, createdAt: notices.createdAt })
    .from(notices)
    .where(eq(notices.userId, userId))
    .orderBy(asc(notices.createdAt), asc(notices.title));
  return rows.map((row) => [dayOf(row.createdAt), noticeEvent(row.title, row.text)]);
}

async function agentId(): Promise<string> {
  const { users } = t.database.t;
  const [agent] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, AGENT_EMAIL));
  if (!agent) throw new Error('the seeded agent is missing');
  return agent.id;
}

/** The events among these about one of the labelled contracts. */
const about = (events: Event[], labels: string[]) =>
  events.filter(([, what]) => labels.some((label) => what.split(/[ ,]/).includes(label)));

describe(`fourteen months of the clock, day by day, on ${inject('dialect')}`, () => {
  it('runs every job without a failure and never covers one property twice with one plan', () => {
    expect(failedRuns).toEqual([]);
    expect(doubleCover).toEqual([]);
  });

  for (const scenario of SCENARIOS) {
    describe(scenario.what, () => {
      it('changes status on the expected days', () => {
        const { labels } = labelsOf(scenario);
        for (const label of labels) {
          expect(observedStatuses.get(label) ?? [], label).toEqual(scenario.expected.statuses[label]);
        }
      });

      it('invoices each period once and charges each premium once, on the expected days', async () => {
        const { labels, contracts, email } = labelsOf(scenario);
        expect(await chargesOf(email)).toEqual(scenario.expected.charges);
        for (const [index, contract] of contracts.entries()) {
          const label = labels[index] as string;
          const invoices = await invoicesOf(contract.contractId);
          expect(
            invoices.map((row) => [row.billingPeriod, dayOf(row.dueDate), row.amountCents, row.status]),
            label,
          ).toEqual(scenario.expected.invoices[label]);
          expect(await attemptsOf(contract.contractId), label).toEqual(scenario.expected.attempts?.[label] ?? []);

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
        expect(recorded.map((row) => [dayOf(row.createdAt), row.amountCents]).sort()).toEqual(
          approved.map(([day, cents]) => [day, cents]).sort(),
        );
      });

      it('mails the owner (and the agent) once per event, with a notice for each', async () => {
        const { email, userId, labels } = labelsOf(scenario);
        expect(await mailsOf(email)).toEqual(scenario.expected.mails);
        expect(await noticesOf(userId)).toEqual(scenario.expected.notices ?? []);
        expect(about(await mailsOf(AGENT_EMAIL), labels)).toEqual(scenario.expected.agentMails ?? []);
        expect(about(await noticesOf(await agentId()), labels)).toEqual(scenario.expected.agentNotices ?? []);
      });

      it('answers the owner’s claims as expected', () => {
        const { email } = labelsOf(scenario);
        expect(claimAnswers.get(email) ?? []).toEqual(scenario.expected.claims ?? []);
      });
    });
  }

  // The seeded demo contracts live through the span too; their mails, dated from the day the seed ran, are left out.
  it('sends no mail about the scenarios beyond those they expect, each once', async () => {
    const { emailOutbox } = t.database.t;
    const owners = new Set(SCENARIOS.map((scenario) => labelsOf(scenario).email));
    const sent = new Map<string, number>();
    for (const mail of await t.database.db.select().from(emailOutbox)) {
      if (!owners.has(mail.to) && labelIn(mail.subject) === '?') continue;
      sent.set(mail.to, (sent.get(mail.to) ?? 0) + 1);
    }
    const expected = new Map<string, number>();
    for (const scenario of SCENARIOS) {
      expected.set(labelsOf(scenario).email, scenario.expected.mails.length);
      const toAgent = scenario.expected.agentMails?.length ?? 0;
      if (toAgent > 0) expected.set(AGENT_EMAIL, (expected.get(AGENT_EMAIL) ?? 0) + toAgent);
    }
    // Each escrow order mails its invoice to the officer it names, once (no closing date moves here).
    const { contracts } = t.database.t;
    const officerMails = (await t.database.db.select().from(contracts)).filter(
      (contract) => contract.escrowOfficer?.email === ESCROW_OFFICER.email,
    ).length;
    if (officerMails > 0) expected.set(ESCROW_OFFICER.email, officerMails);
    expect(sent).toEqual(expected);
  });

  // Receipts, declines, suspensions, cancellations, reminders, renewals, starts, ends, escrow mails: every kind
  // the clock sends, each with its HTML and a text twin of the same links and facts.
  it('sends every mail of the span as branded HTML with a plain-text twin', async () => {
    const { emailOutbox } = t.database.t;
    const customerMails = (await t.database.db.select().from(emailOutbox)).filter(
      (mail) => !mail.to.endsWith('@canyonhomewarranty.example'),
    );
    expect(customerMails.length).toBeGreaterThan(50);
    for (const mail of customerMails) expectBrandedMail(mail);
  });

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

  it('leaves books the nightly check finds nothing wrong with', async () => {
    expect(await checkBooks({ database: t.database })).toEqual([]);
  });
});
