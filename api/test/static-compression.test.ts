/**
 * The built web app's precompressed copies (web/vite.config.ts writes `.br` and `.gz` beside each text
 * file) are served when the request accepts them, with the cache headers of the original: immutable for
 * hashed assets, revalidated for the shell and the service worker. A small fake build stands in for web/dist.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ORIGIN_PLACEHOLDER } from '@hw/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

const script = Buffer.from(`console.log(${JSON.stringify('a hashed asset '.repeat(200))});\n`);
const shell = Buffer.from(
  `<!doctype html><html><head><title>Shell</title></head><body>${'<p>app</p>'.repeat(200)}</body></html>`,
);
/** A prerendered page carries its styles and its loader script inline (scripts/lib/inline-page.ts). */
const inlineStyle = 'h1{color:#0b4f6c}';
const inlineScript = '(function load(entry){})("/assets/app-Ab12Cd34.js")';
const aboutPage =
  `<!doctype html>\n<html><head><title>About Our Company</title><style>${inlineStyle}</style>` +
  `<script>${inlineScript}</script>` +
  `<link rel="canonical" href="${ORIGIN_PLACEHOLDER}/about-us"></head><body><main><h1>About Our Company</h1></main></body></html>`;
const worker = Buffer.from(`self.addEventListener('install', () => {});\n${'// worker\n'.repeat(200)}`);
const icon = Buffer.from('89504e470d0a1a0a', 'hex');

/** Brotli and gzip copies that differ from what a server would compress on the fly, so the test sees which was sent. */
const copies = (bytes: Buffer) => ({ br: brotliCompressSync(bytes), gz: gzipSync(bytes, { level: 1 }) });

/** The configured public origin of the test server (PUBLIC_ORIGIN). */
const siteOrigin = 'https://warranty.example';
let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'hw-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'icons'));
  const files: Record<string, Buffer> = { 'assets/app-Ab12Cd34.js': script, 'index.html': shell, 'sw.js': worker };
  for (const [name, bytes] of Object.entries(files)) {
    writeFileSync(join(dist, name), bytes);
    writeFileSync(join(dist, `${name}.br`), copies(bytes).br);
    writeFileSync(join(dist, `${name}.gz`), copies(bytes).gz);
  }
  writeFileSync(join(dist, 'icons/icon-192.png'), icon);
  mkdirSync(join(dist, 'prerendered/resources/hvac'), { recursive: true });
  writeFileSync(join(dist, 'prerendered/about-us.html'), aboutPage);
  writeFileSync(join(dist, 'prerendered/resources/hvac.html'), aboutPage.replace('About', 'HVAC'));
  writeFileSync(join(dist, 'prerendered/claim.html'), aboutPage.replaceAll('About Our Company', 'Submit a Claim'));
  writeFileSync(
    join(dist, 'prerendered/login.html'),
    aboutPage.replaceAll('About Our Company', 'Login to Your Account'),
  );
  writeFileSync(
    join(dist, 'prerendered/pages.json'),
    JSON.stringify(['/about-us', '/claim', '/login', '/resources/hvac']),
  );
  t = await buildTestApp({ WEB_DIST: dist, PUBLIC_ORIGIN: siteOrigin });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const varies = (vary: unknown) =>
  String(vary ?? '')
    .toLowerCase()
    .split(',')
    .map((token) => token.trim());

describe('precompressed static files', () => {
  it('answers the .br bytes to a brotli request, immutable for a hashed asset', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(copies(script).br)).toBe(true);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(varies(res.headers.vary)).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers the .gz bytes when only gzip is accepted', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(copies(script).gz)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers the plain file to a request that accepts no encoding', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/assets/app-Ab12Cd34.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(script)).toBe(true);
      expect(varies(res.headers.vary)).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('compresses the shell of a deep link, with noindex outside production, always revalidated', async () => {
    const deepLink = await get('/account/dispatchTickets/WO-104233', 'br');
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(deepLink.rawPayload).toString();
    expect(html).toBe(
      shell
        .toString()
        .replace(
          '<head>',
          `<head><meta name="robots" content="noindex"><meta name="site-origin" content="${siteOrigin}">` +
            '<meta name="warranty-link-origin" content="http://localhost:4400">',
        ),
    );
    expect(deepLink.headers['content-type']).toMatch(/text\/html/);
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    const gz = await get('/account', 'gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);

    const sw = await get('/sw.js', 'br');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.rawPayload.equals(copies(worker).br)).toBe(true);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const plainSw = await get('/sw.js');
    expect(plainSw.rawPayload.equals(worker)).toBe(true);
    expect(plainSw.headers['cache-control']).toBe('no-cache');
  });

  it('answers the shell with 404 at an address the app has no screen for, after the redirect table', async () => {
    const unknown = await get('/no-such-page/at-all', 'br');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(unknown.rawPayload).toString()).toContain('noindex');
    const article = await get('/resources/hvac/some-title/4/12');
    expect(article.statusCode).toBe(200);
    const legacy = await get('/aboutus');
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/about-us');
    const withHash = await get('/home-warranty-plans');
    expect(withHash.headers.location).toBe('/homeowner-warranty#home-warranty-plans');
  });

  it('sends a hashed asset without the headers only a document reads, a request id, ranges or an ETag, and a page and the worker with them', async () => {
    const asset = await get('/assets/app-Ab12Cd34.js', 'br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    const leftOut = ['content-security-policy', 'x-frame-options', 'permissions-policy', 'last-modified'];
    // JavaScript's own type (RFC 9239), compressed or not.
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get('/assets/app-Ab12Cd34.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    // Immutable for a year under its hash: nothing revalidates it, so no ETag either.
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of [...leftOut, 'x-request-id', 'accept-ranges', 'etag']) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    for (const url of ['/about-us', '/sw.js', '/account']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers a file without copies as it is', async () => {
    const res = await get('/icons/icon-192.png', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(icon)).toBe(true);
  });
});

