/**
 * Renders the public pages to HTML after `vite build`, so they are readable with JavaScript off and by
 * crawlers: the real server on a fresh database (reference and content data only) serves the build, Debian's
 * Chromium opens each page, and the rendered document is written to web/dist/prerendered/<path>.html (in
 * web/dist-pseudo for the pseudo-locale's build). The server answers those files for their addresses; the app
 * then renders over them in the browser.
 * Without Chromium the build goes on without them (the pages still work with JavaScript).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COOKIE_CONSENT_NAME,
  FRAME_PAGES,
  NOINDEX_TAG,
  ORIGIN_PLACEHOLDER,
  PRERENDER_MANIFEST,
  PUBLIC_PAGES,
  prerenderFileOf,
  SIGN_IN_PAGE,
  SITE_ORIGIN_META,
  TRANSLATED_PAGES,
  WARRANTY_LINK_ORIGIN_META,
} from '@hw/shared';
import { BASE_LOCALE, LOCALES, localizedPath, m } from '@hw/shared/i18n';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '../api/src/app.ts';
import { loadConfig } from '../api/src/config.ts';
import { createDatabase } from '../api/src/db/index.ts';
import { seedDatabase } from '../api/src/seed/index.ts';
import { inlineStylesheets, loadEntryAfterFirstPaint } from './lib/inline-page.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A pseudo-locale build (PSEUDO_LOCALE=1, web/vite.config.ts) is written beside the real one.
const webDist = resolve(root, process.env.PSEUDO_LOCALE ? 'web/dist-pseudo' : 'web/dist');
const outDir = join(webDist, 'prerendered');
const firstPaintLoader = readFileSync(resolve(root, 'web/src/first-paint-loader.js'), 'utf8');
const readStylesheet = (assetPath: string) => readFileSync(join(webDist, assetPath), 'utf8');
/**
 * What a page asks for at once after its first paint: the modules its render imported, or, on a page with
 * sections that load as the visitor nears them (whose modules cannot be told from the page's own here, where the
 * app rendered them all at once), the app's code every page runs (the shell's module preloads: main.tsx and
 * what it imports); the page's own modules then follow once the app has matched its route.
 */
const appModules = [
  ...readFileSync(join(webDist, 'index.html'), 'utf8').matchAll(/<link rel="modulepreload"[^>]*?href="([^"]+)"/g),
].map(([, href]) => href as string);

/** A built module and those it imports (their import statements name them), as addresses under /assets. */
function withImports(href: string, seen = new Set<string>()): Set<string> {
  if (seen.has(href)) return seen;
  seen.add(href);
  const code = readFileSync(join(webDist, href), 'utf8');
  for (const [, file] of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) withImports(`/assets/${file}`, seen);
  return seen;
}

/** The chunks of the sections that wait for the visitor's first move (`untilInteraction`). */
const LATER_SECTION_CHUNK = /^\/assets\/(footer|price-summary)-[\w-]+\.js$/;

/**
 * A page's modules but those of the sections that wait for the visitor's first move, and those only they import
 * (the newsletter sign-up): the footer every page has (web/src/app/root-layout.tsx) and the order form's price bar
 * (web/src/features/ordering/order-page.tsx). The build, rendering the page from the shell, may have loaded them.
 */
function withoutLaterSections(renderedModules: string[]): string[] {
  const paths = renderedModules.map((href) => new URL(href, origin).pathname);
  const later = new Set<string>();
  for (const path of paths) if (LATER_SECTION_CHUNK.test(path)) withImports(path, later);
  const needed = new Set<string>();
  for (const path of paths) if (!later.has(path)) withImports(path, needed);
  return paths.filter((path) => needed.has(path));
}

/**
 * What the sign-in page asks for after its first paint: the app's code and the sign-in form's (the login dialog's
 * module and its imports), not the signed-in screens' code the form fetches as it is shown (the build saw it).
 */
function signInModules(renderedModules: string[]): string[] {
  const paths = renderedModules.map((href) => new URL(href, origin).pathname);
  const dialog = paths.find((path) => /^\/assets\/login-dialog-[\w-]+\.js$/.test(path));
  const formModules = dialog ? withImports(dialog) : new Set<string>();
  return paths.filter((path) => appModules.includes(path) || formModules.has(path));
}

