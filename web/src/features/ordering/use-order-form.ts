/**
 * The order's TanStack forms. The order form starts from the draft and writes every change back into it
 * (so session storage always holds the order); its submit runs the order's rules first. The card form is
 * separate and writes nowhere: its values live in this component state only.
 */
import { useForm, useSelector } from '@tanstack/react-form';
import { useEffect, useRef } from 'react';
import type { OrderDraft } from './draft.ts';
import { getDraft, updateDraft } from './draft-store.ts';
import { applyFormValues, formValuesOf, type OrderFormValues } from './form-values.ts';
import type { OrderProblem } from './validation.ts';

export interface OrderFormOptions {
  /** The order's problems for these values; none means the order may be sent. */
  check: (values: OrderFormValues) => OrderProblem[];
  onInvalid: (problems: OrderProblem[]) => void;
  onValid: (values: OrderFormValues) => Promise<void>;
}

export function useOrderForm(options: OrderFormOptions) {
  // The form keeps the callbacks it was made with: these always reach the latest render's.
  const latest = useRef(options);
  latest.current = options;
  const form = useForm({
    defaultValues: formValuesOf(getDraft()),
    validators: {
      onSubmit: ({ value }) => {
        const problems = latest.current.check(value);
        return problems.length ? problems : undefined;
      },
    },
    onSubmitInvalid: ({ value }) => latest.current.onInvalid(latest.current.check(value)),
    onSubmit: ({ value }) => latest.current.onValid(value),
  });

  useEffect(() => {
    let last = form.state.values;
    const subscription = form.store.subscribe(() => {
      const values = form.state.values;
      if (values === last) return;
      last = values;
      updateDraft((draft: OrderDraft) => applyFormValues(draft, values));
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return form;
}

export type OrderForm = ReturnType<typeof useOrderForm>;

/** The order form's values, re-rendering on every change. */
export const useOrderValues = (form: OrderForm): OrderFormValues => useSelector(form.store, (state) => state.values);

export const useSubmissionAttempts = (form: OrderForm): number =>
  useSelector(form.store, (state) => state.submissionAttempts);
