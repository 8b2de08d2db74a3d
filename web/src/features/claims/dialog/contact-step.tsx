/**
 * How the technician's office reaches the homeowner: name, phone and e-mail (prefilled from the profile),
 * the way and the time they prefer, and whether the technician may come in when no adult is home. Checked
 * with the shared rule the API applies (validateContactPreferences).
 */
import {
  CONTACT_METHOD_LABELS,
  CONTACT_METHODS,
  CONTACT_TIME_LABELS,
  CONTACT_TIMES,
  type ContactMethod,
  ContactPreferencesSchema,
  type ContactTime,
  formatPhone,
  maxLengthOf,
  type ServiceContactPreferences,
  validateContactPreferences,
} from '@hw/shared';
import { type FormEvent, useState } from 'react';
import { CheckboxField, showValidationErrors, TextField } from '#web/ui/index.ts';
import { BackButton, RadioChoices, SelectField, Step, StepActions } from './fields.tsx';

type Field = keyof ServiceContactPreferences;
const fieldId = (field: Field) => `claim-contact-${field}`;
/** The validation dialog lists the problems in the order of the form. */
const ORDER: readonly Field[] = ['contactName', 'phone', 'email'];

export function ContactStep({
  contact,
  onChange,
  onContinue,
  onBack,
}: {
  contact: ServiceContactPreferences;
  onChange: (contact: ServiceContactPreferences) => void;
  onContinue: () => void;
  onBack: () => void;
}) {
  const [attempted, setAttempted] = useState(false);
  const problems = validateContactPreferences(contact);
  const errorFor = (field: Field) => (attempted ? problems[field] : undefined);
  const set = <K extends Field>(field: K, value: ServiceContactPreferences[K]) =>
    onChange({ ...contact, [field]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const listed = ORDER.flatMap((field) => {
      const message = problems[field];
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    });
    if (listed.length) {
      void showValidationErrors(listed);
      return;
    }
    onContinue();
  };

  return (
    <Step title="How should we contact you?">
      <form onSubmit={submit} noValidate>
        <TextField
          id={fieldId('contactName')}
          label="Contact name"
          autoComplete="name"
          maxLength={maxLengthOf(ContactPreferencesSchema, 'contactName')}
          error={errorFor('contactName')}
          value={contact.contactName}
          onChange={(event) => set('contactName', event.target.value)}
        />
        <TextField
          id={fieldId('phone')}
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="###-###-####"
          error={errorFor('phone')}
          value={contact.phone}
          onChange={(event) => set('phone', formatPhone(event.target.value))}
        />
        <TextField
          id={fieldId('email')}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={maxLengthOf(ContactPreferencesSchema, 'email')}
          error={errorFor('email')}
          value={contact.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <RadioChoices
          id={fieldId('preferredContactMethod')}
          legend="How would you like us to reach you?"
          value={contact.preferredContactMethod}
          onChange={(value) => set('preferredContactMethod', value as ContactMethod)}
          choices={CONTACT_METHODS.map((method) => ({ value: method, label: CONTACT_METHOD_LABELS[method] }))}
        />
        <SelectField
          id={fieldId('bestTimeToContact')}
          label="Best time to reach you"
          value={contact.bestTimeToContact}
          onChange={(value) => set('bestTimeToContact', value as ContactTime)}
          choices={CONTACT_TIMES.map((time) => ({ value: time, label: CONTACT_TIME_LABELS[time] }))}
        />
        <CheckboxField
          id={fieldId('permissionToEnter')}
          label="The technician may come in if no adult is home"
          checked={contact.permissionToEnter}
          onChange={(event) => set('permissionToEnter', event.target.checked)}
        />
        <StepActions>
          <BackButton onClick={onBack} />
          <button type="submit" className="button button--primary">
            Continue
          </button>
        </StepActions>
      </form>
    </Step>
  );
}
