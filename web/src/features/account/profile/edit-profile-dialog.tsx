/**
 * The "account edit profile" dialog: first and last name, up to five phones typed
 * as ###-###-####, one of them primary, and the language the person reads the app in (and is written to in).
 * Success updates the stored user and closes, and a language other than the page's opens the page in it;
 * failure asks the user to call for assistance.
 */
import { type AuthUser, maxLengthOf, PHONE_TYPES, SaveProfileBody } from '@hw/shared';
import { LANGUAGE_NAMES, LOCALES, type Locale, m } from '@hw/shared/i18n';
import { useForm, useSelector } from '@tanstack/react-form';
import { useRouter } from '@tanstack/react-router';
import { boundInput } from '#web/lib/form-state.ts';
import { pageLocale, switchLanguage } from '#web/lib/i18n/index.ts';
import { showToast, showValidationErrors, TextField } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { useSaveProfile } from '../api/save-profile.ts';
import { FormDialog } from '../form-dialog.tsx';
import {
  emptyPhone,
  MAX_PHONES,
  type PhoneType,
  type ProfileValues,
  profileBody,
  profileFieldIds,
  profileProblems,
  profileValuesOf,
} from '../profile-form.ts';
import { PhoneField } from './phone-field.tsx';

const PHONE_TYPE_LABELS: Record<PhoneType, () => string> = {
  mobile: m.account_phone_mobile,
  home: m.account_phone_home,
  work: m.account_phone_work,
  other: m.account_phone_other,
  fax: m.account_phone_fax,
};

const FORM_ID = 'edit-profile-form';

export function EditProfileDialog({ user, onClose }: { user: AuthUser; onClose: () => void }) {
  const saveProfile = useSaveProfile();
  // The shell greets the user by the name in the route context: read again once saved.
  const router = useRouter();
  const form = useForm({
    defaultValues: profileValuesOf(user) as ProfileValues,
    validators: {
      onSubmit: ({ value }) => {
        const problems = profileProblems(value);
        return problems.length ? problems : undefined;
      },
    },
    onSubmitInvalid: ({ value }) => void showValidationErrors(profileProblems(value)),
    onSubmit: async ({ value }) => {
      try {
        const saved = await saveProfile.mutateAsync(profileBody(value));
        showToast({ text: accountMessages.profile.saved, kind: 'success' });
        onClose();
        // The language chosen is the one the person reads the app in: the page follows it.
        if (saved.preferredLanguage && saved.preferredLanguage !== pageLocale())
          switchLanguage(saved.preferredLanguage);
        else void router.invalidate();
      } catch {
        showToast({ text: accountMessages.profile.failure(), kind: 'error' });
      }
    },
  });
  const attempted = useSelector(form.store, (state) => state.submissionAttempts > 0);
  const submitting = useSelector(form.store, (state) => state.isSubmitting);
  const values = useSelector(form.store, (state) => state.values);
  const errorFor = (fieldId: string) =>
    attempted ? profileProblems(values).find((problem) => problem.fieldId === fieldId)?.message : undefined;

  return (
    <FormDialog
      title={m.account_profile_edit()}
      formId={FORM_ID}
      busy={submitting}
      submitLabel={m.account_save()}
      onSubmit={() => void form.handleSubmit()}
      onClose={onClose}
    >
      <div className="account-row">
        <form.Field name="firstName">
          {(field) => (
            <TextField
              id={profileFieldIds.firstName}
              label={m.account_profile_first_name()}
              autoComplete="given-name"
              {...boundInput(field)}
              error={errorFor(profileFieldIds.firstName)}
              maxLength={maxLengthOf(SaveProfileBody, 'firstName')}
            />
          )}
        </form.Field>
        <form.Field name="lastName">
          {(field) => (
            <TextField
              id={profileFieldIds.lastName}
              label={m.account_profile_last_name()}
              autoComplete="family-name"
              {...boundInput(field)}
              error={errorFor(profileFieldIds.lastName)}
              maxLength={maxLengthOf(SaveProfileBody, 'lastName')}
            />
          )}
        </form.Field>
      </div>
      <p className="account-note">{m.account_profile_email_note({ email: user.email })}</p>
      {values.preferredLanguage && (
        <form.Field name="preferredLanguage">
          {(field) => (
            <div className="ui-field">
              <label htmlFor={profileFieldIds.preferredLanguage} className="ui-field__label">
                {m.account_profile_language()}
              </label>
              <select
                id={profileFieldIds.preferredLanguage}
                className="ui-field__input account-select"
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value as Locale)}
                aria-describedby={`${profileFieldIds.preferredLanguage}-hint`}
              >
                {LOCALES.map((locale) => (
                  <option key={locale} value={locale} lang={locale}>
                    {LANGUAGE_NAMES[locale]}
                  </option>
                ))}
              </select>
              <p id={`${profileFieldIds.preferredLanguage}-hint`} className="ui-field__hint">
                {m.account_profile_language_hint()}
              </p>
            </div>
          )}
        </form.Field>
      )}
      <form.Field name="phones" mode="array">
        {(phones) => (
          <fieldset className="account-phones-edit">
            <legend>{m.account_phones()}</legend>
            {phones.state.value.map((phone, index) => (
              // Rows have no identity but their place; removing one re-keys the rest, which is harmless here.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <div key={index} className="account-phone-row">
                <form.Field name={`phones[${index}].number`}>
                  {(field) => (
                    <PhoneField
                      id={profileFieldIds.phone(index)}
                      label={m.account_profile_phone_n({ n: index + 1 })}
                      value={field.state.value}
                      onChange={field.handleChange}
                      onBlur={field.handleBlur}
                      error={errorFor(profileFieldIds.phone(index))}
                    />
                  )}
                </form.Field>
                <form.Field name={`phones[${index}].type`}>
                  {(field) => (
                    <div className="ui-field">
                      <label htmlFor={`${profileFieldIds.phone(index)}-type`} className="ui-field__label">
                        {m.account_profile_phone_type()}
                      </label>
                      <select
                        id={`${profileFieldIds.phone(index)}-type`}
                        className="ui-field__input account-select"
                        value={field.state.value}
                        onChange={(event) => field.handleChange(event.target.value as PhoneType)}
                      >
                        {PHONE_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {PHONE_TYPE_LABELS[type]()}
                          </option>
                        ))}
                      </select>
                    </div>
                  )}
                </form.Field>
                <div className="account-phone-row__actions">
                  <label className="account-choice">
                    <input
                      type="radio"
                      name="profile-primary-phone"
                      checked={phone.isPrimary}
                      onChange={() =>
                        form.setFieldValue(
                          'phones',
                          phones.state.value.map((row, at) => ({ ...row, isPrimary: at === index })),
                        )
                      }
                    />
                    <span>{m.account_profile_primary()}</span>
                  </label>
                  {phones.state.value.length > 1 && (
                    <button
                      type="button"
                      className="ui-link-button"
                      onClick={() => phones.removeValue(index)}
                      aria-label={m.account_profile_remove_phone({ n: index + 1 })}
                    >
                      {m.account_remove()}
                    </button>
                  )}
                </div>
              </div>
            ))}
            {phones.state.value.length < MAX_PHONES && (
              <button type="button" className="button button--ghost" onClick={() => phones.pushValue(emptyPhone())}>
                {m.account_profile_add_phone()}
              </button>
            )}
          </fieldset>
        )}
      </form.Field>
    </FormDialog>
  );
}
