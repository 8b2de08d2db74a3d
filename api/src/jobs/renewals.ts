/**
 * `renewals` (daily): the end of a term, ahead of time (shared/src/renewal-rules.ts).
 *
 * Automatic renewals. An auto-renewing contract 30 days from its end, not renewed yet, gets its renewal
 * written as the owner's own early renewal would be (api/src/orders/place-order.ts): pending from the old
 * expire date, same plan, add-ons, service call fee and property, its credit used, priced from the catalogue
 * with the auto-renew discount. Nothing is charged then: its invoice (the total, or the first month of a
 * monthly renewal) falls due the day the new term starts, and the owner is mailed what, how much and when.
 * The old contract is marked renewed by a conditional update and a unique index holds one renewal per
 * contract, so an owner renewing at the same moment, a second run or a second process writes no other.
 *
 * Charges. From its due date a renewal's unpaid invoice is charged once (attempt 1 in
 * `invoice_charge_attempts`) to the card of the contract it renews (see chargedCardIds): a receipt, or a
 * notice and a mail. Paid, the renewal is started by `contract-lifecycle` once the old contract has ended.
 *
 * Reminders. A contract that does not renew itself is reminded 60 and 30 days before its end (a notice and a
 * mail with the link that renews it), each once by its row in `contract_reminders`; a run that first comes
 * inside 30 days sends only the 30-day one.
 */
import {
  AUTO_RENEWAL_DAYS,
  autoRenewalDue,
  capOneOffAddons,
  ORDERING_PARTY_ROLES,
  type OrderBody,
  paymentAmountCents,
  RENEWAL_GRACE_DAYS,
  RENEWAL_WINDOW_DAYS,
  renewalPath,
  renewalReminderDue,
} from '@hw/shared';
import { BASE_LOCALE, type Locale, m } from '@hw/shared/i18n';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, type SQL } from 'drizzle-orm';
import { chargedCardIds, tellOwner } from '../account/index.ts';
import type { Tables } from '../db/index.ts';
import { greeting, languageOfAddress, type MailBody, mailWanted } from '../mail/index.ts';
import { catalogSource } from '../offers/index.ts';
import { checkOrder, priceDraft, writeOrder } from '../orders/index.ts';
import { HttpError } from '../plugins/index.ts';
import { chargeInvoiceOnce, money } from './charge-invoice.ts';
import type { JobContext, JobDefinition, JobReport } from './job.ts';

type ContractRow = Tables['contracts']['$inferSelect'];

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (date: Date) => date.toISOString().slice(0, 10);
const daysFrom = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const place = (contract: ContractRow) => `${contract.address.streetAddress}, ${contract.address.city}`;

/** The notices' words (English); the mails' are in the catalogues (`sent`), in the owner's language. */
export const renewalMessages = {
  chargeStatement: 'renewal',
  chargeWhat: (oldPolicyNumber: string) => `the renewal of ${oldPolicyNumber}`,
  declineTitle: (policyNumber: string) => `Your renewal payment for ${policyNumber} did not go through`,
  declineText: (amount: string, reason: string, oldPolicyNumber: string) =>
    `We could not charge ${amount} for the renewal of ${oldPolicyNumber}: ${reason} ` +
    'Please pay the invoice from your account, or update your card, so that your coverage continues.',
  reminderTitle: (policyNumber: string, ends: string) => `Your home warranty ${policyNumber} ends on ${ends}`,
  reminderText: (policyNumber: string, address: string, ends: string, link: string) =>
    `Your home warranty ${policyNumber} for ${address} ends on ${ends}. Renew it now to stay covered: ${link}`,
} as const;

/** The mail of an automatic renewal, in the owner's language: what was renewed, for how much, charged when. */
function renewedMail(
  locale: Locale,
  r: {
    firstName: string;
    old: ContractRow;
    renewal: { policyNumber: string; planName: string; totalCents: number; monthlyTotalCents: number };
    starts: string;
    amountCents: number;
    isMonthly: boolean;
    card: { cardType: string; lastFour: string } | null;
    accountUrl: string;
  },
): MailBody {
  const language = { locale };
  const { starts } = r;
  const amount = money(r.amountCents);
  const card = r.card ? m.mail_receipt_card(r.card, language) : null;
  const renewed = { policyNumber: r.old.policyNumber, address: place(r.old), starts };
  const charge = r.isMonthly
    ? card
      ? m.mail_renewed_charge_monthly_card({ amount, card, starts }, language)
      : m.mail_renewed_charge_monthly_no_card({ amount, starts }, language)
    : card
      ? m.mail_renewed_charge_card({ amount, card, starts }, language)
      : m.mail_renewed_charge_no_card({ amount, starts }, language);
  const details = [
    { label: m.mail_label_contract({}, language), value: r.renewal.policyNumber },
    { label: m.mail_label_plan({}, language), value: r.renewal.planName },
    { label: m.mail_label_coverage_starts({}, language), value: starts },
    { label: m.mail_label_yearly({}, language), value: money(r.renewal.totalCents) },
    ...(r.isMonthly ? [{ label: m.mail_label_monthly({}, language), value: money(r.renewal.monthlyTotalCents) }] : []),
  ];
  return {
    locale,
    greeting: greeting(r.firstName, locale),
    paragraphs: [m.mail_renewed_text({ ...renewed, renewalPolicyNumber: r.renewal.policyNumber }, language), charge],
    details,
    action: { label: m.mail_button_account({}, language), url: r.accountUrl },
  };
}

