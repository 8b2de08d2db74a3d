/**
 * GET /api/reference/states on the real app against two bare Fastify servers answering the same body: one
 * with the same headers, one with none but its content type (what a server without any plugin sends). Measured
 * in one run with autocannon (each server in its own process), at 10 and at 50 connections, the servers in turn,
 * each figure the median of BENCH_RUNS rounds. Writes both ratios to docs/benchmarks.md.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BENCH_RUNS,
  LoadLog,
  type LoadResult,
  load,
  medianLoad,
  medianResult,
  recordAnswer,
  startChild,
  stopChild,
  TWO_PROCESSES,
  waitForUrl,
  withTwoProcesses,
  writeBenchmarkSection,
} from './lib.ts';

const row = (server: string, connections: number, r: LoadResult) =>
  `| ${server} | ${connections} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} |`;
const ROUND_SECONDS = 4;
const machine = new LoadLog();

/**
 * The servers in turn, BENCH_RUNS rounds of 4 s each, so that a change in the machine's other load falls on
 * all of them: each figure the median of a server's rounds, its errors over all of them.
 */
async function alternating(urls: string[], connections: number): Promise<LoadResult[]> {
  const rounds: LoadResult[][] = urls.map(() => []);
  for (let round = 0; round < BENCH_RUNS; round += 1) {
    for (const [index, url] of urls.entries())
      rounds[index]?.push(await load(url, { connections, seconds: ROUND_SECONDS }));
    machine.record();
  }
  return rounds.map(medianResult);
}
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;

const appPort = 4511;
const barePort = 4512;
const headerlessPort = 4513;
const dir = mkdtempSync(join(tmpdir(), 'hw-bench-'));

const app = startChild(['--import', 'tsx', 'api/src/server.ts'], {
  PORT: String(appPort),
  DATABASE_URL: `file:${join(dir, 'bench.db')}`,
  DATA_DIR: join(dir, 'files'),
  SEED_DEMO: '0',
  // As deployed: production mode, with mail kept in the outbox and the card sandbox allowed (neither is used).
  NODE_ENV: 'production',
  MAIL_OUTBOX: '1',
  ALLOW_SANDBOX_PAYMENTS: '1',
});
try {
  const url = `http://127.0.0.1:${appPort}/api/reference/states`;
  await waitForUrl(url);
  const res = await fetch(url);
  const bodyFile = join(dir, 'states.json');
  const body = await recordAnswer(res, bodyFile);
  const headerlessFile = join(dir, 'states-headerless.json');
  writeFileSync(
    headerlessFile,
    JSON.stringify({ headers: { 'content-type': 'application/json; charset=utf-8' }, body }),
  );

  const bare = startChild(['scripts/bench/bare-server.mjs', bodyFile], { PORT: String(barePort) });
  const headerless = startChild(['scripts/bench/bare-server.mjs', headerlessFile], { PORT: String(headerlessPort) });
  try {
    const bareUrl = `http://127.0.0.1:${barePort}/api/reference/states`;
    const headerlessUrl = `http://127.0.0.1:${headerlessPort}/api/reference/states`;
    await waitForUrl(bareUrl);
    await waitForUrl(headerlessUrl);
    for (const warm of [url, bareUrl, headerlessUrl]) await load(warm, { seconds: 2 });
    const [ours, same, none] = await alternating([url, bareUrl, headerlessUrl], 10);
    const [ours50, same50, none50] = await alternating([url, bareUrl, headerlessUrl], 50);
    if (!ours || !same || !none || !ours50 || !same50 || !none50) throw new Error('a server was not measured');
    const twoProcesses = await withTwoProcesses('states', { SEED_DEMO: '0' }, async (base) => {
      await load(`${base}/api/reference/states`, { seconds: 2 });
      return medianLoad(async () => {
        const result = await load(`${base}/api/reference/states`, { seconds: ROUND_SECONDS });
        machine.record();
        return result;
      });
    });
    const ratio = (r: LoadResult, base: LoadResult) => percent(r.requestsPerSecond / base.requestsPerSecond);
    const table = [
      `GET /api/reference/states (${body.length} bytes), each server at each connection count in ${BENCH_RUNS} rounds of ${ROUND_SECONDS} s (the servers in turn), each figure the median of its rounds, errors over all of them, measured ${new Date().toISOString().slice(0, 10)}, ${machine}:`,
      '',
      '| server | connections | requests/s | p50 ms | p99 ms | errors |',
      '|---|---|---|---|---|---|',
      row('this API (SQLite, production mode, all plugins and headers)', 10, ours),
      row('bare Fastify, same headers and body', 10, same),
      row('bare Fastify, same body, no headers', 10, none),
      row('this API (SQLite, production mode, all plugins and headers)', 50, ours50),
      row('bare Fastify, same headers and body', 50, same50),
      row('bare Fastify, same body, no headers', 50, none50),
      ...(twoProcesses ? [row(`this API, ${TWO_PROCESSES}`, 10, twoProcesses)] : []),
      '',
      `Against the header-less bare server: **${ratio(ours, none)}** at 10 connections, **${ratio(ours50, none50)}** at 50 (target: at least 60% at 50). ` +
        `Against the bare server sending the same headers: ${ratio(ours, same)} at 10, ${ratio(ours50, same50)} at 50. ` +
        'A JSON answer carries only the headers a client or a browser reads on it: its type and length, the cache rule, nosniff, the resource and referrer policies, the request id a support call quotes and, in production, HSTS. Both servers and autocannon share the 2 cores with whatever else runs: compare within one run.',
    ].join('\n');
    console.log(table);
    writeBenchmarkSection('reference-states', table);
  } finally {
    await stopChild(bare);
    await stopChild(headerless);
  }
} finally {
  await stopChild(app);
  rmSync(dir, { recursive: true, force: true });
}
