/**
 * The video-support sign-up, without the site header above it. Five
 * required fields checked with the shared rules (videoSupportSignupErrors: '{Field} is required.', the
 * phone 12 characters); Submit stays disabled until both consent boxes are ticked. Sent: the thank-you
 * message and the form disabled. Not sent: 'Something went wrong please try again later.'.
 */
import {
  formatPhone,
  messages,
  VIDEO_SUPPORT_PHONE_LENGTH,
  VIDEO_SUPPORT_SIGNUP_FIELDS,
  type VideoSupportSignupField,
  videoSupportSignupErrors,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { brand } from '#web/lib/brand.ts';
import { usePageMeta } from '#web/lib/head.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { CheckboxField, TextField } from '#web/ui/index.ts';
import { useSendVideoSupportSignup } from './api/send-video-support-signup.ts';
import { words } from './words.ts';
import './video-support.css';

type Values = Record<VideoSupportSignupField, string>;
type Errors = Partial<Record<VideoSupportSignupField, string>>;

const EMPTY: Values = { FirstName: '', LastName: '', Email: '', Company: '', Phone: '' };

const AUTOCOMPLETE: Record<VideoSupportSignupField, string> = {
  FirstName: 'given-name',
  LastName: 'family-name',
  Email: 'email',
  Company: 'organization',
  Phone: 'tel-national',
};

/** Submit is enabled once both agreements are ticked, and not while sending. */
export const canSubmitSignup = (state: { emailConsent: boolean; privacyConsent: boolean; busy: boolean }) =>
  state.emailConsent && state.privacyConsent && !state.busy;

const fieldId = (field: VideoSupportSignupField) => `vs-${field}`;

/** The server's per-field refusals (the same rules), else nothing. */
function serverFieldErrors(error: unknown): Errors {
  if (!isApiError(error)) return {};
  const errors: Errors = {};
  for (const entry of error.errors) {
    const field = VIDEO_SUPPORT_SIGNUP_FIELDS.find((name) => name.toLowerCase() === entry.field?.toLowerCase());
    if (field) errors[field] = entry.message;
  }
  return errors;
}

export function VideoSupportSignupPage() {
  usePageMeta({ title: words.heading, description: words.intro, canonical: '/streem-signup' });
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<VideoSupportSignupField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [emailConsent, setEmailConsent] = useState(false);
  const [privacyConsent, setPrivacyConsent] = useState(false);
  const [outcome, setOutcome] = useState<'idle' | 'sent' | 'failed'>('idle');
  const send = useSendVideoSupportSignup();

  const ruleErrors = videoSupportSignupErrors(values);
  const errorOf = (field: VideoSupportSignupField) =>
    attempted || touched[field] ? (ruleErrors[field] ?? serverErrors[field]) : undefined;
  const sent = outcome === 'sent';
  const enabled = canSubmitSignup({ emailConsent, privacyConsent, busy: send.isPending }) && !sent;

  const change = (field: VideoSupportSignupField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: field === 'Phone' ? formatPhone(value) : value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled) return;
    setAttempted(true);
    const first = VIDEO_SUPPORT_SIGNUP_FIELDS.find((field) => ruleErrors[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setOutcome('idle');
    const body = Object.fromEntries(VIDEO_SUPPORT_SIGNUP_FIELDS.map((field) => [field, values[field].trim()]));
    send.mutate(body, {
      onSuccess: (answer) => setOutcome(answer.hasSent ? 'sent' : 'failed'),
      onError: (error) => {
        setServerErrors(serverFieldErrors(error));
        setOutcome('failed');
      },
    });
  };

  return (
    <div className="vs-page">
      <section className="vs-card" aria-labelledby="vs-heading">
        <p className="vs-card__brand">{brand.name}</p>
        <h1 id="vs-heading">{words.heading}</h1>
        <p className="vs-card__intro">{words.intro}</p>
        <form className="vs-form" onSubmit={submit} noValidate>
          <fieldset className="vs-form__fields" disabled={sent || send.isPending}>
            <legend className="visually-hidden">{words.heading}</legend>
            <div className="vs-form__grid">
              {VIDEO_SUPPORT_SIGNUP_FIELDS.map((field) => {
                const error = errorOf(field);
                return (
                  <div key={field} className={`vs-form__field vs-form__field--${field}`}>
                    <TextField
                      id={fieldId(field)}
                      name={field}
                      label={words.label(field)}
                      type={field === 'Email' ? 'email' : field === 'Phone' ? 'tel' : 'text'}
                      inputMode={field === 'Phone' ? 'tel' : field === 'Email' ? 'email' : undefined}
                      autoComplete={AUTOCOMPLETE[field]}
                      maxLength={field === 'Phone' ? VIDEO_SUPPORT_PHONE_LENGTH : undefined}
                      placeholder={field === 'Phone' ? words.phonePlaceholder : undefined}
                      required
                      value={values[field]}
                      error={error}
                      hideRequiredWord
                      onChange={(event) => change(field, event.target.value)}
                      onBlur={() => setTouched((previous) => ({ ...previous, [field]: true }))}
                    />
                    {error && (
                      <p className="vs-form__error" aria-hidden="true" data-field={field}>
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
            <div className="vs-form__consents">
              <CheckboxField
                id="vs-consent-email"
                label={words.consentEmail(brand.name)}
                checked={emailConsent}
                onChange={(event) => setEmailConsent(event.target.checked)}
                required
              />
              <CheckboxField
                id="vs-consent-privacy"
                label={
                  <RichMessage
                    parts={m.video_support_consent_privacy.parts()}
                    markup={{
                      link: (children) => (
                        <Link to="/privacy-policy" target="_blank">
                          {children}
                        </Link>
                      ),
                    }}
                  />
                }
                checked={privacyConsent}
                onChange={(event) => setPrivacyConsent(event.target.checked)}
                required
              />
            </div>
          </fieldset>
          {sent ? (
            <p className="vs-form__thanks" role="status">
              {messages.streemSignup.success}
            </p>
          ) : (
            <>
              {outcome === 'failed' && (
                <p className="vs-form__failure" role="alert">
                  {messages.streemSignup.failure}
                </p>
              )}
              <div className="vs-form__actions">
                <button type="submit" className="button button--accent button--large" disabled={!enabled}>
                  {send.isPending ? words.sending : words.submit}
                </button>
                {!(emailConsent && privacyConsent) && <p className="vs-form__hint">{words.consentHint}</p>}
              </div>
            </>
          )}
        </form>
      </section>
    </div>
  );
}
