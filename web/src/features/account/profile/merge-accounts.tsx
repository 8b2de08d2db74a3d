/**
 * Account merge (PUT /account/user/merge): the other account's e-mail and password; its plans, cards and
 * notices move here. Success (HTTP 200 only) says so in the catalogue's words, then logs out and goes to /; failure
 * asks to call, option 2.
 */
import { isEmailAddress } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useForm, useSelector } from '@tanstack/react-form';
import { boundInput } from '#web/lib/form-state.ts';
import { logout } from '#web/lib/session/index.ts';
import { confirm, showToast, showValidationErrors, TextField } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { useMergeAccounts } from '../api/merge-accounts.ts';

const ids = { username: 'merge-username', password: 'merge-password' } as const;

interface MergeValues {
  username: string;
  password: string;
}

function mergeProblems(values: MergeValues) {
  return [
    ...(isEmailAddress(values.username) ? [] : [{ fieldId: ids.username, message: m.account_merge_email_required() }]),
    ...(values.password ? [] : [{ fieldId: ids.password, message: m.account_merge_password_required() }]),
  ];
}

export function MergeAccounts({ email }: { email: string }) {
  const merge = useMergeAccounts();
  const form = useForm({
    defaultValues: { username: '', password: '' } as MergeValues,
    validators: {
      onSubmit: ({ value }) => {
        const problems = mergeProblems(value);
        return problems.length ? problems : undefined;
      },
    },
    onSubmitInvalid: ({ value }) => void showValidationErrors(mergeProblems(value)),
    onSubmit: async ({ value, formApi }) => {
      const yes = await confirm({
        title: m.account_merge_title(),
        content: m.account_merge_question({ other: value.username.trim(), email }),
        yesLabel: m.account_yes(),
        noLabel: m.account_no(),
      });
      if (!yes) return;
      try {
        await merge.mutateAsync({ username: value.username.trim(), password: value.password });
        formApi.reset();
        showToast({ text: accountMessages.merge.success, kind: 'success' });
        await logout();
      } catch {
        formApi.setFieldValue('password', '');
        showToast({ text: accountMessages.merge.failure(), kind: 'error' });
      }
    },
  });
  const attempted = useSelector(form.store, (state) => state.submissionAttempts > 0);
  const submitting = useSelector(form.store, (state) => state.isSubmitting);
  const values = useSelector(form.store, (state) => state.values);
  const errorFor = (fieldId: string) =>
    attempted ? mergeProblems(values).find((problem) => problem.fieldId === fieldId)?.message : undefined;
  return (
    <section className="card account-card" aria-labelledby="merge-title">
      <h2 id="merge-title">{m.account_merge_title()}</h2>
      <p className="account-note">{m.account_merge_text()}</p>
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="username">
          {(field) => (
            <TextField
              id={ids.username}
              label={m.account_merge_email_label()}
              type="email"
              autoComplete="off"
              {...boundInput(field)}
              error={errorFor(ids.username)}
            />
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <TextField
              id={ids.password}
              label={m.account_merge_password_label()}
              type="password"
              autoComplete="off"
              {...boundInput(field)}
              error={errorFor(ids.password)}
            />
          )}
        </form.Field>
        <div className="account-actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? m.account_merging() : m.account_merge_title()}
          </button>
        </div>
      </form>
    </section>
  );
}
