/**
 * The two dialects define the same tables (docs/decisions/001-two-dialects.md), checked without a database server:
 * the SQLite tables against the PostgreSQL tables derived from them, and each against its latest
 * committed migration snapshot, so a schema change without its generated migration fails here.
 * Compared: columns (type, not null, primary key, has a default), composite primary keys, indexes and
 * unique constraints (name, columns, uniqueness; one list, as SQLite snapshots keep unique constraints
 * as unique indexes) and foreign keys (columns, referenced table and columns, on delete, on update).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Column, getTableName, is, SQL, type Table } from 'drizzle-orm';
import { PgTable, getTableConfig as pgTableConfig } from 'drizzle-orm/pg-core';
import { SQLiteTable, getTableConfig as sqliteTableConfig } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { pgSchema } from './pg-schema.ts';
import * as sqliteSchema from './schema/index.ts';

interface ColumnShape {
  type: string;
  notNull: boolean;
  primaryKey: boolean;
  hasDefault: boolean;
}

interface TableShape {
  columns: Record<string, ColumnShape>;
  compositePrimaryKeys: string[];
  indexes: string[];
  foreignKeys: string[];
}

type SchemaShape = Record<string, TableShape>;

const indexShape = (name: string, columns: string[], unique: boolean) =>
  `${unique ? 'unique ' : ''}${name} (${columns.join(', ')})`;
const foreignKeyShape = (
  name: string,
  fk: { columns: string[]; table: string; foreignColumns: string[]; onDelete?: string; onUpdate?: string },
) =>
  `${name}: (${fk.columns.join(', ')}) -> ${fk.table} (${fk.foreignColumns.join(', ')}) ` +
  `on delete ${fk.onDelete ?? 'no action'} on update ${fk.onUpdate ?? 'no action'}`;
const sorted = (list: string[]) => [...list].sort();

// ---- From the Drizzle table definitions ------------------------------------------------------------

/** What getTableConfig answers in both dialects, as far as this check reads it. */
interface TableConfig {
  name: string;
  columns: Column[];
  indexes: { config: { name: string; columns: unknown[]; unique: boolean } }[];
  foreignKeys: {
    onDelete?: string | undefined;
    onUpdate?: string | undefined;
    getName(): string;
    reference(): { columns: Column[]; foreignTable: Table; foreignColumns: Column[] };
  }[];
  primaryKeys: { columns: Column[] }[];
  uniqueConstraints: { name?: string | undefined; columns: Column[] }[];
}

/** A column's name; an expression index's column, its SQL text as the snapshots keep it. */
const columnName = (column: unknown) =>
  is(column, SQL)
    ? column.queryChunks.map((chunk) => (chunk as { value?: string[] }).value?.join('') ?? '').join('')
    : ((column as { name?: string }).name ?? '<expression>');

function tableShape(config: TableConfig, typeOf: (column: Column) => string): TableShape {
  return {
    columns: Object.fromEntries(
      config.columns.map((c) => [
        c.name,
        { type: typeOf(c), notNull: c.notNull, primaryKey: c.primary, hasDefault: c.default !== undefined },
      ]),
    ),
    compositePrimaryKeys: config.primaryKeys.map((pk) => pk.columns.map(columnName).join(', ')),
    indexes: sorted([
      ...config.indexes.map((i) => indexShape(i.config.name, i.config.columns.map(columnName), i.config.unique)),
      ...config.columns.filter((c) => c.isUnique).map((c) => indexShape(c.uniqueName ?? '', [c.name], true)),
      ...config.uniqueConstraints.map((u) => indexShape(u.name ?? '', u.columns.map(columnName), true)),
    ]),
    foreignKeys: sorted(
      config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        return foreignKeyShape(fk.getName(), {
          columns: ref.columns.map(columnName),
          table: getTableName(ref.foreignTable),
          foreignColumns: ref.foreignColumns.map(columnName),
          onDelete: fk.onDelete,
          onUpdate: fk.onUpdate,
        });
      }),
    ),
  };
}

function schemaShape(
  schema: Record<string, unknown>,
  configOf: (table: unknown) => TableConfig | undefined,
  typeOf: (column: Column) => string,
): SchemaShape {
  const shape: SchemaShape = {};
  for (const value of Object.values(schema)) {
    const config = configOf(value);
    if (config) shape[config.name] = tableShape(config, typeOf);
  }
  return shape;
}

const sqliteConfig = (value: unknown) =>
  is(value, SQLiteTable) ? (sqliteTableConfig(value) as unknown as TableConfig) : undefined;
