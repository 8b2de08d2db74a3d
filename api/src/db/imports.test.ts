/** The data layer depends on no feature: nothing under api/src/db imports from outside it but packages. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dbRoot = dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('api/src/db', () => {
  it('imports nothing from the features or the rest of the app', () => {
    const leavesDb = (file: string, specifier: string) =>
      specifier.startsWith('#api/')
        ? !specifier.startsWith('#api/db/')
        : relative(dbRoot, resolve(dirname(file), specifier)).startsWith('..');
    const outside = sourceFiles(dbRoot).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'((?:\.{1,2}\/|#api\/)[^']+)'/g)]
        .map((match) => match[1] as string)
        .filter((specifier) => leavesDb(file, specifier))
        .map((specifier) => `${relative(dbRoot, file)} imports ${specifier}`),
    );
    expect(sourceFiles(dbRoot).length).toBeGreaterThan(5);
    expect(outside).toEqual([]);
  });
});
