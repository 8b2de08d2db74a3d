import { formatPhone } from '@hw/shared';
import type { ReactNode } from 'react';
import { TextField } from '#web/ui/index.ts';

/** A US phone number typed on the account pages, shaped to ###-###-#### as it is typed. */
export function PhoneField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  return (
    <TextField
      id={id}
      label={label}
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="###-###-####"
      value={value}
      onChange={(event) => onChange(formatPhone(event.target.value))}
      onBlur={onBlur}
      error={error}
    />
  );
}
