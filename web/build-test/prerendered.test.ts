/**
 * The public pages rendered at build time (scripts/prerender.ts): readable without JavaScript, each with its
 * h1, its own title and a canonical link, and no noindex of the build server's own; their controls wait for the app.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NOINDEX_TAG, ORIGIN_PLACEHOLDER, PRERENDER_MANIFEST, PUBLIC_PAGES, prerenderFileOf } from '@hw/shared';
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
    // Readable first: no script preloads compete with the styles for the connection.
    expect(page).not.toContain('rel="modulepreload"');
    // The Content Security Policy (style-src 'self') refuses style attributes in HTML.
    expect(page).not.toMatch(/<[^>]+\sstyle="/);
  });

  it('give every page a title and a description of its own', () => {
    const pages = manifest.length > 0 ? manifest : PUBLIC_PAGES;
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
