/**
 * The brochure download: name, e-mail, address, phone, zip, whether the
 * visitor is a real estate professional (No: Homeowner, the default; Yes: RealEstate) and the language.
 * Name, e-mail and zip are checked (the validation dialog after a submit attempt); a zip the site does not
 * serve brings the No Service toast for 10 s; the PDF then downloads.
 *
 * The PDF downloads through a hidden frame: the page stays, and the PDF (an attachment,
 * framed by this origin only: api/src/plugins/security.ts) is saved. A visible link stays for browsers that
 * do not start the download.
 */
import {
  BrochureBody,
  type BrochureCulture,
  type BrochureFormField,
  brochureFormErrors,
  type LeadBrochureType,
  maxLengthOf,
  messages,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type FormEvent, useId, useState } from 'react';
import { apiUrl } from '#web/lib/api/index.ts';
import { brand } from '#web/lib/brand.ts';
import { pageLocale, RichMessage } from '#web/lib/i18n/index.ts';
import { ContactField, type FieldProblem, showToast, showValidationErrors } from '#web/ui/index.ts';
import { requestBrochure } from '../api/request-brochure.ts';
import { Icon } from '../sections/icons.tsx';
import { isNoServiceError, NO_SERVICE, servedState } from '../sections/served-zip.ts';

export interface BrochureValues {
  contactName: string;
  email: string;
  address: string;
  homePhone: string;
  postalCode: string;
  leadBrochureTypeId: LeadBrochureType;
  culture: BrochureCulture;
}

export const EMPTY_BROCHURE: BrochureValues = {
  contactName: '',
  email: '',
  address: '',
  homePhone: '',
  postalCode: '',
  leadBrochureTypeId: 'Homeowner',
  culture: 'en-US',
};

export const NO_SERVICE_BROCHURE_MS = 10_000;
const CHECKED: readonly BrochureFormField[] = ['contactName', 'email', 'postalCode'];

const DOWNLOAD_FRAME_ID = 'brochure-download';

/** Starts the download of a file of this site in a hidden frame (one at a time: a new one replaces the last). */
export function startDownload(url: string): void {
  document.getElementById(DOWNLOAD_FRAME_ID)?.remove();
  const frame = document.createElement('iframe');
  frame.id = DOWNLOAD_FRAME_ID;
  frame.hidden = true;
  frame.title = m.brochure_download_frame();
  frame.src = url;
  document.body.append(frame);
}

export function brochureProblems(
  values: BrochureValues,
  fieldId: (field: BrochureFormField) => string,
): FieldProblem[] {
  const errors = brochureFormErrors(values);
  return CHECKED.flatMap((field) => {
    const message = errors[field];
    return message ? [{ message, fieldId: fieldId(field) }] : [];
  });
}

