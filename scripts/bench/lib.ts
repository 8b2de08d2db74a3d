/**
 * Shared pieces of the benchmarks: child servers, autocannon runs, PostgreSQL databases, the demo monthly contract the
 * billing benchmarks copy, their section of docs/benchmarks.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../api/src/db/index.ts';
import { startCluster } from '../cluster/cluster.ts';

export const root = resolve(import.meta.dirname, '../..');

/** The benchmarks `npm run bench` runs, in this order; `npm run bench -- NAME ...` runs only those named. */
export const BENCHMARKS = [
  'reference-states',
  'observability-cost',
  'login',
  'dispatch-replay',
  'dispatch-search',
  'price-breakdown',
  'card-checkout',
  'monthly-billing',
  'settlement-check',
  'lighthouse',
  'signed-in-screens',
];

/** The command line's arguments for the benchmark itself: those that do not name a benchmark. */
export function benchArguments(): string[] {
  return process.argv.slice(2).filter((arg) => !BENCHMARKS.includes(arg));
}

export async function waitForUrl(url: string, timeoutMs = 60_000, method = 'GET'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, {
        method,
        ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
      });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function startChild(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface LoadOptions {
  seconds?: number;
  connections?: number;
  /** A POST with this JSON body instead of a GET. */
  json?: string;
}

export async function load(url: string, opts: LoadOptions = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    duration: opts.seconds ?? 8,
    connections: opts.connections ?? 10,
    ...(opts.json === undefined
      ? {}
      : { method: 'POST', body: opts.json, headers: { 'content-type': 'application/json' } }),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Replaces the section of docs/benchmarks.md between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->`. */
export function writeBenchmarkSection(name: string, markdown: string): void {
  const file = resolve(root, 'docs/benchmarks.md');
  const readme = readFileSync(file, 'utf8');
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(readme)
    ? readme.replace(pattern, block)
    : readme.replace('<!-- bench:end -->', `${block}\n\n<!-- bench:end -->`);
  writeFileSync(file, next);
}

/** How many runs each figure is the median of: BENCH_RUNS, at least 3. */
export const BENCH_RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('No values to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure of autocannon runs as their median; the errors of all the runs together. */
export function medianResult(results: readonly LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** `measure` run BENCH_RUNS times in a row, each figure the median of the runs. */
export async function medianLoad(measure: () => Promise<LoadResult>): Promise<LoadResult> {
  const results: LoadResult[] = [];
  for (let run = 0; run < BENCH_RUNS; run += 1) results.push(await measure());
  return medianResult(results);
}

/**
 * The machine's 1-minute load average, recorded as each run of a benchmark ends, and stated as their range
 * beside the figures (on these shared cores the figures move with it).
 */
export class LoadLog {
  private readonly values: number[] = [];

  record(): void {
    this.values.push(loadavg()[0] ?? 0);
  }

  toString(): string {
    if (this.values.length === 0) return machineLoad();
    const low = Math.min(...this.values).toFixed(1);
    const high = Math.max(...this.values).toFixed(1);
    return `1-minute load average ${low === high ? low : `${low}–${high}`} as the runs ended (${cpus().length} cores: ${cpus().length} would be all of them busy)`;
  }
}

/** The machine's load when a figure is taken, stated beside the figure. */
export function machineLoad(): string {
  const [one, five] = loadavg();
  return `load average ${(one ?? 0).toFixed(1)} (5 min: ${(five ?? 0).toFixed(1)}) on ${cpus().length} cores`;
}

/** The scaled setup's row label in the benchmarks' tables. */
export const TWO_PROCESSES = 'two processes on PostgreSQL behind a round-robin proxy';

/**
 * Runs `measure` against two API processes on a fresh PostgreSQL database behind the round-robin proxy
 * (scripts/cluster), all on this machine with the load generator. Answers null, with a warning, when
 * PostgreSQL cannot be reached.
 */
export async function withTwoProcesses<T>(
  name: string,
  env: NodeJS.ProcessEnv,
  measure: (baseUrl: string) => Promise<T>,
): Promise<T | null> {
  const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = `hw_bench_${name}_cluster`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${database}`);
  } catch (error) {
    console.warn(`Two processes not measured: ${(error as Error).message}`);
    return null;
  }
  const dataDir = mkdtempSync(join(tmpdir(), `hw-bench-${name}-cluster-`));
  const cluster = await startCluster({ databaseUrl: pgDatabaseUrl(adminUrl, database), dataDir, processes: 2, env });
  try {
    return await measure(cluster.url);
  } finally {
    await cluster.stop();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The address of the database `name` on the PostgreSQL server that `adminUrl` reaches. */
export function pgDatabaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Writes the answer `res` to `file` for scripts/bench/bare-server.mjs to send, without its per-connection headers. */
export async function recordAnswer(res: Response, file: string): Promise<string> {
  const body = await res.text();
  const skipped = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !skipped.has(name)));
  writeFileSync(file, JSON.stringify({ headers, body }));
  return body;
}

/** The first demo monthly contract by policy number: the billing benchmarks bulk-insert copies of it. */
export async function demoMonthlyContract(database: Database) {
  const { t } = database;
  const [template] = await database.db
    .select()
    .from(t.contracts)
    .where(eq(t.contracts.paymentType, 'monthly'))
    .orderBy(t.contracts.policyNumber)
    .limit(1);
  if (!template) throw new Error('The demo data has no monthly contract to copy.');
  return template;
}

/** What a copy of the demo monthly contract sets so that it is an active monthly contract of its own. */
export const ACTIVE_MONTHLY_COPY = {
  status: 'active',
  paymentType: 'monthly',
  awaitingOwnerSince: null,
  ownerConfirmTokenHash: null,
  defaultCreditCardId: null,
  cancelledAt: null,
} as const;
