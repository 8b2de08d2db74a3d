/**
 * The order form's inputs that the ui kit does not have (a select, a radio group), drawn like its
 * TextField: a field in error shows REQUIRED under it and its message as a tooltip.
 */
import { messages } from '@hw/shared';
import type { AnyFieldApi } from '@tanstack/react-form';
import type { ChangeEvent, ReactNode } from 'react';
import { fieldId } from './form-values.ts';

/** The error to show under a field, by the field's name; undefined while none is shown. */
export type ErrorLookup = (name: string) => string | undefined;

function ErrorNote({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <>
      <span className="ui-field__required" aria-hidden="true">
        {messages.requiredLabel}
      </span>
      <span id={`${id}-error`} className="visually-hidden">
        {error}
      </span>
    </>
  );
}

/** Props for the ui kit's TextField from a bound form field, with an optional input rule (formatPhone). */
export function textProps(field: AnyFieldApi, errorFor: ErrorLookup, format?: (typed: string) => string) {
  return {
    id: fieldId(field.name),
    name: field.name,
    value: String(field.state.value ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      field.handleChange(format ? format(event.target.value) : event.target.value),
    onBlur: field.handleBlur,
    error: errorFor(field.name),
  };
}

export interface Choice {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export function SelectField({
  id,
  label,
  value,
  choices,
  onChange,
  onBlur,
  error,
  placeholder,
}: {
  id: string;
  label: ReactNode;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  placeholder?: string;
}) {
  return (
    <div className={error ? 'ui-field ui-field--error' : 'ui-field'}>
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <select
        id={id}
        className="ui-field__input order-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        title={error}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </select>
      <ErrorNote id={id} error={error} />
    </div>
  );
}

/** A radio group; the first enabled choice carries the group's id so the validation dialog can focus it. */
export function RadioGroup({
  id,
  legend,
  name,
  value,
  choices,
  onChange,
  error,
}: {
  id: string;
  legend: ReactNode;
  name: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const focusTarget = choices.find((choice) => !choice.disabled)?.value;
  return (
    <fieldset
      className={error ? 'order-radios ui-field--error' : 'order-radios'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="ui-field__label">{legend}</legend>
      {choices.map((choice) => {
        const inputId = choice.value === focusTarget ? id : `${id}-${choice.value}`;
        return (
          <label
            key={choice.value}
            className={choice.disabled ? 'order-radio order-radio--disabled' : 'order-radio'}
            htmlFor={inputId}
          >
            <input
              id={inputId}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        );
      })}
      <ErrorNote id={id} error={error} />
    </fieldset>
  );
}
