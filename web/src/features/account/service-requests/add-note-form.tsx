/** "Add a note" under a request's notes: required (blanks do not count), sent trimmed, online only. */
import { maxLengthOf, ServiceRequestNoteBody } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useForm, useSelector } from '@tanstack/react-form';
import { showToast } from '#web/ui/index.ts';
import { useAddServiceRequestNote } from '../api/add-service-request-note.ts';
import { explainedRefusal } from '../payment-rules.ts';
import { serviceRequestWords } from './words.ts';

export function AddNoteForm({ serviceRequestId, online }: { serviceRequestId: string; online: boolean }) {
  const add = useAddServiceRequestNote();
  const id = `sr-note-${serviceRequestId}`;
  const form = useForm({
    defaultValues: { note: '' },
    // Shown from a submit with a blank note until the note has text.
    validators: { onSubmit: ({ value }) => (value.note.trim() ? undefined : serviceRequestWords.noteRequired) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await add.mutateAsync({ serviceRequestId, note: value.note });
        formApi.reset();
        showToast({ text: serviceRequestWords.noteAdded, kind: 'success' });
      } catch (error) {
        showToast({ text: explainedRefusal(error) ?? serviceRequestWords.noteFailure(), kind: 'error' });
      }
    },
  });
  const problem = useSelector(form.store, (state) =>
    typeof state.errorMap.onSubmit === 'string' ? state.errorMap.onSubmit : undefined,
  );

  return (
    <form
      className="sr-note-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (online && !add.isPending) void form.handleSubmit();
      }}
    >
      <div className={problem ? 'ui-field ui-field--error' : 'ui-field'}>
        <label htmlFor={id} className="ui-field__label">
          {m.account_sr_add_note_label()}
        </label>
        <form.Field name="note">
          {(field) => (
            <textarea
              id={id}
              className="ui-field__input sr-textarea"
              rows={3}
              maxLength={maxLengthOf(ServiceRequestNoteBody, 'note')}
              required
              value={field.state.value}
              disabled={add.isPending}
              aria-invalid={problem ? true : undefined}
              aria-describedby={
                [problem ? `${id}-error` : '', online ? '' : `${id}-offline`].join(' ').trim() || undefined
              }
              onChange={(event) => {
                field.handleChange(event.target.value);
                // A change clears the submit's error; blanks alone do not answer it.
                if (problem && !event.target.value.trim()) form.setErrorMap({ onSubmit: problem });
              }}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        {problem && (
          <p id={`${id}-error`} className="sr-error">
            {problem}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button button--primary"
        disabled={!online || add.isPending}
        title={online ? undefined : serviceRequestWords.offline}
      >
        {add.isPending ? m.account_sr_adding_note() : m.account_sr_add_note()}
      </button>
      {!online && (
        <p id={`${id}-offline`} className="account-muted sr-offline">
          {serviceRequestWords.offline}
        </p>
      )}
    </form>
  );
}
