/** `npm run bench`: every benchmark in turn; each writes its own section of the README. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const benchmarks = [
  'reference-states.ts',
  'observability-cost.ts',
  'login.ts',
  'dispatch-replay.ts',
  'dispatch-search.ts',
  'price-breakdown.ts',
  'monthly-billing.ts',
  'lighthouse.ts',
];
for (const file of benchmarks) {
  const path = resolve(import.meta.dirname, file);
  if (!existsSync(path)) continue;
  console.log(`\n# ${file}`);
  await import(path);
}
