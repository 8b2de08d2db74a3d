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
import { useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { brand } from '#web/lib/brand.ts';
import { ContactFields, showToast, TextAreaField, useCheckedForm } from '#web/ui/index.ts';
import { sendDataRequest } from './api-data-request.ts';

type Values = Record<DataRequestFormField, string> & { website: string };
const EMPTY: Values = { name: '', email: '', stateCode: '', requestType: '', details: '', website: '' };
const ORDER: readonly DataRequestFormField[] = ['name', 'email', 'stateCode', 'requestType', 'details'];
const NAME_AND_EMAIL = { name: 'name', email: 'email' } as const;

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
  const [sent, setSent] = useState<string | null>(null);
  const form = useCheckedForm<Values, DataRequestFormField>({
    idPrefix: 'privacy',
    initial: EMPTY,
    check: (values) => localErrors(dataRequestFormErrors(values)),
    order: ORDER,
    send: async (values, clear) => {
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
        clear();
      } catch (error) {
        showToast({
          title: m.state_notice_form_failed_title(),
          text:
            isApiError(error) && error.status < 500 && error.status !== 0
              ? inPageLanguage(error.message)
              : m.state_notice_form_failed_text({ phone: brand.phone }),
          kind: 'error',
        });
      }
    },
  });
  const { fieldId, values, set, errors, sending, submit } = form;

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
      <ContactFields form={form} fields={NAME_AND_EMAIL} maxLength={(name) => maxLengthOf(DataRequestBody, name)} />
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
        {...form.textField('details')}
        label={m.state_notice_form_details()}
        rows={4}
        maxLength={DATA_REQUEST_DETAILS_MAX}
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
