/**
 * A field of a person's contact details, as every public form asks for it: the kind sets the keyboard, what the
 * browser offers to fill in and the label (a form may give its own, e.g. "Phone (optional)"). The value is text;
 * the form checks it with the rules of shared/.
 */
import { m } from '@hw/shared/i18n';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { TextField } from './field.tsx';

export type ContactFieldKind = 'name' | 'email' | 'phone' | 'street' | 'zip';

const INPUTS: Record<ContactFieldKind, InputHTMLAttributes<HTMLInputElement>> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  street: { autoComplete: 'street-address' },
  zip: { inputMode: 'numeric', autoComplete: 'postal-code' },
};

const LABELS: Record<ContactFieldKind, () => string> = {
  name: () => m.site_form_name(),
  email: () => m.site_form_email(),
  phone: () => m.site_form_phone(),
  street: () => m.site_form_address(),
  zip: () => m.site_form_zip(),
};

export interface ContactFieldProps {
  kind: ContactFieldKind;
  id: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number | undefined;
  error?: string | undefined;
  label?: ReactNode;
  /** Show the error text under the field (in a narrow panel with no room for the tooltip). */
  showErrorText?: boolean;
}

export function ContactField({ kind, id, value, onChange, maxLength, error, label, showErrorText }: ContactFieldProps) {
  return (
    <TextField
      id={id}
      label={label ?? LABELS[kind]()}
      {...INPUTS[kind]}
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      showErrorText={showErrorText}
    />
  );
}

/** The part of a form's state its contact fields need (useCheckedForm gives it). */
export interface ContactFieldsForm<F extends string> {
  fieldId: (name: F) => string;
  values: Record<F, string>;
  set: (name: F) => (value: string) => void;
  errors: Partial<Record<F, string>>;
}

/** A form's contact fields, in the order `fields` names them, each with its value, limit and error (while shown). */
export function ContactFields<F extends string>({
  fields,
  form,
  labels,
  maxLength,
  showErrorText,
}: {
  /** The form's name for each field, with its kind. */
  fields: { readonly [K in F]: ContactFieldKind };
  form: NoInfer<ContactFieldsForm<F>>;
  /** The form's own labels, where it has them. */
  labels?: NoInfer<Partial<Record<F, ReactNode>>>;
  maxLength: (name: NoInfer<F>) => number;
  showErrorText?: boolean;
}) {
  return (Object.entries(fields) as [F, ContactFieldKind][]).map(([name, kind]) => (
    <ContactField
      key={name}
      kind={kind}
      id={form.fieldId(name)}
      label={labels?.[name]}
      maxLength={maxLength(name)}
      value={form.values[name]}
      onChange={form.set(name)}
      error={form.errors[name]}
      showErrorText={showErrorText}
    />
  ));
}
