/**
 * Lighthouse (mobile: its default emulated phone, simulated slow 4G and CPU slowdown) in Debian's Chromium
 * on three public pages served by the production build: the home page, the homeowner page and a resources
 * article. Records the four category scores, the largest contentful paint and the JavaScript the page
 * downloaded (compressed bytes on the wire). Needs `npm run build` first (the prerendered pages).
 * Targets: performance 95+, accessibility, best practices and SEO 100, LCP under 1.5 s, at most 150 KiB
 * of compressed JavaScript. Writes the README section.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startChild, stopChild, waitForUrl, writeReadmeSection } from './lib.ts';

const port = 4561;
const origin = `http://127.0.0.1:${port}`;
const chromium = '/usr/bin/chromium';
const RUNS = 5;
/** A run Lighthouse could not measure (no LCP recorded: it says so in runtimeError) is made again, this often. */
const RETRIES = 3;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  jsBytes: number;
}

function articlePath(): string {
  const pages = JSON.parse(readFileSync(resolve(root, 'web/dist/prerendered/pages.json'), 'utf8')) as string[];
  const article = pages.find((path) => path.split('/').length === 6 && path.startsWith('/resources/'));
  if (!article) throw new Error('No prerendered resources article: run `npm run build` first.');
  return article;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

async function audit(url: string, chromePort: number): Promise<Figures | null> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError || audits['largest-contentful-paint']?.numericValue === undefined) {
    console.warn(`${url}: not measured (${runtimeError?.code ?? 'no LCP'}), run again`);
    return null;
  }
  const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ?? []).filter(
    (request) => request.resourceType === 'Script',
  );
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    jsBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

if (!existsSync(resolve(root, 'web/dist/prerendered/pages.json'))) {
  throw new Error('web/dist has no prerendered pages: run `npm run build` first.');
}

const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const server = startChild(['--import', 'tsx', 'api/src/server.ts'], {
  PORT: String(port),
  DATABASE_URL: `file:${join(dir, 'app.db')}`,
  DATA_DIR: join(dir, 'files'),
  SEED_DEMO: '0',
  NODE_ENV: 'production',
  MAIL_OUTBOX: '1',
  JWT_SECRET: 'lighthouse-benchmark-secret-0123456789abcdef',
});
const chrome = await chromeLauncher.launch({
  chromePath: chromium,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const pages = [
  { label: 'home `/`', path: '/' },
  { label: 'homeowner `/homeowner-warranty`', path: '/homeowner-warranty' },
  { label: 'resources article', path: articlePath() },
];
const rows: string[] = [];
try {
  await waitForUrl(`${origin}/api/status`);
  for (const page of pages) {
    const runs: Figures[] = [];
    // The first visit warms the server's caches; it is not counted.
    await audit(`${origin}${page.path}`, chrome.port);
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + RETRIES; attempt += 1) {
      const run = await audit(`${origin}${page.path}`, chrome.port);
      if (run) runs.push(run);
    }
    if (runs.length === 0) throw new Error(`Lighthouse could not measure ${page.path}`);
    const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
    const figures: Figures = {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      jsBytes: pick('jsBytes'),
    };
    console.log(page.path, JSON.stringify(runs));
    rows.push(
      `| ${page.label} | ${figures.performance} | ${figures.accessibility} | ${figures.bestPractices} | ${figures.seo} | ${(figures.lcpMs / 1000).toFixed(2)} | ${(figures.jsBytes / 1024).toFixed(1)} |`,
    );
  }
} finally {
  await chrome.kill();
  await stopChild(server);
  rmSync(dir, { recursive: true, force: true });
}

const lighthouseVersion = JSON.parse(readFileSync(resolve(root, 'node_modules/lighthouse/package.json'), 'utf8'))
  .version as string;
writeReadmeSection(
  'lighthouse',
  `Lighthouse ${lighthouseVersion} in Debian's Chromium, mobile (emulated phone, simulated slow 4G, 4x CPU slowdown), the production build served by this API (\`NODE_ENV=production\`, so pages may be indexed), median of ${RUNS} runs after a warm-up (a run Lighthouse could not measure is made again), measured ${new Date().toISOString().slice(0, 10)}:

| page | performance | accessibility | best practices | SEO | LCP s | JavaScript KiB (compressed) |
|---|---|---|---|---|---|---|
${rows.join('\n')}

JavaScript is what Lighthouse counts as transferred: each script's compressed body and its response headers (about 400 bytes: a hashed script goes without the headers only a document reads). The page's one script tag is a 2 KB entry that fetches the app once the browser reports the first paint (web/src/boot.ts), so the prerendered text is painted before any of the app's code is asked for; the modules every page shares (transport, session, dialogs, toasts, messages) are one chunk, loaded once.\n\nTargets: performance 95+, accessibility, best practices and SEO 100, LCP under 1.5 s, at most 150 KiB of compressed JavaScript on a public page.`,
);
