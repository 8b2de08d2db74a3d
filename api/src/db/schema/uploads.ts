import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * The resumable uploads (api/src/uploads) each user holds: created and not yet attached, cancelled or expired,
 * whether all their bytes arrived or not. Their bytes live in the upload store; this is what the per-user
 * quota counts.
 */
export const uploadsInProgress = sqliteTable(
  'uploads_in_progress',
  {
    uploadId: text('upload_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The length the upload announced (the largest file allowed when it deferred its length). */
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_in_progress_user_idx').on(t.userId), index('uploads_in_progress_created_idx').on(t.createdAt)],
);
