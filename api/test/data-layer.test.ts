import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database, type Tx } from '../src/db/index.ts';
import { freshDatabase, type TestDatabase } from './helper.ts';
import { expectConsole } from './strict-console.ts';

let fresh: TestDatabase;
beforeAll(async () => {
  fresh = await freshDatabase();
});
afterAll(async () => fresh.drop());

describe(`transaction() on ${inject('dialect')}`, () => {
  it('rolls everything back when the callback throws', async () => {
    const { database } = fresh;
    const { t } = database;
    await expect(
      database.transaction(async (tx) => {
        await tx.insert(t.featureFlags).values({ key: 'RollbackProbe', isEnabled: true });
        await new Promise((r) => setTimeout(r, 5));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await database.db.select().from(t.featureFlags).where(eq(t.featureFlags.key, 'RollbackProbe'));
    expect(rows).toEqual([]);
  });

  it('never interleaves two concurrent async transactions', async () => {
    const { database } = fresh;
    const { t } = database;
    const log: string[] = [];
    const work = (name: string) =>
      database.transaction(async (tx) => {
        log.push(`${name}:start`);
        const [row] = await tx.select().from(t.featureFlags).where(eq(t.featureFlags.key, 'LimitsAndExclusions'));
        await new Promise((r) => setTimeout(r, 20));
        await tx
          .update(t.featureFlags)
          .set({ description: `${row?.description ?? ''}${name}` })
          .where(eq(t.featureFlags.key, 'LimitsAndExclusions'));
        log.push(`${name}:end`);
      });
    const before = (
      await database.db.select().from(t.featureFlags).where(eq(t.featureFlags.key, 'LimitsAndExclusions'))
    )[0];
    if (database.dialect === 'sqlite') {
      await Promise.all([work('A'), work('B')]);
      expect(log).toEqual(['A:start', 'A:end', 'B:start', 'B:end']);
      const after = (
        await database.db.select().from(t.featureFlags).where(eq(t.featureFlags.key, 'LimitsAndExclusions'))
      )[0];
      // Both read-modify-writes survive: neither overwrote the other.
      expect(after?.description).toBe(`${before?.description}AB`);
    } else {
      await work('A');
      expect(log).toEqual(['A:start', 'A:end']);
    }
  });

  it('commits the writes of a transaction that returns', async () => {
    const { database } = fresh;
    const { t } = database;
    const result = await database.transaction(async (tx) => {
      await tx.insert(t.featureFlags).values({ key: 'CommitProbe', isEnabled: false, description: 'x' });
      return 42;
    });
    expect(result).toBe(42);
    const rows = await database.db.select().from(t.featureFlags).where(eq(t.featureFlags.key, 'CommitProbe'));
    expect(rows).toEqual([{ key: 'CommitProbe', isEnabled: false, description: 'x' }]);
  });
});

const flagRows = (database: Database, key: string) =>
  database.db.select().from(database.t.featureFlags).where(eq(database.t.featureFlags.key, key));
const insertFlag = (database: Database, tx: Tx, key: string) =>
  tx.insert(database.t.featureFlags).values({ key, isEnabled: true });

describe(`nested transactions on ${inject('dialect')}`, () => {
  it('run on the outer transaction, which commits once, at its end', async () => {
    const { database } = fresh;
    let inner: Tx | undefined;
    let outer: Tx | undefined;
    await database.transaction(async (tx) => {
      outer = tx;
      await insertFlag(database, tx, 'NestedOuter');
      await database.transaction(async (innerTx) => {
        inner = innerTx;
        await insertFlag(database, innerTx, 'NestedInner');
      });
      // The inner one has returned, yet nothing is committed: readers see neither row.
      expect(await flagRows(database, 'NestedInner')).toEqual([]);
      expect(await flagRows(database, 'NestedOuter')).toEqual([]);
    });
    expect(inner !== undefined && inner === outer).toBe(true);
    expect(await flagRows(database, 'NestedOuter')).toHaveLength(1);
    expect(await flagRows(database, 'NestedInner')).toHaveLength(1);
  });

  it('roll back entirely when the inner one throws', async () => {
    const { database } = fresh;
    await expect(
      database.transaction(async (tx) => {
        await insertFlag(database, tx, 'InnerThrowsOuter');
        await database.transaction(async (innerTx) => {
          await insertFlag(database, innerTx, 'InnerThrowsInner');
          throw new Error('inner failed');
        });
      }),
    ).rejects.toThrow('inner failed');
    expect(await flagRows(database, 'InnerThrowsOuter')).toEqual([]);
    expect(await flagRows(database, 'InnerThrowsInner')).toEqual([]);
  });

  it('roll back entirely when the inner one throws, even if the outer function catches it', async () => {
    const { database } = fresh;
    await expect(
      database.transaction(async (tx) => {
        await insertFlag(database, tx, 'CaughtOuter');
        await database
          .transaction(async (innerTx) => {
            await insertFlag(database, innerTx, 'CaughtInner');
            throw new Error('inner failed');
          })
          .catch(() => undefined);
        await insertFlag(database, tx, 'CaughtAfter');
        return 'done';
      }),
    ).rejects.toThrow('inner failed');
    for (const key of ['CaughtOuter', 'CaughtInner', 'CaughtAfter']) expect(await flagRows(database, key)).toEqual([]);
  });

  it('are never joined by a concurrent transaction started outside them', async () => {
    const { database } = fresh;
    let entered!: () => void;
    let release!: () => void;
    const aIsOpen = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const aMayEnd = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handles: Tx[] = [];
    const a = database.transaction(async (tx) => {
      handles.push(tx);
      await insertFlag(database, tx, 'ConcurrentA');
      entered();
      await aMayEnd;
      throw new Error('A fails');
    });
    await aIsOpen;
    // Started while A is open, from another async flow: B gets a transaction of its own.
    const b = database.transaction(async (tx) => {
      handles.push(tx);
      expect(database.inTransaction()).toBe(true);
      await insertFlag(database, tx, 'ConcurrentB');
    });
    expect(database.inTransaction()).toBe(false);
    release();
    await expect(a).rejects.toThrow('A fails');
    await b;
    expect(await flagRows(database, 'ConcurrentA')).toEqual([]);
    expect(await flagRows(database, 'ConcurrentB')).toHaveLength(1);
    expect(handles).toHaveLength(2);
    expect(handles[1] === handles[0]).toBe(false);
  });

  it('hand out a handle that refuses work once its transaction has ended', async () => {
    const { database } = fresh;
    let kept: Tx | undefined;
    await database.transaction(async (tx) => {
      kept = tx;
    });
    expect(() => kept?.insert(database.t.featureFlags)).toThrow('This transaction has ended');
    expect(database.inTransaction()).toBe(false);
  });
});

describe(`savepoints on ${inject('dialect')}`, () => {
  it('undo only their own writes and after-commit functions when they throw; the transaction goes on', async () => {
    const { database } = fresh;
    const ran: string[] = [];
    await database.transaction(async (tx) => {
      await insertFlag(database, tx, 'SavepointBefore');
      await expect(
        database.savepoint(async (inner) => {
          await insertFlag(database, inner, 'SavepointUndone');
          database.afterCommit(() => ran.push('undone'));
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      await database.savepoint(async (inner) => {
        await insertFlag(database, inner, 'SavepointKept');
        database.afterCommit(() => ran.push('kept'));
      });
    });
    expect(await flagRows(database, 'SavepointBefore')).toHaveLength(1);
    expect(await flagRows(database, 'SavepointUndone')).toEqual([]);
    expect(await flagRows(database, 'SavepointKept')).toHaveLength(1);
    expect(ran).toEqual(['kept']);
  });

  it('undo their writes when a transaction nested in them failed, even one they caught, and answer', async () => {
    const { database } = fresh;
    let answer: string | undefined;
    await database.transaction(async (tx) => {
      await insertFlag(database, tx, 'SavepointCaughtBefore');
      answer = await database.savepoint(async (inner) => {
        await insertFlag(database, inner, 'SavepointCaughtInner');
        await database
          .transaction(async () => {
            throw new Error('inner failed');
          })
          .catch(() => undefined);
        return 'answered';
      });
    });
    expect(answer).toBe('answered');
    expect(await flagRows(database, 'SavepointCaughtBefore')).toHaveLength(1);
    expect(await flagRows(database, 'SavepointCaughtInner')).toEqual([]);
  });
});

describe(`autocommit on ${inject('dialect')}`, () => {
  it('commits its statement by itself, seen at once by the reader and counted as a write', async () => {
    const { database } = fresh;
    const { t } = database;
    const before = database.writes();
    await database.autocommit((tx) => tx.insert(t.featureFlags).values({ key: 'AutocommitProbe', isEnabled: true }));
    expect(database.writes()).toBeGreaterThan(before);
    const rows = await database.db.select().from(t.featureFlags).where(eq(t.featureFlags.key, 'AutocommitProbe'));
    expect(rows).toHaveLength(1);
  });

  it('never writes into a transaction open at the same moment in another flow', async () => {
    const { database } = fresh;
    const { t } = database;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const rolledBack = database
      .transaction(async (tx) => {
        await tx.insert(t.featureFlags).values({ key: 'AutocommitOuterProbe', isEnabled: true });
        await held;
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await new Promise((r) => setTimeout(r, 5));
    const alone = database.autocommit((tx) =>
      tx.insert(t.featureFlags).values({ key: 'AutocommitAloneProbe', isEnabled: true }),
    );
    release();
    await alone;
    expect(await rolledBack).toBe('rolled back');
    const keys = (await database.db.select({ key: t.featureFlags.key }).from(t.featureFlags)).map((row) => row.key);
    expect(keys).toContain('AutocommitAloneProbe');
    expect(keys).not.toContain('AutocommitOuterProbe');
  });

  it('joins the transaction it is called in, and is rolled back with it', async () => {
    const { database } = fresh;
    const { t } = database;
    await expect(
      database.transaction(async () => {
        await database.autocommit((tx) =>
          tx.insert(t.featureFlags).values({ key: 'AutocommitInnerProbe', isEnabled: true }),
        );
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await database.db.select().from(t.featureFlags).where(eq(t.featureFlags.key, 'AutocommitInnerProbe'));
    expect(rows).toEqual([]);
  });
});

describe(`afterCommit on ${inject('dialect')}`, () => {
  it('runs after the outermost transaction commits, and sees the committed row through the reader', async () => {
    const { database } = fresh;
    const events: string[] = [];
    const seen: unknown[] = [];
    await database.transaction(async (tx) => {
      await insertFlag(database, tx, 'AfterCommitProbe');
      await database.transaction(async () => {
        database.afterCommit(async () => {
          events.push('after commit');
          seen.push(...(await flagRows(database, 'AfterCommitProbe')));
        });
      });
      events.push('inner returned');
    });
    events.push('transaction resolved');
    expect(events).toEqual(['inner returned', 'after commit', 'transaction resolved']);
    expect(seen).toEqual([{ key: 'AfterCommitProbe', isEnabled: true, description: '' }]);
  });

  it('never runs after a rollback', async () => {
    const { database } = fresh;
    let ran = false;
    await expect(
      database.transaction(async (tx) => {
        await insertFlag(database, tx, 'AfterRollbackProbe');
        database.afterCommit(() => {
          ran = true;
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toBe(false);
  });

  it('runs on the next tick when no transaction is open', async () => {
    const { database } = fresh;
    let ran = false;
    database.afterCommit(() => {
      ran = true;
    });
    expect(ran).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toBe(true);
  });

  it('logs a failing function and still answers the committed result', async () => {
    const { database } = fresh;
    expectConsole('error', /after-commit function failed.*gateway down/s);
    let second = false;
    const result = await database.transaction(async (tx) => {
      await insertFlag(database, tx, 'AfterCommitFails');
      database.afterCommit(() => {
        throw new Error('gateway down');
      });
      database.afterCommit(() => {
        second = true;
      });
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(second).toBe(true);
    expect(await flagRows(database, 'AfterCommitFails')).toHaveLength(1);
  });

  it('runs a transaction opened by an after-commit function on its own', async () => {
    const { database } = fresh;
    await database.transaction(async (tx) => {
      await insertFlag(database, tx, 'FirstOfTwo');
      database.afterCommit(() =>
        database.transaction(async (second) => {
          await insertFlag(database, second, 'SecondOfTwo');
        }),
      );
    });
    expect(await flagRows(database, 'SecondOfTwo')).toHaveLength(1);
  });
});

interface ColumnShape {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
  primaryKey: boolean;
}

const sqliteToNeutral: Record<string, string> = { TEXT: 'text', INTEGER: 'integer', REAL: 'real' };
const pgToNeutral: Record<string, string> = {
  text: 'text',
  jsonb: 'text',
  integer: 'integer',
  boolean: 'integer',
  'timestamp with time zone': 'integer',
  'double precision': 'real',
};

// Without a server, api/src/db/dialects.test.ts compares the definitions and the committed migrations;
// this one checks what the migrations build in a live PostgreSQL.
describe('the two dialects, migrated', () => {
  it.runIf(inject('dialect') === 'postgres')(
    'have the same tables, columns, types and keys after migration',
    async () => {
      const sqlite = createDatabase(`file:${(await import('node:os')).tmpdir()}/hw-compare-${process.pid}.db`);
      await sqlite.migrate();
      const Sqlite = (await import('better-sqlite3')).default;
      const file = `${(await import('node:os')).tmpdir()}/hw-compare-${process.pid}.db`;
      const raw = new Sqlite(file, { readonly: true });
      const tables = raw
        .prepare(
          "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
        )
        .all() as Array<{ name: string }>;
      const sqliteColumns: ColumnShape[] = tables.flatMap(({ name }) =>
        (
          raw.prepare(`PRAGMA table_info(${name})`).all() as Array<{
            name: string;
            type: string;
            notnull: number;
            pk: number;
          }>
        ).map((c) => ({
          table: name,
          column: c.name,
          type: sqliteToNeutral[c.type] ?? c.type,
          notNull: c.notnull === 1 || c.pk > 0,
          primaryKey: c.pk > 0,
        })),
      );
      raw.close();
      await sqlite.close();

      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      const { rows } = await client.query<{
        table_name: string;
        column_name: string;
        data_type: string;
        is_nullable: string;
        pk: boolean;
      }>(`
      SELECT c.table_name, c.column_name, c.data_type, c.is_nullable,
        EXISTS (SELECT 1 FROM information_schema.key_column_usage k JOIN information_schema.table_constraints tc
          ON tc.constraint_name = k.constraint_name AND tc.constraint_type = 'PRIMARY KEY'
          WHERE k.table_name = c.table_name AND k.column_name = c.column_name) AS pk
      FROM information_schema.columns c WHERE c.table_schema = 'public'`);
      await client.end();
      const pgColumns: ColumnShape[] = rows.map((r) => ({
        table: r.table_name,
        column: r.column_name,
        type: pgToNeutral[r.data_type] ?? r.data_type,
        notNull: r.is_nullable === 'NO',
        primaryKey: r.pk,
      }));
      const sort = (list: ColumnShape[]) =>
        [...list].sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
      expect(sort(pgColumns)).toEqual(sort(sqliteColumns));
    },
  );
});
