/**
 * The state notice's request form: name, e-mail, state, the kind of request (access, deletion, correction) and
 * details; POST /api/privacy/dataRequest keeps it for staff and mails an acknowledgement. The checks are the
 * server's own (@hw/shared dataRequestFormErrors). The hidden `website` field is for robots only.
 */
import {
  DATA_REQUEST_DETAILS_MAX,
  DATA_REQUEST_TYPES,
  DataRequestBody,
  type DataRequestFormField,
  type DataRequestType,
  dataRequestFormErrors,
  dataRightsMessages,
  maxLengthOf,
  US_STATES,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { brand } from '#web/lib/brand.ts';
import { ContactField, type FieldProblem, showToast, showValidationErrors, TextAreaField } from '#web/ui/index.ts';
import { sendDataRequest } from './api-data-request.ts';

type Values = Record<DataRequestFormField, string> & { website: string };
const EMPTY: Values = { name: '', email: '', stateCode: '', requestType: '', details: '', website: '' };
const ORDER: readonly DataRequestFormField[] = ['name', 'email', 'stateCode', 'requestType', 'details'];

/** The kinds of request as the page's language names them (DATA_REQUEST_TYPE_LABELS in English). */
const REQUEST_TYPE_LABELS: Record<DataRequestType, () => string> = {
  access: m.state_notice_form_type_access,
  deletion: m.state_notice_form_type_deletion,
  correction: m.state_notice_form_type_correction,
};

/**
 * The server's checks and acknowledgement (@hw/shared dataRightsMessages, English) in the page's language; any
 * other text as it came.
 */
function inPageLanguage(message: string): string {
  const known: [string, () => string][] = [
    [dataRightsMessages.nameRequired, m.state_notice_form_name_required],
    [dataRightsMessages.emailRequired, m.state_notice_form_email_required],
    [dataRightsMessages.emailInvalid, m.state_notice_form_email_invalid],
    [dataRightsMessages.stateRequired, m.state_notice_form_state_required],
    [dataRightsMessages.stateInvalid, m.state_notice_form_state_invalid],
    [dataRightsMessages.requestTypeRequired, m.state_notice_form_type_required],
    [dataRightsMessages.detailsTooLong, () => m.state_notice_form_details_too_long({ max: DATA_REQUEST_DETAILS_MAX })],
    [dataRightsMessages.received, m.state_notice_form_received],
  ];
  return known.find(([english]) => english === message)?.[1]() ?? message;
}

const localErrors = (errors: Partial<Record<DataRequestFormField, string>>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message && inPageLanguage(message)]),
  ) as Partial<Record<DataRequestFormField, string>>;

export function StateNoticeForm() {
  const prefix = `privacy${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const fieldId = (field: string) => `${prefix}-${field}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const errors = attempted ? localErrors(dataRequestFormErrors(values)) : {};
  const set = (field: keyof Values) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    const found = localErrors(dataRequestFormErrors(values));
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
      setSent(inPageLanguage(answer.message));
      setValues(EMPTY);
      setAttempted(false);
    } catch (error) {
      showToast({
        title: m.state_notice_form_failed_title(),
        text:
          isApiError(error) && error.status < 500 && error.status !== 0
            ? inPageLanguage(error.message)
            : m.state_notice_form_failed_text({ phone: brand.phone }),
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
        <option value="">{m.state_notice_form_choose()}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      className="legal__form"
      noValidate
      aria-label={m.state_notice_form_label()}
      onSubmit={(event) => void submit(event)}
    >
      <ContactField
        kind="name"
        id={fieldId('name')}
        maxLength={maxLengthOf(DataRequestBody, 'name')}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <ContactField
        kind="email"
        id={fieldId('email')}
        maxLength={maxLengthOf(DataRequestBody, 'email')}
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      {selectField(
        'stateCode',
        m.state_notice_form_state(),
        US_STATES.map((s) => [s.stateCode, s.description]),
      )}
      {selectField(
        'requestType',
        m.state_notice_form_type(),
        DATA_REQUEST_TYPES.map((type) => [type, REQUEST_TYPE_LABELS[type]()]),
      )}
      <TextAreaField
        id={fieldId('details')}
        label={m.state_notice_form_details()}
        rows={4}
        maxLength={DATA_REQUEST_DETAILS_MAX}
        value={values.details}
        onChange={(event) => set('details')(event.target.value)}
        error={errors.details}
      />
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
        {sending ? m.site_form_sending() : m.state_notice_form_submit()}
      </button>
    </form>
  );
}
