/**
 * Text message updates (POST /account/user/smsOptIn): the number to text (###-###-####, the mobile phone by
 * default); success says so in the catalogue's words and marks the user opted in; failure asks to call.
 */
import { type AuthUser, isCompletePhone } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useForm, useSelector } from '@tanstack/react-form';
import { useRouter } from '@tanstack/react-router';
import { showToast, showValidationErrors } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { useSmsOptIn } from '../api/sms-opt-in.ts';
import { smsPhoneOf } from '../profile-form.ts';
import { PhoneField } from './phone-field.tsx';

const PHONE_ID = 'sms-opt-in-phone';
const phoneProblem = (value: string) => (isCompletePhone(value) ? undefined : m.account_sms_phone_problem());

export function SmsOptIn({ user }: { user: AuthUser }) {
  const optIn = useSmsOptIn();
  const router = useRouter();
  const form = useForm({
    defaultValues: { smsPhoneNumber: smsPhoneOf(user) },
    validators: { onSubmit: ({ value }) => phoneProblem(value.smsPhoneNumber) },
    onSubmitInvalid: ({ value }) =>
      void showValidationErrors([{ message: phoneProblem(value.smsPhoneNumber) ?? '', fieldId: PHONE_ID }]),
    onSubmit: async ({ value }) => {
      try {
        await optIn.mutateAsync(value.smsPhoneNumber);
        showToast({ text: accountMessages.textOptIn.success, kind: 'success' });
        void router.invalidate();
      } catch {
        showToast({ text: accountMessages.textOptIn.failure(), kind: 'error' });
      }
    },
  });
  const attempted = useSelector(form.store, (state) => state.submissionAttempts > 0);
  const submitting = useSelector(form.store, (state) => state.isSubmitting);
  return (
    <section className="card account-card" aria-labelledby="sms-title">
      <h2 id="sms-title">{m.account_sms_title()}</h2>
      {user.isOptedInToSms ? (
        <p>{m.account_sms_on()}</p>
      ) : (
        <>
          <p className="account-muted">{m.account_sms_offer()}</p>
          <form
            className="account-inline-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void form.handleSubmit();
            }}
          >
            <form.Field name="smsPhoneNumber">
              {(field) => (
                <PhoneField
                  id={PHONE_ID}
                  label={m.account_sms_phone_label()}
                  value={field.state.value}
                  onChange={field.handleChange}
                  onBlur={field.handleBlur}
                  error={attempted ? phoneProblem(field.state.value) : undefined}
                />
              )}
            </form.Field>
            <button type="submit" className="button button--primary" disabled={submitting}>
              {submitting ? m.account_sms_signing_up() : m.account_sms_sign_up()}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