/** The contracts among these that already have a renewal (the owner's early one, or one written here). */
async function renewedAlready(context: JobContext, contracts: readonly ContractRow[]): Promise<Set<string>> {
  if (contracts.length === 0) return new Set();
  const c = context.database.t.contracts;
  const rows = await context.database.db
    .select({ previousContractId: c.previousContractId })
    .from(c)
    .where(
      and(
        eq(c.orderKind, 'renewal'),
        inArray(
          c.previousContractId,
          contracts.map((contract) => contract.contractId),
        ),
      ),
    );
  return new Set(rows.map((row) => row.previousContractId ?? ''));
}

const isPartyRole = (role: string): role is (typeof ORDERING_PARTY_ROLES)[number] =>
  (ORDERING_PARTY_ROLES as readonly string[]).includes(role);

/** The order the owner would place to renew the contract as it is, renewing itself again. */
async function renewalOrder(context: JobContext, contract: ContractRow): Promise<OrderBody> {
  const { t } = context.database;
  const [owner] = await context.database.db.select().from(t.users).where(eq(t.users.id, contract.ownerUserId));
  if (!owner) throw new Error(`The owner of ${contract.policyNumber} is missing.`);
  const address = ({ streetAddress, unit, city, stateCode, zipCode }: typeof contract.address) => ({
    streetAddress,
    ...(unit ? { unit } : {}),
    city,
    state: stateCode,
    zipCode,
  });
  return {
    planTypeId: contract.planTypeId,
    // The plan chosen for the renewal (a downgrade waits for it), else the same.
    planId: contract.renewalPlan?.planId ?? contract.planId,
    property: {
      address: address(contract.address),
      dwellingTypeId: contract.dwellingTypeId,
      squareFootage: contract.squareFootage,
    },
    addons: contract.renewalPlan?.addons ?? contract.addons,
    coverageLength: contract.coverageLengthYears,
    selectedServiceCallPrice: { fee: contract.serviceCallFeeCents / 100 },
    isAutoRenew: true,
    contractId: contract.contractId,
    isRenewing: true,
    shouldUseCredit: true,
    owner: {
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
      phone: owner.phones.find((phone) => phone.isPrimary)?.number ?? owner.phones[0]?.number ?? '',
    },
    contacts: contract.contacts.flatMap(({ role, ...contact }) => (isPartyRole(role) ? [{ ...contact, role }] : [])),
    contactPreferences: contract.contactPreferences,
    payment: {
      type: contract.paymentType === 'monthly' ? 'monthly' : 'full',
      ...(contract.billingAddress ? { billingAddress: address(contract.billingAddress) } : {}),
    },
  };
}

/**
 * The contracts that meet `conditions` and may still be renewed: not a listing's coverage, not waiting for their
 * owner, not renewed already. Soonest end first.
 */
function contractsToRenew({ database }: JobContext, ...conditions: SQL[]) {
  const c = database.t.contracts;
  return database.db
    .select()
    .from(c)
    .where(
      and(eq(c.isListingCoverage, false), isNull(c.awaitingOwnerSince), ne(c.orderStatus, 'renewed'), ...conditions),
    )
    .orderBy(asc(c.expireDate), asc(c.contractId));
}

