/**
 * Form fields. A field in error shows the word REQUIRED under it and its error text as a tooltip
 *, which assistive technology reads as the field's description.
 */
import { messages } from '@hw/shared';
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  /** Hide the REQUIRED word under a field in error. */
  hideRequiredWord?: boolean;
  /** Show the error text under the field instead of the REQUIRED word and tooltip. */
  showErrorText?: boolean;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  id,
  label,
  error,
  hideRequiredWord,
  showErrorText,
  hideLabel,
  hint,
  className,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame {...{ id, label, error, hideRequiredWord, showErrorText, hideLabel, hint }}>
      <input
        {...input}
        ref={ref}
        id={id}
        className={className ? `ui-field__input ${className}` : 'ui-field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        title={error ?? input.title}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>,
    Pick<TextFieldProps, 'id' | 'label' | 'error' | 'hideRequiredWord' | 'showErrorText' | 'hideLabel' | 'hint'> {}

/** A field of several lines (a message, details), with the label and error of a text field. */
export function TextAreaField({
  id,
  label,
  error,
  hideRequiredWord,
  showErrorText,
  hideLabel,
  hint,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame {...{ id, label, error, hideRequiredWord, showErrorText, hideLabel, hint }}>
      <textarea
        {...textarea}
        id={id}
        className={className ? `ui-field__input ${className}` : 'ui-field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        title={error ?? textarea.title}
      />
    </FieldFrame>
  );
}

const describedBy = (id: string, error: string | undefined, hint: ReactNode) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A field's label, then its control, then its error (the REQUIRED word and a description, or the text) and hint. */
function FieldFrame({
  id,
  label,
  error,
  hideRequiredWord,
  showErrorText,
  hideLabel,
  hint,
  children,
}: Pick<TextFieldProps, 'id' | 'label' | 'error' | 'hideRequiredWord' | 'showErrorText' | 'hideLabel' | 'hint'> & {
  children: ReactNode;
}) {
  return (
    <div className={error ? 'ui-field ui-field--error' : 'ui-field'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      {children}
      {error && (
        <>
          {!hideRequiredWord && !showErrorText && (
            <span className="ui-field__required" aria-hidden="true">
              {messages.requiredLabel}
            </span>
          )}
          <span id={`${id}-error`} className={showErrorText ? 'ui-field__error-text' : 'visually-hidden'}>
            {error}
          </span>
        </>
      )}
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: ReactNode;
}

export function CheckboxField({ id, label, ...input }: CheckboxFieldProps) {
  return (
    <div className="ui-check">
      <input {...input} id={id} type="checkbox" className="ui-check__input" />
      <label htmlFor={id} className="ui-check__label">
        {label}
      </label>
    </div>
  );
}
