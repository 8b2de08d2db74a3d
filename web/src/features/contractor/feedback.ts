/** The contractor screens' words to the technician, through the app's toasts and confirmation dialog. */
import { confirm, dismissToast, getToasts, showToast, type ToastKind } from '#web/ui/index.ts';

export interface Feedback {
  toast(text: string, kind?: ToastKind): void;
  confirm(title: string, text: string): Promise<boolean>;
}

const feedback: Feedback = {
  toast(text, kind = 'info') {
    // The same words twice in a row (several changes saved offline) are shown once.
    for (const shown of getToasts()) if (shown.text === text) dismissToast(shown.id);
    showToast({ text, kind });
  },
  confirm: (title, content) => confirm({ title, content }),
};

export const useFeedback = (): Feedback => feedback;
