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
  BROCHURE_MAX_LENGTHS,
  type BrochureCulture,
  type BrochureFormField,
  brochureFormErrors,
  type LeadBrochureType,
  messages,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useId, useState } from 'react';
import { apiUrl } from '#web/lib/api/index.ts';
import { brand } from '#web/lib/brand.ts';
import { pageLocale, RichMessage } from '#web/lib/i18n/index.ts';
import { ContactFields, showToast, useCheckedForm } from '#web/ui/index.ts';
import { requestBrochure } from '../api/request-brochure.ts';
import { Icon } from '../sections/icons.tsx';
import { EMPTY_LEAD_CONTACT, LEAD_CONTACT_FIELDS, type LeadContact } from '../sections/lead-contact.ts';
import { isNoServiceError, NO_SERVICE, servedState } from '../sections/served-zip.ts';
import { SiteSelect } from '../sections/state-select.tsx';

export interface BrochureValues extends LeadContact {
  leadBrochureTypeId: LeadBrochureType;
  culture: BrochureCulture;
}

export const EMPTY_BROCHURE: BrochureValues = {
  ...EMPTY_LEAD_CONTACT,
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

export function BrochureSection({
  id = 'brochure',
  download: downloadFile = startDownload,
}: {
  id?: string;
  /** How the PDF is downloaded (tests give their own). */
  download?: (url: string) => void;
}) {
  const headingId = useId();
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const form = useCheckedForm<BrochureValues, BrochureFormField>({
    idPrefix: 'brochure',
    // A Spanish page offers the Spanish brochure first.
    initial: () => (pageLocale() === 'es' ? { ...EMPTY_BROCHURE, culture: 'es-MX' } : EMPTY_BROCHURE),
    check: brochureFormErrors,
    order: CHECKED,
    send: async (values) => {
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
      }
    },
  });
  const { fieldId, values, set, sending, submit } = form;

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
          onSubmit={(event) => void submit(event)}
        >
          <div className="mk-form__grid">
            <ContactFields
              form={form}
              fields={LEAD_CONTACT_FIELDS}
              labels={{ address: m.brochure_address_optional(), homePhone: m.brochure_phone_optional() }}
              maxLength={(name) => BROCHURE_MAX_LENGTHS[name]}
            />
            <SiteSelect
              id={fieldId('leadBrochureTypeId')}
              label={m.brochure_real_estate_question()}
              value={values.leadBrochureTypeId}
              onChange={set('leadBrochureTypeId')}
              choices={[
                { value: 'Homeowner', label: m.site_form_no() },
                { value: 'RealEstate', label: m.site_form_yes() },
              ]}
            />
            <SiteSelect
              id={fieldId('culture')}
              label={m.brochure_language()}
              value={values.culture}
              onChange={set('culture')}
              choices={[
                { value: 'en-US', label: m.brochure_language_english() },
                { value: 'es-MX', label: m.brochure_language_spanish() },
              ]}
            />
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
