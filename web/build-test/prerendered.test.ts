/**
 * The public pages rendered at build time (scripts/prerender.ts): readable without JavaScript, each with its
 * h1, its own title and a canonical link, and no noindex of the build server's own; their controls wait for the app.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
  UNLISTED_PAGES,
  WARRANTY_LINK_ORIGIN_META,
} from '@hw/shared';
import { describe, expect, it } from 'vitest';

const folder = resolve(import.meta.dirname, '../dist/prerendered');
const manifest: string[] = existsSync(join(folder, PRERENDER_MANIFEST))
  ? JSON.parse(readFileSync(join(folder, PRERENDER_MANIFEST), 'utf8'))
  : [];
const html = (path: string) => readFileSync(join(folder, prerenderFileOf(path)), 'utf8');
const textOf = (fragment: string) => fragment.replace(/<[^>]+>/g, '').trim();

describe('public pages rendered at build time', () => {
  it('include every public page, every resources category and the articles', () => {
    for (const path of PUBLIC_PAGES) expect(manifest, path).toContain(path);
    expect(manifest.filter((path) => /^\/resources\/[^/]+$/.test(path)).length).toBeGreaterThanOrEqual(12);
    expect(manifest.filter((path) => /^\/resources\/[^/]+\/[^/]+\/\d+\/\d+$/.test(path)).length).toBeGreaterThanOrEqual(
      40,
    );
  });

  it.each(manifest.length > 0 ? manifest : PUBLIC_PAGES)('%s has its h1, title and canonical link', (path) => {
    const page = html(path);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1] ?? '';
    expect(textOf(h1).length).toBeGreaterThan(0);
    expect(/<title>[^<]+<\/title>/.test(page)).toBe(true);
    expect(page).toMatch(new RegExp(`<link rel="canonical" href="${ORIGIN_PLACEHOLDER}/[^"]*">`));
    expect(page).not.toContain(NOINDEX_TAG);
    // Laid out for a phone first: nothing folds away when the app takes over.
    expect(page).not.toContain('<details open');
    // One region of notifications once the app runs: the app draws it, the page carries none.
    expect(page).not.toContain('class="ui-toasts"');
    // Painted from the HTML alone: its styles in one style element (the links stay, disabled: not fetched), its
    // script asked for once the page is painted.
    expect(page.match(/<style>/g)).toHaveLength(1);
    expect(page).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    expect(page).not.toMatch(/<script type="module"/);
    // A signed-in area's frame asks for the app's modules as its head is read (its screen is the app's to draw);
    // any other page asks for them through its loader, once painted.
    const framePage = FRAME_PAGES.includes(path.replace(/^\/es(?=\/|$)/, '') || '/');
    const headPreloads = [...page.matchAll(/<link rel="modulepreload" crossorigin="" href="([^"]+)">/g)].map(
      ([, href]) => href as string,
    );
    if (!framePage) expect(page).not.toContain('<link rel="modulepreload"');
    const loader =
      /<script>\(function loadAfterFirstPaint\(entry, links, consentCookie\) \{[\s\S]*?\}\)\(("[^"]+"),(\[[^\]]*\]),("[^"]+")\)<\/script>/.exec(
        page,
      );
    expect(loader?.[1]).toMatch(/^"\/assets\/index-[\w-]+\.js"$/);
    // The cookie bar is painted with the page for a first-time visitor (not drawn late by the app, where it was
    // the largest paint), and hidden before the first paint for a visitor with the consent cookie.
    expect(loader?.[3]).toBe(JSON.stringify(COOKIE_CONSENT_NAME));
    if (page.includes('<header class="site-header')) expect(page).toMatch(/<aside class="cookie-bar"/);
    // The app's code is asked for in one go: the main chunk and the shared framework among the preloads.
    const links = JSON.parse(loader?.[2] ?? '[]') as { rel: string; href: string }[];
    const preloads = framePage
      ? headPreloads
      : links.filter((link) => link.rel === 'modulepreload').map((link) => link.href);
    if (framePage) expect(links.some((link) => link.rel === 'modulepreload')).toBe(false);
    // The install manifest comes after the first paint too; the favicon stays for crawlers.
    expect(links.some((link) => link.rel === 'manifest')).toBe(true);
    expect(page).not.toContain('<link rel="manifest"');
    expect(page).toContain('<link rel="icon"');
    expect(preloads.some((href) => /^\/assets\/main-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloads.some((href) => /^\/assets\/framework-[\w-]+\.js$/.test(href))).toBe(true);
    // The footer is painted from the page and its code loads as the visitor nears it: not asked for at once.
    if (page.includes('<header class="site-header')) expect(page).toContain('data-near-viewport="footer"');
    expect(preloads.some((href) => /^\/assets\/footer-[\w-]+\.js$/.test(href))).toBe(false);
    // The Content Security Policy allows the page's own inline style and script by their hashes only, and
    // refuses style attributes in HTML.
    expect(page).not.toMatch(/<[^>]+\sstyle="/);
  });

  it('leave the origin tags to the serving server: none names the build server', () => {
    for (const path of manifest) {
      const page = html(path);
      for (const name of [SITE_ORIGIN_META, WARRANTY_LINK_ORIGIN_META])
        expect(page, path).not.toContain(`name="${name}"`);
      expect(page, path).not.toMatch(/http:\/\/(localhost|127\.0\.0\.1)/);
    }
  });

  it('include both order forms, each opening on its first step, with the canonical address of its plan type', () => {
    for (const path of ['/order/consumer', '/order/realEstate']) {
      expect(manifest, path).toContain(path);
      const page = html(path);
      expect(page).toContain(`<link rel="canonical" href="${ORIGIN_PLACEHOLDER}${path}">`);
      expect(page).toMatch(/autocomplete="postal-code"/);
      // The price bar asks for a plan, painted from the page: its code waits for the visitor's first move, while
      // the form's own code is asked for at once.
      expect(page).toMatch(
        /<div data-near-viewport="price-summary"><aside[^>]*>[\s\S]*?Choose a plan to see your price/,
      );
      expect(page).not.toMatch(/\/assets\/price-summary-[\w-]+\.js/);
      expect(page).toMatch(/"\/assets\/order-page-[\w-]+\.js"/);
    }
  });

  it('give every page a title and a description of its own', () => {
    // The signed-in areas' frames and the sign-in page are no pages to search for: they keep the site's description.
    const pages = (manifest.length > 0 ? manifest : PUBLIC_PAGES).filter((path) => !UNLISTED_PAGES.includes(path));
    const titles = pages.map((path) => /<title>([^<]+)<\/title>/.exec(html(path))?.[1]);
    const descriptions = pages.map((path) => /<meta name="description" content="([^"]+)"/.exec(html(path))?.[1]);
    expect(titles.every(Boolean) && descriptions.every(Boolean)).toBe(true);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it('keep their form controls disabled until the app renders over them (typed text would be lost)', () => {
    const page = html('/homeowner-warranty');
    const controls = page.match(/<(input|select|textarea|button)\b[^>]*>/g) ?? [];
    expect(controls.length).toBeGreaterThan(5);
    for (const control of controls) expect(control).toMatch(/\sdisabled(=""|\s|>)/);
  });
});

describe('the sign-in page, rendered with its form', () => {
  const page = manifest.includes(SIGN_IN_PAGE) ? html(SIGN_IN_PAGE) : '';
  const dialog = /<div class="ui-modal" data-ui-modal="" data-prerendered="">([\s\S]*?)<\/form>/.exec(page)?.[1] ?? '';

  it('is written, under its heading and title, for a visitor signed out', () => {
    expect(manifest).toContain(SIGN_IN_PAGE);
    const main = /<main id="main"[^>]*>([\s\S]*?)<\/main>/.exec(page)?.[1] ?? '';
    expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? '')).toBe('Login to Your Account');
    expect(/<title>([^<]+)<\/title>/.exec(page)?.[1]).toMatch(/^Login to Your Account \| /);
    expect(page).toMatch(/site-header__label">Login</);
  });

  it('paints the sign-in form: e-mail, password, Remember Me, Login and the links to set up or recover a password', () => {
    expect(dialog).toMatch(/role="dialog"/);
    expect(dialog).toMatch(/<h2[^>]*>Login to Your Account<\/h2>/);
    const input = (id: string) => new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(dialog)?.[0] ?? '';
    expect(input('login-username')).toMatch(/type="email"/);
    expect(input('login-password')).toMatch(/type="password"/);
    expect(input('login-remember')).toMatch(/type="checkbox"/);
    expect(textOf(dialog)).toContain('Remember Me');
    expect(dialog).toMatch(/<button type="submit"[^>]*>Login<\/button>/);
    expect(textOf(dialog)).toContain('Forgot Password');
    // Without scripts nobody signs in: the form says the page needs them.
    expect(page).toMatch(
      /<noscript><p class="page-frame__noscript">This page needs JavaScript\. [^<]+<\/p><\/noscript>/,
    );
  });

  it('keeps its controls disabled until the app draws the form over them (typed text would be lost)', () => {
    const controls = dialog.match(/<(input|select|textarea|button)\b[^>]*>/g) ?? [];
    expect(controls.length).toBeGreaterThanOrEqual(5);
    for (const control of controls) {
      expect(control).toMatch(/\sdisabled(=""|\s|>)/);
      expect(control).toMatch(/\sdata-prerendered(=""|\s|>)/);
    }
  });

  it("asks after its first paint for the sign-in form's code, besides the app's", () => {
    const links = /loadAfterFirstPaint\(entry, links, consentCookie\)[\s\S]*?\}\)\("[^"]+",(\[[^\]]*\])/.exec(
      page,
    )?.[1];
    const preloads = (JSON.parse(links ?? '[]') as { rel: string; href: string }[]).map((link) => link.href);
    expect(preloads.some((href) => /^\/assets\/login-dialog-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloads.some((href) => /^\/assets\/main-[\w-]+\.js$/.test(href))).toBe(true);
    // The signed-in screens' code, which the form fetches once shown, comes after the page has loaded.
    expect(preloads.some((href) => /^\/assets\/(db|account-area)-[\w-]+\.js$/.test(href))).toBe(false);
  });
});

describe('the signed-in areas, rendered as frames', () => {
  const headings: Record<string, string> = {
    '/account': 'My Account',
    '/claim': 'Submit a Home Warranty Claim',
  };

  it.each(FRAME_PAGES)(
    '%s paints the header, its heading, a loading line and a line for a browser without scripts',
    (path) => {
      expect(manifest).toContain(path);
      const page = html(path);
      expect(page).toMatch(/<header[^>]*class="[^"]*site-header/);
      const main = /<main id="main"[^>]*>([\s\S]*?)<\/main>/.exec(page)?.[1] ?? '';
      expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? '')).toBe(headings[path]);
      expect(main).toMatch(/<p class="page-frame__loading" role="status">Loading…<\/p>/);
      expect(main).toMatch(
        /<noscript><p class="page-frame__noscript">This page needs JavaScript\. [^<]+<\/p><\/noscript>/,
      );
      expect(/<title>([^<]+)<\/title>/.exec(page)?.[1]).toMatch(new RegExp(`^${headings[path]} \\| `));
    },
  );

  it("show nobody's content: no sign-in form, no open dialog, and an account button that suits anyone", () => {
    for (const path of FRAME_PAGES) {
      const page = html(path);
      const main = /<main id="main"[^>]*>([\s\S]*?)<\/main>/.exec(page)?.[1] ?? '';
      expect(main, path).not.toMatch(/<(form|input|button)\b/);
      expect(page, path).not.toContain('data-ui-modal');
      expect(page, path).not.toMatch(/site-header__label">Login</);
      expect(page, path).toMatch(/site-header__label">Account</);
    }
  });

  it("ask after their first paint for the app's code, not the sign-in form's they were rendered over", () => {
    for (const path of FRAME_PAGES) expect(html(path), path).not.toMatch(/\/assets\/login-dialog-/);
  });
});

describe('the app shell', () => {
  const dist = resolve(import.meta.dirname, '../dist');
  const shell = existsSync(join(dist, 'index.html')) ? readFileSync(join(dist, 'index.html'), 'utf8') : '';

  it("asks for the app's code at once: the main chunk and the shared framework are preloaded", () => {
    const preloads = [...shell.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
    expect(preloads.some((href) => /^\/assets\/main-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    expect(preloads.some((href) => /^\/assets\/framework-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    // React DOM's module runs first, on its own (web/src/boot.ts): it is preloaded with the rest.
    expect(preloads.some((href) => /^\/assets\/client-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
  });

  it('marks the code every page runs as it starts for compiling as it streams in, and no other chunk', () => {
    const hinted = readdirSync(join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .filter((file) => readFileSync(join(dist, 'assets', file), 'utf8').includes('//# allFunctionsCalledOnLoad\n'))
      .map((file) => /^(.+)-[\w-]{8}\.js$/.exec(file)?.[1]);
    expect(hinted.sort()).toEqual(['app-core', 'framework', 'main']);
  });

  it('starts from an entry that imports none of the app: it runs before the framework has arrived', () => {
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"/.exec(shell)?.[1] ?? '';
    const imports = [...readFileSync(join(dist, entry), 'utf8').matchAll(/from"\.\/([\w-]+?)-[\w-]{8}\.js"/g)];
    expect(imports.map(([, name]) => name).sort()).toEqual(['boot-runtime', 'rolldown-runtime']);
  });
});
