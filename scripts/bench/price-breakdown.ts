/**
 * POST /api/order/priceBreakdown at 50 connections, on SQLite and on PostgreSQL, against a bare Fastify
 * server answering the same bytes in the same run (each server in its own process). The draft is a
 * realistic one: a homeowner plan with two add-ons, a chosen service call fee and a validated coupon, so
 * every request prices from the catalogue snapshot. Each figure is the median of BENCH_RUNS runs of 8 s, the
 * app and the bare server in turn.
 * Target: p99 at most 20 ms. Writes its section of docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  BENCH_RUNS,
  LoadLog,
  type LoadResult,
  load,
  medianLoad,
  medianResult,
  pgDatabaseUrl,
  recordAnswer,
  startChild,
  stopChild,
  TWO_PROCESSES,
  waitForUrl,
  withTwoProcesses,
  writeBenchmarkSection,
} from './lib.ts';
import { SIGNATURE_HOME_DRAFT } from './order-draft.ts';

const CONNECTIONS = 50;
const machine = new LoadLog();
const appPort = 4551;
const barePort = 4552;
const path = '/api/order/priceBreakdown';
const draft = JSON.stringify({
  ...SIGNATURE_HOME_DRAFT,
  addons: [
    { salesItemId: 'si-pool-spa', quantity: 1 },
    { salesItemId: 'si-extra-refrigerator', quantity: 2 },
  ],
  selectedServiceCallPrice: { id: 'scp-ho-tx-100' },
  coupon: { couponCode: 'SAVE50', amount: 50, contractCouponId: 'coupon-save50' },
  coverageLength: 1,
  timestamp: '2026-11-23T10:00:00.000Z',
});

interface Row {
  label: string;
  ours: LoadResult;
  bare: LoadResult;
}

async function measure(label: string, databaseUrl: string, dir: string): Promise<Row> {
  const app = startChild(['--import', 'tsx', 'api/src/server.ts'], {
    PORT: String(appPort),
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(dir, 'files'),
    SEED_DEMO: '0',
  });
  try {
    const url = `http://127.0.0.1:${appPort}${path}`;
    await waitForUrl(`http://127.0.0.1:${appPort}/api/status`);
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: draft });
    if (res.status !== 200) throw new Error(`priceBreakdown answered ${res.status}: ${await res.text()}`);
    const bodyFile = join(dir, 'answer.json');
    await recordAnswer(res, bodyFile);
    const bare = startChild(['scripts/bench/bare-server.mjs', bodyFile, 'POST', path], { PORT: String(barePort) });
    try {
      const bareUrl = `http://127.0.0.1:${barePort}${path}`;
      await waitForUrl(`http://127.0.0.1:${barePort}${path}`, 60_000, 'POST');
      const options = { connections: CONNECTIONS, json: draft };
      await load(url, { ...options, seconds: 2 });
      await load(bareUrl, { ...options, seconds: 2 });
      const ours: LoadResult[] = [];
      const bare: LoadResult[] = [];
      for (let run = 0; run < BENCH_RUNS; run += 1) {
        ours.push(await load(url, options));
        bare.push(await load(bareUrl, options));
        machine.record();
      }
      return { label, ours: medianResult(ours), bare: medianResult(bare) };
    } finally {
      await stopChild(bare);
    }
  } finally {
    await stopChild(app);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'hw-bench-price-'));
const rows: Row[] = [];
try {
  rows.push(await measure('SQLite', `file:${join(dir, 'bench.db')}`, dir));
  const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS hw_bench_price WITH (FORCE)');
    await admin.query('CREATE DATABASE hw_bench_price');
    rows.push(await measure('PostgreSQL', pgDatabaseUrl(adminUrl, 'hw_bench_price'), dir));
    await admin.query('DROP DATABASE IF EXISTS hw_bench_price WITH (FORCE)');
  } catch (error) {
    console.warn(`PostgreSQL not measured: ${(error as Error).message}`);
  } finally {
    await admin.end().catch(() => {});
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const twoProcesses = await withTwoProcesses('price', { SEED_DEMO: '0' }, async (base) => {
  const options = { connections: CONNECTIONS, json: draft };
  await load(`${base}${path}`, { ...options, seconds: 2 });
  return medianLoad(async () => {
    const result = await load(`${base}${path}`, options);
    machine.record();
    return result;
  });
});

const line = (server: string, r: LoadResult) =>
  `| ${server} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} |`;
const table = [
  `POST ${path} (homeowner plan, two add-ons, a service call fee and SAVE50), ${CONNECTIONS} connections, ${BENCH_RUNS} runs of 8 s each (the app and the bare server in turn), each figure the median of the runs, errors over all of them, measured ${new Date().toISOString().slice(0, 10)}, ${machine}:`,
  '',
  '| server | requests/s | p50 ms | p99 ms | errors |',
  '|---|---|---|---|---|',
  ...rows.flatMap((row) => [
    line(`this API on ${row.label}`, row.ours),
    line(`bare Fastify, same answer (${row.label} run)`, row.bare),
  ]),
  ...(twoProcesses ? [line(`this API, ${TWO_PROCESSES}`, twoProcesses)] : []),
  '',
  'A price call reads no table (the catalogue and coupons are an in-memory snapshot), so both dialects do the same ' +
    'work; autocannon shares the 2 cores with the servers, and runs on this machine move by about ±30%. The two ' +
    'processes and the proxy share the same 2 cores, so they show the cost of the extra hop, not the gain of a second machine.',
  '',
  `Target: p99 at most 20 ms. ${rows.map((row) => `${row.label}: p99 ${row.ours.p99Ms} ms, ${((row.ours.requestsPerSecond / row.bare.requestsPerSecond) * 100).toFixed(0)}% of the bare server's throughput`).join('; ')}.`,
].join('\n');
console.log(table);
writeBenchmarkSection('price-breakdown', table);
