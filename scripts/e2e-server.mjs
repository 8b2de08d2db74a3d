#!/usr/bin/env node
/** The real server on a fresh SQLite database, for the browser tests (web must be built first). */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib/setup.mjs';

const dir = mkdtempSync(join(tmpdir(), 'hw-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? `file:${join(dir, 'e2e.db')}`,
    DATA_DIR: join(dir, 'files'),
    SEED_DEMO: '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
