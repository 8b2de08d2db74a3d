/**
 * What metrics and traces cost: GET /api/reference/states on two app processes of the same build, one with
 * METRICS_TOKEN and OTEL_EXPORTER_OTLP_ENDPOINT set (spans exported to a local OTLP receiver that reads and
 * discards them), one with neither, measured in one run, alternating for BENCH_RUNS rounds, each figure the median
 * of its rounds. Writes the figures to docs/benchmarks.md.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BENCH_RUNS,
  LoadLog,
  type LoadResult,
  load,
  medianResult,
  startChild,
  stopChild,
  waitForUrl,
  writeBenchmarkSection,
} from './lib.ts';

const offPort = 4513;
const onPort = 4514;
const machine = new LoadLog();
const dir = mkdtempSync(join(tmpdir(), 'hw-bench-'));

let exportedRequests = 0;
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    exportedRequests += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverPort = (receiver.address() as AddressInfo).port;

const common = {
  DATABASE_URL: `file:${join(dir, 'bench.db')}`,
  DATA_DIR: join(dir, 'files'),
  SEED_DEMO: '0',
  JOBS: 'off',
};
const off = startChild(['--import', 'tsx', 'api/src/server.ts'], { ...common, PORT: String(offPort) });
const offUrl = `http://127.0.0.1:${offPort}/api/reference/states`;
let on: ReturnType<typeof startChild> | undefined;
try {
  // The first process migrates and seeds the shared file; the second starts on it afterwards.
  await waitForUrl(offUrl);
  on = startChild(['--import', 'tsx', 'api/src/server.ts'], {
    ...common,
    PORT: String(onPort),
    METRICS_TOKEN: 'bench-metrics-token-0123456789',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
  });
  const onUrl = `http://127.0.0.1:${onPort}/api/reference/states`;
  await waitForUrl(onUrl);
  await load(offUrl, { seconds: 2 });
  await load(onUrl, { seconds: 2 });
  const results: { off: LoadResult[]; on: LoadResult[] } = { off: [], on: [] };
  for (let round = 0; round < BENCH_RUNS; round += 1) {
    results.off.push(await load(offUrl));
    results.on.push(await load(onUrl));
    machine.record();
  }
  const withoutThem = medianResult(results.off);
  const withThem = medianResult(results.on);
  const row = (label: string, r: LoadResult) =>
    `| ${label} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.errors} |`;
  const ratio = withThem.requestsPerSecond / withoutThem.requestsPerSecond;
  const table = [
    `GET /api/reference/states, SQLite, 10 connections, ${BENCH_RUNS} alternating rounds of 8 s each, each figure the median of its rounds (errors over all of them), measured ${new Date().toISOString().slice(0, 10)}, ${machine}:`,
    '',
    '| metrics and traces | requests/s | p50 ms | p99 ms | errors |',
    '|---|---|---|---|---|',
    row('off', withoutThem),
    row('on (every request traced, spans exported by OTLP)', withThem),
    '',
    `With both on the API keeps **${(ratio * 100).toFixed(0)}%** of its throughput (${exportedRequests} OTLP export requests received).`,
  ].join('\n');
  console.log(table);
  writeBenchmarkSection('observability-cost', table);
} finally {
  if (on) await stopChild(on);
  await stopChild(off);
  receiver.close();
  rmSync(dir, { recursive: true, force: true });
}
