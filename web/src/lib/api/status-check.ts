/**
 * When a call gets no answer, or 404 or 502, ask /status whether the server is
 * there at all; if that fails too, say so once. A burst of failing calls shares one check and one toast.
 */
import { messages } from '@hw/shared';
import { showToast, TOAST_DEFAULT_MS } from '#web/ui/toast-store.ts';
import { REQUEST_TIMEOUT_MS, startDeadline } from './deadline.ts';
import { apiUrl } from './url.ts';

let pending: Promise<boolean> | null = null;
let lastToastAt = Number.NEGATIVE_INFINITY;

export function needsStatusCheck(status: number, isNetworkError: boolean): boolean {
  return isNetworkError || status === 404 || status === 502;
}

/**
 * One look at /status, which no cache answers (the service worker lets it fail offline); a stalled answer
 * counts as none. It goes around the transport, which calls it on failures: a background look that opens
 * no global wait and starts no status check of its own.
 */
export async function serverAnswers(timeoutMs = REQUEST_TIMEOUT_MS): Promise<boolean> {
  const deadline = startDeadline(timeoutMs);
  try {
    const response = await fetch(apiUrl('/api/status'), {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: deadline.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    deadline.clear();
  }
}

/** Resolves true when the server answered its status check. */
export function checkServerStatus(): Promise<boolean> {
  pending ??= serverAnswers()
    .then((ok) => {
      const now = Date.now();
      if (!ok && now - lastToastAt >= TOAST_DEFAULT_MS) {
        lastToastAt = now;
        showToast({
          title: messages.transport.serverErrorTitle,
          text: messages.transport.serverErrorText,
          kind: 'error',
          durationMs: TOAST_DEFAULT_MS,
        });
      }
      return ok;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

export function resetStatusCheck(): void {
  pending = null;
  lastToastAt = Number.NEGATIVE_INFINITY;
}
