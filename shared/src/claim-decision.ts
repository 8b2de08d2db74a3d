/**
 * The decision on a claim, as the homeowner sees it: which lines of the technician's diagnosis (parts and
 * labour) the plan covers, which it does not and why, and the homeowner's share. The rule is deliberately plain:
 * - a line is not covered when one of the covered item's exclusions names it (the exclusion's text contains the
 *   line's description, or the description contains the exclusion's text, in any case);
 * - the other lines are covered in the order the technician listed them until their running total reaches the
 *   item's limit (the first dollar amount of its limits); what passes the limit is not covered;
 * - a denied claim covers nothing.
 * The homeowner's share is everything not covered. Amounts are integer cents.
 */
import { defaultBrand } from './brand.ts';
import type { ServiceCallStatus } from './enums.ts';
import { toDollars } from './money.ts';

export interface DiagnosisLine {
  description: string;
  amountCents: number;
}

/** The covered item's terms (GET /coverageItem/limitsAndExclusions/{id}): `notCovered` and `limits`. */
export interface CoverageTerms {
  notCovered: readonly string[];
  limits: readonly string[];
}

export const CLAIM_DECISION_STATUSES = ['pendingLhwApproval', 'approved', 'denied'] as const;
export type ClaimDecisionStatus = (typeof CLAIM_DECISION_STATUSES)[number];

export interface DecidedLine {
  description: string;
  amountCents: number;
}
export interface NotCoveredLine extends DecidedLine {
  why: string;
}

export interface ClaimDecisionCents {
  status: ClaimDecisionStatus;
  reason: string;
  covered: DecidedLine[];
  notCovered: NotCoveredLine[];
  homeownerShareCents: number;
  /** What passes the item's limit. */
  overLimitCents: number;
}

/** The item's limit in cents: the first dollar amount written in its limits ("$1,500 per occurrence"); else none. */
export function coverageLimitCents(limits: readonly string[]): number | null {
  for (const line of limits) {
    const match = /\$\s*([\d,]+(?:\.\d{1,2})?)/.exec(line);
    if (match?.[1]) return Math.round(Number(match[1].replaceAll(',', '')) * 100);
  }
  return null;
}

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The exclusion that names a line, if any. */
export function exclusionNaming(description: string, notCovered: readonly string[]): string | undefined {
  const line = normal(description);
  if (!line) return undefined;
  return notCovered.find((exclusion) => {
    const text = normal(exclusion);
    return text !== '' && (text.includes(line) || line.includes(text));
  });
}

/**
 * Where a ticket's service-call status stands as a decision: denied; approved once the claims desk approved it
 * (and every later step of the work); awaiting approval before. A cancelled ticket has no decision, except the
 * ticket of a claim settled with cash: the cash was approved instead of the repair.
 */
export function claimDecisionStatus(
  ticketStatus: ServiceCallStatus,
  settledWithCash = false,
): ClaimDecisionStatus | null {
  if (ticketStatus === 'cancelled') return settledWithCash ? 'approved' : null;
  if (ticketStatus === 'denied') return 'denied';
  if (ticketStatus === 'open' || ticketStatus === 'sentToContractor' || ticketStatus === 'pendingLhwApproval') {
    return 'pendingLhwApproval';
  }
  return 'approved';
}

const money = (cents: number) =>
  `$${toDollars(cents).toLocaleString('en-US', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2 })}`;

export const claimDecisionMessages = {
  excluded: (exclusion: string) => `Your plan does not cover this: “${exclusion}”.`,
  overLimit: (limitCents: number) => `Over your plan’s limit of ${money(limitCents)} for this item.`,
  denied: 'The claim was denied.',
  pending: 'We are reviewing the technician’s diagnosis against your plan.',
  approvedInFull: 'Approved: your plan covers every item of the diagnosis.',
  approvedInPart: (shareCents: number) =>
    `Approved in part: your plan covers the items listed; your share is ${money(shareCents)}.`,
  deniedBecause: (whys: string[]) => `Denied: ${whys.join(' ')}`,
  deniedNothingCovered: 'Denied: nothing on the diagnosis is covered by your plan.',
} as const;

