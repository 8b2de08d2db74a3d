/** Every table, in dependency order (a table comes after the tables it references). */

export * from './auth.ts';
export * from './reference.ts';
export * from './users.ts';
