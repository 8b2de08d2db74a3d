/**
 * Migrates and seeds one template database per run; each test gets a fresh copy of it
 * (a file copy on SQLite, CREATE DATABASE ... TEMPLATE on PostgreSQL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/index.ts';
import { seedDatabase } from '../src/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateUrl: string;
    dialect: 'sqlite' | 'postgres';
    adminUrl: string;
  }
}

export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'hw-api-test-'));
    const templateUrl = `file:${join(dir, 'template.db')}`;
    const database = createDatabase(templateUrl);
    await database.migrate();
    await seedDatabase(database, { demo: true });
    await database.close();
    project.provide('templateUrl', templateUrl);
    project.provide('dialect', dialect);
    project.provide('adminUrl', '');
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const templateName = `hw_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
  await admin.query(`CREATE DATABASE ${templateName}`);
  const templateUrl = databaseUrlFor(adminUrl, templateName);
  const database = createDatabase(templateUrl);
  await database.migrate();
  await seedDatabase(database, { demo: true });
  await database.close();
  project.provide('templateUrl', templateUrl);
  project.provide('dialect', dialect);
  project.provide('adminUrl', adminUrl);
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'hw_t_${process.pid}_%' OR datname = $1`,
      [templateName],
    );
    for (const row of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
  };
}
