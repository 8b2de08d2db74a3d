/**
 * Login latency and throughput: POST /api/authenticate (grant_type password) on the real server with a
 * temporary SQLite database, 200 sequential logins and 200 with 4 at a time, each figure the median of BENCH_RUNS
 * such runs. Prints a markdown table.
 * The cost is dominated by argon2id (api/src/auth/passwords.ts); successful logins are never rate limited.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BENCH_RUNS,
  LoadLog,
  median,
  startChild,
  stopChild,
  TWO_PROCESSES,
  waitForUrl,
  withTwoProcesses,
  writeBenchmarkSection,
} from './lib.ts';

const port = 4521;
let base = `http://127.0.0.1:${port}`;
const machine = new LoadLog();
const dir = mkdtempSync(join(tmpdir(), 'hw-bench-login-'));
const body = JSON.stringify({
  grant_type: 'password',
  username: 'homeowner@example.com',
  password: 'demo-password',
  fingerprint: 'bench',
});

async function loginOnce(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return performance.now() - started;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function run(total: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        latencies.push(await loginOnce());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), perSecond: total / seconds };
}

/** `run(total, concurrency)` BENCH_RUNS times, each figure the median of the runs. */
async function medianRun(total: number, concurrency: number) {
  const runs: Awaited<ReturnType<typeof run>>[] = [];
  for (let count = 0; count < BENCH_RUNS; count += 1) {
    runs.push(await run(total, concurrency));
    machine.record();
  }
  return {
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    perSecond: median(runs.map((r) => r.perSecond)),
  };
}

const server = startChild(['--import', 'tsx', 'api/src/server.ts'], {
  PORT: String(port),
  DATABASE_URL: `file:${join(dir, 'bench.db')}`,
  DATA_DIR: join(dir, 'files'),
  SEED_DEMO: '1',
  JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
});
try {
  await waitForUrl(`${base}/api/status`);
  await run(10, 1);
  const sequential = await medianRun(200, 1);
  const parallel = await medianRun(200, 4);
  const single = base;
  const twoProcesses = await withTwoProcesses('login', { SEED_DEMO: '1' }, async (proxy) => {
    base = proxy;
    await run(10, 1);
    return { sequential: await medianRun(200, 1), parallel: await medianRun(200, 4) };
  });
  base = single;
  const row = (name: string, r: typeof sequential) =>
    `| ${name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.perSecond.toFixed(1)} |`;
  const table = [
    `POST /api/authenticate (argon2id m=19 MiB, t=2, p=1; SQLite unless said), each figure the median of ${BENCH_RUNS} runs, measured ${new Date().toISOString().slice(0, 10)}, ${machine}:`,
    '',
    '| run | p50 ms | p99 ms | logins/s |',
    '|---|---|---|---|',
    row('200 sequential', sequential),
    row('200, concurrency 4', parallel),
    ...(twoProcesses
      ? [
          row(`200 sequential, ${TWO_PROCESSES}`, twoProcesses.sequential),
          row(`200, concurrency 4, ${TWO_PROCESSES}`, twoProcesses.parallel),
        ]
      : []),
  ].join('\n');
  console.log(table);
  writeBenchmarkSection('login', table);
} finally {
  await stopChild(server);
  rmSync(dir, { recursive: true, force: true });
}
