/**
 * The "account edit profile" dialog: first and last name and up to five phones typed
 * as ###-###-####, one of them primary. Success updates the stored user and closes; failure asks the user
 * to call for assistance.
 */
import { type AuthUser, formatPhone, maxLengthOf, PHONE_TYPES, SaveProfileBody } from '@hw/shared';
import { useForm, useSelector } from '@tanstack/react-form';
import { useRouter } from '@tanstack/react-router';
import { boundInput } from '#web/lib/form-state.ts';
import { Modal, showToast, showValidationErrors, TextField } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { useSaveProfile } from '../api/save-profile.ts';
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

const PHONE_TYPE_LABELS: Record<PhoneType, string> = {
  mobile: 'Mobile',
  home: 'Home',
  work: 'Work',
  other: 'Other',
  fax: 'Fax',
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
        await saveProfile.mutateAsync(profileBody(value));
        showToast({ text: accountMessages.profile.saved, kind: 'success' });
        onClose();
        void router.invalidate();
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
    <Modal
      open
      title="Edit Profile"
      onClose={() => !submitting && onClose()}
      closeOnOverlay={false}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={submitting}>
            Cancel
          </button>
          <button type="submit" form={FORM_ID} className="button button--primary" disabled={submitting}>
            {submitting ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <div className="account-row">
          <form.Field name="firstName">
            {(field) => (
              <TextField
                id={profileFieldIds.firstName}
                label="First name"
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
                label="Last name"
                autoComplete="family-name"
                {...boundInput(field)}
                error={errorFor(profileFieldIds.lastName)}
                maxLength={maxLengthOf(SaveProfileBody, 'lastName')}
              />
            )}
          </form.Field>
        </div>
        <p className="account-note">Your e-mail address, {user.email}, is your user name and stays as it is.</p>
        <form.Field name="phones" mode="array">
          {(phones) => (
            <fieldset className="account-phones-edit">
              <legend>Phones</legend>
              {phones.state.value.map((phone, index) => (
                // Rows have no identity but their place; removing one re-keys the rest, which is harmless here.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <div key={index} className="account-phone-row">
                  <form.Field name={`phones[${index}].number`}>
                    {(field) => (
                      <TextField
                        id={profileFieldIds.phone(index)}
                        label={`Phone ${index + 1}`}
                        inputMode="tel"
                        autoComplete="tel-national"
                        placeholder="###-###-####"
                        value={field.state.value}
                        onChange={(event) => field.handleChange(formatPhone(event.target.value))}
                        onBlur={field.handleBlur}
                        error={errorFor(profileFieldIds.phone(index))}
                      />
                    )}
                  </form.Field>
                  <form.Field name={`phones[${index}].type`}>
                    {(field) => (
                      <div className="ui-field">
                        <label htmlFor={`${profileFieldIds.phone(index)}-type`} className="ui-field__label">
                          Type
                        </label>
                        <select
                          id={`${profileFieldIds.phone(index)}-type`}
                          className="ui-field__input account-select"
                          value={field.state.value}
                          onChange={(event) => field.handleChange(event.target.value as PhoneType)}
                        >
                          {PHONE_TYPES.map((type) => (
                            <option key={type} value={type}>
                              {PHONE_TYPE_LABELS[type]}
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
                      <span>Primary</span>
                    </label>
                    {phones.state.value.length > 1 && (
                      <button
                        type="button"
                        className="ui-link-button"
                        onClick={() => phones.removeValue(index)}
                        aria-label={`Remove phone ${index + 1}`}
                      >
                        Remove
                      </button>
                    )}
                  </div>
                </div>
              ))}
              {phones.state.value.length < MAX_PHONES && (
                <button type="button" className="button button--ghost" onClick={() => phones.pushValue(emptyPhone())}>
                  Add a Phone
                </button>
              )}
            </fieldset>
          )}
        </form.Field>
      </form>
    </Modal>
  );
}
