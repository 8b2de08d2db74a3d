/**
 * The mails of a contract's own life, to its owner in their language: its coverage started (pending -> active:
 * the clock's contract-lifecycle job, or a real-estate order completed at closing) and it expired without a
 * renewal (active -> expired). A suspension is mailed by the dunning job, which knows the premium behind it.
 * Each is sent in the transaction of the conditional update that changed the status, so it goes once per change
 * and a rolled-back change sends nothing.
 */
import { RENEWAL_GRACE_DAYS, renewalPath } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { and, eq } from 'drizzle-orm';
import type { Tables, Tx } from '../db/index.ts';
import { greeting, type Mailer } from '../mail/index.ts';
import type { ContractRow } from './contracts.ts';

export interface ContractMailDeps {
  t: Tables;
  mailer: Mailer;
  publicOrigin: string;
  brand: { name: string; phone: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '');
const place = (contract: ContractRow) => `${contract.address.streetAddress}, ${contract.address.city}`;

async function ownerAndPlan(tx: Tx, t: Tables, contract: ContractRow) {
  const [owner] = await tx
    .select({ email: t.users.email, firstName: t.users.firstName, locale: t.users.preferredLanguage })
    .from(t.users)
    .where(eq(t.users.id, contract.ownerUserId));
  const [plan] = contract.planId
    ? await tx.select({ name: t.plans.name }).from(t.plans).where(eq(t.plans.planId, contract.planId))
    : [];
  return { owner, planName: plan?.name ?? '' };
}

/** Its coverage has started: what covers the home, from when to when, and where to ask for a repair. */
export async function mailContractStarted(tx: Tx, deps: ContractMailDeps, contract: ContractRow): Promise<void> {
  const { owner, planName } = await ownerAndPlan(tx, deps.t, contract);
  if (!owner) return;
  const { locale } = owner;
  const language = { locale };
  const { policyNumber } = contract;
  const starts = day(contract.effectiveDate);
  const ends = day(contract.expireDate);
  await deps.mailer.send({
    to: owner.email,
    subject: m.mail_contract_started_subject({ brand: deps.brand.name, policyNumber }, language),
    body: {
      locale,
      greeting: greeting(owner.firstName, locale),
      paragraphs: [m.mail_contract_started_text({ policyNumber, address: place(contract), starts, ends }, language)],
      details: [
        { label: m.mail_label_contract({}, language), value: policyNumber },
        ...(planName ? [{ label: m.mail_label_plan({}, language), value: planName }] : []),
        { label: m.mail_label_coverage_starts({}, language), value: starts },
        { label: m.mail_label_coverage_ends({}, language), value: ends },
      ],
      action: {
        lead: m.mail_contract_started_lead({}, language),
        label: m.mail_button_account({}, language),
        url: `${deps.publicOrigin}/account`,
      },
      closing: m.mail_thank_you({ brand: deps.brand.name }, language),
    },
  });
}

/** The contract renewing this one, if it has one (the owner's early renewal, or the automatic one). */
async function hasRenewal(tx: Tx, t: Tables, contract: ContractRow): Promise<boolean> {
  const [renewal] = await tx
    .select({ contractId: t.contracts.contractId })
    .from(t.contracts)
    .where(and(eq(t.contracts.orderKind, 'renewal'), eq(t.contracts.previousContractId, contract.contractId)))
    .limit(1);
  return renewal !== undefined || contract.orderStatus === 'renewed';
}

/**
 * Its term has ended without a renewal: the home is no longer covered, and it can still be renewed for
 * RENEWAL_GRACE_DAYS. Nothing is sent for a contract a renewal follows (that one's start is mailed).
 */
export async function mailContractExpired(tx: Tx, deps: ContractMailDeps, contract: ContractRow): Promise<void> {
  if (await hasRenewal(tx, deps.t, contract)) return;
  const { owner } = await ownerAndPlan(tx, deps.t, contract);
  if (!owner) return;
  const { locale } = owner;
  const language = { locale };
  const { policyNumber } = contract;
  const ended = day(contract.expireDate);
  const renewUntil = contract.expireDate
    ? day(new Date(contract.expireDate.getTime() + RENEWAL_GRACE_DAYS * DAY_MS))
    : '';
  await deps.mailer.send({
    to: owner.email,
    subject: m.mail_contract_expired_subject({ brand: deps.brand.name, policyNumber }, language),
    body: {
      locale,
      greeting: greeting(owner.firstName, locale),
      paragraphs: [
        m.mail_contract_expired_text({ policyNumber, address: place(contract), ended }, language),
        m.mail_contract_expired_renew({ renewUntil }, language),
      ],
      details: [
        { label: m.mail_label_contract({}, language), value: policyNumber },
        { label: m.mail_label_coverage_ended({}, language), value: ended },
      ],
      action: { label: m.mail_button_renew({}, language), url: `${deps.publicOrigin}${renewalPath(contract)}` },
      closing: m.mail_questions_call({ brand: deps.brand.name, phone: deps.brand.phone }, language),
    },
  });
}
