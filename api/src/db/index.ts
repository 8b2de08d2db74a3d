/**
 * The data layer: one schema, one query API, two dialects.
 * SQLite (default): a writer connection used only inside `transaction()` (BEGIN IMMEDIATE, serialised
 * by an async mutex so two requests never share a transaction) and a reader connection for the rest;
 * WAL lets readers see committed data while a write is open. PostgreSQL: a pool, native transactions.
 * Nesting and after-commit functions: ./transaction-scope.ts (docs/decisions/004-transactions.md).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tracer } from '@opentelemetry/api';
import Sqlite from 'better-sqlite3';
import { type SQL, sql } from 'drizzle-orm';
import { type BetterSQLite3Database, drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { Mutex } from './mutex.ts';
import { pgSchema } from './pg-schema.ts';
import { tracePgQueries, traceSqliteQueries } from './query-spans.ts';
import * as sqliteSchema from './schema/index.ts';
import { type AfterCommit, type ReportError, transactionScopes } from './transaction-scope.ts';

export type Tables = typeof sqliteSchema;
/** The query API shared by both dialects. Only builders from drizzle-orm's common surface are used. */
export type Db = BetterSQLite3Database<Tables>;
declare const transactionBrand: unique symbol;
/**
 * The handle of an open transaction. Only `Database.transaction` hands one out, so a function that takes a
 * `Tx` says it runs inside a transaction, and the reader `Database.db` cannot be passed in its place.
 */
export type Tx = Db & { readonly [transactionBrand]: true };
/** Either handle, for functions that only read. */
export type Queryable = Db | Tx;
export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  dialect: Dialect;
  /** The address it was opened with (PostgreSQL: for a dedicated connection, such as the live feed's LISTEN). */
  url: string;
  /** Reads outside a transaction. */
  db: Db;
  t: Tables;
  /**
   * Runs fn in one transaction; a throw rolls everything back. The only way to write. Called while a
   * transaction is open in the same async flow, it runs fn in that transaction: the outermost one is the
   * unit, and a throw in an inner one rolls the whole of it back, even when the outer function catches it.
   * The queries of one transaction run one at a time: never Promise.all on a `Tx`.
   * Resolves once the after-commit functions have run.
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Inside a transaction: runs fn in a savepoint of it, so that a throw in fn (or in a transaction nested in
   * it, even one fn caught) undoes fn's writes and after-commit functions only, and the transaction goes on.
   * Outside one: a transaction of its own.
   */
  savepoint<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs fn's one write statement committed by itself, without a transaction's BEGIN and COMMIT (PostgreSQL: on
   * the pool; SQLite: on the writer, between transactions): for a write that stands alone, where the two
   * extra round trips would be most of its cost. fn makes one statement only: two would not be atomic.
   * Inside a transaction: in that transaction.
   */
  autocommit<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs fn after the outermost open transaction commits, never after a rollback; with no transaction open,
   * on the next tick. For effects outside the database (mail, payment gateway). A throw is logged, not passed on.
   */
  afterCommit(fn: AfterCommit): void;
  /** True inside `transaction()`'s function (and what it awaits). */
  inTransaction(): boolean;
  /**
   * How many transactions this process has ended (committed or rolled back): a read cached at one count may
   * be stale at a higher one. Other processes' writes are not counted; such caches also expire.
   */
  writes(): number;
  migrate(): Promise<void>;
  /**
   * Runs fn while no other process on this database runs its own (PostgreSQL: an advisory lock; SQLite:
   * one process). For start-up work that must not race: migrations and seeding by processes starting together.
   */
  startupExclusive<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Runs fn unless a run under the same name is under way in any process on this database (PostgreSQL: a
   * session advisory lock, freed by the database should the process die; SQLite: one process, so in-process);
   * answers { ran: false } without running it then. For the clock's jobs, which must never overlap.
   */
  runAlone<T>(name: string, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /**
   * Inside a transaction: waits until no other open transaction holds any of these names, then holds them
   * until this one ends, in any process (PostgreSQL: transaction advisory locks, taken in sorted order so two
   * callers never wait on each other; SQLite: transactions already run one at a time). For a read and the
   * write it decides, such as counting against a limit, that callers at the same moment must not interleave.
   */
  lockNames(tx: Tx, names: readonly string[]): Promise<void>;
  /**
   * Refreshes the planner's statistics (PostgreSQL ANALYZE, SQLite PRAGMA optimize). Run at start-up,
   * after migrations and seeding: without statistics (autovacuum off, or a fresh bulk load) PostgreSQL
   * sorts a contractor's whole ticket list for every search page instead of walking the index.
   */
  optimize(): Promise<void>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  /** PostgreSQL: the pool's connections now (SQLite has two fixed connections and no pool). */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /** How many of this build's migrations the database has not applied (0 when it is up to date). */
  pendingMigrations(): Promise<number>;
  close(): Promise<void>;
}

