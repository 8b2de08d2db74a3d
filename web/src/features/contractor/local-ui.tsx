/**
 * Toasts and a Yes/No confirmation for the contractor screens.
 * Kept inside the feature until the app-wide ui kit (web/src/ui) offers them.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

type ToastKind = 'info' | 'success' | 'error';
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}
interface Confirmation {
  title: string;
  text: string;
  resolve: (yes: boolean) => void;
}

interface Feedback {
  toast(text: string, kind?: ToastKind): void;
  confirm(title: string, text: string): Promise<boolean>;
}

const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error('useFeedback needs a FeedbackProvider');
  return value;
}

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const nextId = useRef(1);

  const toast = useCallback((text: string, kind: ToastKind = 'info') => {
    const id = nextId.current++;
    // The same words twice in a row (several changes saved offline) are shown once.
    setToasts((list) => [...list.filter((t) => t.text !== text), { id, kind, text }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), kind === 'error' ? 10_000 : 5_000);
  }, []);
  const confirm = useCallback(
    (title: string, text: string) => new Promise<boolean>((resolve) => setConfirmation({ title, text, resolve })),
    [],
  );
  const answer = (yes: boolean) => {
    confirmation?.resolve(yes);
    setConfirmation(null);
  };

  return (
    <FeedbackContext.Provider value={{ toast, confirm }}>
      {children}
      <div className="cw-toasts" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`cw-toast cw-toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
            {t.text}
          </div>
        ))}
      </div>
      {confirmation && <ConfirmDialog {...confirmation} onAnswer={answer} />}
    </FeedbackContext.Provider>
  );
}

function ConfirmDialog({ title, text, onAnswer }: Confirmation & { onAnswer: (yes: boolean) => void }) {
  const yesRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    yesRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onAnswer(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onAnswer]);
  return (
    <div className="cw-overlay">
      <div className="cw-dialog" role="dialog" aria-modal="true" aria-labelledby="cw-dialog-title">
        <h2 id="cw-dialog-title">{title}</h2>
        {text.split('\n').map((line) => (
          <p key={line}>{line}</p>
        ))}
        <div className="cw-dialog__actions">
          <button type="button" className="button" onClick={() => onAnswer(false)}>
            No
          </button>
          <button ref={yesRef} type="button" className="button button--primary" onClick={() => onAnswer(true)}>
            Yes
          </button>
        </div>
      </div>
    </div>
  );
}
