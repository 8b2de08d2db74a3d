/**
 * `dunning` (daily, after monthly billing): what unpaid monthly premiums do to their contracts, by dunningChange
 * (shared/src/contract-lifecycle.ts), decided from each premium's due date and charge attempts at `now`:
 * - the last charge attempt (14 days after the due date) failed and the premium is still unpaid: the contract
 *   is suspended (claims refused until it is paid), with a notice and a mail naming the day it will be cancelled;
 * - still unpaid 30 days after its due date: the active or suspended contract is cancelled (`cancelled_at`
 *   set), with a notice and a mail; its open premiums stay owed but are no longer charged;
 * - a suspended contract no premium holds any more (paid, or cancelled by staff) is active again. Paying from
 *   the account lifts it at once (POST /account/invoices); this catches every other way.
 * Each change is a conditional update on the status read, with its notice and mail in the same transaction,
 * so a second run at the same `now` changes nothing.
 */
import { cancellationDate, dunningChange, formatCents } from '@hw/shared';
import { BASE_LOCALE, m } from '@hw/shared/i18n';
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { tellOwner } from '../account/index.ts';
import type { Tables } from '../db/index.ts';
import { greeting } from '../mail/index.ts';
import { type Premium, premiumsOf } from '../payments/index.ts';
import type { JobContext, JobDefinition, JobReport } from './job.ts';

type ContractRow = Tables['contracts']['$inferSelect'];

const money = formatCents;
const day = (date: Date) => date.toISOString().slice(0, 10);

export const dunningMessages = {
  suspendedTitle: (policyNumber: string) => `Your plan ${policyNumber} is suspended`,
  suspendedText: (amount: string, dueDate: string, cancelsOn: string) =>
    `Your monthly payment of ${amount} due ${dueDate} was not paid, so this plan is suspended: service requests ` +
    `are refused until it is paid. Please pay it from your account. If it is not paid, the plan will be cancelled ` +
    `on ${cancelsOn}.`,
  cancelledTitle: (policyNumber: string) => `Your plan ${policyNumber} is cancelled`,
  cancelledText: (amount: string, dueDate: string) =>
    `Your monthly payment of ${amount} due ${dueDate} was not paid within 30 days, so this plan is cancelled ` +
    'and no longer covers your home. Please call us if you have questions.',
} as const;

async function runDunning(context: JobContext): Promise<JobReport> {
  const { database, now } = context;
  const { db, t } = database;
  const c = t.contracts;
  const report: JobReport = { changed: 0, lines: [] };

  const owing = await db
    .selectDistinct({ contractId: t.invoices.contractId })
    .from(t.invoices)
    .innerJoin(c, eq(c.contractId, t.invoices.contractId))
    .where(
      and(
        eq(t.invoices.status, 'unpaid'),
        isNotNull(t.invoices.billingPeriod),
        lte(t.invoices.dueDate, now),
        inArray(c.status, ['active', 'suspended']),
      ),
    );
  const suspended = await db.select({ contractId: c.contractId }).from(c).where(eq(c.status, 'suspended'));
  const ids = [...new Set([...owing, ...suspended].map((row) => row.contractId))];
  if (ids.length === 0) return report;
  const contracts = await db.select().from(c).where(inArray(c.contractId, ids)).orderBy(c.policyNumber);
  const premiums = await premiumsOf(db, t, ids);

  for (const contract of contracts) {
    const change = dunningChange(contract, premiums.get(contract.contractId) ?? [], now);
    if (!change) continue;
    if (change.status === 'suspended' || change.status === 'cancelled') {
      const { premium } = change;
      if (await applyChange(context, contract, change.status, premium)) {
        report.changed += 1;
        report.lines.push(
          `${change.status} ${contract.policyNumber}: monthly payment ${premium.billingPeriod} due ${day(premium.dueDate)} unpaid`,
        );
      }
      continue;
    }
    const lifted = await database.transaction((tx) =>
      tx
        .update(c)
        .set({ status: change.status })
        .where(and(eq(c.contractId, contract.contractId), eq(c.status, 'suspended')))
        .returning({ contractId: c.contractId }),
    );
    if (lifted.length > 0) {
      report.changed += 1;
      report.lines.push(`lifted the suspension of ${contract.policyNumber} (now ${change.status})`);
    }
  }
  return report;
}

/** Suspends or cancels the contract if it still has the status read, with a notice and a mail; true when it did. */
async function applyChange(
  context: JobContext,
  contract: ContractRow,
  to: 'suspended' | 'cancelled',
  premium: Premium,
): Promise<boolean> {
  const { database, now, config } = context;
  const { t } = database;
  const c = t.contracts;
  const [owner] = await database.db
    .select({ email: t.users.email, firstName: t.users.firstName, locale: t.users.preferredLanguage })
    .from(t.users)
    .where(eq(t.users.id, contract.ownerUserId));
  const brand = config.brand.name;
  const amount = money(premium.amountCents);
  const dueDate = day(premium.dueDate);
  const { policyNumber } = contract;
  const cancelsOn = day(cancellationDate(premium.dueDate));
  const notice =
    to === 'suspended'
      ? {
          title: dunningMessages.suspendedTitle(policyNumber),
          text: dunningMessages.suspendedText(amount, dueDate, cancelsOn),
        }
      : {
          title: dunningMessages.cancelledTitle(policyNumber),
          text: dunningMessages.cancelledText(amount, dueDate),
        };
  const locale = owner?.locale ?? BASE_LOCALE;
  const language = { locale };
  const details = [
    { label: m.mail_label_contract({}, language), value: policyNumber },
    { label: m.mail_label_monthly_payment({}, language), value: premium.billingPeriod ?? '' },
    { label: m.mail_label_amount_due({}, language), value: amount },
    { label: m.mail_label_due({}, language), value: dueDate },
  ];
  const mail =
    to === 'suspended'
      ? {
          subject: m.mail_dunning_suspended_subject({ brand, policyNumber }, language),
          body: {
            locale,
            greeting: greeting(owner?.firstName, locale),
            paragraphs: [m.mail_dunning_suspended_text({ amount, dueDate, cancelsOn }, language)],
            details,
            action: { label: m.mail_button_pay({}, language), url: `${config.publicOrigin}/account` },
          },
        }
      : {
          subject: m.mail_dunning_cancelled_subject({ brand, policyNumber }, language),
          body: {
            locale,
            greeting: greeting(owner?.firstName, locale),
            paragraphs: [m.mail_dunning_cancelled_text({ amount, dueDate }, language)],
            details,
            closing: m.mail_call_us_at({ phone: config.brand.phone }, language),
          },
        };
  return database.transaction(async (tx) => {
    const changed = await tx
      .update(c)
      .set(to === 'cancelled' ? { status: to, cancelledAt: now } : { status: to })
      .where(and(eq(c.contractId, contract.contractId), eq(c.status, contract.status)))
      .returning({ contractId: c.contractId });
    if (changed.length === 0) return false;
    await tellOwner(tx, t, context.mailer, {
      userId: contract.ownerUserId,
      contractId: contract.contractId,
      at: now,
      notice: { title: notice.title, text: notice.text, level: 'warning' },
      mail: owner ? { to: owner.email, ...mail } : null,
    });
    return true;
  });
}

export const dunningJob: JobDefinition = {
  name: 'dunning',
  // An hour after monthly billing, so a suspension follows the last failed charge the same day.
  schedule: '0 10 * * *',
  run: runDunning,
};