const migrationsRoot = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The migrations this build carries for a dialect, from its journal. */
function migrationsInBuild(folder: 'sqlite' | 'pg'): number {
  const journal = JSON.parse(readFileSync(resolve(migrationsRoot, folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}
/** The advisory lock that start-up work of processes sharing one PostgreSQL database takes in turn. */
const STARTUP_LOCK_KEY = 727_274_001;
/** The advisory locks of work that runs alone (runAlone), one per name in this space. */
const RUN_ALONE_LOCK_SPACE = 727_274_002;
/** The transaction advisory locks of lockNames, one per name in this space. */
const NAMED_LOCK_SPACE = 727_274_003;

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

export interface DatabaseOptions {
  /** Where a failed after-commit function is reported; console.error by default. */
  reportError?: ReportError;
  /** With tracing on: a span per query. */
  tracer?: Tracer;
}

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  return isPostgresUrl(url) ? createPostgres(url, options) : createSqlite(url, options);
}

function sqliteFilePath(url: string): string {
  return url.startsWith('file:') ? url.slice('file:'.length) : url;
}

function openSqlite(file: string, readonly: boolean, tracer: Tracer | undefined): Sqlite.Database {
  const opened = new Sqlite(file, { readonly });
  const connection = tracer ? traceSqliteQueries(opened, tracer) : opened;
  connection.pragma('busy_timeout = 5000');
  if (!readonly) {
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
  }
  connection.pragma('foreign_keys = ON');
  return connection;
}

function createSqlite(url: string, options: DatabaseOptions): Database {
  const file = sqliteFilePath(url);
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const writer = openSqlite(file, false, options.tracer);
  let reader: Sqlite.Database | undefined;
  const writeDb = drizzleSqlite(writer, { schema: sqliteSchema });
  const readDb = () => {
    reader ??= openSqlite(file, true, options.tracer);
    return drizzleSqlite(reader, { schema: sqliteSchema });
  };
  let readDbInstance: Db | undefined;
  const mutex = new Mutex();
  /** Names of work running alone (runAlone) in this, the only, process. */
  const runningAlone = new Set<string>();
  const tx = writeDb as unknown as Tx;
  const scopes = transactionScopes<Tx>(
    (body) =>
      mutex.run(async () => {
        writer.exec('BEGIN IMMEDIATE');
        try {
          const result = await body(tx);
          writer.exec('COMMIT');
          return result;
        } catch (error) {
          if (writer.inTransaction) writer.exec('ROLLBACK');
          throw error;
        }
      }),
    options.reportError,
    async (_tx, statement) => {
      writer.exec(statement);
    },
    (fn) => mutex.run(() => fn(tx)),
  );

  return {
    dialect: 'sqlite',
    url,
    get db() {
      readDbInstance ??= readDb();
      return readDbInstance;
    },
    t: sqliteSchema,
    ...scopes,
    async migrate() {
      await mutex.run(async () => migrateSqlite(writeDb, { migrationsFolder: resolve(migrationsRoot, 'sqlite') }));
    },
    startupExclusive: (fn) => fn(),
    lockNames: async () => {},
    async runAlone(name, fn) {
      if (runningAlone.has(name)) return { ran: false };
      runningAlone.add(name);
      try {
        return { ran: true, value: await fn() };
      } finally {
        runningAlone.delete(name);
      }
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
    async pendingMigrations() {
      let applied = 0;
      try {
        applied = (writer.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number }).n;
      } catch {
        // No migrations table yet: none applied.
      }
      return Math.max(0, migrationsInBuild('sqlite') - applied);
    },
    async close() {
      await mutex.run(async () => {
        reader?.close();
        writer.close();
      });
    },
  };
}

/** What a savepoint statement needs of a PostgreSQL transaction. */
interface PgTransactionHandle {
  execute(query: SQL): Promise<unknown>;
}

function createPostgres(url: string, options: DatabaseOptions): Database {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 10) });
  // An idle client that loses its connection (server restart, database dropped) must not crash the process.
  pool.on('error', () => {});
  if (options.tracer) tracePgQueries(pool, options.tracer);
  const pgDb = drizzlePg(pool, { schema: pgSchema });
  const db = pgDb as unknown as Db;
  const scopes = transactionScopes<Tx>(
    (body) => pgDb.transaction((tx) => body(tx as unknown as Tx)),
    options.reportError,
    async (tx, statement) => {
      await (tx as unknown as PgTransactionHandle).execute(sql.raw(statement));
    },
    (fn) => fn(db as Tx),
  );
  return {
    dialect: 'postgres',
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    url,
    db,
    t: pgSchema,
    ...scopes,
    async migrate() {
      await migratePg(pgDb, {
        migrationsFolder: resolve(migrationsRoot, 'pg'),
      });
    },
    async runAlone(name, fn) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query('select pg_try_advisory_lock($1, hashtext($2)) as taken', [
          RUN_ALONE_LOCK_SPACE,
          name,
        ]);
        if (!rows[0]?.taken) return { ran: false };
        try {
          return { ran: true, value: await fn() };
        } finally {
          await client
            .query('select pg_advisory_unlock($1, hashtext($2))', [RUN_ALONE_LOCK_SPACE, name])
            .catch(() => undefined);
        }
      } finally {
        client.release();
      }
    },
    async lockNames(tx, names) {
      for (const name of [...new Set(names)].sort()) {
        await (tx as unknown as PgTransactionHandle).execute(
          sql`select pg_advisory_xact_lock(${NAMED_LOCK_SPACE}, hashtext(${name}))`,
        );
      }
    },
    async startupExclusive(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
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
    async pendingMigrations() {
      let applied = 0;
      try {
        applied = (await pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))
          .rows[0]!.n;
      } catch {
        // No migrations table yet: none applied.
      }
      return Math.max(0, migrationsInBuild('pg') - applied);
    },
    async close() {
      await pool.end();
    },
  };
}

export { openNotifyChannel } from './notify-channel.ts';
export type { StoredAddress, StoredPriceItem } from './schema/orders.ts';
export type { InvoicePaymentEffect, PaymentEffect, PaymentPurpose } from './schema/payment-intents.ts';
export { checkedRowByRow, larger, millisecondsBetween, monthOf, oneIf, rounded } from './sql-functions.ts';
