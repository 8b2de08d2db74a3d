import type { SmsTextKind } from '@hw/shared';
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, id, timestamp } from './columns.ts';
import { users } from './users.ts';

/**
 * What a text is doing: `pending` written with its cause, waiting for its time (`send_after`) or for the commit;
 * `sending` taken by one sender (never taken twice); `sent` handed to the provider (or kept in the outbox);
 * `failed` refused by the provider or not answered (the error is on the row); `cancelled` not sent because the
 * recipient opted out (or lost their mobile number) before it left.
 */
export type SmsStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';

/**
 * One text to one user, per cause (api/src/sms): `cause_key` is unique, so a cause (a visit booked at a ticket
 * version, an offer, a failed charge attempt) texts once however often it is reported. Written in the
 * transaction of its cause, sent after the commit; delivery statuses arrive later from the provider.
 */
export const smsMessages = sqliteTable(
  'sms_messages',
  {
    id: id(),
    causeKey: text('cause_key').notNull().unique(),
    kind: text('kind').$type<SmsTextKind>().notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The number it goes to, E.164 (+15125550101). */
    to: text('to').notNull(),
    body: text('body').notNull(),
    urgent: bool('urgent').notNull(),
    /** Not before: now for urgent texts and in daytime, else 8:00 at the property. */
    sendAfter: timestamp('send_after').notNull(),
    status: text('status').$type<SmsStatus>().notNull().default('pending'),
    /** Who took it: `twilio` or `outbox`. */
    provider: text('provider'),
    /** The provider's id of the message (Twilio's `SM...`), which its status callbacks name. */
    providerSid: text('provider_sid'),
    /** The provider's latest status (queued, sent, delivered, undelivered, failed...); `kept` in the outbox. */
    deliveryStatus: text('delivery_status'),
    /** Why it failed: the provider's error code, `http503`, `timeout`, `unreachable`... */
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at'),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (t) => [
    index('sms_messages_due_idx').on(t.status, t.sendAfter),
    index('sms_messages_provider_sid_idx').on(t.providerSid),
    index('sms_messages_user_idx').on(t.userId),
  ],
);

/**
 * The texts the outbox adapter kept instead of sending (no SMS_PROVIDER), as mail keeps `email_outbox`: one row
 * per text, for a look in development and on demo sites.
 */
export const smsOutbox = sqliteTable(
  'sms_outbox',
  {
    id: id(),
    textId: text('text_id')
      .notNull()
      .unique()
      .references(() => smsMessages.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt)],
);
