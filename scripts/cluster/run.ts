/**
 * `npm run cluster`: the scaled setup on this machine. Two API processes (CLUSTER_PROCESSES to change) on
 * the PostgreSQL database of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/homewarranty, created
 * when missing) behind a round-robin proxy on PORT (default 3000). Uploaded files go to S3 when S3_BUCKET is
 * set, otherwise to one folder the processes share. Build the web app first (`npm run build -w web`) to
 * have the site as well as the API.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { startCluster } from './cluster.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/homewarranty';
if (!databaseUrl.startsWith('postgres')) {
  console.error('DATABASE_URL must name a PostgreSQL database: processes share one database.');
  process.exit(1);
}

/** Creates the database when the server has no database of that name yet. */
async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

await ensureDatabase(databaseUrl);
const dataDir = resolve(process.env.DATA_DIR ?? 'data/cluster-files');
mkdirSync(dataDir, { recursive: true });
const cluster = await startCluster({
  databaseUrl,
  dataDir,
  processes: Number(process.env.CLUSTER_PROCESSES ?? 2),
  port: Number(process.env.PORT ?? 3000),
  output: 'inherit',
});
console.log(`\n${cluster.processUrls.length} API processes (${cluster.processUrls.join(', ')}) behind ${cluster.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cluster.stop().then(() => process.exit(0));
  });
}