export function BrochureSection({
  id = 'brochure',
  download: downloadFile = startDownload,
}: {
  id?: string;
  /** How the PDF is downloaded (tests give their own). */
  download?: (url: string) => void;
}) {
  const headingId = useId();
  const prefix = `brochure${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const fieldId = (field: keyof BrochureValues) => `${prefix}-${field}`;
  // A Spanish page offers the Spanish brochure first.
  const [values, setValues] = useState<BrochureValues>(() =>
    pageLocale() === 'es' ? { ...EMPTY_BROCHURE, culture: 'es-MX' } : EMPTY_BROCHURE,
  );
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const errors = attempted ? brochureFormErrors(values) : {};

  const set =
    <K extends keyof BrochureValues>(key: K) =>
    (value: BrochureValues[K]) =>
      setValues((previous) => ({ ...previous, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    const problems = brochureProblems(values, fieldId);
    if (problems.length) {
      void showValidationErrors(problems);
      return;
    }
    setSending(true);
    try {
      if (!(await servedState(values.postalCode))) {
        showToast({ ...NO_SERVICE, durationMs: NO_SERVICE_BROCHURE_MS });
        return;
      }
      const { culture, ...body } = values;
      const answer = await requestBrochure({
        culture,
        body: {
          ...body,
          contactName: body.contactName.trim(),
          email: body.email.trim(),
          postalCode: body.postalCode.trim(),
        },
      });
      const url = apiUrl(answer.url);
      setDownloaded(url);
      downloadFile(url);
    } catch (error) {
      if (isNoServiceError(error)) showToast({ ...NO_SERVICE, durationMs: NO_SERVICE_BROCHURE_MS });
      else
        showToast({
          title: messages.brochure.errorTitle,
          text: m.brochure_error_text({ phone: brand.phone }),
          kind: 'error',
        });
    } finally {
      setSending(false);
    }
  };

  return (
    <section id={id} className="mk-section mk-section--alt mk-brochure" aria-labelledby={headingId}>
      <div className="mk-section__inner mk-brochure__inner">
        <div className="mk-brochure__text">
          <Icon name="brochure" size={40} className="mk-brochure__icon" />
          <h2 id={headingId}>{m.brochure_heading()}</h2>
          <p>{m.brochure_text()}</p>
          <ul className="mk-checklist">
            <li>{m.brochure_point_print()}</li>
            <li>{m.brochure_point_attach()}</li>
            <li>{m.brochure_point_share()}</li>
          </ul>
        </div>
        <form
          className="mk-form mk-brochure__form"
          noValidate
          aria-label={m.brochure_form_label()}
          onSubmit={(e) => void submit(e)}
        >
          <div className="mk-form__grid">
            <ContactField
              kind="name"
              id={fieldId('contactName')}
              maxLength={maxLengthOf(BrochureBody, 'contactName')}
              value={values.contactName}
              onChange={set('contactName')}
              error={errors.contactName}
            />
            <ContactField
              kind="email"
              id={fieldId('email')}
              maxLength={maxLengthOf(BrochureBody, 'email')}
              value={values.email}
              onChange={set('email')}
              error={errors.email}
            />
            <ContactField
              kind="street"
              id={fieldId('address')}
              label={m.brochure_address_optional()}
              maxLength={maxLengthOf(BrochureBody, 'address')}
              value={values.address}
              onChange={set('address')}
            />
            <ContactField
              kind="phone"
              id={fieldId('homePhone')}
              label={m.brochure_phone_optional()}
              maxLength={maxLengthOf(BrochureBody, 'homePhone')}
              value={values.homePhone}
              onChange={set('homePhone')}
            />
            <ContactField
              kind="zip"
              id={fieldId('postalCode')}
              maxLength={maxLengthOf(BrochureBody, 'postalCode')}
              value={values.postalCode}
              onChange={set('postalCode')}
              error={errors.postalCode}
            />
            <div className="mk-select">
              <label htmlFor={fieldId('leadBrochureTypeId')} className="mk-select__label">
                {m.brochure_real_estate_question()}
              </label>
              <select
                id={fieldId('leadBrochureTypeId')}
                className="mk-select__input"
                value={values.leadBrochureTypeId}
                onChange={(event) => set('leadBrochureTypeId')(event.target.value as LeadBrochureType)}
              >
                <option value="Homeowner">{m.site_form_no()}</option>
                <option value="RealEstate">{m.site_form_yes()}</option>
              </select>
            </div>
            <div className="mk-select">
              <label htmlFor={fieldId('culture')} className="mk-select__label">
                {m.brochure_language()}
              </label>
              <select
                id={fieldId('culture')}
                className="mk-select__input"
                value={values.culture}
                onChange={(event) => set('culture')(event.target.value as BrochureCulture)}
              >
                <option value="en-US">{m.brochure_language_english()}</option>
                <option value="es-MX">{m.brochure_language_spanish()}</option>
              </select>
            </div>
          </div>
          <button type="submit" className="button button--accent button--large mk-form__submit" disabled={sending}>
            {sending ? m.brochure_preparing() : m.brochure_submit()}
          </button>
          <p className="mk-form__status" role="status">
            {downloaded && (
              <RichMessage
                parts={m.brochure_downloading.parts()}
                markup={{
                  link: (children) => (
                    <a href={downloaded} download>
                      {children}
                    </a>
                  ),
                }}
              />
            )}
          </p>
        </form>
      </div>
    </section>
  );
}
