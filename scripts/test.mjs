#!/usr/bin/env node
/**
 * Runs every suite: types, lint, unused code, unit, API on SQLite, API on PostgreSQL, two API processes on PostgreSQL,
 * browser end-to-end, and the screens in the pseudo-locale.
 * Installs what is missing first. Ends with one line: "N passed, M failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium, ensureInstalled, root } from './lib/setup.mjs';

const resultsDir = resolve(root, 'node_modules/.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;
const skipped = [];
const failures = [];
/** Each failed test by name, printed at the end so the last lines of a long log say what to look at. */
const failedTests = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A step that is not a counted test: success counts as one pass. */
function step(name, command, args, env) {
  if (run(name, command, args, env)) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

function vitestSuite(name, project, env = {}) {
  const output = resolve(resultsDir, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run(
    name,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    env,
  );
  countVitest(name, output, ok);
}

function countVitest(name, output, ok) {
  if (!existsSync(output)) {
    failed += 1;
    failures.push(`${name} (did not run)`);
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (['skipped', 'pending', 'todo'].includes(test.status)) {
        skipped.push(`${name}: ${relative(root, file.name)} > ${test.fullName}`);
      } else if (test.status === 'failed') {
        failedTests.push(
          `${name}: ${relative(root, file.name)} > ${test.fullName}${why(test.failureMessages?.[0] ?? '')}`,
        );
      }
    }
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (!ok && report.numFailedTests === 0) {
    failed += 1;
    failures.push(`${name} (suite error)`);
  } else if (report.numFailedTests > 0) failures.push(name);
}

/**
 * The first lines of a failure's message and where it was thrown, indented under the test's name: the end of a long
 * log says why a test failed, not only which.
 */
function why(message, location) {
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd());
  const shown = lines.filter((line) => line.trim() !== '').slice(0, 8);
  if (location) shown.push(`at ${relative(root, location.file)}:${location.line}`);
  return shown.map((line) => `\n    ${line}`).join('');
}

/** The tests a Playwright JSON report gives one of the statuses: their titles, and why they failed if they did. */
function playwrightTestsWith(statuses, suites, path = []) {
  const titles = [];
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      const test = (spec.tests ?? []).find((candidate) => statuses.includes(candidate.status));
      if (!test) continue;
      const error = (test.results ?? []).flatMap((result) => result.errors ?? [])[0];
      titles.push([...here, spec.title].join(' > ') + (error ? why(error.message ?? '', error.location) : ''));
    }
    titles.push(...playwrightTestsWith(statuses, suite.suites ?? [], here));
  }
  return titles;
}

async function postgresReachable(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

ensureInstalled();
const chromium = ensureChromium();

step('types: shared', 'npx', ['tsc', '-p', 'shared', '--noEmit']);
step('types: api', 'npx', ['tsc', '-p', 'api', '--noEmit']);
step('types: web', 'npx', ['tsc', '-p', 'web', '--noEmit']);
step('types: sw', 'npx', ['tsc', '-p', 'sw', '--noEmit']);
step('types: scripts', 'npx', ['tsc', '-p', 'scripts', '--noEmit']);
step('lint and format', 'npx', ['biome', 'ci', '.']);
// Unused files, exports and dependencies, and imports of undeclared packages (knip.json): none is allowed.
step('unused code', 'npx', ['knip', '--no-progress']);

vitestSuite('unit', 'unit');
vitestSuite('unit (web)', 'unit-web');
vitestSuite('api on SQLite', 'api', { TEST_DB: 'sqlite' });

const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (await postgresReachable(pgUrl)) {
  vitestSuite('api on PostgreSQL', 'api', { TEST_DB: 'postgres', TEST_PG_URL: pgUrl });
  vitestSuite('two API processes on PostgreSQL', 'cluster', { TEST_PG_URL: pgUrl });
} else if (process.env.CI) {
  console.error(`\nPostgreSQL is not reachable at ${pgUrl} and CI is set: failing.`);
  failed += 1;
  failures.push('api on PostgreSQL (no database)');
} else {
  console.warn(`\n!!! SKIPPED: API tests on PostgreSQL - nothing answers at ${pgUrl} (set TEST_PG_URL) !!!\n`);
  skipped.push('api on PostgreSQL', 'two API processes on PostgreSQL');
}

step('build web and service worker', 'npm', ['run', 'build', '-w', 'web']);
vitestSuite('build', 'build');

if (chromium) {
  const output = resolve(resultsDir, 'e2e.json');
  const ok = run('browser end-to-end (Chromium)', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  if (existsSync(output)) {
    const results = JSON.parse(readFileSync(output, 'utf8'));
    const stats = results.stats;
    for (const title of playwrightTestsWith(['skipped'], results.suites ?? []))
      skipped.push(`browser end-to-end: ${title}`);
    for (const title of playwrightTestsWith(['unexpected', 'flaky'], results.suites ?? [])) {
      failedTests.push(`browser end-to-end: ${title}`);
    }
    passed += stats.expected;
    // No retries are configured; should one ever pass on a second try, it still counts as failed.
    failed += stats.unexpected + stats.flaky;
    if (stats.unexpected + stats.flaky > 0 || !ok) failures.push('browser end-to-end');
    if (!ok && stats.unexpected + stats.flaky === 0) failed += 1;
  } else {
    failed += 1;
    failures.push('browser end-to-end (did not run)');
  }
  // The screens in the pseudo-locale, from their own build: no hard-coded English (docs/languages.md).
  step('build web in the pseudo-locale', 'npm', ['run', 'build', '-w', 'web'], { PSEUDO_LOCALE: '1' });
  const pseudo = resolve(resultsDir, 'e2e-pseudo.json');
  const pseudoOk = run(
    'browser: screens in the pseudo-locale',
    'npx',
    // Its own results folder, so the traces of the main browser run's failures stay to be read.
    ['playwright', 'test', 'web/e2e/pseudo-locale.spec.ts', '--output=test-results/pseudo-locale'],
    {
      PSEUDO_LOCALE: '1',
      WEB_DIST: 'web/dist-pseudo',
      PLAYWRIGHT_JSON_OUTPUT_NAME: pseudo,
    },
  );
  if (existsSync(pseudo)) {
    const results = JSON.parse(readFileSync(pseudo, 'utf8'));
    const stats = results.stats;
    for (const title of playwrightTestsWith(['unexpected', 'flaky'], results.suites ?? [])) {
      failedTests.push(`browser: screens in the pseudo-locale: ${title}`);
    }
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
    if (stats.unexpected + stats.flaky > 0 || !pseudoOk) failures.push('browser: screens in the pseudo-locale');
  } else {
    failed += 1;
    failures.push('browser: screens in the pseudo-locale (did not run)');
  }
} else {
  failed += 1;
  failures.push('browser end-to-end (no Chromium)');
}

console.log('');
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
// Every skipped test is named on its own line: a skip is a decision someone must be able to see.
for (const what of skipped) console.log(`SKIPPED: ${what}`);
for (const what of failedTests) console.log(`FAILED: ${what}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
