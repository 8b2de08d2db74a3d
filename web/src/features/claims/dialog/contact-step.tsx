/**
 * How the technician's office reaches the homeowner: name, phone and e-mail (prefilled from the profile),
 * the way and the time they prefer, and whether the technician may come in when no adult is home. Checked
 * with the shared rule the API applies (validateContactPreferences).
 */
import {
  CONTACT_METHODS,
  CONTACT_TIMES,
  type ContactMethod,
  ContactPreferencesSchema,
  type ContactTime,
  formatPhone,
  maxLengthOf,
  type ServiceContactPreferences,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useForm, useSelector } from '@tanstack/react-form';
import { boundInput } from '#web/lib/form-state.ts';
import { CheckboxField, showValidationErrors, TextField } from '#web/ui/index.ts';
import { contactMethodLabel, contactProblems, contactTimeLabel } from './contact-words.ts';
import { RadioChoices, SelectField, Step, StepForm } from './fields.tsx';

type Field = keyof ServiceContactPreferences;
const fieldId = (field: Field) => `claim-contact-${field}`;
/** The validation dialog lists the problems in the order of the form. */
const ORDER: readonly Field[] = ['contactName', 'phone', 'email'];

/** The contact's problems for the validation dialog; undefined when there is none. */
function listedProblems(contact: ServiceContactPreferences) {
  const problems = contactProblems(contact);
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
  const problems = contactProblems(values);
  const errorFor = (field: Field) => (attempted ? problems[field] : undefined);

  return (
    <Step title={m.claim_contact_title()}>
      <StepForm onSubmit={() => void form.handleSubmit()} onBack={onBack}>
        <form.Field name="contactName">
          {(field) => (
            <TextField
              id={fieldId('contactName')}
              label={m.claim_contact_name()}
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
              label={m.claim_contact_phone()}
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
              label={m.claim_contact_email()}
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
              legend={m.claim_contact_method_legend()}
              value={field.state.value}
              onChange={(value) => field.handleChange(value as ContactMethod)}
              choices={CONTACT_METHODS.map((method) => ({ value: method, label: contactMethodLabel(method) }))}
            />
          )}
        </form.Field>
        <form.Field name="bestTimeToContact">
          {(field) => (
            <SelectField
              id={fieldId('bestTimeToContact')}
              label={m.claim_contact_time_label()}
              value={field.state.value}
              onChange={(value) => field.handleChange(value as ContactTime)}
              choices={CONTACT_TIMES.map((time) => ({ value: time, label: contactTimeLabel(time) }))}
            />
          )}
        </form.Field>
        <form.Field name="permissionToEnter">
          {(field) => (
            <CheckboxField
              id={fieldId('permissionToEnter')}
              label={m.claim_permission_to_enter()}
              checked={field.state.value}
              onChange={(event) => field.handleChange(event.target.checked)}
            />
          )}
        </form.Field>
      </StepForm>
    </Step>
  );
}