describe('pages rendered at build time, robots.txt and the sitemap', () => {
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('answers the prerendered HTML of a public page, naming the configured origin in its canonical link', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about-us', headers: forged });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>About Our Company</h1>');
    expect(res.body).toContain(`<link rel="canonical" href="${siteOrigin}/about-us">`);
    expect(res.body).toContain(`<meta name="site-origin" content="${siteOrigin}">`);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('evil.example');
    expect((await get('/contact-us')).body).toContain('<title>Shell</title>');
  });

  it("allows a prerendered page's own inline style and script by their hashes, and nothing else inline", async () => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const page = await get('/about-us', 'br');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`style-src 'self' ${hash(inlineStyle)};`);
    expect(policy).toContain(`script-src 'self' ${hash(inlineScript)};`);
    expect(policy).not.toContain('unsafe-inline');
    const shellPolicy = String((await get('/contact-us')).headers['content-security-policy']);
    expect(shellPolicy).toContain("style-src 'self';");
    expect(shellPolicy).toContain("script-src 'self';");
  });

  it('answers the shell for a later step of a prerendered form (`?step=`), which the app renders', async () => {
    expect((await get('/about-us?from=menu')).body).toContain('<h1>About Our Company</h1>');
    expect((await get('/about-us?step=review')).body).toContain('<title>Shell</title>');
  });

  it('keeps everything out of search engines outside production, and lists the pages in the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: forged });
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain(`<loc>${siteOrigin}/</loc>`);
    expect(sitemap.body).toContain(`<loc>${siteOrigin}/resources/hvac</loc>`);
    // The claim page's prerendered frame is served for its address, but is no page to search for.
    expect((await get('/claim')).body).toContain('<h1>Submit a Claim</h1>');
    expect(sitemap.body).not.toContain('/claim');
    // Nor is the sign-in page, prerendered with its form.
    expect((await get('/login')).body).toContain('<h1>Login to Your Account</h1>');
    expect(sitemap.body).not.toContain('/login');
    expect(sitemap.body).not.toContain('evil.example');
  });
});

describe('the public origin in production, behind a proxy that passes any Host on', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await buildTestApp({
      WEB_DIST: dist,
      NODE_ENV: 'production',
      MAIL_OUTBOX: '1',
      ALLOW_SANDBOX_PAYMENTS: '1',
      TRUST_PROXY: '1',
      PUBLIC_ORIGIN: 'https://www.canyon.example/',
    });
  });
  afterAll(async () => production.close());
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

  it('names the configured origin in pages, robots.txt and the sitemap, whatever Host the request names', async () => {
    const page = await production.app.inject({ method: 'GET', url: '/resources/hvac', headers: forged });
    expect(page.body).toContain('<link rel="canonical" href="https://www.canyon.example/about-us">');
    expect(page.body).not.toContain('noindex');
    const robots = await production.app.inject({ method: 'GET', url: '/robots.txt', headers: forged });
    expect(robots.body).toContain('Sitemap: https://www.canyon.example/sitemap.xml');
    const sitemap = await production.app.inject({ method: 'GET', url: '/sitemap.xml', headers: forged });
    expect(sitemap.body).toContain('<loc>https://www.canyon.example/resources/hvac</loc>');
    for (const body of [page.body, robots.body, sitemap.body]) expect(body).not.toContain('evil.example');
  });

  it('names it in the links of e-mails too', async () => {
    await production.app.inject({
      method: 'POST',
      url: '/api/authenticate/forgotPassword',
      payload: { email: 'homeowner@example.com' },
      headers: forged,
    });
    await production.app.idle();
    const { db, t: tables } = production.database;
    const [mail] = await db.select().from(tables.emailOutbox).where(eq(tables.emailOutbox.to, 'homeowner@example.com'));
    expect(mail?.text).toContain('https://www.canyon.example/token?u=');
    expect(mail?.text).not.toContain('evil.example');
  });
});
