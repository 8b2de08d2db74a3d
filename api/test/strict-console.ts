/**
 * Console output a test expects. The API suite fails a test on any console.warn, console.error or process
 * warning it did not declare here, and on a declared one that never came (setup-strict-console.ts).
 */

export type ConsoleLevel = 'warn' | 'error' | 'warning';

interface ConsoleState {
  expected: { level: ConsoleLevel; pattern: RegExp; seen: boolean }[];
  unexpected: string[];
}

// On globalThis, so the setup file and the test files share it however often this module is loaded.
const key = Symbol.for('hw.strict-console');
const store = globalThis as { [key]?: ConsoleState };

export function consoleState(): ConsoleState {
  store[key] ??= { expected: [], unexpected: [] };
  return store[key];
}

/** Declares output the current test expects: console.warn, console.error or a process warning. */
export function expectConsole(level: ConsoleLevel, pattern: RegExp) {
  consoleState().expected.push({ level, pattern, seen: false });
}

export function recordConsole(level: ConsoleLevel, message: string) {
  const state = consoleState();
  const match = state.expected.find((e) => e.level === level && e.pattern.test(message));
  if (match) match.seen = true;
  else state.unexpected.push(`${level === 'warning' ? 'process warning' : `console.${level}`}: ${message}`);
}

/** What went wrong in the test that just ended, and a fresh start for the next. */
export function takeConsoleProblems(): string[] {
  const state = consoleState();
  const missing = state.expected.filter((e) => !e.seen).map((e) => `expected ${e.level} matching ${e.pattern}: none`);
  const problems = [...state.unexpected, ...missing];
  state.expected = [];
  state.unexpected = [];
  return problems;
}
