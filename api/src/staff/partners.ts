/**
 * Partners agents added while ordering wait for staff: GET /staff/partners lists them by status, and
 * POST /staff/partners/{partnerId}/approve makes one visible to everyone (an audited staff action).
 */
import { type PartnerStatus, STAFF_PARTNER_LIST_LIMIT, type StaffPartner, type StaffPartnerList } from '@hw/shared';
import { and, asc, eq } from 'drizzle-orm';
import { recordStaffAction, usersById } from '../audit/index.ts';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { toPartner } from '../partners/index.ts';
import { notFound } from '../plugins/index.ts';

type PartnerRow = Tables['partners']['$inferSelect'];

async function withCreators(db: Queryable, t: Tables, rows: PartnerRow[]): Promise<StaffPartner[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.createdByUserId ? [row.createdByUserId] : [])))];
  const byId = await usersById(db, t, ids);
  return rows.map((row) => ({
    ...toPartner(row),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByUserId ? (byId.get(row.createdByUserId) ?? null) : null,
  }));
}

/** Active partners of the status, oldest first (the longest waiting on top). */
export async function listPartnersForStaff(db: Queryable, t: Tables, status: PartnerStatus): Promise<StaffPartnerList> {
  const p = t.partners;
  const rows = await db
    .select()
    .from(p)
    .where(and(eq(p.status, status), eq(p.isActive, true)))
    .orderBy(asc(p.createdAt), asc(p.partnerId))
    .limit(STAFF_PARTNER_LIST_LIMIT + 1);
  return {
    partners: await withCreators(db, t, rows.slice(0, STAFF_PARTNER_LIST_LIMIT)),
    hasMore: rows.length > STAFF_PARTNER_LIST_LIMIT,
  };
}

/**
 * Approves a partner: from now on every search and lookup finds it. Approving an approved partner changes
 * nothing and logs nothing (a repeated click is harmless); an unknown id is 404.
 */
export async function approvePartner(tx: Tx, t: Tables, partnerId: string, staffUserId: string): Promise<StaffPartner> {
  const p = t.partners;
  const [approved] = await tx
    .update(p)
    .set({ status: 'approved' })
    .where(and(eq(p.partnerId, partnerId), eq(p.status, 'pending')))
    .returning();
  if (approved) {
    await recordStaffAction(tx, t, {
      actorUserId: staffUserId,
      action: 'partnerApproval',
      target: approved.partnerId,
      detail: {
        partnerName: approved.name,
        ...(approved.createdByUserId ? { addedByUserId: approved.createdByUserId } : {}),
      },
    });
  }
  const row = approved ?? (await tx.select().from(p).where(eq(p.partnerId, partnerId)).limit(1))[0];
  if (!row) throw notFound('No partner with this id.');
  const [partner] = await withCreators(tx, t, [row]);
  if (!partner) throw notFound('No partner with this id.');
  return partner;
}
