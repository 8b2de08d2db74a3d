import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns.ts';
import { users } from './users.ts';

/**
 * Idempotency keys of mutating calls (docs/decisions/003-idempotency-and-versions.md). A row is claimed
 * `inProgress` in its own short transaction before the effect runs, and turned `done` with the response
 * in the effect's transaction. Kept at least 7 days.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and route pattern, e.g. "POST /api/contractor/dispatch/:dispatchId". */
    route: text('route').notNull(),
    /** SHA-256 of the canonical request (params, query, body; or multipart fields and file hash). */
    fingerprint: text('fingerprint').notNull(),
    state: text('state').$type<'inProgress' | 'done'>().notNull(),
    /** Changes with each claim; only the holder of the current token may finish the row. */
    lockToken: text('lock_token').notNull(),
    lockedAt: timestamp('locked_at').notNull(),
    responseStatus: integer('response_status'),
    /** The serialized JSON answer, replayed byte for byte. */
    responseBody: text('response_body'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at'),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
