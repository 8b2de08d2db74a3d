/** The Yes/No confirmation: `await confirm({ title, content })` from anywhere. */
import { useRef, useSyncExternalStore } from 'react';
import { Modal } from './modal.tsx';

export interface ConfirmRequest {
  title: string;
  /** Line breaks start new paragraphs. */
  content: string;
  yesLabel?: string;
  noLabel?: string;
}

interface Pending extends ConfirmRequest {
  resolve: (yes: boolean) => void;
}

let queue: readonly Pending[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function confirm(request: ConfirmRequest): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { ...request, resolve }];
    emit();
  });
}

function answer(yes: boolean) {
  const [first, ...rest] = queue;
  if (!first) return;
  queue = rest;
  emit();
  first.resolve(yes);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => queue[0];

export function ConfirmHost() {
  const request = useSyncExternalStore(subscribe, current, current);
  const yesRef = useRef<HTMLButtonElement>(null);
  if (!request) return null;
  return (
    <Modal
      open
      role="alertdialog"
      title={request.title}
      onClose={() => answer(false)}
      closeOnOverlay={false}
      initialFocus={yesRef}
      footer={
        <>
          <button type="button" className="button" onClick={() => answer(false)}>
            {request.noLabel ?? 'No'}
          </button>
          <button type="button" className="button button--primary" ref={yesRef} onClick={() => answer(true)}>
            {request.yesLabel ?? 'Yes'}
          </button>
        </>
      }
    >
      {request.content.split('\n').map((line, index) => (
        // Lines have no identity of their own; their order is the content.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index}>{line}</p>
      ))}
    </Modal>
  );
}
