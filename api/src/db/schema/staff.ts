import type { GlobalNoticeKind, StaffAuditAction, StaffAuditDetail } from '@hw/shared';
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, id, json, timestamp } from './columns.ts';
import { users } from './users.ts';

/**
 * The log of staff actions (GET /staff/audit): impersonation start and end, feature-flag changes, account
 * merges and every run of a clock job. `target` is what the action was about: a user id, a flag key for a flag
 * change, a job name for a job run.
 */
export const staffAudit = sqliteTable(
  'staff_audit',
  {
    id: id(),
    /**
     * Who acted: the staff member; for a merge, the user who took the other account in; null for the system
     * (a job run by its schedule or by `npm run jobs`).
     */
    actorUserId: text('actor_user_id').references(() => users.id),
    action: text('action').$type<StaffAuditAction>().notNull(),
    target: text('target').notNull(),
    detail: json<StaffAuditDetail>('detail').notNull().default({}),
    at: timestamp('at').notNull(),
  },
  (t) => [index('staff_audit_at_idx').on(t.at, t.id), index('staff_audit_actor_idx').on(t.actorUserId, t.at)],
);

/** Site-wide notices staff publish (GET /notices/global lists the active ones); retiring one clears `active`. */
export const globalNotices = sqliteTable(
  'global_notices',
  {
    id: id(),
    text: text('text').notNull(),
    kind: text('kind').$type<GlobalNoticeKind>().notNull(),
    active: bool('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('global_notices_active_idx').on(t.active, t.createdAt)],
);
