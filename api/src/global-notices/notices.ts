/**
 * Site-wide notices: staff publish and retire them, every visitor's app reads the active ones at start-up.
 * Publishing and retiring are written to the staff audit log in the same transaction as the change.
 */
import { GLOBAL_NOTICE_STAFF_LIST_LIMIT, type GlobalNotice, type GlobalNoticeBody } from '@hw/shared';
import { desc, eq } from 'drizzle-orm';
import { recordStaffAction } from '../audit/index.ts';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { notFound } from '../plugins/index.ts';

function toGlobalNotice(row: Tables['globalNotices']['$inferSelect']): GlobalNotice {
  return {
    noticeId: row.id,
    text: row.text,
    kind: row.kind,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

const newestFirst = (t: Tables) => [desc(t.globalNotices.createdAt), desc(t.globalNotices.id)];

/** The active notices, newest first. */
export async function listActiveGlobalNotices(db: Queryable, t: Tables): Promise<GlobalNotice[]> {
  const rows = await db
    .select()
    .from(t.globalNotices)
    .where(eq(t.globalNotices.active, true))
    .orderBy(...newestFirst(t));
  return rows.map(toGlobalNotice);
}

/** Active and retired notices, newest first, at most GLOBAL_NOTICE_STAFF_LIST_LIMIT. */
export async function listGlobalNoticesForStaff(db: Queryable, t: Tables): Promise<GlobalNotice[]> {
  const rows = await db
    .select()
    .from(t.globalNotices)
    .orderBy(...newestFirst(t))
    .limit(GLOBAL_NOTICE_STAFF_LIST_LIMIT);
  return rows.map(toGlobalNotice);
}

export async function publishGlobalNotice(
  tx: Tx,
  t: Tables,
  notice: GlobalNoticeBody & { actorUserId: string; now: Date },
): Promise<GlobalNotice> {
  const [row] = await tx
    .insert(t.globalNotices)
    .values({ text: notice.text.trim(), kind: notice.kind, active: true, createdAt: notice.now })
    .returning();
  await recordStaffAction(tx, t, {
    actorUserId: notice.actorUserId,
    action: 'globalNoticePublish',
    target: row!.id,
    detail: { noticeKind: row!.kind, noticeText: row!.text },
    at: notice.now,
  });
  return toGlobalNotice(row!);
}

/** Retires a notice (an unknown id is 404); retiring a retired notice changes nothing and logs nothing. */
export async function retireGlobalNotice(
  tx: Tx,
  t: Tables,
  change: { noticeId: string; actorUserId: string; now: Date },
): Promise<GlobalNotice> {
  const [row] = await tx.select().from(t.globalNotices).where(eq(t.globalNotices.id, change.noticeId)).limit(1);
  if (!row) throw notFound(`No global notice ${change.noticeId}.`);
  if (!row.active) return toGlobalNotice(row);
  await tx.update(t.globalNotices).set({ active: false }).where(eq(t.globalNotices.id, row.id));
  await recordStaffAction(tx, t, {
    actorUserId: change.actorUserId,
    action: 'globalNoticeRetire',
    target: row.id,
    detail: { noticeKind: row.kind, noticeText: row.text },
    at: change.now,
  });
  return toGlobalNotice({ ...row, active: false });
}
