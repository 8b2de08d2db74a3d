/**
 * The start-up check (Initialization): the app starts from what this device holds
 * and meanwhile asks /status, retrying; start-up has succeeded once a check passes, and failed when none
 * passed within 45 s ("Initialization timed out."). A device that knows it is offline is told so once,
 * works from its saved data and reports no time-out; the check (and its 45 s) starts again when the
 * browser is back online.
 */
import { messages } from '@hw/shared';
import { showToast } from '#web/ui/toast-store.ts';
import { serverAnswers } from './status-check.ts';

export const INITIALIZATION_TIMEOUT_MS = 45_000;
/** One look may take this long before the next one starts. */
const ATTEMPT_TIMEOUT_MS = 10_000;
const RETRY_DELAY_MS = 2_000;

export type StartupStatus = 'checking' | 'ready' | 'offline' | 'timedOut';
export type StartupOutcome = Extract<StartupStatus, 'ready' | 'timedOut'>;

let status: StartupStatus = 'checking';
let running: Promise<StartupOutcome> | null = null;
let toldOffline = false;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const whenOnline = () => new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));

function setStatus(next: StartupStatus) {
  if (status === next) return;
  status = next;
  if (next === 'offline' && !toldOffline) {
    toldOffline = true;
    showToast({ text: messages.initialization.offline, kind: 'info' });
  }
  if (next === 'timedOut') showToast({ text: messages.initialization.timedOut, kind: 'error' });
}

function finish(outcome: StartupOutcome): StartupOutcome {
  setStatus(outcome);
  return outcome;
}

async function check(): Promise<StartupOutcome> {
  let giveUpAt = Date.now() + INITIALIZATION_TIMEOUT_MS;
  for (;;) {
    if (isOffline()) {
      setStatus('offline');
      await whenOnline();
      setStatus('checking');
      giveUpAt = Date.now() + INITIALIZATION_TIMEOUT_MS;
      continue;
    }
    const left = giveUpAt - Date.now();
    if (left <= 0) return finish('timedOut');
    if (await serverAnswers(Math.min(left, ATTEMPT_TIMEOUT_MS))) return finish('ready');
    const leftAfter = giveUpAt - Date.now();
    if (leftAfter > 0) await wait(Math.min(RETRY_DELAY_MS, leftAfter));
  }
}

/** Runs the check once per page load, however often it is asked for; resolves with how start-up ended. */
export function runStartupCheck(): Promise<StartupOutcome> {
  running ??= check();
  return running;
}

export const startupStatus = (): StartupStatus => status;

/** Tests only. */
export function resetStartupCheck(): void {
  status = 'checking';
  running = null;
  toldOffline = false;
}
