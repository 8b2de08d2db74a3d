/**
 * The outcome of a change sent from the status page: only the answer `true` counts; then its success toast and
 * the caller moves on, otherwise its failure toast and the form stays as it was.
 */
import { messages } from '@hw/shared';
import { showToast } from '#web/ui/index.ts';

const TOASTS = {
  schedule: () => ({
    title: messages.statusUpdate.successTitle,
    text: messages.statusUpdate.successText,
    failure: messages.statusUpdate.failure,
  }),
  cancel: () => ({
    title: messages.statusUpdate.cancelSuccessTitle,
    text: messages.statusUpdate.cancelSuccessText,
    failure: messages.statusUpdate.cancelFailure,
  }),
};

export async function sendChange(
  change: keyof typeof TOASTS,
  send: () => Promise<unknown>,
  onDone: () => void,
): Promise<void> {
  const taken = await send().catch(() => false);
  const toasts = TOASTS[change]();
  if (taken) {
    showToast({ title: toasts.title, text: toasts.text, kind: 'success' });
    onDone();
  } else {
    showToast({ text: toasts.failure, kind: 'error' });
  }
}
