/**
 * GET /api/reference/states on the real app against a bare Fastify server answering the same bytes,
 * (same headers and body) measured in one run with autocannon (each server in its own process), at 10 and at
 * 50 connections, the two servers in turn. Writes the ratios to the README.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type LoadResult,
  load,
  startChild,
  stopChild,
  TWO_PROCESSES,
  waitForUrl,
  withTwoProcesses,
  writeReadmeSection,
} from './lib.ts';

const row = (server: string, connections: number, r: LoadResult) =>
  `| ${server} | ${connections} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} |`;
/**
 * Both servers in turn, two rounds of 4 s each, so that a change in the machine's other load falls on both:
 * requests/s and errors over both rounds, the latencies of the round with the higher p99.
 */
async function alternating(url: string, bareUrl: string, connections: number): Promise<[LoadResult, LoadResult]> {
  const rounds: [LoadResult[], LoadResult[]] = [[], []];
  for (let round = 0; round < 2; round += 1) {
    rounds[0].push(await load(url, { connections, seconds: 4 }));
    rounds[1].push(await load(bareUrl, { connections, seconds: 4 }));
  }
  const combine = (results: LoadResult[]): LoadResult => {
    const worst = results.reduce((a, b) => (b.p99Ms > a.p99Ms ? b : a));
    return {
      requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0) / results.length,
      p50Ms: worst.p50Ms,
      p99Ms: worst.p99Ms,
      errors: results.reduce((sum, r) => sum + r.errors, 0),
    };
  };
  return [combine(rounds[0]), combine(rounds[1])];
}
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;

const appPort = 4511;
const barePort = 4512;
const dir = mkdtempSync(join(tmpdir(), 'hw-bench-'));

const app = startChild(['--import', 'tsx', 'api/src/server.ts'], {
  PORT: String(appPort),
  DATABASE_URL: `file:${join(dir, 'bench.db')}`,
  DATA_DIR: join(dir, 'files'),
  SEED_DEMO: '0',
});
try {
  const url = `http://127.0.0.1:${appPort}/api/reference/states`;
  await waitForUrl(url);
  const res = await fetch(url);
  const body = await res.text();
  const skipped = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !skipped.has(name)));
  const bodyFile = join(dir, 'states.json');
  writeFileSync(bodyFile, JSON.stringify({ headers, body }));

  const bare = startChild(['scripts/bench/bare-server.mjs', bodyFile], { PORT: String(barePort) });
  try {
    const bareUrl = `http://127.0.0.1:${barePort}/api/reference/states`;
    await waitForUrl(bareUrl);
    await load(url, { seconds: 2 });
    await load(bareUrl, { seconds: 2 });
    const [ours, baseline] = await alternating(url, bareUrl, 10);
    const ratio = ours.requestsPerSecond / baseline.requestsPerSecond;
    const [ours50, baseline50] = await alternating(url, bareUrl, 50);
    const ratio50 = ours50.requestsPerSecond / baseline50.requestsPerSecond;
    const twoProcesses = await withTwoProcesses('states', { SEED_DEMO: '0' }, async (base) => {
      await load(`${base}/api/reference/states`, { seconds: 2 });
      return load(`${base}/api/reference/states`);
    });
    const table = [
      `GET /api/reference/states (${body.length} bytes), each server for 8 s at each connection count (in turn, two rounds of 4 s), measured ${new Date().toISOString().slice(0, 10)}:`,
      '',
      '| server | connections | requests/s | p50 ms | p99 ms | errors |',
      '|---|---|---|---|---|---|',
      row('this API (SQLite, all plugins and headers)', 10, ours),
      row('bare Fastify, same headers and body', 10, baseline),
      row('this API (SQLite, all plugins and headers)', 50, ours50),
      row('bare Fastify, same headers and body', 50, baseline50),
      ...(twoProcesses ? [row(`this API, ${TWO_PROCESSES}`, 10, twoProcesses)] : []),
      '',
      `Ratio: **${percent(ratio)}** of the bare server's throughput at 10 connections, **${percent(ratio50)}** at 50 (target: at least 70% at 50 connections). ` +
        "A JSON answer goes without the headers only a document reads (the Content-Security-Policy and the like; it keeps nosniff, the resource and referrer policies and, in production, HSTS), so both servers send the same short set. Both servers and autocannon share this machine's 2 cores with whatever else runs on it: compare within one run.",
    ].join('\n');
    console.log(table);
    writeReadmeSection('reference-states', table);
  } finally {
    await stopChild(bare);
  }
} finally {
  await stopChild(app);
  rmSync(dir, { recursive: true, force: true });
}
