/**
 * Lighthouse (mobile: its default emulated phone, simulated slow 4G and CPU slowdown) in Debian's Chromium
 * on one page of each public page family (PAGES below: the marketing pages, resources, legal, the
 * video-support sign-up, the sign-in page and the order pages) served by the production build. Records the
 * four category scores, the largest contentful paint, the total blocking time and the JavaScript the page
 * downloaded (compressed bytes on the wire), marks each figure that misses its target, and states Lighthouse's
 * benchmark index of the machine. Needs `npm run build` first (the prerendered pages).
 * `npm run bench -- lighthouse [path ...]` measures only the pages given; LIGHTHOUSE_RUNS sets the runs a page (3),
 * BENCH_PORT the server's port (4561); LIGHTHOUSE_SCRIPTS=1 lists each script loaded, LIGHTHOUSE_LONG_TASKS=1 each
 * long task, LIGHTHOUSE_METRICS=1 each run's FCP, speed index and layout shift. Writes its section of
 * docs/benchmarks.md (all pages only).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchArguments, median, root, startChild, stopChild, waitForUrl, writeBenchmarkSection } from './lib.ts';

const port = Number(process.env.BENCH_PORT ?? 4561);
const origin = `http://127.0.0.1:${port}`;
const chromium = '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A run Lighthouse could not measure (no LCP recorded: it says so in runtimeError) is made again, this often. */
const RETRIES = 3;

interface Page {
  family: string;
  path: string;
}

const prerendered = (): string[] => {
  const file = resolve(root, 'web/dist/prerendered/pages.json');
  if (!existsSync(file)) throw new Error('web/dist has no prerendered pages: run `npm run build` first.');
  return JSON.parse(readFileSync(file, 'utf8')) as string[];
};

function firstPrerendered(pattern: RegExp, what: string): string {
  const path = prerendered().find((candidate) => pattern.test(candidate));
  if (!path) throw new Error(`No prerendered ${what}: run \`npm run build\` first.`);
  return path;
}

/**
 * One page of each public page family, from the web's route tree (web/src/routes) and the prerender list
 * (PUBLIC_PAGES in shared/src/site-paths.ts, every resources category and article). The terms of use and the
 * state notice share the privacy policy's layout; the renewal and upgrade forms are the order form's for a
 * signed-in owner.
 */
const PAGES: Page[] = [
  { family: 'home', path: '/' },
  { family: 'homeowner warranty (plan cards)', path: '/homeowner-warranty' },
  { family: 'home buyers / real estate (plan cards)', path: '/home-buyers-warranty' },
  { family: 'contractor recruitment', path: '/contractors' },
  { family: 'contractor application', path: '/contractors/apply' },
  { family: 'about us', path: '/about-us' },
  { family: 'contact', path: '/contact-us' },
  { family: 'resources index', path: '/resources' },
  {
    family: 'resources category',
    path: firstPrerendered(/^\/resources\/[^/]+$/, 'resources category'),
  },
  {
    family: 'resources article',
    path: firstPrerendered(/^\/resources\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/, 'resources article'),
  },
  { family: 'legal (privacy policy, terms of use, state notice)', path: '/privacy-policy' },
  { family: 'video support sign-up', path: '/streem-signup' },
  { family: 'home, in Spanish', path: '/es' },
  { family: 'homeowner warranty, in Spanish', path: '/es/homeowner-warranty' },
  { family: 'sign-in', path: '/login' },
  { family: 'order: choose the plan type', path: '/order' },
  { family: 'order form', path: '/order/consumer' },
  { family: 'order form, real estate', path: '/order/realEstate' },
];

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  jsBytes: number;
}

/** Every page is prerendered: its text is painted from the HTML, before any script is fetched. */
const TARGET: Figures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 100,
  jsBytes: 150 * 1024,
};

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

/**
 * Lighthouse's benchmark index of each counted run: how fast this machine ran a fixed piece of work just then
 * (higher is faster). Total blocking time is simulated from the tasks recorded, so it moves with this figure.
 */
const benchmarkIndexes: number[] = [];

/** One counted run: its figures, and how fast the machine was just then. */
interface Run extends Figures {
  benchmarkIndex: number;
}

