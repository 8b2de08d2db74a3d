/** Install steps shared by `npm start` and `npm test`: nothing is downloaded from outside the registries. */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const CHROMIUM_PATH = '/usr/bin/chromium';

function sh(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** `npm ci` when dependencies are missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = resolve(root, 'node_modules/.package-lock.json');
  if (existsSync(marker) && existsSync(resolve(root, 'node_modules/better-sqlite3/build/Release'))) return;
  console.log('Installing dependencies (npm ci)...');
  sh('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Debian's Chromium for the browser tests; never a downloaded browser build. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.warn(`${CHROMIUM_PATH} is missing and this user cannot install it: browser tests cannot run.`);
    return false;
  }
  console.log('Installing Debian chromium...');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } catch {
    return false;
  }
  return existsSync(CHROMIUM_PATH);
}

export function buildWeb() {
  sh('npm', ['run', 'build', '-w', 'web']);
}
