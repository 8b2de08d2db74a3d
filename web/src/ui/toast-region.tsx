/** Where toasts show: a polite live region outside the page root, so an open modal never hides it. */
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { dismissToast, getToasts, subscribeToasts, type Toast } from './toast-store.ts';

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}

function ToastItem({ toast }: { toast: Toast }) {
  return (
    <div className={`ui-toast ui-toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <div className="ui-toast__content">
        {toast.title && <p className="ui-toast__title">{toast.title}</p>}
        {toast.text && <p className="ui-toast__text">{toast.text}</p>}
      </div>
      <button
        type="button"
        className="ui-toast__close"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(toast.id)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" fill="none" />
        </svg>
      </button>
    </div>
  );
}

export function ToastRegion() {
  const toasts = useToasts();
  return createPortal(
    <section className="ui-toasts" aria-label="Notifications" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>,
    document.body,
  );
}
