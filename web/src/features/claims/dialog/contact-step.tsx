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
import { useForm, useSelector } from '@tanstack/react-form';
import { boundInput } from '#web/lib/form-state.ts';
import { CheckboxField, showValidationErrors, TextField } from '#web/ui/index.ts';
import { BackButton, RadioChoices, SelectField, Step, StepActions } from './fields.tsx';

type Field = keyof ServiceContactPreferences;
const fieldId = (field: Field) => `claim-contact-${field}`;
/** The validation dialog lists the problems in the order of the form. */
const ORDER: readonly Field[] = ['contactName', 'phone', 'email'];

/** The contact's problems for the validation dialog; undefined when there is none. */
function listedProblems(contact: ServiceContactPreferences) {
  const problems = validateContactPreferences(contact);
  const listed = ORDER.flatMap((field) => {
    const message = problems[field];
    return message ? [{ message, fieldId: fieldId(field) }] : [];
  });
  return listed.length ? listed : undefined;
}

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
  const form = useForm({
    defaultValues: contact,
    validators: { onSubmit: ({ value }) => listedProblems(value) },
    // The dialog keeps the contact for the steps after this one (and for Back).
    listeners: { onChange: ({ formApi }) => onChange(formApi.state.values) },
    onSubmitInvalid: ({ value }) => void showValidationErrors(listedProblems(value) ?? []),
    onSubmit: () => onContinue(),
  });
  const attempted = useSelector(form.store, (state) => state.submissionAttempts > 0);
  const values = useSelector(form.store, (state) => state.values);
  const problems = validateContactPreferences(values);
  const errorFor = (field: Field) => (attempted ? problems[field] : undefined);

  return (
    <Step title="How should we contact you?">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="contactName">
          {(field) => (
            <TextField
              id={fieldId('contactName')}
              label="Contact name"
              autoComplete="name"
              maxLength={maxLengthOf(ContactPreferencesSchema, 'contactName')}
              error={errorFor('contactName')}
              {...boundInput(field)}
            />
          )}
        </form.Field>
        <form.Field name="phone">
          {(field) => (
            <TextField
              id={fieldId('phone')}
              label="Phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="###-###-####"
              error={errorFor('phone')}
              value={field.state.value}
              onChange={(event) => field.handleChange(formatPhone(event.target.value))}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <form.Field name="email">
          {(field) => (
            <TextField
              id={fieldId('email')}
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={maxLengthOf(ContactPreferencesSchema, 'email')}
              error={errorFor('email')}
              {...boundInput(field)}
            />
          )}
        </form.Field>
        <form.Field name="preferredContactMethod">
          {(field) => (
            <RadioChoices
              id={fieldId('preferredContactMethod')}
              legend="How would you like us to reach you?"
              value={field.state.value}
              onChange={(value) => field.handleChange(value as ContactMethod)}
              choices={CONTACT_METHODS.map((method) => ({ value: method, label: CONTACT_METHOD_LABELS[method] }))}
            />
          )}
        </form.Field>
        <form.Field name="bestTimeToContact">
          {(field) => (
            <SelectField
              id={fieldId('bestTimeToContact')}
              label="Best time to reach you"
              value={field.state.value}
              onChange={(value) => field.handleChange(value as ContactTime)}
              choices={CONTACT_TIMES.map((time) => ({ value: time, label: CONTACT_TIME_LABELS[time] }))}
            />
          )}
        </form.Field>
        <form.Field name="permissionToEnter">
          {(field) => (
            <CheckboxField
              id={fieldId('permissionToEnter')}
              label="The technician may come in if no adult is home"
              checked={field.state.value}
              onChange={(event) => field.handleChange(event.target.checked)}
            />
          )}
        </form.Field>
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