/** Applies the plan's terms to the diagnosis, for a ticket whose status is `status`. */
export function decideClaim(
  lines: readonly DiagnosisLine[],
  terms: CoverageTerms,
  status: ClaimDecisionStatus,
): ClaimDecisionCents {
  const limitCents = coverageLimitCents(terms.limits);
  const covered: DecidedLine[] = [];
  const notCovered: NotCoveredLine[] = [];
  let coveredCents = 0;
  let overLimitCents = 0;
  for (const line of lines) {
    const exclusion = exclusionNaming(line.description, terms.notCovered);
    if (exclusion !== undefined) {
      notCovered.push({ ...line, why: claimDecisionMessages.excluded(exclusion) });
      continue;
    }
    const room = limitCents === null ? line.amountCents : Math.max(0, limitCents - coveredCents);
    const inside = Math.min(room, line.amountCents);
    if (inside > 0 || line.amountCents === 0) covered.push({ description: line.description, amountCents: inside });
    if (line.amountCents > inside && limitCents !== null) {
      notCovered.push({
        description: line.description,
        amountCents: line.amountCents - inside,
        why: claimDecisionMessages.overLimit(limitCents),
      });
    }
    coveredCents += inside;
    overLimitCents += limitCents === null ? 0 : line.amountCents - inside;
  }
  if (status === 'denied') {
    const whys = [...new Set(notCovered.map((line) => line.why))];
    const all = [...covered.map((line) => ({ ...line, why: claimDecisionMessages.denied })), ...notCovered];
    return {
      status,
      reason: whys.length > 0 ? claimDecisionMessages.deniedBecause(whys) : claimDecisionMessages.deniedNothingCovered,
      covered: [],
      notCovered: all,
      homeownerShareCents: sum(all),
      overLimitCents,
    };
  }
  const homeownerShareCents = sum(notCovered);
  const reason =
    status === 'pendingLhwApproval'
      ? claimDecisionMessages.pending
      : homeownerShareCents > 0
        ? claimDecisionMessages.approvedInPart(homeownerShareCents)
        : claimDecisionMessages.approvedInFull;
  return { status, reason, covered, notCovered, homeownerShareCents, overLimitCents };
}

const sum = (lines: readonly DecidedLine[]) => lines.reduce((total, line) => total + line.amountCents, 0);

/** A cash-in-lieu offer may be made on a denied claim or one with amounts over the plan's limit. */
export function canOfferCashInLieu(decision: Pick<ClaimDecisionCents, 'status' | 'overLimitCents'>): boolean {
  return decision.status === 'denied' || decision.overLimitCents > 0;
}

// ---- Cash in lieu: the settlement and how it is paid -------------------------------------------------------

/**
 * An accepted cash offer settles the claim: it is closed with this service-call status, its work order is
 * cancelled (with any visit) and the cash is paid as CASH_IN_LIEU_PAYMENT says.
 */
export const SETTLED_WITH_CASH_STATUS = 'paidCIL' satisfies ServiceCallStatus;

/**
 * How cash in lieu is paid: by a check mailed to the plan's billing address (the covered property's when the
 * plan has none), within `businessDays` business days (Monday to Friday) after the day the offer is accepted,
 * counted on the property's calendar.
 */
export const CASH_IN_LIEU_PAYMENT = { method: 'check', businessDays: 10 } as const;

