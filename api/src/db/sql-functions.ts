/**
 * The few SQL expressions that differ between SQLite (timestamps as integer milliseconds) and PostgreSQL
 * (timestamptz): aggregation queries build on these so that one query runs on both dialects.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Database } from './index.ts';

export type Dialect = Database['dialect'];

/** The calendar month (1-12, UTC) of a timestamp. */
export function monthOf(dialect: Dialect, column: AnyColumn): SQL<number> {
  return dialect === 'sqlite'
    ? sql<number>`cast(strftime('%m', ${column} / 1000, 'unixepoch') as integer)`
    : sql<number>`cast(extract(month from ${column} at time zone 'UTC') as integer)`;
}

/** Milliseconds from one timestamp to another. */
export function millisecondsBetween(dialect: Dialect, from: AnyColumn, to: AnyColumn): SQL<number> {
  return dialect === 'sqlite'
    ? sql<number>`(${to} - ${from})`
    : sql<number>`(extract(epoch from (${to} - ${from})) * 1000)`;
}

/** The larger of two numbers. */
export function larger(dialect: Dialect, a: SQL | number, b: SQL | number): SQL<number> {
  return dialect === 'sqlite' ? sql<number>`max(${a}, ${b})` : sql<number>`greatest(${a}, ${b})`;
}

/** 1 where the condition holds, else 0: summed, it counts the rows that match. */
export const oneIf = (condition: SQL | undefined) => sql<number>`case when ${condition} then 1 else 0 end`;

/** A number rounded to a whole number, halves away from zero (as shared/src/money.ts rounds cents). */
export function rounded(dialect: Dialect, value: SQL): SQL<number> {
  return dialect === 'sqlite' ? sql<number>`round(${value})` : sql<number>`round(cast(${value} as numeric))`;
}

/**
 * A column a condition should check row by row rather than look up in an index (SQLite's unary `+`;
 * PostgreSQL's planner weighs its statistics instead). For a filter whose index would return the rows out
 * of the wanted order and need a sort of every match.
 */
export function checkedRowByRow(dialect: Dialect, column: AnyColumn): SQL {
  return dialect === 'sqlite' ? sql`+${column}` : sql`${column}`;
}
