/**
 * `escrow-follow-up` (daily): a real-estate order paid at closing (escrow) whose invoice is still unpaid after
 * its closing (the one recorded, else the estimated one; shared/src/renewal-rules.ts).
 * - 30 days after the closing the agent who ordered it is reminded (a notice and a mail), once: its row in
 *   `contract_reminders` is the key.
 * - 60 days after it the order is cancelled: its unpaid invoice is cancelled only while still unpaid (so a
 *   payment at the same moment wins), then the contract while pending or active; the agent and the buyer (its
 *   owner) get a notice and a mail. A run that first comes after 60 days cancels without reminding.
 */
import { closingDate, ESCROW_CANCEL_DAYS, escrowCancellationDate, escrowFollowUpDue } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { tellOwner } from '../account/index.ts';
import type { Tables, Tx } from '../db/index.ts';
import { cancelOpenInvoices } from '../ledger/index.ts';
import { greeting, type MailBody } from '../mail/index.ts';
import { money } from './charge-invoice.ts';
import type { JobContext, JobDefinition, JobReport } from './job.ts';

type ContractRow = Tables['contracts']['$inferSelect'];

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (date: Date) => date.toISOString().slice(0, 10);
const place = (contract: ContractRow) => `${contract.address.streetAddress}, ${contract.address.city}`;

/** The notices' words (English); the mails' are in the catalogues (`sent`), in each reader's language. */
export const escrowMessages = {
  reminderTitle: (policyNumber: string) => `The payment due at closing for ${policyNumber} has not arrived`,
  reminderText: (policyNumber: string, address: string, amount: string, closed: string, cancels: string) =>
    `The home warranty ${policyNumber} for ${address} closed on ${closed}, and its ${amount} due at closing is ` +
    `still unpaid. Please have it paid through escrow, or pay it from your account. Unpaid, the order is ` +
    `cancelled on ${cancels}.`,
  cancelledTitle: (policyNumber: string) => `The home warranty ${policyNumber} was cancelled`,
  cancelledText: (policyNumber: string, address: string, amount: string, closed: string) =>
    `The ${amount} due at closing for the home warranty ${policyNumber} (${address}, closed on ${closed}) was not ` +
    `paid within ${ESCROW_CANCEL_DAYS} days, so the order is cancelled and the home is not covered. A new order ` +
    'covers it again.',
} as const;

interface Due {
  contract: ContractRow;
  amountCents: number;
  closing: Date;
  action: 'remind' | 'cancel';
}

/** Escrow orders with an unpaid invoice whose closing is at least 30 days past. */
async function unpaidAfterClosing(context: JobContext): Promise<Due[]> {
  const { database, now } = context;
  const { t } = database;
  const c = t.contracts;
  const rows = await database.db
    .select({ contract: c, amountCents: t.invoices.amountCents })
    .from(t.invoices)
    .innerJoin(c, eq(c.contractId, t.invoices.contractId))
    .where(
      and(
        eq(t.invoices.status, 'unpaid'),
        gt(t.invoices.amountCents, 0),
        eq(c.paymentType, 'escrow'),
        inArray(c.status, ['pending', 'active']),
      ),
    )
    .orderBy(asc(c.policyNumber));
  const byContract = new Map<string, Due>();
  for (const { contract, amountCents } of rows) {
    const closing = closingDate(contract);
    const action = escrowFollowUpDue(closing, now);
    if (!closing || !action) continue;
    const due = byContract.get(contract.contractId);
    if (due) due.amountCents += amountCents;
    else byContract.set(contract.contractId, { contract, amountCents, closing, action });
  }
  return [...byContract.values()];
}

/** The agent who ordered it (else its owner) and its owner, as they are mailed. */
async function people(tx: Tx, t: Tables, contract: ContractRow) {
  const agentId = contract.orderedByUserId ?? contract.ownerUserId;
  const users = await tx
    .select({ id: t.users.id, email: t.users.email, firstName: t.users.firstName, locale: t.users.preferredLanguage })
    .from(t.users)
    .where(inArray(t.users.id, [agentId, contract.ownerUserId]));
  return {
    agent: users.find((user) => user.id === agentId),
    owner: users.find((user) => user.id === contract.ownerUserId),
  };
}

type Person = NonNullable<Awaited<ReturnType<typeof people>>['agent']>;

/** A warning in the person's account about the contract, and the mail `subject` with `body`, in their language. */
async function warn(
  tx: Tx,
  { database, mailer, now }: JobContext,
  contract: ContractRow,
  person: Person,
  told: { title: string; text: string; subject: string; body: Pick<MailBody, 'paragraphs' | 'details' | 'action'> },
): Promise<void> {
  await tellOwner(tx, database.t, mailer, {
    userId: person.id,
    contractId: contract.contractId,
    at: now,
    notice: { title: told.title, text: told.text, level: 'warning' },
    mail: {
      to: person.email,
      subject: told.subject,
      body: { locale: person.locale, greeting: greeting(person.firstName, person.locale), ...told.body },
    },
  });
}

