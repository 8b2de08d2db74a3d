import { integer, text } from 'drizzle-orm/sqlite-core';

/**
 * Column helpers shared by every table. The SQLite tables are the single schema source;
 * `../pg-schema.ts` derives the PostgreSQL tables from them (docs/decisions/001-two-dialects.md).
 */
export const id = (name = 'id') =>
  text(name)
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
export const bool = (name: string) => integer(name, { mode: 'boolean' });
export const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });
/** Money is stored as integer cents, never as a floating-point amount. */
export const cents = (name: string) => integer(name);
export const json = <T>(name: string) => text(name, { mode: 'json' }).$type<T>();
export const createdAt = () =>
  timestamp('created_at')
    .notNull()
    .$defaultFn(() => new Date());