const pgConfig = (value: unknown) =>
  is(value, PgTable) ? (pgTableConfig(value) as unknown as TableConfig) : undefined;
const sqlType = (column: Column) => column.getSQLType();

/** The value kind each column holds, for comparing across dialects (the mapping of pg-schema.ts). */
const sqliteKinds: Record<string, string> = {
  SQLiteText: 'text',
  SQLiteTextJson: 'json',
  SQLiteInteger: 'integer',
  SQLiteTimestamp: 'timestamp',
  SQLiteBoolean: 'boolean',
  SQLiteReal: 'real',
};
const pgKinds: Record<string, string> = {
  text: 'text',
  jsonb: 'json',
  integer: 'integer',
  'timestamp (3) with time zone': 'timestamp',
  boolean: 'boolean',
  'double precision': 'real',
};
const sqliteKind = (column: Column) => sqliteKinds[column.columnType] ?? column.columnType;
const pgKind = (column: Column) => pgKinds[column.getSQLType()] ?? column.getSQLType();

// ---- From the committed snapshots ------------------------------------------------------------------

interface SnapshotTable {
  name: string;
  columns: Record<string, { name: string; type: string; primaryKey: boolean; notNull: boolean; default?: unknown }>;
  indexes: Record<string, { name: string; columns: (string | { expression: string })[]; isUnique: boolean }>;
  foreignKeys: Record<
    string,
    {
      name: string;
      tableTo: string;
      columnsFrom: string[];
      columnsTo: string[];
      onDelete?: string;
      onUpdate?: string;
    }
  >;
  compositePrimaryKeys: Record<string, { columns: string[] }>;
  uniqueConstraints: Record<string, { name: string; columns: string[] }>;
}

const migrationsRoot = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The snapshot of the last migration in the journal: the schema the committed migrations produce. */
function latestSnapshot(dialect: 'sqlite' | 'pg'): SchemaShape {
  const meta = join(migrationsRoot, dialect, 'meta');
  const journal = JSON.parse(readFileSync(join(meta, '_journal.json'), 'utf8')) as { entries: { idx: number }[] };
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`No ${dialect} migration`);
  const file = join(meta, `${String(last.idx).padStart(4, '0')}_snapshot.json`);
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { tables: Record<string, SnapshotTable> };
  const shape: SchemaShape = {};
  for (const table of Object.values(snapshot.tables)) {
    shape[table.name] = {
      columns: Object.fromEntries(
        Object.values(table.columns).map((c) => [
          c.name,
          { type: c.type, notNull: c.notNull, primaryKey: c.primaryKey, hasDefault: c.default !== undefined },
        ]),
      ),
      compositePrimaryKeys: Object.values(table.compositePrimaryKeys).map((pk) => pk.columns.join(', ')),
      indexes: sorted([
        ...Object.values(table.indexes).map((i) =>
          indexShape(
            i.name,
            i.columns.map((c) => (typeof c === 'string' ? c : c.expression)),
            i.isUnique,
          ),
        ),
        ...Object.values(table.uniqueConstraints).map((u) => indexShape(u.name, u.columns, true)),
      ]),
      foreignKeys: sorted(
        Object.values(table.foreignKeys).map((fk) =>
          foreignKeyShape(fk.name, {
            columns: fk.columnsFrom,
            table: fk.tableTo,
            foreignColumns: fk.columnsTo,
            onDelete: fk.onDelete,
            onUpdate: fk.onUpdate,
          }),
        ),
      ),
    };
  }
  return shape;
}

describe('the two dialects', () => {
  const sqliteTables = sqliteSchema as Record<string, unknown>;
  const pgTables = pgSchema as unknown as Record<string, unknown>;

  it('define the same tables, columns, keys, indexes, unique constraints and foreign keys', () => {
    const sqlite = schemaShape(sqliteTables, sqliteConfig, sqliteKind);
    expect(Object.keys(sqlite).length).toBeGreaterThan(10);
    expect(schemaShape(pgTables, pgConfig, pgKind)).toEqual(sqlite);
  });

  it('SQLite: the schema is what the committed migrations build', () => {
    expect(schemaShape(sqliteTables, sqliteConfig, sqlType)).toEqual(latestSnapshot('sqlite'));
  });

  it('PostgreSQL: the schema is what the committed migrations build', () => {
    expect(schemaShape(pgTables, pgConfig, sqlType)).toEqual(latestSnapshot('pg'));
  });
});
