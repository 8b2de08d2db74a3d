/**
 * The log of staff actions: one row per impersonation start and end, feature-flag change, account merge and
 * clock job run (the system's, with no actor, as well as staff's), written in the transaction of the action
 * itself (a rolled-back action leaves no entry). Read newest first,
 * a page at a time, with a cursor of the last entry's time and id, so that entries of the same millisecond
 * are neither skipped nor repeated.
 */
import {
  DATE_WINDOWS,
  isInDateWindow,
  type StaffAuditAction,
  type StaffAuditDetail,
  type StaffAuditEntry,
  type StaffAuditResponse,
} from '@hw/shared';
import { and, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { badRequest } from '../plugins/index.ts';

export interface StaffAction {
  /** Null for the system: a job run by its schedule or by `npm run jobs`. */
  actorUserId: string | null;
  action: StaffAuditAction;
  target: string;
  detail?: StaffAuditDetail;
  at?: Date;
}

export async function recordStaffAction(tx: Tx, t: Tables, entry: StaffAction): Promise<void> {
  await tx.insert(t.staffAudit).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    target: entry.target,
    detail: entry.detail ?? {},
    at: entry.at ?? new Date(),
  });
}

const CURSOR_SEPARATOR = '|';

/** `<ISO time>|<id>` (a previous page's nextBefore) or a plain ISO date-time. */
function parseBefore(before: string): { at: Date; id?: string } {
  const at = new Date(before.split(CURSOR_SEPARATOR, 1)[0] ?? '');
  if (Number.isNaN(at.getTime())) throw badRequest('before must be a nextBefore value or an ISO date-time.', 'before');
  if (!isInDateWindow(DATE_WINDOWS.auditPage, at)) throw badRequest(DATE_WINDOWS.auditPage.message, 'before');
  const separator = before.indexOf(CURSOR_SEPARATOR);
  return separator < 0 ? { at } : { at, id: before.slice(separator + 1) };
}

type UserSummary = StaffAuditEntry['actor'];

/** The users with these ids as the staff tools name them, by id (an unknown id is left out). */
export async function usersById(db: Queryable, t: Tables, ids: string[]): Promise<Map<string, UserSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      userId: t.users.id,
      firstName: t.users.firstName,
      lastName: t.users.lastName,
      email: t.users.email,
      userType: t.users.userType,
    })
    .from(t.users)
    .where(inArray(t.users.id, ids));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** Actions whose target is a user id. */
const USER_TARGETS: readonly StaffAuditAction[] = [
  'impersonationStart',
  'impersonationEnd',
  'accountMerge',
  'dataExportDownload',
  'accountErasure',
];

/** "SR-3004123 · WO-7781234 · HW-20418837": a claim as staff know it, by its numbers. */
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/**
 * The numbers staff know a target by, for the actions whose target is a row id: a claim by its SR, WO and policy
 * numbers, an authorisation request by its work order's, an invoice or a payment by its policy number.
 */
