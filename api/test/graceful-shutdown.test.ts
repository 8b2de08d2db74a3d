/**
 * SIGTERM while work is under way: a request whose body is still arriving and a job run started by staff
 * (held mid-run by a table lock) both finish and are answered, the job's run is recorded as finished, and the
 * process exits 0. Runs on PostgreSQL, where a lock holds the job without blocking the server's event loop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase, type TestDatabase } from './helper.ts';

const onPostgres = inject('dialect') === 'postgres';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = 4700 + (process.pid % 250);
const base = `http://127.0.0.1:${port}`;

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A raw HTTP request whose body is sent in two halves, the second when asked; resolves with the status. */
function slowRequest(path: string, body: string): { sendRest(): void; status: Promise<number> } {
  const socket: Socket = connect(port, '127.0.0.1');
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  let answer = '';
  const status = new Promise<number>((resolve, reject) => {
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(Number(answer.split(' ', 2)[1])));
    socket.on('error', reject);
  });
  return { sendRest: () => socket.write(body.slice(half)), status };
}

describe.skipIf(!onPostgres)('SIGTERM with a request and a job in progress', () => {
  let db: TestDatabase;
  let dataDir: string;
  let server: ChildProcess;
  let exit: Promise<number | null>;

  beforeAll(async () => {
    db = await freshDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'hw-files-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        JOBS: 'off',
        SEED_DEMO: '0',
      },
    });
    exit = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
    await waitUntil(async () => (await fetch(`${base}/api/health/ready`)).status === 200, 'the server');
  }, 90_000);
  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes both, records the run and exits 0', async () => {
    const signIn = await fetch(`${base}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        username: 'staff@example.com',
        password: 'demo-password',
        fingerprint: 'f',
      }),
    });
    expect(signIn.status).toBe(200);
    const { access_token: staffToken } = (await signIn.json()) as { access_token: string };

    const upload = slowRequest('/api/authenticate/forgotPassword', JSON.stringify({ email: 'homeowner@example.com' }));

    // Hold the job at its first write: it records its run in job_runs, which this transaction locks.
    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE job_runs IN EXCLUSIVE MODE');
    const job = fetch(`${base}/api/staff/jobs/contract-lifecycle/run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    await waitUntil(
      async () =>
        (
          await locker.query(
            "select count(*)::int as n from pg_locks where not granted and relation = 'job_runs'::regclass",
          )
        ).rows[0].n > 0,
      'the job to wait on its lock',
    );

    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.exitCode).toBeNull();
    await locker.query('COMMIT');
    await locker.end();
    upload.sendRest();

    const jobAnswer = await job;
    expect(jobAnswer.status).toBe(200);
    const run = (await jobAnswer.json()) as { finishedAt: string | null; error: string | null };
    expect(run.finishedAt).not.toBeNull();
    expect(run.error).toBeNull();
    expect(await upload.status).toBe(200);
    expect(await exit).toBe(0);

    const check = new pg.Client({ connectionString: db.url });
    await check.connect();
    const unfinished = await check.query('select count(*)::int as n from job_runs where finished_at is null');
    await check.end();
    expect(unfinished.rows[0].n).toBe(0);
  }, 60_000);
});
