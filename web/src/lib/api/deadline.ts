/**
 * How long a call may take: 30 s by default, 60 s for dispatch statistics.
 * A call past its time-out is aborted and fails like a call that got no answer.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const DISPATCH_STATISTICS_TIMEOUT_MS = 60_000;
/** A file sent from a job site over a weak signal needs longer than a JSON call. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface Deadline {
  /** Aborts at the time-out, or when the caller's own signal aborts (with the caller's reason). */
  signal: AbortSignal;
  timedOut(): boolean;
  clear(): void;
}

export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const followCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) followCaller();
  else callerSignal?.addEventListener('abort', followCaller, { once: true });
  const timer =
    Number.isFinite(timeoutMs) && timeoutMs > 0
      ? setTimeout(() => {
          expired = true;
          controller.abort(new DOMException('The server took too long to answer.', 'TimeoutError'));
        }, timeoutMs)
      : null;
  return {
    signal: controller.signal,
    timedOut: () => expired,
    clear() {
      if (timer) clearTimeout(timer);
      callerSignal?.removeEventListener('abort', followCaller);
    },
  };
}
