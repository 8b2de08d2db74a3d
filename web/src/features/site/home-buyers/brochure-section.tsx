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
import { type AnyFieldApi, useForm, useSelector } from '@tanstack/react-form';
import { type ChangeEvent, useId, useState } from 'react';
import { apiUrl } from '#web/lib/api/index.ts';
import { brand } from '#web/lib/brand.ts';
import { type FieldProblem, showToast, showValidationErrors, TextField } from '#web/ui/index.ts';
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
  frame.title = 'Brochure download';
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
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const form = useForm({
    defaultValues: EMPTY_BROCHURE,
    validators: {
      onSubmit: ({ value }) => {
        const problems = brochureProblems(value, fieldId);
        return problems.length ? problems : undefined;
      },
    },
    onSubmitInvalid: ({ value }) => void showValidationErrors(brochureProblems(value, fieldId)),
    onSubmit: async ({ value }) => {
      try {
        if (!(await servedState(value.postalCode))) {
          showToast({ ...NO_SERVICE, durationMs: NO_SERVICE_BROCHURE_MS });
          return;
        }
        const { culture, ...body } = value;
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
            text: `${messages.brochure.errorText} at ${brand.phone}.`,
            kind: 'error',
          });
      }
    },
  });
  const attempted = useSelector(form.store, (state) => state.submissionAttempts > 0);
  const sending = useSelector(form.store, (state) => state.isSubmitting);
  const values = useSelector(form.store, (state) => state.values);
  const errors = attempted ? brochureFormErrors(values) : {};
  const text = (field: AnyFieldApi) => ({
    id: fieldId(field.name as keyof BrochureValues),
    value: String(field.state.value),
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.handleChange(event.target.value),
    onBlur: field.handleBlur,
  });

  return (
    <section id={id} className="mk-section mk-section--alt mk-brochure" aria-labelledby={headingId}>
      <div className="mk-section__inner mk-brochure__inner">
        <div className="mk-brochure__text">
          <Icon name="brochure" size={40} className="mk-brochure__icon" />
          <h2 id={headingId}>Download Our Brochure</h2>
          <p>
            Everything your clients ask about in one PDF: our plans for buyers and sellers, what is covered and what is
            not, optional add-ons and how a claim works. Available in English and Spanish.
          </p>
          <ul className="mk-checklist">
            <li>Print it for open houses and listing appointments</li>
            <li>Attach it to your offer packets</li>
            <li>Share it with buyers who want to read up before closing</li>
          </ul>
        </div>
        <form
          className="mk-form mk-brochure__form"
          noValidate
          aria-label="Brochure"
          onSubmit={(event) => {
            event.preventDefault();
            if (!form.state.isSubmitting) void form.handleSubmit();
          }}
        >
          <div className="mk-form__grid">
            <form.Field name="contactName">
              {(field) => (
                <TextField
                  {...text(field)}
                  label="Name"
                  autoComplete="name"
                  maxLength={maxLengthOf(BrochureBody, 'contactName')}
                  error={errors.contactName}
                />
              )}
            </form.Field>
            <form.Field name="email">
              {(field) => (
                <TextField
                  {...text(field)}
                  label="Email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  maxLength={maxLengthOf(BrochureBody, 'email')}
                  error={errors.email}
                />
              )}
            </form.Field>
            <form.Field name="address">
              {(field) => (
                <TextField
                  {...text(field)}
                  label="Address (optional)"
                  autoComplete="street-address"
                  maxLength={maxLengthOf(BrochureBody, 'address')}
                />
              )}
            </form.Field>
            <form.Field name="homePhone">
              {(field) => (
                <TextField
                  {...text(field)}
                  label="Phone (optional)"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  maxLength={maxLengthOf(BrochureBody, 'homePhone')}
                />
              )}
            </form.Field>
            <form.Field name="postalCode">
              {(field) => (
                <TextField
                  {...text(field)}
                  label="Zip code"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={maxLengthOf(BrochureBody, 'postalCode')}
                  error={errors.postalCode}
                />
              )}
            </form.Field>
            <div className="mk-select">
              <label htmlFor={fieldId('leadBrochureTypeId')} className="mk-select__label">
                Are you a real estate professional?
              </label>
              <form.Field name="leadBrochureTypeId">
                {(field) => (
                  <select
                    id={fieldId('leadBrochureTypeId')}
                    className="mk-select__input"
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.target.value as LeadBrochureType)}
                    onBlur={field.handleBlur}
                  >
                    <option value="Homeowner">No</option>
                    <option value="RealEstate">Yes</option>
                  </select>
                )}
              </form.Field>
            </div>
            <div className="mk-select">
              <label htmlFor={fieldId('culture')} className="mk-select__label">
                Language
              </label>
              <form.Field name="culture">
                {(field) => (
                  <select
                    id={fieldId('culture')}
                    className="mk-select__input"
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.target.value as BrochureCulture)}
                    onBlur={field.handleBlur}
                  >
                    <option value="en-US">English</option>
                    <option value="es-MX">Spanish (Español)</option>
                  </select>
                )}
              </form.Field>
            </div>
          </div>
          <button type="submit" className="button button--accent button--large mk-form__submit" disabled={sending}>
            {sending ? 'Preparing…' : 'Download Brochure'}
          </button>
          <p className="mk-form__status" role="status">
            {downloaded && (
              <>
                Your brochure is downloading. If it does not start,{' '}
                <a href={downloaded} download>
                  download the brochure
                </a>
                .
              </>
            )}
          </p>
        </form>
      </div>
    </section>
  );
}
