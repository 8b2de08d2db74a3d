import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, id, json, timestamp } from './columns.ts';
import { users } from './users.ts';

/**
 * Refresh tokens, stored as SHA-256 hashes. Each sign-in starts a family; every refresh rotates the
 * token within its family. Presenting a rotated token again revokes the family.
 */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The staff member acting as the user, for an impersonation session. */
    impersonatorId: text('impersonator_id'),
    /** The session started from a password-reset link: the password may be changed without the current one. */
    passwordReset: bool('password_reset').notNull().default(false),
    fingerprint: text('fingerprint').notNull().default(''),
    familyStartedAt: timestamp('family_started_at').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    rotatedAt: timestamp('rotated_at'),
    revokedAt: timestamp('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** One-time sign-in codes of e-mailed links, stored hashed. */
export const signInCodes = sqliteTable(
  'sign_in_codes',
  {
    id: id(),
    codeHash: text('code_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'signIn' | 'passwordReset' | 'withUserHelper'>().notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_codes_user_idx').on(t.userId)],
);

/** Failed sign-in attempts by limiter key (IP, IP + account, account); only failures are kept. */
export const loginFailures = sqliteTable(
  'login_failures',
  {
    id: id(),
    key: text('key').notNull(),
    at: timestamp('at').notNull(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at)],
);

export const impersonationAudit = sqliteTable(
  'impersonation_audit',
  {
    id: id(),
    staffUserId: text('staff_user_id')
      .notNull()
      .references(() => users.id),
    targetUserId: text('target_user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').$type<'start' | 'end'>().notNull(),
    at: timestamp('at').notNull(),
  },
  (t) => [index('impersonation_audit_staff_idx').on(t.staffUserId)],
);

/** Mail kept when no SMTP server is configured; staff read it at GET /api/mail/outbox. */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra header fields the mail carries (`List-Unsubscribe`, ...), by name. */
    headers: json<Record<string, string>>('headers'),
    /** Files sent with the mail: name, type and the bytes in base64. */
    attachments: json<{ filename: string; contentType: string; contentBase64: string }[]>('attachments'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);

/**
 * The keys behind the app's signatures, shared by every API process (plugins/signing-keys.ts): access-token
 * keys, newest signing, and the server secret (kid `server`).
 */
export const signingKeys = sqliteTable('signing_keys', {
  kid: text('kid').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at').notNull(),
});
