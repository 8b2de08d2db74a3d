import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp } from './columns.ts';
import { users } from './users.ts';

/**
 * The server's VAPID key pair (push/vapid-keys.ts), created on first need and shared by every API process,
 * like the signing keys. One row, id `current`.
 */
export const vapidKeys = sqliteTable('vapid_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/** A device's Web Push subscription; one row per endpoint, owned by the user who subscribed it last. */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
