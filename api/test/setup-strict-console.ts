/**
 * Setup file of the API suite (vitest.config.ts): strict console, declared with `expectConsole`, and every
 * answer held to the API document (response-contract.ts).
 */

import { appendFileSync } from 'node:fs';
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';
import { takeContractMismatches } from './response-contract.ts';
import { recordConsole, takeConsoleProblems } from './strict-console.ts';

const original = { warn: console.warn, error: console.error };
const onWarning = (warning: Error) => recordConsole('warning', `${warning.name}: ${warning.message}`);

beforeEach(() => {
  takeConsoleProblems();
  console.warn = (...args: unknown[]) => recordConsole('warn', format(...args));
  console.error = (...args: unknown[]) => recordConsole('error', format(...args));
  process.on('warning', onWarning);
});

afterEach(() => {
  console.warn = original.warn;
  console.error = original.error;
  process.off('warning', onWarning);
  const problems = takeConsoleProblems();
  if (problems.length > 0) {
    throw new Error(`Console output other than the test declared (expectConsole):\n- ${problems.join('\n- ')}`);
  }
});

// Every answer the test received is one the API document declares (response-contract.ts).
afterEach(() => {
  const mismatches = [...new Set(takeContractMismatches())];
  if (mismatches.length === 0) return;
  if (process.env.CONTRACT_REPORT) {
    appendFileSync(process.env.CONTRACT_REPORT, `${mismatches.join('\n')}\n`);
    return;
  }
  throw new Error(`Answers the API document does not declare:\n- ${mismatches.join('\n- ')}`);
});
