/**
 * Writes the API document's examples (api/src/docs/examples.json) from real requests and answers: runs the API
 * test suite on SQLite with API_EXAMPLES_FILE set, so that the first successful JSON answer of each operation
 * and its request are recorded (api/test/response-contract.ts), then keeps one per operation, shortened:
 * lists to their first two items, long texts cut, tokens masked. Run after adding or changing an operation:
 *
 *   npm run docs:examples
 *
 * Given test files (`npm run docs:examples -- api/test/x.test.ts`), it runs only those: the operations they call get
 * fresh examples, the others keep the ones already written.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const EXAMPLES_FILE = join(root, 'api/src/docs/examples.json');

const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;
const LONG_TEXT = 200;

/** A value made fit to show: lists of two items at most, long texts cut, tokens masked. */
function shortened(value: unknown): unknown {
  if (typeof value === 'string') {
    if (JWT.test(value)) return 'eyJhbGciOiJIUzI1NiJ9.…';
    return value.length > LONG_TEXT ? `${value.slice(0, LONG_TEXT)}…` : value;
  }
  if (Array.isArray(value)) return value.slice(0, 2).map(shortened);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortened(item)]));
  }
  return value;
}

interface Recorded {
  operation: string;
  status: number;
  request?: unknown;
  response: unknown;
}

function main() {
  const dir = mkdtempSync(join(tmpdir(), 'hw-examples-'));
  const file = join(dir, 'examples.jsonl');
  try {
    const files = process.argv.slice(2);
    const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--reporter=dot', ...files], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_DB: 'sqlite', API_EXAMPLES_FILE: file },
    });
    // A failing test records nothing for what it did not reach; the examples of the rest are still good.
    if (run.status !== 0) console.warn('The API test suite failed: operations it did not reach have no example.');
    const byOperation = new Map<string, Recorded>();
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line) continue;
      const recorded = JSON.parse(line) as Recorded;
      if (byOperation.has(recorded.operation)) continue;
      const { request, response } = recorded;
      byOperation.set(recorded.operation, {
        ...recorded,
        request: request === undefined || request === null ? undefined : shortened(request),
        response: shortened(response),
      });
    }
    if (files.length > 0) {
      const kept = JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as Record<string, Omit<Recorded, 'operation'>>;
      for (const [operation, example] of Object.entries(kept)) {
        if (!byOperation.has(operation)) byOperation.set(operation, { operation, ...example });
      }
    }
    const examples = Object.fromEntries(
      [...byOperation.keys()].sort().map((operation) => {
        const { status, request, response } = byOperation.get(operation) as Recorded;
        return [
          operation,
          {
            status,
            ...(request === undefined ? {} : { request }),
            response,
          },
        ];
      }),
    );
    writeFileSync(EXAMPLES_FILE, `${JSON.stringify(examples, null, 2)}\n`);
    console.log(`${byOperation.size} operations' examples written to ${EXAMPLES_FILE}`);
    process.exitCode = run.status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
