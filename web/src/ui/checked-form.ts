/**
 * The state of a public form checked by the rules of shared/: its values, the ids of its fields (unique on
 * the page), its errors once a submit was attempted, and the submit itself: with problems, the validation
 * dialog lists them in the form's order; else the form sends, once at a time.
 */
import { type FormEvent, useId, useState } from 'react';
import { type FieldProblem, showValidationErrors } from './validation-dialog.tsx';

/** The fields of the values that hold text. */
type TextKey<V> = Extract<{ [K in keyof V]: V[K] extends string ? K : never }[keyof V], keyof V & string>;

export interface CheckedFormOptions<V extends object, F extends string> {
  /** The start of the fields' ids. */
  idPrefix: string;
  initial: V | (() => V);
  /** The problems of the values, by field. */
  check: (values: V) => Partial<Record<F, string>>;
  /** The checked fields in the order the form shows them. */
  order: readonly F[];
  /** Sends valid values and shows what came of it; `clear` empties the form again and hides its errors. */
  send: (values: V, clear: () => void) => Promise<void>;
}

function fieldProblems<F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, string>>,
  fieldId: (field: F) => string,
): FieldProblem[] {
  return order.flatMap((field) => {
    const message = errors[field];
    return message ? [{ message, fieldId: fieldId(field) }] : [];
  });
}

export function useCheckedForm<V extends object, F extends string>({
  idPrefix,
  initial,
  check,
  order,
  send,
}: CheckedFormOptions<V, F>) {
  const prefix = `${idPrefix}${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const fieldId = (field: string) => `${prefix}-${field}`;
  const [values, setValues] = useState<V>(initial);
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const errors: Partial<Record<F, string>> = attempted ? check(values) : {};

  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) =>
      setValues((previous) => ({ ...previous, [key]: value }));

  /** What a text input or text area takes to be this field: its id, value, changes and error (once shown). */
  const textField = <K extends TextKey<V>>(key: K) => ({
    id: fieldId(key),
    value: String(values[key]),
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value as V[K]),
    error: (errors as Partial<Record<string, string>>)[key],
  });

  const clear = () => {
    setValues(initial);
    setAttempted(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    const problems = fieldProblems(order, check(values), fieldId);
    if (problems.length) {
      void showValidationErrors(problems);
      return;
    }
    setSending(true);
    try {
      await send(values, clear);
    } finally {
      setSending(false);
    }
  };

  return { fieldId, values, set, textField, errors, sending, submit };
}
