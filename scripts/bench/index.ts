/**
 * `npm run bench`: every benchmark in turn; each writes its own section of docs/benchmarks.md.
 * `npm run bench -- lighthouse signed-in-screens` runs only the benchmarks named; any other argument is the
 * benchmark's own (lighthouse: the pages to measure).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BENCHMARKS } from './lib.ts';

const named = process.argv.slice(2).filter((arg) => BENCHMARKS.includes(arg));
for (const name of named.length === 0 ? BENCHMARKS : BENCHMARKS.filter((bench) => named.includes(bench))) {
  const path = resolve(import.meta.dirname, `${name}.ts`);
  if (!existsSync(path)) continue;
  console.log(`\n# ${name}.ts`);
  await import(path);
}
