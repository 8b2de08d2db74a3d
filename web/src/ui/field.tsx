/**
 * Form fields. A field in error shows the word REQUIRED under it and its error text as a tooltip
 *, which assistive technology reads as the field's description.
 */
import { messages } from '@hw/shared';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

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
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'ui-field ui-field--error' : 'ui-field'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        className={className ? `ui-field__input ${className}` : 'ui-field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        title={error ?? input.title}
      />
      {error && (
        <>
          {!hideRequiredWord && !showErrorText && (
            <span className="ui-field__required" aria-hidden="true">
              {messages.requiredLabel}
            </span>
          )}
          <span id={errorId} className={showErrorText ? 'ui-field__error-text' : 'visually-hidden'}>
            {error}
          </span>
        </>
      )}
      {hint && (
        <p id={hintId} className="ui-field__hint">
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
