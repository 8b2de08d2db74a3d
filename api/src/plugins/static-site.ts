/**
 * Serves the built PWA. Unknown /api paths answer a JSON 404, never the HTML shell. Other GETs go through the
 * redirect table (301), then answer HTML: the page rendered at build time when there is
 * one (readable without JavaScript), else the shell; 200 at an address the app has a screen for (deep links
 * work), 404 anywhere else (the router shows its not-found page there). Outside production every page carries
 * a noindex robots tag and robots.txt disallows everything. The build writes brotli and gzip copies beside the
 * static files (web/vite.config.ts); a browser that accepts one gets it. Every absolute address written into a
 * page, robots.txt or the sitemap names the configured public origin, never the request's Host or
 * X-Forwarded-Host (a forged header must not put another site into our canonical links).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  isAppPath,
  isTranslatedPage,
  NOINDEX_TAG,
  ORIGIN_PLACEHOLDER,
  PRERENDER_MANIFEST,
  PUBLIC_PAGES,
  prerenderFileOf,
  resolveRedirect,
  SITE_ORIGIN_META,
  UNLISTED_PAGES,
  WARRANTY_LINK_ORIGIN_META,
} from '@hw/shared';
import {
  BASE_LOCALE,
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_TAGS,
  LOCALES,
  localeOfPath,
  localizedPath,
  pathWithoutLocale,
} from '@hw/shared/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.ts';
import { allowInline, inlineSources } from './inline-sources.ts';
import { DOCUMENT_ONLY_HEADERS, REQUEST_ID_HEADER } from './security.ts';

/** Where the build puts its hashed files. */
const ASSETS_PREFIX = '/assets/';

/** Bounds the memory of pages made for each encoding. */
const MAX_CACHED_PAGES = 600;