async function remind(context: JobContext, { contract, amountCents, closing }: Due): Promise<boolean> {
  const { database, now, config } = context;
  const { t } = database;
  return database.transaction(async (tx) => {
    const taken = await tx
      .insert(t.contractReminders)
      .values({ contractId: contract.contractId, kind: 'escrow30d', sentAt: now })
      .onConflictDoNothing()
      .returning({ reminderId: t.contractReminders.reminderId });
    if (taken.length === 0) return false;
    const { agent } = await people(tx, t, contract);
    if (!agent) return true;
    const text = escrowMessages.reminderText(
      contract.policyNumber,
      place(contract),
      money(amountCents),
      day(closing),
      day(escrowCancellationDate(closing)),
    );
    const language = { locale: agent.locale };
    const { policyNumber } = contract;
    const amount = money(amountCents);
    await warn(tx, context, contract, agent, {
      title: escrowMessages.reminderTitle(contract.policyNumber),
      text,
      subject: m.mail_escrow_reminder_subject({ brand: config.brand.name, policyNumber }, language),
      body: {
        paragraphs: [
          m.mail_escrow_reminder_text(
            {
              policyNumber,
              address: place(contract),
              amount,
              closed: day(closing),
              cancels: day(escrowCancellationDate(closing)),
            },
            language,
          ),
        ],
        details: [
          { label: m.mail_label_contract({}, language), value: policyNumber },
          { label: m.mail_label_amount_due({}, language), value: amount },
        ],
        action: { label: m.mail_button_pay({}, language), url: `${config.publicOrigin}/account` },
      },
    });
    return true;
  });
}

/** The closing invoice was paid while the contract was being cancelled: the cancellation is rolled back. */
class PaidMeanwhile extends Error {}

async function cancel(context: JobContext, due: Due): Promise<boolean> {
  try {
    return await cancelOnce(context, due);
  } catch (error) {
    if (error instanceof PaidMeanwhile) return false;
    throw error;
  }
}

async function cancelOnce(context: JobContext, { contract, amountCents, closing }: Due): Promise<boolean> {
  const { database, now, config } = context;
  const { t } = database;
  return database.transaction(async (tx) => {
    // The contract first, then its invoices: the order a payment locks them in, so the two never deadlock.
    const cancelled = await tx
      .update(t.contracts)
      .set({ status: 'cancelled', orderStatus: 'cancelled', cancelledAt: now })
      .where(and(eq(t.contracts.contractId, contract.contractId), inArray(t.contracts.status, ['pending', 'active'])))
      .returning({ contractId: t.contracts.contractId });
    if (cancelled.length === 0) return false;
    const cancelledInvoices = await cancelOpenInvoices(tx, t, contract.contractId, now);
    // Paid meanwhile: nothing is cancelled after all.
    if (cancelledInvoices.length === 0) throw new PaidMeanwhile();
    const { agent, owner } = await people(tx, t, contract);
    const text = escrowMessages.cancelledText(contract.policyNumber, place(contract), money(amountCents), day(closing));
    for (const person of new Map([agent, owner].flatMap((p) => (p ? [[p.id, p]] : []))).values()) {
      const language = { locale: person.locale };
      const { policyNumber } = contract;
      await warn(tx, context, contract, person, {
        title: escrowMessages.cancelledTitle(contract.policyNumber),
        text,
        subject: m.mail_escrow_cancelled_subject({ brand: config.brand.name, policyNumber }, language),
        body: {
          paragraphs: [
            m.mail_escrow_cancelled_text(
              {
                policyNumber,
                address: place(contract),
                amount: money(amountCents),
                closed: day(closing),
                days: ESCROW_CANCEL_DAYS,
              },
              language,
            ),
          ],
          action: { label: m.mail_button_order_again({}, language), url: `${config.publicOrigin}/order` },
        },
      });
    }
    return true;
  });
}

async function runEscrowFollowUp(context: JobContext): Promise<JobReport> {
  const report: JobReport = { changed: 0, lines: [] };
  for (const due of await unpaidAfterClosing(context)) {
    const { contract, amountCents, closing } = due;
    const days = Math.floor((context.now.getTime() - closing.getTime()) / DAY_MS);
    if (due.action === 'remind' && (await remind(context, due))) {
      report.changed += 1;
      report.lines.push(
        `reminded the agent of ${contract.policyNumber}: ${money(amountCents)} unpaid ${days} days after closing`,
      );
    }
    if (due.action === 'cancel' && (await cancel(context, due))) {
      report.changed += 1;
      report.lines.push(`cancelled ${contract.policyNumber}: ${money(amountCents)} unpaid ${days} days after closing`);
    }
  }
  return report;
}

export const escrowFollowUpJob: JobDefinition = {
  name: 'escrow-follow-up',
  // Every day at 14:00 UTC: the morning of a working day in the US, when agents read their mail.
  schedule: '0 14 * * *',
  run: runEscrowFollowUp,
};