if (!existsSync(CHROMIUM_PATH)) {
  console.warn(`prerender: ${CHROMIUM_PATH} is missing; public pages will be rendered in the browser only.`);
  process.exit(0);
}

const work = mkdtempSync(join(tmpdir(), 'hw-prerender-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: `file:${join(work, 'prerender.db')}`,
  DATA_DIR: join(work, 'files'),
  WEB_DIST: webDist,
  SEED_DEMO: '0',
  JWT_SECRET: 'prerender-only-0123456789-0123456789-abcdef',
});
const database = createDatabase(config.databaseUrl);
await database.migrate();
await seedDatabase(database, { demo: false });
const app = await buildApp(config, database, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

/** The heading of each frame page: the one its screen shows, whoever the visitor turns out to be. */
const frameHeadings: Record<string, () => string> = {
  '/account': () => m.account_menu_my_account(),
  '/claim': () => m.claim_page_title(),
};

/**
 * A signed-in area as it stands before the app runs: the header and footer as rendered, the
 * page's heading and a loading line in place of the screen, whose content depends on who is signed in (the build
 * renders it signed out). The header's account button says "Account", true whoever is signed in.
 */
async function frameOf(page: Page, path: string) {
  const heading = frameHeadings[path]?.();
  if (!heading) throw new Error(`no heading for the frame of ${path}`);
  await page.evaluate(
    ({ heading, loading, noscript, account }) => {
      for (const dialog of document.querySelectorAll('body > [data-ui-modal]')) dialog.remove();
      const main = document.getElementById('main');
      if (!main) throw new Error('the page has no main element');
      const section = document.createElement('section');
      section.className = 'page page--narrow page-frame';
      const h1 = document.createElement('h1');
      h1.textContent = heading;
      const status = document.createElement('p');
      status.className = 'page-frame__loading';
      status.setAttribute('role', 'status');
      status.textContent = loading;
      // With scripting on, a noscript element holds its markup as text, written out as it is.
      const fallback = document.createElement('noscript');
      const escaped = noscript.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      fallback.textContent = `<p class="page-frame__noscript">${escaped}</p>`;
      section.append(h1, status, fallback);
      main.replaceChildren(section);
      for (const label of document.querySelectorAll('.site-header__account .site-header__label'))
        label.textContent = account;
      // The brand's name as the app wrote it in the title ("Login | <brand>").
      const brandName = document.title.split(' | ').at(-1);
      document.title = brandName ? `${heading} | ${brandName}` : heading;
    },
    {
      heading,
      loading: m.page_frame_loading(),
      noscript: m.page_frame_noscript(),
      account: m.header_account(),
    },
  );
}

/**
 * The sign-in page as the app draws it for a visitor signed out: the page and, over it, the sign-in form (e-mail,
 * password, Remember Me, Login and the links to set up or recover a password), with a line for a browser without
 * scripts, which cannot sign in.
 */
async function signInFormOf(page: Page) {
  await page.evaluate((noscript) => {
    const form = document.querySelector('body > [data-ui-modal] form');
    if (!form) throw new Error('the sign-in form was not drawn');
    const fallback = document.createElement('noscript');
    const escaped = noscript.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    fallback.textContent = `<p class="page-frame__noscript">${escaped}</p>`;
    form.before(fallback);
  }, m.page_frame_noscript());
}

/** The fixed pages, the homeowner's order form, every resources category and every article. */
async function pagesToRender(): Promise<string[]> {
  const list = async <T>(path: string): Promise<T[]> => {
    const res = await fetch(`${origin}${path}`);
    return res.ok ? ((await res.json()) as T[]) : [];
  };
  const categories = await list<{ urlSafeName: string }>('/api/forum/categories');
  const articles = await list<{ url: string }>('/api/forum/summaries/999999/0');
  return [
    ...PUBLIC_PAGES,
    // The order forms open on their first step, which needs nothing of the visitor: it is painted before the
    // form's code arrives.
    '/order/consumer',
    '/order/realEstate',
    // The plan-type choice, a dialog over the site: painted from the HTML too.
    '/order',
    ...categories.map((category) => `/resources/${category.urlSafeName}`),
    ...articles.map((article) => article.url),
    // The signed-in areas, as frames (frameOf).
    ...FRAME_PAGES,
    // The sign-in page with its form (signInFormOf).
    SIGN_IN_PAGE,
    // Each page that speaks other languages, in each of them.
    ...LOCALES.filter((locale) => locale !== BASE_LOCALE).flatMap((locale) =>
      TRANSLATED_PAGES.map((path) => localizedPath(path, locale)),
    ),
  ];
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
try {
  await renderAll();
} catch (error) {
  console.warn(`prerender: stopped: ${(error as Error).message.split('\n')[0]}`);
} finally {
  await browser.close();
  await app.close();
  await database.close();
  rmSync(work, { recursive: true, force: true });
}
// A page that failed is left to the browser: the build goes on (the build tests list what must be there).
process.exit(0);

async function renderAll() {
  // No consent cookie: the pages carry the cookie bar a first-time visitor sees, hidden before the first paint for
  // a visitor who has the cookie (web/src/first-paint-loader.js). Each tab has its own cookies, cleared before each
  // page: the bar writes the cookie once shown.
  const newTab = async () =>
    (await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } })).newPage();
  rmSync(outDir, { recursive: true, force: true });
  const paths = await pagesToRender();
  const written: string[] = [];
  /** Renders one page and writes it; a page that does not render in `wait` ms is answered with its error. */
  const render = async (path: string, page: Page, wait: number): Promise<Error | null> => {
    try {
      await page.context().clearCookies({ name: COOKIE_CONSENT_NAME });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await page.waitForSelector('h1', { timeout: wait });
      const isFrame = FRAME_PAGES.includes(path);
      if (isFrame || path === SIGN_IN_PAGE) {
        await page.waitForLoadState('load');
        await page.waitForLoadState('networkidle');
        // The build is signed out: the app has settled once it asks to sign in (a form, or a dialog drawn late on a
        // slow build, which would otherwise stay in the frame).
        await page.waitForSelector('input[type="password"]', { timeout: wait });
        if (isFrame) await frameOf(page, path);
        else await signInFormOf(page);
      }
      // The service worker's registration (web/src/app/update-prompt.tsx) loads seconds after the page, on a slow
      // build within this wait: no first screen needs it.
      const renderedModules = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
          .map((link) => link.href)
          .filter((href) => !/\/workbox-window[.-]/.test(href)),
      );
      // Sections far below the fold load when the visitor scrolls (web/src/ui/near-viewport.tsx): told of a scroll,
      // the page renders them, and the prerendered copy is what a visitor sees there until their code loads.
      await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
      await page.waitForFunction(() => !document.querySelector('[data-near-viewport]:not([data-loaded])'), null, {
        timeout: wait,
      });
      await page.waitForLoadState('networkidle');
      // The controls wait for the app: what a visitor types before the app renders over the page would be lost.
      await page.evaluate(() => {
        for (const control of document.querySelectorAll<HTMLButtonElement>(
          ':is(#root, [data-ui-modal]) :is(input, select, textarea, button):not(:disabled)',
        )) {
          control.disabled = true;
          // A section that loads when near stays a copy after the app has drawn the page (web/src/ui/near-viewport.tsx):
          // `data-prerendered` marks what waits for the app's first render.
          if (!control.closest('[data-near-viewport]')) control.dataset.prerendered = '';
        }
        // A dialog open over the page is drawn outside #root: the app removes this copy as it draws its own
        // (web/src/app/root-layout.tsx). Until then the page behind it is not made inert: the app does that.
        for (const dialog of document.querySelectorAll<HTMLElement>('body > [data-ui-modal]')) {
          dialog.dataset.prerendered = '';
        }
        // The toasts' region is empty at build time, and the app draws its own outside #root: a copy would stay.
        for (const region of document.querySelectorAll('body > .ui-toasts')) region.remove();
        document.getElementById('root')?.removeAttribute('inert');
        document.getElementById('root')?.removeAttribute('aria-hidden');
        document.documentElement.classList.remove('ui-scroll-locked');
        // A copy of a section that loads when near, not the section itself (web/src/ui/near-viewport.tsx).
        for (const section of document.querySelectorAll('#root [data-near-viewport]'))
          section.removeAttribute('data-loaded');
      });
      // What a page drawn on a busy machine can miss, found before it is written: it is then rendered again.
      const missing = await page.evaluate(
        ({ isFrame, isSignIn }) =>
          document.querySelector('header.site-header') && !document.querySelector('aside.cookie-bar')
            ? 'the cookie bar was not drawn'
            : isFrame && document.querySelector('[data-ui-modal]')
              ? 'a dialog was drawn over the frame'
              : isSignIn && document.querySelectorAll('body > [data-ui-modal]').length !== 1
                ? 'the sign-in form was not drawn alone'
                : null,
        { isFrame, isSignIn: path === SIGN_IN_PAGE },
      );
      if (missing) throw new Error(missing);
      let rendered = await page.evaluate(() => document.documentElement.outerHTML);
      // The build server is not production: its noindex tag is not part of the page (the server adds it).
      rendered = rendered.replaceAll(NOINDEX_TAG, '');
      // Painted from the HTML alone: its styles in the page, its scripts and their preloads asked for once it is
      // painted (on a slow connection preloads fetched first took the bandwidth the page needed: Lighthouse mobile
      // painted first at 2.6 s with them, 1.3 s without).
      rendered = loadEntryAfterFirstPaint(
        inlineStylesheets(rendered, readStylesheet),
        firstPaintLoader,
        // A frame's screen depends on who is signed in: it asks for the app's code every page runs, not the
        // sign-in's it was rendered with (the build is signed out).
        /data-near-viewport="(?!footer"|price-summary")/.test(rendered) || isFrame
          ? appModules
          : path === SIGN_IN_PAGE
            ? signInModules(renderedModules)
            : withoutLaterSections(renderedModules),
        COOKIE_CONSENT_NAME,
        { preloadAtOnce: isFrame },
      );
      // Folded, as a phone shows it (the legal pages' contents open beside the text only on wide screens): a phone
      // sees no list collapse under its thumb when the app takes over, a wide screen opens it in the side column.
      rendered = rendered.replace(/<details open="">/g, '<details>');
      if (!/<link rel="canonical"/.test(rendered)) {
        rendered = rendered.replace('</head>', `<link rel="canonical" href="${origin}${path}"></head>`);
      }
      // The origin tags are the serving server's to write; absolute addresses (the canonical link) name this build
      // server or its configured origin: the serving server puts its configured public origin in their place.
      for (const name of [SITE_ORIGIN_META, WARRANTY_LINK_ORIGIN_META]) {
        rendered = rendered.replace(new RegExp(`<meta name="${name}" content="[^"]*">`, 'g'), '');
      }
      // So are the links to the page in other languages (api/src/plugins/static-site.ts).
      rendered = rendered.replace(/<link rel="alternate" hreflang="[^"]*" href="[^"]*">/g, '');
      const html = `<!doctype html>\n${rendered.replaceAll(config.publicOrigin, ORIGIN_PLACEHOLDER).replaceAll(origin, ORIGIN_PLACEHOLDER)}`;
      const file = join(outDir, prerenderFileOf(path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      written.push(path);
      return null;
    } catch (error) {
      return error as Error;
    }
  };
  const missed: string[] = [];
  // A few tabs at once: the pages wait on the network more than on the processor.
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      const page = await newTab();
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const error = await render(path, page, 10_000);
        if (error) {
          console.warn(`prerender: ${path} will be tried again: ${error.message.split('\n')[0]}`);
          missed.push(path);
        }
      }
      await page.context().close();
    }),
  );
  // A busy machine (a build beside other work) can keep a page past its wait: each page missed is tried again,
  // alone and with longer to render, rather than left blank until the app's code arrives (a frame page's very
  // reason to exist).
  if (missed.length > 0) {
    const page = await newTab();
    for (const path of missed) {
      const error = await render(path, page, 60_000);
      if (error) console.warn(`prerender: ${path} failed: ${error.message.split('\n')[0]}`);
    }
    await page.context().close();
  }
  written.sort();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, PRERENDER_MANIFEST), `${JSON.stringify(written, null, 2)}\n`);
  console.log(`prerender: ${written.length} of ${paths.length} public pages written to ${outDir}`);
}
