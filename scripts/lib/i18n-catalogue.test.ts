/**
 * The message catalogues (shared/i18n/messages/<area>/<locale>.json): every message in every language, with the
 * same placeholders and markup; every message used somewhere; the compiled message functions current, and the
 * browser's module per message saying the same.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, m } from '@hw/shared/i18n';
import { afterAll, describe, expect, it } from 'vitest';
import { compileCatalogues, compileCataloguesForTheWeb, I18N_OUTPUT } from '../i18n-compile.ts';

const root = resolve(import.meta.dirname, '../..');
const catalogues = resolve(root, 'shared/i18n/messages');
const areas = readdirSync(catalogues).filter((name) => statSync(join(catalogues, name)).isDirectory());

type Message = string | { declarations?: string[]; match: Record<string, string> }[];
const read = (area: string, locale: string): Record<string, Message> => {
  const { $schema: _, ...messages } = JSON.parse(readFileSync(join(catalogues, area, `${locale}.json`), 'utf8'));
  return messages;
};

/** The placeholders and markup tags a message's text uses, whatever the language. */
function slots(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match));
  const inputs =
    typeof message === 'string'
      ? []
      : message.flatMap((variant) => (variant.declarations ?? []).filter((d) => d.startsWith('input ')));
  const found = texts.flatMap((text) => [...text.matchAll(/\{([#/]?[A-Za-z_][\w]*)\}/g)].map(([, name]) => name!));
  return [...new Set([...found, ...inputs.map((d) => d.slice('input '.length))])].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'paraglide'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('message catalogues', () => {
  const byArea = Object.fromEntries(
    areas.map((area) => [area, Object.fromEntries(LOCALES.map((locale) => [locale, read(area, locale)]))]),
  );

  it('have every message in every language, with the same placeholders and markup', () => {
    for (const area of areas) {
      const [base, ...others] = LOCALES.map((locale) => byArea[area]![locale]!);
      for (const other of others) expect(Object.keys(other!).sort(), area).toEqual(Object.keys(base!).sort());
      for (const [id, message] of Object.entries(base!)) {
        for (const locale of LOCALES) {
          const translated = byArea[area]![locale]![id]!;
          expect(slots(translated), `${area} ${locale} ${id}`).toEqual(slots(message));
          expect(
            JSON.stringify(translated)
              .replace(/\{[^}]*\}/g, '')
              .trim().length,
            `${locale} ${id}`,
          ).toBeGreaterThan(2);
        }
      }
    }
  });

  it('name each message once, across areas', () => {
    const ids = areas.flatMap((area) => Object.keys(byArea[area]!.en!));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('hold no message that nothing uses', () => {
    const code = ['web/src', 'api/src', 'shared/src', 'sw/src', 'scripts']
      .flatMap((dir) => sourceFiles(resolve(root, dir)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = areas
      .flatMap((area) => Object.keys(byArea[area]!.en!))
      .filter((id) => !new RegExp(`\\bm\\.${id}\\b|\\bm\\[['"]${id}['"]\\]`).test(code));
    expect(unused).toEqual([]);
  });

  describe('compiled', () => {
    const out = mkdtempSync(join(tmpdir(), 'hw-i18n-'));
    afterAll(() => rmSync(out, { recursive: true, force: true }));
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
        .sort();

    it('into the committed message functions (npm run i18n:compile)', async () => {
      await compileCatalogues(out);
      expect(files(I18N_OUTPUT)).toEqual(files(out));
      for (const file of files(out)) {
        expect(readFileSync(join(I18N_OUTPUT, file), 'utf8'), file).toBe(readFileSync(join(out, file), 'utf8'));
      }
    }, 180_000);

    it('into the browser’s modules, each message saying in each language what the committed function says', async () => {
      const web = join(out, 'web');
      await compileCataloguesForTheWeb(web);
      const browser: Record<string, Localized> = await import(pathToFileURL(join(web, 'messages/_index.js')).href);
      const committed = m as unknown as Record<string, Localized>;
      // Every input is its own name, then the number 1 (which picks a plural's "one").
      const inputs = [new Proxy({}, { get: (_, key) => `‹${String(key)}›` }), new Proxy({}, { get: () => 1 })];
      const names = Object.keys(committed).filter((name) => typeof committed[name] === 'function');
      expect(Object.keys(browser).sort()).toEqual([...names].sort());
      for (const name of names)
        for (const locale of LOCALES)
          for (const input of inputs)
            expect(browser[name]!(input, { locale }), `${name} in ${locale}`).toBe(committed[name]!(input, { locale }));
    }, 180_000);
  });
});

type Localized = (inputs: object, options: { locale: string }) => string;
