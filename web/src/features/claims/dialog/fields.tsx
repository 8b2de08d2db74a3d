/**
 * The dialog's inputs the ui kit does not have (radio and check-box groups), drawn like its TextField: a
 * field in error shows REQUIRED under it and its message as a tooltip; the kit's select and text area in
 * the dialog's look; and the frame of a step: its heading, which takes the focus when the step opens, and
 * its buttons.
 */
import { m } from '@hw/shared/i18n';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import {
  FieldError,
  SelectField as KitSelectField,
  TextAreaField as KitTextAreaField,
  type SelectFieldProps,
  type TextAreaFieldProps,
} from '#web/ui/index.ts';

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
      <FieldError id={id} error={error} />
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
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

export function SelectField(props: Omit<SelectFieldProps, 'className'>) {
  return <KitSelectField {...props} className="claim-select" />;
}

export function TextAreaField(props: Omit<TextAreaFieldProps, 'className'>) {
  return <KitTextAreaField {...props} className="claim-textarea" />;
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

/**
 * A step's form (without the browser's own checks): its content, then Back and the submit button, Continue
 * unless `submitLabel` says otherwise.
 */
export function StepForm({
  onSubmit,
  onBack,
  submitLabel,
  children,
}: {
  onSubmit: () => void;
  onBack: () => void;
  submitLabel?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <BackAndNext onBack={onBack} label={submitLabel} />
    </form>
  );
}

/** Back, and the way on: the form's submit button, or with `onNext` a button of its own; Continue unless `label`. */
export function BackAndNext({ onBack, onNext, label }: { onBack: () => void; onNext?: () => void; label?: ReactNode }) {
  return (
    <StepActions>
      <BackButton onClick={onBack} />
      <button type={onNext ? 'button' : 'submit'} className="button button--primary" onClick={onNext}>
        {label ?? m.claim_continue()}
      </button>
    </StepActions>
  );
}

export function BackButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="button" onClick={onClick} disabled={disabled}>
      {m.claim_back()}
    </button>
  );
}
