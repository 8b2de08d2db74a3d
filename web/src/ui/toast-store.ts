/** Toasts as a tiny store, so code outside React (the transport, the session) can show them too. */
export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastInput {
  title?: string;
  text?: string;
  kind?: ToastKind;
  /** How long the toast stays; 0 keeps it until closed. Default 10 s. */
  durationMs?: number;
}

export interface Toast {
  id: number;
  title: string;
  text: string;
  kind: ToastKind;
  durationMs: number;
  createdAt: number;
}

export const TOAST_DEFAULT_MS = 10_000;
export const TOAST_HISTORY_LIMIT = 100;

let visible: readonly Toast[] = [];
let history: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export function showToast(input: ToastInput): number {
  const toast: Toast = {
    id: nextId++,
    title: input.title ?? '',
    text: input.text ?? '',
    kind: input.kind ?? 'info',
    durationMs: input.durationMs ?? TOAST_DEFAULT_MS,
    createdAt: Date.now(),
  };
  visible = [...visible, toast];
  history = [...history, toast].slice(-TOAST_HISTORY_LIMIT);
  if (toast.durationMs > 0)
    timers.set(
      toast.id,
      setTimeout(() => dismissToast(toast.id), toast.durationMs),
    );
  emit();
  return toast.id;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (!visible.some((t) => t.id === id)) return;
  visible = visible.filter((t) => t.id !== id);
  emit();
}

export const getToasts = (): readonly Toast[] => visible;
/** The last 100 toasts shown, oldest first. */
export const getToastHistory = (): readonly Toast[] => history;

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearToasts(options: { history?: boolean } = {}): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  visible = [];
  if (options.history) history = [];
  emit();
}
