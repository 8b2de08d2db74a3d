import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/db/index.ts';
import { freshDatabase, type TestDatabase } from './helper.ts';

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

describe('the two dialects', () => {
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
