/**
 * The order's typed fields, bound to the draft itself: a field reads its value from the draft and writes each
 * change straight back (draft-store.ts keeps it in session storage), so there is one record of the order and
 * nothing to keep in step with it. The card is not a field here: it is typed into the gateway's hosted form.
 */
import { type ReactNode, useMemo } from 'react';
import { getDraft, updateDraft, useDraft } from './draft-store.ts';
import { applyFormValues, formValuesOf, type OrderFormValues } from './form-values.ts';

/** A dotted path into the order's values: `owner.email`, `payment.billingAddress`. */
export type OrderFieldName<T = OrderFormValues> = {
  [K in keyof T & string]: T[K] extends object ? K | `${K}.${OrderFieldName<T[K]>}` : K;
}[keyof T & string];

/** A path to one typed value (a string, number or yes/no), never a group of them. */
export type OrderLeafName<T = OrderFormValues> = {
  [K in keyof T & string]: T[K] extends object ? `${K}.${OrderLeafName<T[K]>}` : K;
}[keyof T & string];

/** The value at a dotted path. */
export type OrderFieldValue<P extends string, T = OrderFormValues> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof T
    ? OrderFieldValue<Rest, T[K]>
    : never
  : P extends keyof T
    ? T[P]
    : never;

function valueAt(values: OrderFormValues, name: string): unknown {
  let value: unknown = values;
  for (const key of name.split('.')) value = (value as Record<string, unknown>)[key];
  return value;
}

function withValueAt(values: OrderFormValues, name: string, value: unknown): OrderFormValues {
  const [key = '', ...rest] = name.split('.');
  const record = values as unknown as Record<string, unknown>;
  const next = rest.length
    ? withValueAt(record[key] as OrderFormValues, rest.join('.'), value)
    : (value as OrderFormValues);
  return { ...values, [key]: next } as OrderFormValues;
}

/** Writes one of the order's values into the draft (formatted as the draft keeps it, see applyFormValues). */
export function setOrderValue<P extends OrderFieldName>(name: P, value: OrderFieldValue<P>): void {
  updateDraft((draft) => applyFormValues(draft, withValueAt(formValuesOf(draft), name, value)));
}

/** The order's values now, outside React. */
export const currentOrderValues = (): OrderFormValues => formValuesOf(getDraft());

/** The order's values, re-rendering on every change of the draft. */
export function useOrderValues(): OrderFormValues {
  const draft = useDraft();
  return useMemo(() => formValuesOf(draft), [draft]);
}

export interface BoundField<P extends OrderLeafName> {
  name: P;
  value: OrderFieldValue<P>;
  change: (value: OrderFieldValue<P>) => void;
}

/** One field of the order, re-rendering only when its own value changes. */
export function OrderField<P extends OrderLeafName>({
  name,
  children,
}: {
  name: P;
  children: (field: BoundField<P>) => ReactNode;
}) {
  const value = useDraft((draft) => valueAt(formValuesOf(draft), name)) as OrderFieldValue<P>;
  return children({ name, value, change: (next) => setOrderValue(name, next) });
}