async function audit(url: string, chromePort: number): Promise<Run | null> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError, environment } = result.lhr;
  if (runtimeError || audits['largest-contentful-paint']?.numericValue === undefined) {
    console.warn(`${url}: not measured (${runtimeError?.code ?? 'no LCP'}), run again`);
    return null;
  }
  const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ?? []).filter(
    (request) => request.resourceType === 'Script',
  );
  // LIGHTHOUSE_SCRIPTS=1: each script the page loaded while measured, with its size on the wire.
  if (process.env.LIGHTHOUSE_SCRIPTS)
    for (const request of requests)
      console.log(`  ${((request.transferSize ?? 0) / 1024).toFixed(1)} KiB ${request.url}`);
  // LIGHTHOUSE_LONG_TASKS=1: each main-thread task over 50 ms, with the script it is attributed to.
  // LIGHTHOUSE_METRICS=1: the run's other metrics, which make up the performance score with LCP and TBT.
  if (process.env.LIGHTHOUSE_METRICS) {
    const metric = (key: string) => Math.round((audits[key]?.numericValue ?? Number.NaN) * 1000) / 1000;
    console.log(
      `  FCP ${metric('first-contentful-paint')} ms, speed index ${metric('speed-index')} ms, CLS ${metric('cumulative-layout-shift')}`,
    );
  }
  if (process.env.LIGHTHOUSE_LONG_TASKS)
    for (const task of (audits['long-tasks']?.details as { items?: LongTask[] })?.items ?? [])
      console.log(`  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms ${task.url}`);
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  return {
    benchmarkIndex: environment.benchmarkIndex,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    jsBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

/** A figure in the table, bold with a cross when it misses its target. */
function cell(value: string, met: boolean): string {
  return met ? value : `**${value}** ✗`;
}

function row(page: Page, figures: Figures): string {
  const atLeast = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo') =>
    cell(String(figures[key]), figures[key] >= TARGET[key]);
  return [
    '',
    `${page.family} \`${page.path}\``,
    atLeast('performance'),
    atLeast('accessibility'),
    atLeast('bestPractices'),
    atLeast('seo'),
    cell((figures.lcpMs / 1000).toFixed(2), figures.lcpMs <= TARGET.lcpMs),
    cell(figures.tbtMs.toFixed(0), figures.tbtMs <= TARGET.tbtMs),
    cell((figures.jsBytes / 1024).toFixed(1), figures.jsBytes <= TARGET.jsBytes),
    '',
  ]
    .join(' | ')
    .trim();
}

const only = benchArguments();
const pages = only.length === 0 ? PAGES : PAGES.filter((page) => only.includes(page.path));
if (pages.length === 0) throw new Error(`No page of the benchmark is at ${only.join(', ')}`);

const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const server = startChild(['--import', 'tsx', 'api/src/server.ts'], {
  PORT: String(port),
  DATABASE_URL: `file:${join(dir, 'app.db')}`,
  DATA_DIR: join(dir, 'files'),
  SEED_DEMO: '0',
  NODE_ENV: 'production',
  MAIL_OUTBOX: '1',
  ALLOW_SANDBOX_PAYMENTS: '1',
  JWT_SECRET: 'lighthouse-benchmark-secret-0123456789abcdef',
});
const chrome = await chromeLauncher.launch({
  chromePath: chromium,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows: string[] = [];
const started = Date.now();
const loadAverages: number[] = [];
try {
  await waitForUrl(`${origin}/api/status`);
  for (const page of pages) {
    const runs: Run[] = [];
    // The first visit warms the server's caches; it is not counted.
    await audit(`${origin}${page.path}`, chrome.port);

    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + RETRIES; attempt += 1) {
      const run = await audit(`${origin}${page.path}`, chrome.port);
      if (run) {
        runs.push(run);
        benchmarkIndexes.push(run.benchmarkIndex);
      }
    }
    if (runs.length === 0) throw new Error(`Lighthouse could not measure ${page.path}`);
    loadAverages.push(loadavg()[0] ?? 0);
    const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
    const figures: Figures = {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      jsBytes: pick('jsBytes'),
    };
    console.log(page.path, JSON.stringify(runs));
    rows.push(row(page, figures));
    console.log(rows.at(-1));
  }
} finally {
  await chrome.kill();
  await stopChild(server);
  rmSync(dir, { recursive: true, force: true });
}
const minutes = (Date.now() - started) / 60_000;

const lighthouseVersion = JSON.parse(readFileSync(resolve(root, 'node_modules/lighthouse/package.json'), 'utf8'))
  .version as string;
const load = `${Math.min(...loadAverages).toFixed(1)}–${Math.max(...loadAverages).toFixed(1)}`;
const speed = `${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)} (median ${median(benchmarkIndexes).toFixed(0)})`;
console.log(`Lighthouse's benchmark index: ${speed}`);
if (only.length > 0) {
  console.log('Some pages only: docs/benchmarks.md is left as it is.');
} else {
  writeBenchmarkSection(
    'lighthouse',
    `Lighthouse ${lighthouseVersion} in Debian's Chromium, mobile (emulated phone, simulated slow 4G, 4x CPU slowdown), the production build served by this API (\`NODE_ENV=production\`, so pages may be indexed), one page of each public page family, median of ${RUNS} runs after a warm-up (a run Lighthouse could not measure is made again), measured ${new Date().toISOString().slice(0, 10)} in ${minutes.toFixed(0)} min; the machine's 1-minute load average was ${load} as the pages finished (2 would be both cores busy), and Lighthouse's benchmark index of the machine ${speed}. A figure that misses its target is bold and crossed (✗):

| page | performance | accessibility | best practices | SEO | LCP s | TBT ms | JavaScript KiB (compressed) |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

JavaScript is what Lighthouse counts as transferred: each script's compressed body and its response headers (about 300 bytes: a hashed script goes without the headers only a document reads, a request id, accept-ranges and an ETag, as \`text/javascript\`). A prerendered page carries its styles in the page and asks for its entry script only once the browser reports the first paint (web/src/first-paint-loader.js), so the prerendered text is painted from the HTML alone, before any stylesheet or script is fetched; the modules every page shares (transport, session, dialogs, toasts, messages) are one chunk, loaded once. Every page of the table is prerendered, the sign-in page's form included; the app takes over the page's controls once its code has run. The order form's first step and the plan-type choice are prerendered and painted before their code arrives; the order form's later steps, its price bar's code and its address check load once the visitor starts on the form, and the form's session comes in its own chunk: a first visit of an order form asks for 9 scripts.

Targets: performance, accessibility, best practices and SEO 100, LCP at most 1.0 s, total blocking time at most 100 ms, at most 150 KiB of compressed JavaScript. Total blocking time is Lighthouse's simulation from the tasks this machine's run recorded: it grows as the machine slows, which the benchmark index measures (the runs of a fixed piece of work a second; higher is faster), so compare runs made at similar indexes. \`npm run bench -- lighthouse\` runs this benchmark alone (\`npm run build\` first), in about 10 min; \`npm run bench -- lighthouse /order /login\` measures only those pages and leaves this section as it is.`,
  );
}
