import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns.ts';

/**
 * Live stream tickets (api/src/live/stream-ticket.ts) that have opened a stream: a ticket opens one, in any
 * process. Kept until the ticket expires.
 */
export const usedLiveTickets = sqliteTable(
  'used_live_tickets',
  {
    ticketId: text('ticket_id').primaryKey(),
    expiresAt: timestamp('expires_at').notNull(),
  },
  (t) => [index('used_live_tickets_expires_idx').on(t.expiresAt)],
);
