#!/usr/bin/env node
/**
 * `npm start`: install what is missing (dev dependencies included: they build the app), build web + service
 * worker, then run the server (which migrates and seeds). `NODE_ENV=production` reaches the server, which
 * then runs in production mode (HSTS, mail through SMTP_URL unless MAIL_OUTBOX=1).
 */
import { spawn, spawnSync } from 'node:child_process';
import { buildWeb, ensureInstalled, root } from './lib/setup.mjs';

ensureInstalled();
// A setting production needs (SMTP_URL, ...) is reported now, not after the build.
const check = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/server.ts', '--check-config'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
if (check.status !== 0) process.exit(1);
if (process.env.SKIP_BUILD !== '1') buildWeb();

const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
