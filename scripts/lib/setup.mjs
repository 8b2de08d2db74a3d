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

/** What a working install has: the native SQLite driver, and the build and run tools (dev dependencies). */
const INSTALLED_MARKERS = [
  'node_modules/.package-lock.json',
  'node_modules/better-sqlite3/build/Release',
  'node_modules/vite/package.json',
  'node_modules/tsx/package.json',
];

/**
 * `npm ci` when dependencies are missing. Dev dependencies are always installed: the web app is built
 * and the server runs through tsx, and `NODE_ENV=production` alone would make npm leave them out.
 */
export function ensureInstalled() {
  if (INSTALLED_MARKERS.every((marker) => existsSync(resolve(root, marker)))) return;
  console.log('Installing dependencies (npm ci --include=dev)...');
  sh('npm', ['ci', '--include=dev', '--no-audit', '--no-fund']);
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
