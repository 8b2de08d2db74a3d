/**
 * An on/off switch (a button with role="switch"): it shows the state it is given and asks `onChange` for the
 * other one; the owner decides when the state really changes (after a confirmation, or once the server agreed).
 * Its name comes from `label` or from the element `labelledBy` names.
 */
import type { Ref } from 'react';

export interface SwitchProps {
  id?: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  /** The accessible name, when no visible label names it (`labelledBy`). */
  label?: string;
  labelledBy?: string;
  describedBy?: string | undefined;
  disabled?: boolean;
  /** A change is being saved: the switch waits and says so to assistive technology. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Switch({ id, checked, onChange, label, labelledBy, describedBy, disabled, busy, ref }: SwitchProps) {
  return (
    <button
      ref={ref}
      id={id}
      type="button"
      role="switch"
      className="ui-switch"
      aria-checked={checked}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onClick={() => onChange(!checked)}
    >
      <span className="ui-switch__track" aria-hidden="true">
        <span className="ui-switch__thumb" />
      </span>
    </button>
  );
}
