import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SAVED_PAGES_CACHE_PREFIX } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { CACHED_API_PATH, NAVIGATION_DENYLIST } from '../../sw/src/cache-rules.ts';

const dist = resolve(import.meta.dirname, '../dist');
const worker = existsSync(resolve(dist, 'sw.js')) ? readFileSync(resolve(dist, 'sw.js'), 'utf8') : '';
const precached = [...worker.matchAll(/"?url"?\s*:\s*"([^"]+)"/g)].map((m) => m[1]);

describe('the built service worker', () => {
  it('exists and is a classic script, not an ES module', () => {
    expect(worker.length).toBeGreaterThan(0);
    expect(worker).not.toMatch(/^\s*export\s|\nexport\s*\{/m);
    expect(worker).not.toMatch(/^import\s/m);
  });

  it('precaches the app shell, its assets and the manifest', () => {
    expect(precached).toContain('index.html');
    expect(precached).toContain('manifest.webmanifest');
    expect(precached.some((u) => /^assets\/index-.*\.js$/.test(u ?? ''))).toBe(true);
    expect(precached.some((u) => /^assets\/index-.*\.css$/.test(u ?? ''))).toBe(true);
    expect(precached).toContain('icons/icon-192.png');
  });

  it('keeps the prerendered pages it is answered with, and answers "/" with the home page, not the shell', () => {
    expect(worker).toContain(SAVED_PAGES_CACHE_PREFIX);
    expect(worker).toContain('function loadAfterFirstPaint(');
    // Workbox would answer "/" with the precached index.html (its directory index) before any navigation route.
    expect(worker).toMatch(/directoryIndex:\s*["'`]{2}/);
  });

  it('does not precache itself', () => {
    expect(precached).not.toContain('sw.js');
  });

  it('keeps /api out of the navigation fallback', () => {
    expect(worker).toContain('/^\\/api(\\/|$)/');
    for (const pattern of NAVIGATION_DENYLIST) expect(worker).toContain(pattern.source);
  });

  it('precaches no API answer and caches API answers only by the tested rule, which leaves out /api/status', () => {
    expect(precached.filter((u) => /(^|\/)api\//.test(u ?? ''))).toEqual([]);
    expect(worker).toContain(CACHED_API_PATH.source);
    expect(CACHED_API_PATH.test('/api/status')).toBe(false);
    expect(worker).not.toMatch(/status\$/);
  });

  it('has one runtime cache, reference data, and no other rule that names an /api/ address', () => {
    const runtimeCaches = [...worker.matchAll(/cacheName:\s*[`"']([^`"']+)[`"']/g)].map((m) => m[1]);
    expect(runtimeCaches).toEqual(['reference-data']);
    // The API is named only by the navigation denylist and the cached-reference rule, both tested in sw/src.
    const apiMentions = worker.match(/\\\/api|["'`]\/api/g) ?? [];
    const inRules = [...NAVIGATION_DENYLIST, CACHED_API_PATH].join('').match(/\\\/api/g) ?? [];
    expect(apiMentions).toHaveLength(inRules.length);
    expect(worker).not.toContain('/api/status');
  });
});

describe('the web app manifest', () => {
  const manifest = JSON.parse(readFileSync(resolve(dist, 'manifest.webmanifest'), 'utf8'));
  it('makes the app installable and standalone', () => {
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', theme_color: expect.any(String) });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeGreaterThan(0);
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
  });
});
