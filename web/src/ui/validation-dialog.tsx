/**
 * The validation dialog: "Oops...we need a bit more information!" with the list
 * of problems. Enter closes it, and then the first field in error gets focus.
 */
import { messages } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useRef, useSyncExternalStore } from 'react';
import { Modal } from './modal.tsx';

export interface FieldProblem {
  message: string;
  /** The id of the input in error. */
  fieldId?: string;
}

let open: { problems: readonly FieldProblem[]; resolve: () => void } | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows the problems; resolves when the dialog closes. */
export function showValidationErrors(problems: readonly FieldProblem[]): Promise<void> {
  open?.resolve();
  return new Promise((resolve) => {
    open = { problems, resolve };
    emit();
  });
}

function close() {
  const was = open;
  open = null;
  emit();
  was?.resolve();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => open;

export function ValidationHost() {
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const okRef = useRef<HTMLButtonElement>(null);
  if (!state) return null;
  const firstFieldId = state.problems.find((p) => p.fieldId)?.fieldId;
  return (
    <Modal
      open
      role="alertdialog"
      title={messages.forms.validationDialogTitle}
      onClose={close}
      initialFocus={okRef}
      finalFocus={() => (firstFieldId ? document.getElementById(firstFieldId) : null)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        close();
      }}
      footer={
        <button type="button" className="button button--primary" ref={okRef} onClick={close}>
          {m.order_validation_ok()}
        </button>
      }
    >
      <ul className="ui-validation-list">
        {state.problems.map((problem) => (
          <li key={`${problem.fieldId ?? ''}:${problem.message}`}>{problem.message}</li>
        ))}
      </ul>
    </Modal>
  );
}