/** The day (YYYY-MM-DD) a payment accepted on `acceptedOn` (YYYY-MM-DD) is paid by. */
export function cashInLieuPayBy(acceptedOn: string): string {
  const day = new Date(`${acceptedOn.slice(0, 10)}T12:00:00Z`);
  let left = CASH_IN_LIEU_PAYMENT.businessDays;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

export interface MailingAddress {
  streetAddress: string;
  unit?: string | null | undefined;
  city: string;
  stateCode: string;
  zipCode: string;
}

/** An address on one line: "2100 Barton Springs Rd, Unit 4, Austin, TX 78704". */
export function mailingLine(address: MailingAddress): string {
  const street = [address.streetAddress, address.unit].map((part) => part?.trim()).filter(Boolean);
  return `${street.join(', ')}, ${address.city.trim()}, ${address.stateCode.trim()} ${address.zipCode.trim()}`;
}

/** A pay-by day (YYYY-MM-DD) as people read it in the language of `languageTag`: "Fri, Jul 10, 2026". */
export const payDayLabel = (day: string, languageTag = 'en-US'): string =>
  new Intl.DateTimeFormat(languageTag, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day.slice(0, 10)}T12:00:00Z`));

const dollars = (cents: number) =>
  `$${toDollars(cents).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const cashInLieuMessages = {
  notOfferable: 'A cash-in-lieu offer can be made only on a denied claim or one over its plan’s limit.',
  alreadyOffered: 'This claim already has a cash-in-lieu offer.',
  noOffer: 'This claim has no cash-in-lieu offer to answer.',
  alreadyAnswered: 'This cash-in-lieu offer has already been answered.',
  noDecision: 'This claim has no decision yet: the technician’s diagnosis is not on its ticket.',
  /** The claim's status in words once settled. */
  settledStatus: 'Settled with cash',
  /** The decision's reason once settled. */
  settled: (amountCents: number) => `Settled with a cash payment of ${dollars(amountCents)} instead of the repair.`,
  /** How the cash is paid, once accepted. */
  paymentPromise: (p: { amountCents: number; mailTo: string; payBy: string }) =>
    `We will mail a check for ${dollars(p.amountCents)} to ${p.mailTo} by ${payDayLabel(p.payBy)}.`,
  /** The settlement as the claim's timeline says it. */
  settledTimeline: (p: { amountCents: number; mailTo: string; payBy: string }) =>
    `Settled with a cash payment of ${dollars(p.amountCents)} instead of the repair. The check will be mailed to ` +
    `${p.mailTo} by ${payDayLabel(p.payBy)}.`,
  /** How the cash would be paid, before the offer is answered. */
  paymentTerms: (p: { amountCents: number; mailTo: string }) =>
    `If you accept, we will mail a check for ${dollars(p.amountCents)} to ${p.mailTo} within ` +
    `${CASH_IN_LIEU_PAYMENT.businessDays} business days, close this claim and cancel any visit.`,
  /** The question before accepting, and what accepting does. */
  acceptQuestion: (amountCents: number) => `Accept ${dollars(amountCents)} instead of the repair?`,
  acceptPayment: (p: { amountCents: number; mailTo: string }) =>
    `We will mail a check for ${dollars(p.amountCents)} to ${p.mailTo} within ` +
    `${CASH_IN_LIEU_PAYMENT.businessDays} business days.`,
  acceptConsequence:
    'This claim will be closed and any booked visit cancelled, and we will let the contractor know. ' +
    'This cannot be undone.',
  acceptLabel: (amountCents: number) => `Accept ${dollars(amountCents)}`,
  accepted: 'Cash offer accepted',
  /** The method in a word or two. */
  method: 'Check by mail',
  /** When, as the rule says it. */
  within: `Within ${CASH_IN_LIEU_PAYMENT.businessDays} business days of your acceptance.`,
  /** Under a settled claim's payment. */
  settledAfter: (phone: string = defaultBrand.phone) =>
    'This claim is closed: any visit is cancelled and the contractor has been told. If the check has not ' +
    `arrived by then, please call us at ${phone}.`,
  /** The note the technician (and the homeowner) read on the cancelled work order. */
  workOrderSettled: (author: string) =>
    `${author} accepted a cash payment instead of the repair, so this work order is cancelled and no visit ` +
    'is needed.',
} as const;
