/**
 * The order form's inputs: the ui kit's select in the form's look, and a radio group the kit does not have,
 * drawn like its TextField: a field in error shows REQUIRED under it and its message as a tooltip.
 */
import type { ChangeEvent, ReactNode } from 'react';
import { FieldError, SelectField as KitSelectField, type SelectChoice, type SelectFieldProps } from '#web/ui/index.ts';
import { fieldId } from './form-values.ts';

/** The error to show under a field, by the field's name; undefined while none is shown. */
export type ErrorLookup = (name: string) => string | undefined;

/** Props for the ui kit's TextField from a text field of the order, with an optional input rule (formatPhone). */
export function textProps(
  field: { name: string; value: string; change: (value: string) => void },
  errorFor: ErrorLookup,
  format?: (typed: string) => string,
) {
  return {
    id: fieldId(field.name),
    name: field.name,
    value: field.value,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      field.change(format ? format(event.target.value) : event.target.value),
    error: errorFor(field.name),
  };
}

export function SelectField(props: Omit<SelectFieldProps, 'className'>) {
  return <KitSelectField {...props} className="order-select" />;
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
  choices: readonly SelectChoice[];
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
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
