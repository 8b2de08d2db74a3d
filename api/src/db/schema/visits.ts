import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, json, timestamp } from './columns.ts';
import { dispatchTickets } from './dispatch.ts';
import { users } from './users.ts';

/**
 * A visit booked in a two-hour window. One contractor has one visit per start time: the unique index refuses
 * the second of two bookings of the same window, whichever process or dialect writes them.
 */
export const visits = sqliteTable(
  'visits',
  {
    workOrderId: text('work_order_id')
      .primaryKey()
      .references(() => dispatchTickets.workOrderId, { onDelete: 'cascade' }),
    contractorUserId: text('contractor_user_id')
      .notNull()
      .references(() => users.id),
    startsAt: timestamp('starts_at').notNull(),
    endsAt: timestamp('ends_at').notNull(),
    /** The property's time zone, e.g. "America/Chicago": the offset the times are shown with. */
    timeZone: text('time_zone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('visits_contractor_start_idx').on(t.contractorUserId, t.startsAt),
    index('visits_contractor_ends_idx').on(t.contractorUserId, t.endsAt),
  ],
);

/** The hours a contractor takes visits, per weekday, and the days they take none; none set means Mon-Fri 8-5. */
export const contractorAvailability = sqliteTable('contractor_availability', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weeklyHours: json<{ weekday: number; start: string; end: string }[]>('weekly_hours').notNull(),
  blockedDays: json<string[]>('blocked_days').notNull(),
  updatedAt: timestamp('updated_at').notNull(),
});
