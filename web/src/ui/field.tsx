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

export function TextField({ ref, ...props }: TextFieldProps) {
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} ref={ref} />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>,
    Pick<TextFieldProps, FrameKey> {}

/** A field of several lines (a message, details), with the label and error of a text field. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} />
    </FieldFrame>
  );
}

export interface SelectChoice {
  value: string;
  label: ReactNode;
  disabled?: boolean | undefined;
}

export interface SelectFieldProps extends Pick<TextFieldProps, 'id' | 'label' | 'error'> {
  value: string;
  choices: readonly SelectChoice[];
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  disabled?: boolean | undefined;
  /** Offers an empty choice first, with this text. */
  placeholder?: string | undefined;
  className?: string | undefined;
}

/** A choice in a drop-down list, with the label and error of a text field. */
export function SelectField({ onChange, choices, placeholder, ...props }: SelectFieldProps) {
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type FrameKey = 'id' | 'label' | 'error' | 'hideRequiredWord' | 'showErrorText' | 'hideLabel' | 'hint';
type FrameProps = Pick<TextFieldProps, FrameKey>;

/** A field's props for its frame, and for its control: the rest, marked with the field's id, class and error. */
function splitField<P extends FrameProps & { className?: string | undefined; title?: string | undefined }>({
  id,
  label,
  error,
  hideRequiredWord,
  showErrorText,
  hideLabel,
  hint,
  className,
  title,
  ...rest
}: P) {
  return {
    frame: { id, label, error, hideRequiredWord, showErrorText, hideLabel, hint },
    control: {
      ...rest,
      id,
      className: className ? `ui-field__input ${className}` : 'ui-field__input',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, error, hint),
      title: error ?? title,
    },
  };
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
}: FrameProps & { children: ReactNode }) {
  return (
    <div className={error ? 'ui-field ui-field--error' : 'ui-field'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      {children}
      <FieldError {...{ id, error, hideRequiredWord, showErrorText }} />
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * Under a control in error: the REQUIRED word and the error text, which assistive technology reads as the
 * control's description (`${id}-error`); or, with showErrorText, the text itself.
 */
export function FieldError({
  id,
  error,
  hideRequiredWord,
  showErrorText,
}: Pick<TextFieldProps, 'id' | 'error' | 'hideRequiredWord' | 'showErrorText'>) {
  if (!error) return null;
  return (
    <>
      {!hideRequiredWord && !showErrorText && (
        <span className="ui-field__required" aria-hidden="true">
          {messages.forms.requiredLabel}
        </span>
      )}
      <span id={`${id}-error`} className={showErrorText ? 'ui-field__error-text' : 'visually-hidden'}>
        {error}
      </span>
    </>
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
