/**
 * Unexpected errors: an uncaught window error or an unhandled promise rejection is recorded as an
 * unexpected-error action. It is kept in a short log on this device, reported to the server's log
 * (POST /api/log/clientError, anonymous) and, unless debug is on, the state this device can rebuild is wiped,
 * so that a bad saved value cannot break every later start. The outbox is never touched: an edit made
 * offline waits there until it is sent (docs/decisions/013-unexpected-errors.md).
 */
import { CLIENT_ERROR_LIMITS, type ClientErrorReport } from '@hw/shared';
import { apiPost } from '#web/lib/api/index.ts';
import { ORDER_STORAGE_KEY } from '#web/lib/order-draft-key.ts';
import { wipePersistedQueryCache } from '#web/lib/query/index.ts';

export interface UnexpectedErrorAction {
  type: 'unexpectedError';
  kind: ClientErrorReport['kind'];
  message: string;
  stack?: string;
  url: string;
  at: number;
  /** Whether the rebuildable state was wiped (not with debug on). */
  wiped: boolean;
}

/** The device's log keeps the latest this many. */
export const UNEXPECTED_ERROR_LOG_LIMIT = 20;
/** A page failing in a loop reports this many and then only logs on the device. */
export const UNEXPECTED_ERROR_REPORT_LIMIT = 10;
/** The key in localStorage (any value) or the address parameter that turns debug on. */
export const DEBUG_KEY = 'debug';
/** The selected account item, kept in localStorage. */
const CATEGORY_STORAGE_KEY = 'category';

let log: UnexpectedErrorAction[] = [];
let reported = 0;

export const getUnexpectedErrors = (): readonly UnexpectedErrorAction[] => log;

/** Debug is on with a `debug` key in localStorage or `?debug` in the address. */
export function isDebugOn(): boolean {
  try {
    if (new URLSearchParams(window.location.search).has(DEBUG_KEY)) return true;
    return localStorage.getItem(DEBUG_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Forgets what this device can fetch or type again: the saved query cache, the order draft and the selected
 * account item. The session (sign-in) and the outbox stay.
 */
export async function wipeRebuildableState(): Promise<void> {
  try {
    sessionStorage.removeItem(ORDER_STORAGE_KEY);
    localStorage.removeItem(CATEGORY_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept there.
  }
  await wipePersistedQueryCache();
}

const cut = (text: string, limit: number) => (text.length > limit ? text.slice(0, limit) : text);

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) {
    return { message: reason.message || reason.name || 'Error', ...(reason.stack ? { stack: reason.stack } : {}) };
  }
  if (typeof reason === 'string' && reason) return { message: reason };
  try {
    return { message: JSON.stringify(reason) ?? String(reason) };
  } catch {
    return { message: String(reason) };
  }
}

/** Records one unexpected error: the device's log, the server's log, and the wipe unless debug is on. */
export function recordUnexpectedError(kind: ClientErrorReport['kind'], reason: unknown): UnexpectedErrorAction {
  const { message, stack } = describe(reason);
  const wiped = !isDebugOn();
  const action: UnexpectedErrorAction = {
    type: 'unexpectedError',
    kind,
    message: cut(message || 'Unknown error', CLIENT_ERROR_LIMITS.message),
    ...(stack ? { stack: cut(stack, CLIENT_ERROR_LIMITS.stack) } : {}),
    url: cut(window.location.href, CLIENT_ERROR_LIMITS.url),
    at: Date.now(),
    wiped,
  };
  log = [...log, action].slice(-UNEXPECTED_ERROR_LOG_LIMIT);
  if (wiped) void wipeRebuildableState();
  if (reported < UNEXPECTED_ERROR_REPORT_LIMIT) {
    reported += 1;
    const report: ClientErrorReport = {
      message: action.message,
      ...(action.stack ? { stack: action.stack } : {}),
      url: action.url,
      userAgent: cut(navigator.userAgent, CLIENT_ERROR_LIMITS.userAgent),
      kind,
    };
    // The report is best effort: its own failure is not another unexpected error.
    void apiPost('/api/log/clientError', report, { background: true, skipStatusCheck: true }).catch(() => undefined);
  }
  return action;
}

/** Listens for uncaught errors and unhandled rejections on the window; answers a function that stops it. */
export function recordUnexpectedErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => recordUnexpectedError('error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => recordUnexpectedError('unhandledRejection', event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Tests only. */
export function resetUnexpectedErrors(): void {
  log = [];
  reported = 0;
}
