import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
const THRESHOLD_BYTES = 1024;

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(folder, name)).isFile())
    .map((name) => relative(dist, join(folder, name)).replaceAll('\\', '/'));
}

const files = filesUnder(dist);
// Prerendered pages get the request's origin and are compressed by the server when first asked for.
const eligible = files.filter(
  (file) =>
    COMPRESSIBLE.test(file) && !file.startsWith('prerendered/') && statSync(join(dist, file)).size > THRESHOLD_BYTES,
);

describe('precompressed copies in the build', () => {
  it('sit beside every text file over 1 KB, brotli and gzip, with the same content', () => {
    expect(eligible.length).toBeGreaterThan(0);
    for (const file of eligible) {
      const original = readFileSync(join(dist, file));
      expect(files, file).toContain(`${file}.br`);
      expect(files, file).toContain(`${file}.gz`);
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
    }
  });

  it('exist for the main script, the styles, the app shell (over 1 KB) and the service worker', () => {
    const main = eligible.filter((file) => /^assets\/index-.*\.(js|css)$/.test(file));
    expect(main.length).toBe(2);
    // The shell names one script and one stylesheet: under 1 KB, it is sent as it is.
    const shell = eligible.includes('index.html') ? ['index.html'] : [];
    for (const file of [...main, ...shell, 'sw.js']) {
      expect(files, file).toContain(`${file}.br`);
      expect(files, file).toContain(`${file}.gz`);
    }
  });

  it('have their original beside them', () => {
    for (const copy of files.filter((file) => /\.(br|gz)$/.test(file))) {
      expect(files, copy).toContain(copy.replace(/\.(br|gz)$/, ''));
    }
  });

  it('of the service worker hold the finished worker, its precache list filled in', () => {
    const worker = brotliDecompressSync(readFileSync(join(dist, 'sw.js.br'))).toString('utf8');
    expect(worker).not.toContain('self.__WB_MANIFEST');
    expect(worker).toContain('index.html');
  });

  it('are not in the service worker’s precache list', () => {
    const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
    const precached = [...worker.matchAll(/"?url"?\s*:\s*"([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(precached.length).toBeGreaterThan(0);
    expect(precached.filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
  });
});
