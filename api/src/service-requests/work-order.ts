/**
 * Dispatch of a new service request: a work order for a contractor of the item's trade who serves the
 * property's zip code, the one with the fewest open tickets first. With none, the request waits without a work
 * order and we call the homeowner.
 */

import { randomInt } from 'node:crypto';
import { formatCents, localContractors, OPEN_SERVICE_CALL_STATUSES } from '@hw/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Queryable, Tables, Tx } from '../db/index.ts';

/** Pre-authorised amount of a new work order: what the contractor may spend without calling in. */
export const DEFAULT_PRE_AUTHORIZED_CENTS = 50_000;

export interface Assignee {
  userId: string;
  companyName: string;
}

/** The dispatch rule's order: contractors of the trade who serve the zip code, fewest open tickets first. */
export async function rankedContractors(db: Queryable, t: Tables, tradeId: number, zip: string): Promise<Assignee[]> {
  const profiles = await db
    .select({
      userId: t.contractorProfiles.userId,
      companyName: t.contractorProfiles.companyName,
      tradeIds: t.contractorProfiles.tradeIds,
      serviceZipCodes: t.contractorProfiles.serviceZipCodes,
    })
    .from(t.contractorProfiles)
    .innerJoin(t.users, eq(t.users.id, t.contractorProfiles.userId))
    .where(eq(t.users.userType, 'contractor'));
  const candidates = localContractors(profiles, tradeId, zip);
  if (candidates.length === 0) return [];
  const loads = await db
    .select({ userId: t.dispatchTickets.contractorUserId, open: count() })
    .from(t.dispatchTickets)
    .where(
      and(
        inArray(
          t.dispatchTickets.contractorUserId,
          candidates.map((c) => c.userId),
        ),
        inArray(t.dispatchTickets.status, [...OPEN_SERVICE_CALL_STATUSES]),
      ),
    )
    .groupBy(t.dispatchTickets.contractorUserId);
  const loadOf = (userId: string) => Number(loads.find((load) => load.userId === userId)?.open ?? 0);
  const assignee = (p: (typeof profiles)[number]): Assignee => ({ userId: p.userId, companyName: p.companyName });
  return [...candidates]
    .sort((a, b) => loadOf(a.userId) - loadOf(b.userId) || a.userId.localeCompare(b.userId))
    .map(assignee);
}

export async function chooseContractor(
  db: Queryable,
  t: Tables,
  tradeId: number,
  zip: string,
): Promise<Assignee | undefined> {
  return (await rankedContractors(db, t, tradeId, zip))[0];
}

/** A number not used yet by any row, e.g. "WO-1234567" or "SR-3456789". */
export async function unusedNumber(
  prefix: 'WO' | 'SR',
  taken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  for (;;) {
    const candidate = `${prefix}-${randomInt(1_000_000, 10_000_000)}`;
    if (!(await taken(candidate))) return candidate;
  }
}

export interface NewWorkOrder {
  assignee: Assignee;
  tradeId: number;
  customerName: string;
  customerPhone: string;
  address: { streetAddress: string; unit?: string; city: string; stateCode: string; zipCode: string };
  problemDescription: string;
  /** Paid online when filing: nothing is left for the technician to collect. */
  feePaidOnlineCents: number;
  now: Date;
}

/** Writes the dispatch ticket (status sentToContractor) and answers its work order id. */
export async function createWorkOrder(tx: Tx, t: Tables, order: NewWorkOrder): Promise<string> {
  const workOrderId = await unusedNumber('WO', async (candidate) => {
    const [row] = await tx
      .select({ id: t.dispatchTickets.dispatchId })
      .from(t.dispatchTickets)
      .where(eq(t.dispatchTickets.workOrderId, candidate))
      .limit(1);
    return row !== undefined;
  });
  const [ticket] = await tx
    .insert(t.dispatchTickets)
    .values({
      workOrderId,
      contractorUserId: order.assignee.userId,
      status: 'sentToContractor',
      workStatus: 'Not Set',
      tradeId: order.tradeId,
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      address1: order.address.streetAddress,
      address2: order.address.unit ?? null,
      city: order.address.city,
      stateCode: order.address.stateCode,
      zip: order.address.zipCode,
      problemDescription: order.problemDescription,
      serviceCallFeeCents: 0,
      preAuthorizeCents: DEFAULT_PRE_AUTHORIZED_CENTS,
      createdAt: order.now,
      updatedAt: order.now,
    })
    .returning({ dispatchId: t.dispatchTickets.dispatchId });
  if (!ticket) throw new Error('The work order could not be written.');
  if (order.feePaidOnlineCents > 0) {
    await tx.insert(t.dispatchNotes).values({
      dispatchId: ticket.dispatchId,
      note:
        `The service call fee of ${formatCents(order.feePaidOnlineCents)} was paid online when the ` +
        'request was filed; do not collect it at the visit.',
      createdByName: 'Customer Care',
      createdAt: order.now,
    });
  }
  return workOrderId;
}
