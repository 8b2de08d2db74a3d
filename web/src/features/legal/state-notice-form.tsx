/**
 * The state notice's request form: name, e-mail, state, the kind of request (access, deletion, correction) and
 * details; POST /api/privacy/dataRequest keeps it for staff and mails an acknowledgement. The checks are the
 * server's own (@hw/shared dataRequestFormErrors). The hidden `website` field is for robots only.
 */
import {
  DATA_REQUEST_DETAILS_MAX,
  DATA_REQUEST_TYPE_LABELS,
  DATA_REQUEST_TYPES,
  DataRequestBody,
  type DataRequestFormField,
  dataRequestFormErrors,
  maxLengthOf,
  US_STATES,
} from '@hw/shared';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { brand } from '#web/lib/brand.ts';
import { type FieldProblem, showToast, showValidationErrors, TextField } from '#web/ui/index.ts';
import { sendDataRequest } from './api-data-request.ts';

type Values = Record<DataRequestFormField, string> & { website: string };
const EMPTY: Values = { name: '', email: '', stateCode: '', requestType: '', details: '', website: '' };
const ORDER: readonly DataRequestFormField[] = ['name', 'email', 'stateCode', 'requestType', 'details'];

export function StateNoticeForm() {
  const prefix = `privacy${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const fieldId = (field: string) => `${prefix}-${field}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const errors = attempted ? dataRequestFormErrors(values) : {};
  const set = (field: keyof Values) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    const found = dataRequestFormErrors(values);
    const problems: FieldProblem[] = ORDER.flatMap((field) => {
      const message = found[field];
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    });
    if (problems.length) {
      void showValidationErrors(problems);
      return;
    }
    setSending(true);
    try {
      const answer = await sendDataRequest({
        name: values.name.trim(),
        email: values.email.trim(),
        stateCode: values.stateCode,
        requestType: values.requestType,
        details: values.details.trim(),
        ...(values.website ? { website: values.website } : {}),
      });
      setSent(answer.message);
      setValues(EMPTY);
      setAttempted(false);
    } catch (error) {
      showToast({
        title: 'Request Not Sent',
        text:
          isApiError(error) && error.status < 500 && error.status !== 0
            ? error.message
            : `We could not send your request. Please try again, or call us at ${brand.phone}.`,
        kind: 'error',
      });
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <p role="status" className="legal__form-sent">
        {sent}
      </p>
    );
  }
  const selectField = (field: 'stateCode' | 'requestType', label: string, options: [string, string][]) => (
    <div className={errors[field] ? 'ui-field ui-field--error' : 'ui-field'}>
      <label htmlFor={fieldId(field)} className="ui-field__label">
        {label}
      </label>
      <select
        id={fieldId(field)}
        className="ui-field__input"
        value={values[field]}
        onChange={(event) => set(field)(event.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        title={errors[field]}
      >
        <option value="">Choose…</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form className="legal__form" noValidate aria-label="Privacy request" onSubmit={(event) => void submit(event)}>
      <TextField
        id={fieldId('name')}
        label="Name"
        autoComplete="name"
        maxLength={maxLengthOf(DataRequestBody, 'name')}
        value={values.name}
        onChange={(event) => set('name')(event.target.value)}
        error={errors.name}
      />
      <TextField
        id={fieldId('email')}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={maxLengthOf(DataRequestBody, 'email')}
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        error={errors.email}
      />
      {selectField(
        'stateCode',
        'State you live in',
        US_STATES.map((s) => [s.stateCode, s.description]),
      )}
      {selectField(
        'requestType',
        'What are you asking for?',
        DATA_REQUEST_TYPES.map((type) => [type, DATA_REQUEST_TYPE_LABELS[type]]),
      )}
      <div className={errors.details ? 'ui-field ui-field--error' : 'ui-field'}>
        <label htmlFor={fieldId('details')} className="ui-field__label">
          Details (optional): for a correction, what is wrong and what it should say
        </label>
        <textarea
          id={fieldId('details')}
          className="ui-field__input"
          rows={4}
          maxLength={DATA_REQUEST_DETAILS_MAX}
          value={values.details}
          onChange={(event) => set('details')(event.target.value)}
        />
      </div>
      <div className="legal__trap" aria-hidden="true">
        <label htmlFor={fieldId('website')}>Website</label>
        <input
          id={fieldId('website')}
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => set('website')(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? 'Sending…' : 'Send request'}
      </button>
    </form>
  );
}
