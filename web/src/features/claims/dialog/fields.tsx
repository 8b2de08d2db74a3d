/**
 * The dialog's inputs the ui kit does not have (radio and check-box groups, a select, a text area), drawn
 * like its TextField: a field in error shows REQUIRED under it and its message as a tooltip;
 * and the frame of a step: its heading, which takes the focus when the step opens, and its
 * buttons.
 */
import { messages } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type ReactNode, type TextareaHTMLAttributes, useEffect, useId, useRef } from 'react';

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

export interface Choice {
  value: string;
  label: ReactNode;
  /** Under the label, in small type. */
  hint?: ReactNode;
  disabled?: boolean;
}

interface GroupProps {
  /** The id of the group; the first choice's input gets `${id}-0` (the validation dialog focuses it). */
  id: string;
  legend: ReactNode;
  /** Keep the legend for assistive technology only (the step's heading says it). */
  hideLegend?: boolean;
  choices: readonly Choice[];
  error?: string | undefined;
}

export const firstChoiceId = (groupId: string) => `${groupId}-0`;

export function RadioChoices({
  id,
  legend,
  hideLegend,
  choices,
  value,
  onChange,
  error,
}: GroupProps & { value: string | null; onChange: (value: string) => void }) {
  return (
    <fieldset
      className={error ? 'claim-choices claim-choices--error' : 'claim-choices'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={hideLegend ? 'visually-hidden' : undefined}>{legend}</legend>
      {choices.map((choice, index) => (
        <label
          key={choice.value}
          className={choice.disabled ? 'claim-choice claim-choice--disabled' : 'claim-choice'}
          title={error}
        >
          <input
            type="radio"
            id={`${id}-${index}`}
            name={id}
            value={choice.value}
            checked={value === choice.value}
            disabled={choice.disabled}
            onChange={() => onChange(choice.value)}
          />
          <span>
            {choice.label}
            {choice.hint && <small className="claim-choice__hint">{choice.hint}</small>}
          </span>
        </label>
      ))}
      <ErrorNote id={id} error={error} />
    </fieldset>
  );
}

export function CheckChoices({
  id,
  legend,
  hideLegend,
  choices,
  values,
  onChange,
  error,
}: GroupProps & { values: readonly string[]; onChange: (values: string[]) => void }) {
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...values, value] : values.filter((v) => v !== value);
    // In the order of the choices, whatever the order of the clicks.
    onChange(choices.map((c) => c.value).filter((v) => next.includes(v)));
  };
  return (
    <fieldset
      className={error ? 'claim-choices claim-choices--error' : 'claim-choices'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={hideLegend ? 'visually-hidden' : undefined}>{legend}</legend>
      {choices.map((choice, index) => (
        <label key={choice.value} className="claim-choice" title={error}>
          <input
            type="checkbox"
            id={`${id}-${index}`}
            value={choice.value}
            checked={values.includes(choice.value)}
            disabled={choice.disabled}
            onChange={(event) => toggle(choice.value, event.target.checked)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
      <ErrorNote id={id} error={error} />
    </fieldset>
  );
}

export function SelectField({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: ReactNode;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="ui-field">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <select
        id={id}
        className="ui-field__input claim-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  hideLabel,
  error,
  hint,
  ...area
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: ReactNode;
  hideLabel?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'ui-field ui-field--error' : 'ui-field'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      <textarea
        {...area}
        id={id}
        className="ui-field__input claim-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        title={error}
      />
      <ErrorNote id={id} error={error} />
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * One step of the dialog: a section named by its heading, which takes the focus when the step opens so
 * that a screen reader says where the homeowner is. Mount it with a key per step.
 */
export function Step({ title, children, className }: { title: ReactNode; children: ReactNode; className?: string }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={className ? `claim-step ${className}` : 'claim-step'} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="claim-step__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The buttons under a step: Back on the left, the way on at the right. */
export function StepActions({ children }: { children: ReactNode }) {
  return <div className="claim-actions">{children}</div>;
}

export function BackButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="button" onClick={onClick} disabled={disabled}>
      {m.claim_back()}
    </button>
  );
}
