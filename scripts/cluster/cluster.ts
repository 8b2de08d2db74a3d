/**
 * Several API processes (api/src/server.ts) on one PostgreSQL database behind a round-robin proxy: the
 * scaled setup on one machine, for `npm run cluster`, the cluster tests and the benchmarks. The processes
 * share nothing but the database (and object storage when S3_BUCKET is set): no JWT_SECRET, so the
 * signing keys come from the database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy.ts';

const root = resolve(import.meta.dirname, '../..');

export interface ClusterOptions {
  /** A postgres:// URL. */
  databaseUrl: string;
  /** Uploaded files when no object storage is configured: one folder all processes share. */
  dataDir: string;
  processes?: number;
  /** The proxy's port; 0 picks a free one. */
  port?: number;
  /** More settings for every process (S3_BUCKET, SEED_DEMO, WEB_DIST...). */
  env?: NodeJS.ProcessEnv;
  /** Where a process's own output goes: 'inherit' for `npm run cluster`, 'ignore' for tests. */
  output?: 'inherit' | 'ignore';
}

export interface Cluster {
  /** The proxy's address: what a client uses. */
  url: string;
  /** Each process's own address. */
  processUrls: string[];
  proxy: RoundRobinProxy;
  /** Stops process `index` and starts it again on its port; resolves when it answers. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function waitForStatus(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`An API process exited with ${child.exitCode}:\n${stderr()}`);
    try {
      if ((await fetch(`${url}/api/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not start within 2 minutes:\n${stderr()}`);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.processes ?? 2;
  const ports = await Promise.all(Array.from({ length: count }, freePort));
  const children: ChildProcess[] = [];
  const { JWT_SECRET: _shared, ...inherited } = process.env;

  async function launch(index: number): Promise<void> {
    let stderr = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: root,
      stdio: ['ignore', options.output ?? 'ignore', options.output === 'inherit' ? 'inherit' : 'pipe'],
      env: {
        ...inherited,
        SEED_DEMO: '1',
        ...options.env,
        HOST: '127.0.0.1',
        PORT: String(ports[index]),
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: options.dataDir,
      },
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    children[index] = child;
    await waitForStatus(`http://127.0.0.1:${ports[index]}`, child, () => stderr);
  }

  async function stopProcess(index: number): Promise<void> {
    const child = children[index];
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  }

  try {
    // Started together: they race for the first migration, the seed and the first signing key.
    await Promise.all(ports.map((_port, index) => launch(index)));
  } catch (error) {
    await Promise.all(ports.map((_port, index) => stopProcess(index)));
    throw error;
  }
  const proxy = await startRoundRobinProxy(ports, options.port ?? 0);
  return {
    url: proxy.url,
    processUrls: ports.map((port) => `http://127.0.0.1:${port}`),
    proxy,
    async restart(index) {
      await stopProcess(index);
      await launch(index);
    },
    async stop() {
      await proxy.close();
      await Promise.all(ports.map((_port, index) => stopProcess(index)));
    },
  };
}