async function writeAutoRenewals(context: JobContext, report: JobReport): Promise<void> {
  const { database, now, config } = context;
  const { db, t } = database;
  const c = t.contracts;
  const due = (
    await contractsToRenew(
      context,
      eq(c.isAutoRenew, true),
      inArray(c.status, ['active', 'expired']),
      lte(c.expireDate, daysFrom(now, AUTO_RENEWAL_DAYS)),
      gt(c.expireDate, daysFrom(now, -RENEWAL_GRACE_DAYS)),
    )
  ).filter((contract) => autoRenewalDue(contract, now));
  const renewed = await renewedAlready(context, due);
  const toRenew = due.filter((contract) => !renewed.has(contract.contractId));
  if (toRenew.length === 0) return;

  const catalog = await catalogSource(database)();
  const cards = await chargedCardIds(db, t, toRenew, 'renewal');
  for (const old of toRenew) {
    const body = await renewalOrder(context, old);
    const plan = body.planId ? catalog.plans.get(body.planId) : undefined;
    if (plan && body.addons) body.addons = [...capOneOffAddons(body.addons, plan.coverages)];
    let written: { policyNumber: string; starts: Date; amountCents: number } | null = null;
    try {
      const priced = await priceDraft(catalog, body, async () => old);
      checkOrder(body, priced, now);
      const creditCardId = cards.get(old.contractId) ?? null;
      const [card] = creditCardId
        ? await db.select().from(t.paymentMethods).where(eq(t.paymentMethods.creditCardId, creditCardId))
        : [];
      written = await database.transaction(async (tx) => {
        const placed = await writeOrder(
          tx,
          {
            tables: t,
            publicOrigin: config.publicOrigin,
            gateway: context.gateway,
            mailer: context.mailer,
            caller: undefined,
            brandName: config.brand.name,
          },
          body,
          priced,
          undefined,
          now,
          true,
        );
        const [renewal] = await tx.select().from(c).where(eq(c.contractId, placed.contractId));
        const starts = renewal?.effectiveDate ?? now;
        const amountCents = paymentAmountCents(body.payment.type, priced.breakdown);
        const locale = await languageOfAddress(tx, t, body.owner.email);
        await context.mailer.send({
          to: body.owner.email,
          subject: m.mail_renewed_subject(
            { brand: config.brand.name, policyNumber: old.policyNumber, starts: day(starts) },
            { locale },
          ),
          body: renewedMail(locale, {
            firstName: body.owner.firstName,
            old,
            renewal: {
              policyNumber: placed.policyNumber,
              planName: priced.offer.plan.name,
              totalCents: priced.breakdown.totalCents,
              monthlyTotalCents: priced.breakdown.monthlyTotalCents,
            },
            starts: day(starts),
            amountCents,
            isMonthly: body.payment.type === 'monthly',
            card: card ? { cardType: card.cardType, lastFour: card.lastFour } : null,
            accountUrl: `${config.publicOrigin}/account`,
          }),
        });
        return { policyNumber: placed.policyNumber, starts, amountCents };
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // Renewed by its owner a moment ago: nothing to do. Otherwise it cannot be renewed as it is (a plan or
      // fee no longer offered): said in the run's lines, tried again by the next run.
      if (!error.errors.some((item) => item.code === 'contractChanged')) {
        report.lines.push(`could not renew ${old.policyNumber}: ${error.message}`);
      }
      continue;
    }
    report.changed += 1;
    report.lines.push(
      `renewed ${old.policyNumber} as ${written.policyNumber} from ${day(written.starts)}, ` +
        `${money(written.amountCents)} due then`,
    );
  }
}

async function chargeRenewals(context: JobContext, report: JobReport): Promise<void> {
  const { database, now, config } = context;
  const { db, t } = database;
  const c = t.contracts;
  const rows = await db
    .select({ invoice: t.invoices, contract: c })
    .from(t.invoices)
    .innerJoin(c, eq(c.contractId, t.invoices.contractId))
    .where(
      and(
        eq(t.invoices.status, 'unpaid'),
        isNull(t.invoices.billingPeriod),
        gt(t.invoices.amountCents, 0),
        lte(t.invoices.dueDate, now),
        eq(c.orderKind, 'renewal'),
        inArray(c.status, ['pending', 'active']),
        isNotNull(c.previousContractId),
      ),
    )
    .orderBy(asc(t.invoices.dueDate), asc(t.invoices.invoiceId));
  if (rows.length === 0) return;
  const renewed = await db
    .select()
    .from(c)
    .where(
      and(
        inArray(
          c.contractId,
          rows.map((row) => row.contract.previousContractId ?? ''),
        ),
        // A renewed contract cancelled meanwhile takes its renewal's charge with it.
        inArray(c.status, ['active', 'expired']),
      ),
    );
  const olds = new Map(renewed.map((old) => [old.contractId, old]));
  // The renewal carries the renewed contract's mandate (writeOrder), if its owner gave one.
  const cards = await chargedCardIds(
    db,
    t,
    rows.map((row) => row.contract),
    'renewal',
  );
  const wanted = [...new Set([...cards.values()].filter((id): id is string => id !== null))];
  const cardRows = new Map(
    (wanted.length > 0
      ? await db.select().from(t.paymentMethods).where(inArray(t.paymentMethods.creditCardId, wanted))
      : []
    ).map((card) => [card.creditCardId, card]),
  );
  const brand = config.brand.name;
  for (const { invoice, contract } of rows) {
    const old = olds.get(contract.previousContractId ?? '');
    if (!old) continue;
    await chargeInvoiceOnce(context, report, {
      invoice,
      contract,
      card: cardRows.get(cards.get(contract.contractId) ?? '') ?? null,
      attempt: 1,
      next: null,
      purpose: 'invoicePayment',
      paymentType: contract.paymentType === 'monthly' ? 'monthly' : 'full',
      wording: {
        what: renewalMessages.chargeWhat(old.policyNumber),
        statement: renewalMessages.chargeStatement,
        noticeTitle: renewalMessages.declineTitle(contract.policyNumber),
        noticeText: (amount, reason) => renewalMessages.declineText(amount, reason, old.policyNumber),
        declineMail: (locale, { amount, reason }) => {
          const language = { locale };
          const declined = m.mail_renewal_declined_text(
            { amount, reason, oldPolicyNumber: old.policyNumber },
            language,
          );
          return {
            subject: m.mail_renewal_declined_subject({ brand, policyNumber: contract.policyNumber }, language),
            paragraphs: [declined],
            details: [
              { label: m.mail_label_contract({}, language), value: contract.policyNumber },
              { label: m.mail_label_due({}, language), value: day(invoice.dueDate) },
            ],
          };
        },
      },
    });
  }
}

async function sendRenewalReminders(context: JobContext, report: JobReport): Promise<void> {
  const { database, now, config } = context;
  const c = database.t.contracts;
  const due = (
    await contractsToRenew(
      context,
      eq(c.isAutoRenew, false),
      eq(c.status, 'active'),
      gt(c.expireDate, now),
      lte(c.expireDate, daysFrom(now, RENEWAL_WINDOW_DAYS)),
    )
  ).flatMap((contract) => {
    const kind = renewalReminderDue(contract, now);
    return kind ? [{ contract, kind }] : [];
  });
  const renewed = await renewedAlready(
    context,
    due.map((reminder) => reminder.contract),
  );
  const { t } = database;
  for (const { contract, kind } of due) {
    if (renewed.has(contract.contractId) || !contract.expireDate) continue;
    const ends = day(contract.expireDate);
    const link = `${config.publicOrigin}${renewalPath(contract)}`;
    const sent = await database.transaction(async (tx) => {
      const taken = await tx
        .insert(t.contractReminders)
        .values({ contractId: contract.contractId, kind, sentAt: now })
        .onConflictDoNothing()
        .returning({ reminderId: t.contractReminders.reminderId });
      if (taken.length === 0) return false;
      const text = renewalMessages.reminderText(contract.policyNumber, place(contract), ends, link);
      const [owner] = await tx
        .select({ email: t.users.email, firstName: t.users.firstName, locale: t.users.preferredLanguage })
        .from(t.users)
        .where(eq(t.users.id, contract.ownerUserId));
      const mailed = owner && (await mailWanted(tx, t, contract.ownerUserId, 'renewalReminders')) ? owner : null;
      const { policyNumber } = contract;
      const language = { locale: mailed?.locale ?? BASE_LOCALE };
      await tellOwner(tx, t, context.mailer, {
        userId: contract.ownerUserId,
        contractId: contract.contractId,
        at: now,
        notice: { title: renewalMessages.reminderTitle(policyNumber, ends), text, level: 'info' },
        mail: mailed && {
          to: mailed.email,
          subject: m.mail_renewal_reminder_subject({ brand: config.brand.name, policyNumber, ends }, language),
          body: {
            locale: mailed.locale,
            greeting: greeting(mailed.firstName, mailed.locale),
            paragraphs: [m.mail_renewal_reminder_text({ policyNumber, address: place(contract), ends }, language)],
            action: {
              lead: m.mail_renewal_reminder_lead({}, language),
              label: m.mail_button_renew({}, language),
              url: link,
            },
          },
        },
      });
      return true;
    });
    if (!sent) continue;
    report.changed += 1;
    report.lines.push(`reminded ${contract.policyNumber} of its end on ${ends} (${kind})`);
  }
}

async function runRenewals(context: JobContext): Promise<JobReport> {
  const report: JobReport = { changed: 0, lines: [] };
  await writeAutoRenewals(context, report);
  await sendRenewalReminders(context, report);
  await chargeRenewals(context, report);
  return report;
}

export const renewalsJob: JobDefinition = {
  name: 'renewals',
  // Every day at 04:00 UTC: a renewal due that day is charged before contract-lifecycle (05:00) starts it.
  schedule: '0 4 * * *',
  run: runRenewals,
};
