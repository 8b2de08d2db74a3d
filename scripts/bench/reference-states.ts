/**
 * GET /api/reference/states on the real app against a bare Fastify server answering the same bytes,
 * (same headers and body) measured in one run with autocannon (each server in its own process). Writes the ratio to the README.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, startChild, stopChild, TWO_PROCESSES, waitForUrl, withTwoProcesses, writeReadmeSection } from './lib.ts';

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
    const ours = await load(url);
    const baseline = await load(bareUrl);
    const ratio = ours.requestsPerSecond / baseline.requestsPerSecond;
    const twoProcesses = await withTwoProcesses('states', { SEED_DEMO: '0' }, async (base) => {
      await load(`${base}/api/reference/states`, { seconds: 2 });
      return load(`${base}/api/reference/states`);
    });
    const table = [
      `GET /api/reference/states (${body.length} bytes), 10 connections, 8 s each, measured ${new Date().toISOString().slice(0, 10)}:`,
      '',
      '| server | requests/s | p50 ms | p99 ms | errors |',
      '|---|---|---|---|---|',
      `| this API (SQLite, all plugins and headers) | ${ours.requestsPerSecond.toFixed(0)} | ${ours.p50Ms} | ${ours.p99Ms} | ${ours.errors} |`,
      `| bare Fastify, same headers and body | ${baseline.requestsPerSecond.toFixed(0)} | ${baseline.p50Ms} | ${baseline.p99Ms} | ${baseline.errors} |`,
      ...(twoProcesses
        ? [
            `| this API, ${TWO_PROCESSES} | ${twoProcesses.requestsPerSecond.toFixed(0)} | ${twoProcesses.p50Ms} | ${twoProcesses.p99Ms} | ${twoProcesses.errors} |`,
          ]
        : []),
      '',
      `Ratio: **${(ratio * 100).toFixed(0)}%** of the bare server's throughput (target: at least 50%).`,
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
