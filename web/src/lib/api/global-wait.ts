/**
 * The global wait: a count of open waits. The indicator (web/src/ui) is on while
 * any is open, shown only once one has been open for the loader delay, so quick answers never flash it.
 * A wait that nobody closes ends by itself after its time-out.
 */
export const LOADER_DELAY_MS = 500;
export const GLOBAL_WAIT_TIMEOUT_MS = 30_000;

export interface GlobalWaitOptions {
  /** The wait closes itself after this long (default 30 s; 0 or Infinity: only when closed). */
  timeoutMs?: number;
}

let openCount = 0;
let shown = false;
let delayTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function setShown(next: boolean) {
  if (shown === next) return;
  shown = next;
  for (const listener of listeners) listener();
}

/** Opens a global wait; answers the function that closes it (calling it again does nothing). */
export function openGlobalWait(options: GlobalWaitOptions = {}): () => void {
  openCount += 1;
  if (openCount === 1 && !shown) {
    delayTimer = setTimeout(() => {
      delayTimer = null;
      setShown(true);
    }, LOADER_DELAY_MS);
  }
  let closed = false;
  const timeoutMs = options.timeoutMs ?? GLOBAL_WAIT_TIMEOUT_MS;
  const timeout = Number.isFinite(timeoutMs) && timeoutMs > 0 ? setTimeout(close, timeoutMs) : null;
  function close() {
    if (closed) return;
    closed = true;
    if (timeout) clearTimeout(timeout);
    openCount -= 1;
    if (openCount > 0) return;
    if (delayTimer) clearTimeout(delayTimer);
    delayTimer = null;
    setShown(false);
  }
  return close;
}

/** Keeps a global wait open while the work runs. */
export async function withGlobalWait<T>(work: () => Promise<T>, options?: GlobalWaitOptions): Promise<T> {
  const close = openGlobalWait(options);
  try {
    return await work();
  } finally {
    close();
  }
}

export const isGlobalWaitShown = (): boolean => shown;
export const openGlobalWaitCount = (): number => openCount;

export function subscribeGlobalWait(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only: forget every open wait. */
export function resetGlobalWait(): void {
  if (delayTimer) clearTimeout(delayTimer);
  delayTimer = null;
  openCount = 0;
  setShown(false);
}
