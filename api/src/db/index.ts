/**
 * The data layer: one schema, one query API, two dialects.
 * SQLite (default): a writer connection used only inside `transaction()` (BEGIN IMMEDIATE, serialised
 * by an async mutex so two requests never share a transaction) and a reader connection for the rest;
 * WAL lets readers see committed data while a write is open. PostgreSQL: a pool, native transactions.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Sqlite from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { Mutex } from './mutex.ts';
import { pgSchema } from './pg-schema.ts';
import * as sqliteSchema from './schema/index.ts';

export type Tables = typeof sqliteSchema;
/** The query API shared by both dialects. Only builders from drizzle-orm's common surface are used. */
export type Db = BetterSQLite3Database<Tables>;
export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  dialect: Dialect;
  /** Reads outside a transaction. */
  db: Db;
  t: Tables;
  /** Runs fn in one transaction; a throw rolls everything back. The only way to write. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  /**
   * Refreshes the planner's statistics (PostgreSQL ANALYZE, SQLite PRAGMA optimize). Run at start-up,
   * after migrations and seeding: without statistics (autovacuum off, or a fresh bulk load) PostgreSQL
   * sorts a contractor's whole ticket list for every search page instead of walking the index.
   */
  optimize(): Promise<void>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsRoot = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

export function createDatabase(url: string): Database {
  return isPostgresUrl(url) ? createPostgres(url) : createSqlite(url);
}

function sqliteFilePath(url: string): string {
  return url.startsWith('file:') ? url.slice('file:'.length) : url;
}

function openSqlite(file: string, readonly: boolean): Sqlite.Database {
  const connection = new Sqlite(file, { readonly });
  connection.pragma('busy_timeout = 5000');
  if (!readonly) {
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
  }
  connection.pragma('foreign_keys = ON');
  return connection;
}

function createSqlite(url: string): Database {
  const file = sqliteFilePath(url);
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const writer = openSqlite(file, false);
  let reader: Sqlite.Database | undefined;
  const writeDb = drizzleSqlite(writer, { schema: sqliteSchema });
  const readDb = () => {
    reader ??= openSqlite(file, true);
    return drizzleSqlite(reader, { schema: sqliteSchema });
  };
  let readDbInstance: Db | undefined;
  const mutex = new Mutex();

  return {
    dialect: 'sqlite',
    get db() {
      readDbInstance ??= readDb();
      return readDbInstance;
    },
    t: sqliteSchema,
    async transaction(fn) {
      return mutex.run(async () => {
        writer.exec('BEGIN IMMEDIATE');
        try {
          const result = await fn(writeDb);
          writer.exec('COMMIT');
          return result;
        } catch (error) {
          if (writer.inTransaction) writer.exec('ROLLBACK');
          throw error;
        }
      });
    },
    async migrate() {
      await mutex.run(async () => migrateSqlite(writeDb, { migrationsFolder: resolve(migrationsRoot, 'sqlite') }));
    },
    async optimize() {
      await mutex.run(async () => {
        writer.pragma('optimize');
      });
    },
    async ping() {
      try {
        writer.prepare('select 1').get();
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await mutex.run(async () => {
        reader?.close();
        writer.close();
      });
    },
  };
}

function createPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 10) });
  // An idle client that loses its connection (server restart, database dropped) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema: pgSchema }) as unknown as Db;
  return {
    dialect: 'postgres',
    db,
    t: pgSchema,
    async transaction(fn) {
      const pgDb = db as unknown as ReturnType<typeof drizzlePg>;
      return pgDb.transaction(async (tx) => fn(tx as unknown as Db));
    },
    async migrate() {
      await migratePg(db as unknown as ReturnType<typeof drizzlePg>, {
        migrationsFolder: resolve(migrationsRoot, 'pg'),
      });
    },
    async optimize() {
      await pool.query('ANALYZE');
    },
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await pool.end();
    },
  };
}