/** The addresses rendered at build time, from the manifest the prerender step writes. */
function prerenderedPages(webDist: string): string[] {
  const manifest = join(webDist, 'prerendered', PRERENDER_MANIFEST);
  if (!existsSync(manifest)) return [];
  try {
    return JSON.parse(readFileSync(manifest, 'utf8')) as string[];
  } catch {
    return [];
  }
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** The path of the page a request was followed from, when that page is on this site. */
function refererPath(referer: string | undefined, host: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.host === host ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  return header
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

export interface StaticSiteOptions {
  webDist: string;
  production: boolean;
  /** The site's public origin (config PUBLIC_ORIGIN): canonical links, robots.txt and the sitemap name it. */
  publicOrigin: string;
  /** The partner site the warranty-link page frames (config WARRANTY_LINK_ORIGIN). */
  warrantyLinkOrigin: string;
  /** Where an old address the table cannot know goes (an old blog article), if anywhere. */
  legacyRedirect?: (pathname: string) => Promise<string | undefined>;
}

// An immutable hashed file is never revalidated, so it needs no ETag either.
const ASSET_HEADERS_LEFT_OUT = [...DOCUMENT_ONLY_HEADERS, REQUEST_ID_HEADER, 'accept-ranges', 'etag'];
const JAVASCRIPT_TYPE = 'text/javascript; charset=utf-8';

export const staticSitePlugin = fp(async (app: FastifyInstance, opts: StaticSiteOptions) => {
  const hasShell = existsSync(join(opts.webDist, 'index.html'));
  const prerendered = new Set(prerenderedPages(opts.webDist).map((path) => prerenderFileOf(path)));
  const pageCache = new Map<string, Page>();

  if (hasShell) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Revalidation goes by ETag; a second validator is bytes on every answer.
      lastModified: false,
      setHeaders(res, path) {
        // Hashed assets never change; the shell, manifest and worker must always be revalidated.
        if (path.includes(ASSETS_PREFIX)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }

  // The app's hashed files are subresources, never documents (the service worker is not among them). Nor does
  // anyone quote a request id for one, ask for a range of a script or revalidate one: a page fetches several,
  // each with its headers, so they carry only what the browser reads.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(ASSETS_PREFIX) && reply.statusCode < 400) {
      for (const name of ASSET_HEADERS_LEFT_OUT) reply.removeHeader(name);
    }
    // JavaScript's own type (RFC 9239), shorter than the `application/javascript` it replaced.
    if (reply.getHeader('content-type') === 'application/javascript; charset=utf-8') {
      reply.header('content-type', JAVASCRIPT_TYPE);
    }
    done(null, payload);
  });

  const origin = opts.publicOrigin;
  // The app builds its canonical links from this (web/src/lib/head.ts), not from the address bar.
  const originTag =
    `<meta name="${SITE_ORIGIN_META}" content="${escapeXml(origin)}">` +
    `<meta name="${WARRANTY_LINK_ORIGIN_META}" content="${escapeXml(opts.warrantyLinkOrigin)}">`;

  /** A page as sent: its bytes, compressed as the browser accepts, and what its inline elements need. */
  interface Page {
    bytes: Buffer;
    inline: ReturnType<typeof inlineSources>;
  }

  /** The same page in every language, for the head of a page that has them (empty for the others). */
  function languageLinks(path: string): string {
    const page = pathWithoutLocale(path);
    if (!isTranslatedPage(page)) return '';
    const href = (locale: (typeof LOCALES)[number]) => escapeXml(`${origin}${localizedPath(page, locale)}`);
    return [
      ...LOCALES.map((locale) => `<link rel="alternate" hreflang="${LANGUAGE_TAGS[locale]}" href="${href(locale)}">`),
      `<link rel="alternate" hreflang="x-default" href="${href(BASE_LOCALE)}">`,
    ].join('');
  }

  /** The HTML of a page; made once and kept. */
  function pageOf(file: string, encoding: 'br' | 'gzip' | 'identity', headLinks = ''): Page {
    const key = `${file}|${encoding}|${headLinks}`;
    const cached = pageCache.get(key);
    if (cached) return cached;
    let html: string;
    try {
      html = readFileSync(join(opts.webDist, file), 'utf8');
    } catch {
      // A page listed but gone (a build under way): the shell renders it in the browser.
      html = readFileSync(join(opts.webDist, 'index.html'), 'utf8');
    }
    html = html.replaceAll(ORIGIN_PLACEHOLDER, origin).replace('<head>', `<head>${originTag}${headLinks}`);
    if (!opts.production) html = html.replace('<head>', `<head>${NOINDEX_TAG}`);
    const text = Buffer.from(html);
    const page: Page = {
      bytes: encoding === 'br' ? brotliCompressSync(text) : encoding === 'gzip' ? gzipSync(text) : text,
      inline: inlineSources(html),
    };
    if (pageCache.size >= MAX_CACHED_PAGES) pageCache.clear();
    pageCache.set(key, page);
    return page;
  }

  function sendPage(request: FastifyRequest, reply: FastifyReply, path: string) {
    const rendered = prerenderFileOf(path);
    // The order form is prerendered on its first step: a later one (`?step=`) is the app's to render.
    const laterStep = /[?&]step=/.test(request.url);
    const file = prerendered.has(rendered) && !laterStep ? join('prerendered', rendered) : 'index.html';
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
    reply
      .status(isAppPath(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    const page = pageOf(file, encoding, languageLinks(path));
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', allowInline(policy, page.inline));
    return reply.send(page.bytes);
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = opts.production
      ? `User-agent: *\nAllow: /\nDisallow: /account\nDisallow: /claim\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`
      : 'User-agent: *\nDisallow: /\n';
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // The signed-in areas' frames and the sign-in page are prerendered too, but are no pages to search for.
    const pages = [...new Set([...PUBLIC_PAGES, ...prerenderedPages(opts.webDist)])].filter(
      (path) => !UNLISTED_PAGES.includes(path),
    );
    // A page with versions in other languages names each of them (Google's sitemap hreflang extension).
    const url = (path: string) => {
      const alternates = isTranslatedPage(pathWithoutLocale(path))
        ? LOCALES.map(
            (locale) =>
              `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[locale]}" href="${escapeXml(`${origin}${localizedPath(path, locale)}`)}"/>`,
          ).join('')
        : '';
      return `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${alternates}</url>`;
    };
    const byLanguage = LOCALES.flatMap((locale) => pages.filter((path) => localeOfPath(path) === locale));
    const urls = byLanguage.map(url).join('\n');
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply
        .status(404)
        .send(errorBody([{ message: `No such API path: ${request.method} ${path}`, code: 'notFound' }]));
    }
    const query = request.url.slice(path.length);
    const reading = request.method === 'GET' || request.method === 'HEAD';
    const locale = localeOfPath(path);
    const tableTarget = reading ? resolveRedirect(pathWithoutLocale(path), query) : null;
    // An old address under a language prefix goes to the new page in that language.
    const target = tableTarget?.startsWith('/') ? localizedPath(tableTarget, locale) : tableTarget;
    if (target) return reply.redirect(target, 301);
    // A visitor who chose another language comes back to it at the site's plain addresses.
    const chosen = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
    // Followed from this site's page in another language (its language switch): a choice, not a return.
    const from = refererPath(request.headers.referer, request.headers.host);
    const switched = from !== undefined && localeOfPath(from) !== locale;
    if (
      reading &&
      !switched &&
      locale === BASE_LOCALE &&
      isLocale(chosen) &&
      chosen !== BASE_LOCALE &&
      isTranslatedPage(path)
    ) {
      return reply.header('vary', 'cookie').redirect(`${localizedPath(path, chosen)}${query}`, 302);
    }
    const legacy = reading && opts.legacyRedirect ? await opts.legacyRedirect(path) : undefined;
    if (legacy) return reply.redirect(legacy, 301);
    if (reading && hasShell && !/\.[a-z0-9]+$/i.test(path)) return sendPage(request, reply, path);
    return reply.status(404).send(errorBody([{ message: 'Not found.', code: 'notFound' }]));
  });
});
