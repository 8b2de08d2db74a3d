/**
 * Every document the code and the docs point a reader to is in the repository: `docs/...md` paths, relative
 * Markdown links, and `.md` file names mentioned anywhere in the sources (the files git tracks, and new ones
 * it does not ignore).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = normalize(join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file !== '');
const trackedSet = new Set(tracked);
const trackedNames = new Set(tracked.map((file) => posix.basename(file)));
/** This file is left out: its own examples name documents that do not exist. */
const thisFile = posix.relative(
  root.split('\\').join('/'),
  fileURLToPath(import.meta.url)
    .split('\\')
    .join('/'),
);
const scanned = tracked.filter(
  (file) => /\.(ts|tsx|mjs|md)$/.test(file) && file !== thisFile && existsSync(join(root, file)),
);

const DOCS_PATH = /(?<![\w/.-])docs\/[\w./-]+?\.md\b/g;
const MD_NAME = /(?<![\w/.-])[\w.-]+\.md\b/g;
const MD_LINK = /\]\(([^)\s]+)\)/g;

function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/');
}

/** Where the file points to a document the repository does not hold: `file:line: reference`. */
function missingReferences(file: string, text: string): string[] {
  const missing: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const [path] of line.matchAll(DOCS_PATH)) {
      if (!trackedSet.has(path)) missing.push(`${where}: ${path}`);
    }
    for (const [name] of line.matchAll(MD_NAME)) {
      if (!trackedNames.has(name)) missing.push(`${where}: ${name}`);
    }
    if (file.endsWith('.md')) {
      for (const [, target = ''] of line.matchAll(MD_LINK)) {
        if (isExternal(target)) continue;
        const path = posix.normalize(posix.join(posix.dirname(file), target.split('#')[0] ?? ''));
        if (!existsSync(join(root, path))) missing.push(`${where}: ${target}`);
      }
    }
  });
  return [...new Set(missing)];
}

describe('references to documents', () => {
  it('scans the tracked sources and docs', () => {
    expect(thisFile).toBe('api/src/repository-references.test.ts');
    expect(scanned).toContain('README.md');
    expect(scanned.some((file) => file.endsWith('.tsx'))).toBe(true);
  });

  it('name only documents the repository holds', () => {
    const missing = scanned.flatMap((file) => missingReferences(file, readFileSync(join(root, file), 'utf8')));
    expect(missing).toEqual([]);
  });

  it('finds each kind of reference', () => {
    const text = ['see docs/none.md', '[x](./absent.md)', '// as ABSENT-NOTE.md says', '[ok](glossary.md)'].join('\n');
    expect(missingReferences('docs/example.md', text)).toEqual([
      'docs/example.md:1: docs/none.md',
      'docs/example.md:2: ./absent.md',
      'docs/example.md:3: ABSENT-NOTE.md',
    ]);
  });
});
