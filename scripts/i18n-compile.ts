/**
 * Compiles the message catalogues (shared/i18n/messages/<area>/<locale>.json) into the message functions of
 * shared/src/i18n/paraglide: a module per language, from which each page's bundle keeps only the words it shows.
 * (A module per message loads 3,000 files in Node: 1.8 s at each start, against 0.3 s.) The output is committed;
 * the catalogue test fails when it is older than the catalogues.
 *
 * `compilePseudoCatalogues` compiles the same catalogues with English in the pseudo-locale
 * (scripts/lib/pseudo-locale.ts), for the build PSEUDO_LOCALE=1 makes (web/vite.config.ts).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compile } from '@inlang/paraglide-js';
import { pseudoMessage } from './lib/pseudo-locale.ts';

export const I18N_PROJECT = resolve(import.meta.dirname, '../shared/i18n/project.inlang');
export const I18N_OUTPUT = resolve(import.meta.dirname, '../shared/src/i18n/paraglide');
const I18N_ROOT = resolve(import.meta.dirname, '../shared/i18n');

/**
 * The catalogues as the browser build takes them: a module per message (each with its words in every language),
 * so each page's code carries only the messages its screens show, not every message any screen shows. Node keeps
 * the module per language (a module per message would be 3,000 files to load at each start).
 */
export async function compileCataloguesForTheWeb(outdir: string): Promise<void> {
  await compileCatalogues(outdir, I18N_PROJECT, 'message-modules');
  shareLanguageChoice(outdir);
}

/**
 * Each compiled message chooses its language with its own lines, from two functions of its own; in the browser's
 * modules that choice is made once, by `localized`, and a message's words in each language are passed to it (as
 * they are, when they take no inputs). The order form's code is about 2 KiB smaller. Messages with markup keep
 * their own form.
 */
function shareLanguageChoice(outdir: string): void {
  writeFileSync(
    join(outdir, 'localized.js'),
    [
      "import { getLocale, experimentalStaticLocale } from './runtime.js';",
      '',
      "/** A message in the page's language, or in the one a call names: its words, or a function of its inputs. */",
      'export const localized = (en, es) => (inputs = {}, options = {}) => {',
      "  const words = (experimentalStaticLocale ?? options.locale ?? getLocale()) === 'es' ? es : en;",
      "  return typeof words === 'string' ? words : words(inputs);",
      '};',
      '',
    ].join('\n'),
  );
  const messages = join(outdir, 'messages');
  for (const file of readdirSync(messages)) {
    if (!file.endsWith('.js') || file === '_index.js') continue;
    const path = join(messages, file);
    const source = readFileSync(path, 'utf8');
    const choice = CHOICE.exec(source);
    if (!choice) continue;
    const name = choice[1] as string;
    const words: Record<string, string> = {};
    const rest = source.replace(LANGUAGE_FUNCTION, (declaration, language: string, of: string, fn: string) => {
      if (of !== name) return declaration;
      // Words without inputs are passed as they are: no function to call.
      words[language] = WORDS_ONLY.exec(fn)?.[1] ?? fn;
      return '';
    });
    if (!words.en || !words.es) throw new Error(`${file}: the English or the Spanish words were not found`);
    const compact = rest.replace(
      CHOICE,
      () => `export const ${name} = /* @__PURE__ */ localized(${words.en}, ${words.es});`,
    );
    writeFileSync(path, compact.replace(RUNTIME_IMPORT, "import { localized } from '../localized.js';"));
  }
}

const CHOICE =
  /^export const (\w+) = \/\*\*[^\n]*\*\/ \(\(inputs(?: = \{\})?, options = \{\}\) => \{\n\tconst locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)\n\tif \(locale === "es"\) return es_\1\(inputs\)\n\treturn en_\1\(inputs\)\n\}\);$/m;
const WORDS_ONLY = /^\(\) => \{\n\treturn \/\*\*[^\n]*?\*\/ \((`[^`$\\]*`)\)\n\}$/;
const LANGUAGE_FUNCTION = /^const (en|es)_(\w+) = \/\*\*[^\n]*?\*\/ (\([^)\n]*\) => \{[\s\S]*?\n\});\n/gm;
const RUNTIME_IMPORT = /^import \{ getLocale, experimentalStaticLocale \} from '\.\.\/runtime\.js';$/m;

export async function compileCatalogues(
  outdir = I18N_OUTPUT,
  project = I18N_PROJECT,
  outputStructure: 'locale-modules' | 'message-modules' = 'locale-modules',
): Promise<void> {
  await compile({
    project,
    outdir,
    // The page's language is set once at start from its address (web/src/boot.ts); the server passes the
    // reader's language to each message.
    strategy: ['globalVariable', 'baseLocale'],
    outputStructure,
    emitTsDeclarations: true,
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
    includeEslintDisableComment: false,
  });
}

/** The catalogues compiled to `outdir` with every English message in the pseudo-locale. */
export async function compilePseudoCatalogues(outdir: string): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'hw-pseudo-i18n-'));
  try {
    cpSync(I18N_ROOT, work, { recursive: true });
    const settingsPath = join(work, 'project.inlang/settings.json');
    const settings = JSON.parse(readFileSync(settingsPath, 'utf8'));
    // The plugin is named relative to the project; the copy lives elsewhere.
    settings.modules = settings.modules.map((module: string) => resolve(I18N_ROOT, module));
    writeFileSync(settingsPath, JSON.stringify(settings));
    for (const area of readdirSync(join(work, 'messages'))) {
      const path = join(work, 'messages', area, 'en.json');
      const catalogue = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Parameters<typeof pseudoMessage>[0]>;
      for (const [id, message] of Object.entries(catalogue))
        if (id !== '$schema') catalogue[id] = pseudoMessage(message);
      writeFileSync(path, JSON.stringify(catalogue));
    }
    mkdirSync(outdir, { recursive: true });
    await compileCatalogues(outdir, join(work, 'project.inlang'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const pseudo = process.argv.indexOf('--pseudo');
  if (pseudo >= 0)
    await compilePseudoCatalogues(resolve(process.argv[pseudo + 1] ?? 'node_modules/.cache/pseudo-i18n'));
  else await compileCatalogues();
}