async function targetReferences(
  db: Queryable,
  t: Tables,
  rows: readonly { action: StaffAuditAction; target: string; detail: StaffAuditDetail }[],
): Promise<Map<string, string>> {
  const references = new Map<string, string>();
  const targetsOf = (...actions: StaffAuditAction[]) => [
    ...new Set(rows.filter((row) => actions.includes(row.action)).map((row) => row.target)),
  ];
  const claimIds = targetsOf('cashInLieuOffer');
  const workOrderIds = [
    ...new Set(
      rows.flatMap((row) =>
        row.action === 'authorizationDecision' && typeof row.detail.workOrderId === 'string'
          ? [row.detail.workOrderId]
          : [],
      ),
    ),
  ];
  if (claimIds.length > 0 || workOrderIds.length > 0) {
    const claims = await db
      .select({
        serviceRequestId: t.serviceRequests.serviceRequestId,
        serviceRequestNumber: t.serviceRequests.serviceRequestNumber,
        workOrderId: t.serviceRequests.workOrderId,
        policyNumber: t.contracts.policyNumber,
      })
      .from(t.serviceRequests)
      .innerJoin(t.contracts, eq(t.contracts.contractId, t.serviceRequests.contractId))
      .where(
        or(
          claimIds.length > 0 ? inArray(t.serviceRequests.serviceRequestId, claimIds) : undefined,
          workOrderIds.length > 0 ? inArray(t.serviceRequests.workOrderId, workOrderIds) : undefined,
        ),
      );
    for (const claim of claims) {
      const reference = joined(claim.serviceRequestNumber, claim.workOrderId, claim.policyNumber);
      references.set(`cashInLieuOffer:${claim.serviceRequestId}`, reference);
      if (claim.workOrderId) references.set(`workOrder:${claim.workOrderId}`, reference);
    }
  }
  const invoiceIds = targetsOf('chequeRecorded');
  if (invoiceIds.length > 0) {
    const invoices = await db
      .select({ invoiceId: t.invoices.invoiceId, policyNumber: t.contracts.policyNumber })
      .from(t.invoices)
      .innerJoin(t.contracts, eq(t.contracts.contractId, t.invoices.contractId))
      .where(inArray(t.invoices.invoiceId, invoiceIds));
    for (const invoice of invoices) references.set(`chequeRecorded:${invoice.invoiceId}`, invoice.policyNumber);
  }
  const paymentIds = targetsOf('disputeDecision')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id));
  if (paymentIds.length > 0) {
    const payments = await db
      .select({ policyPaymentId: t.policyPayments.policyPaymentId, policyNumber: t.contracts.policyNumber })
      .from(t.policyPayments)
      .innerJoin(t.contracts, eq(t.contracts.contractId, t.policyPayments.contractId))
      .where(inArray(t.policyPayments.policyPaymentId, paymentIds));
    for (const payment of payments) {
      references.set(`disputeDecision:${payment.policyPaymentId}`, payment.policyNumber);
    }
  }
  return references;
}

const referenceKey = (row: { action: StaffAuditAction; target: string; detail: StaffAuditDetail }) =>
  row.action === 'authorizationDecision' && typeof row.detail.workOrderId === 'string'
    ? `workOrder:${row.detail.workOrderId}`
    : `${row.action}:${row.target}`;

export async function listStaffAudit(
  db: Queryable,
  t: Tables,
  query: { limit: number; before?: string | undefined },
): Promise<StaffAuditResponse> {
  const a = t.staffAudit;
  let older: SQL | undefined;
  if (query.before !== undefined) {
    const cursor = parseBefore(query.before);
    older =
      cursor.id === undefined
        ? lt(a.at, cursor.at)
        : or(lt(a.at, cursor.at), and(eq(a.at, cursor.at), lt(a.id, cursor.id)));
  }
  const rows = await db
    .select()
    .from(a)
    .where(older)
    .orderBy(desc(a.at), desc(a.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const userIds = new Set(page.flatMap((row) => (row.actorUserId ? [row.actorUserId] : [])));
  for (const row of page) if (USER_TARGETS.includes(row.action)) userIds.add(row.target);
  const users = await usersById(db, t, [...userIds]);
  const references = await targetReferences(db, t, page);
  const unknownUser = (userId: string): UserSummary => ({
    userId,
    firstName: '',
    lastName: '',
    email: '',
    userType: 'unknown',
  });
  const items = page.map((row) => ({
    auditId: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actor: row.actorUserId ? (users.get(row.actorUserId) ?? unknownUser(row.actorUserId)) : null,
    target: row.target,
    targetUser: USER_TARGETS.includes(row.action) ? (users.get(row.target) ?? unknownUser(row.target)) : null,
    targetReference: references.get(referenceKey(row)) ?? null,
    detail: row.detail,
  }));
  const last = page[page.length - 1];
  const nextBefore = rows.length > query.limit && last ? `${last.at.toISOString()}${CURSOR_SEPARATOR}${last.id}` : null;
  return { items, nextBefore };
}
