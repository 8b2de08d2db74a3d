/** "Add a note" under a request's notes: required (blanks do not count), sent trimmed, online only. */
import { maxLengthOf, ServiceRequestNoteBody } from '@hw/shared';
import { useState } from 'react';
import { showToast } from '#web/ui/index.ts';
import { useAddServiceRequestNote } from '../api/add-service-request-note.ts';
import { explainedRefusal } from '../payment-rules.ts';
import { serviceRequestWords } from './words.ts';

export function AddNoteForm({ serviceRequestId, online }: { serviceRequestId: string; online: boolean }) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const add = useAddServiceRequestNote();
  const id = `sr-note-${serviceRequestId}`;

  async function submit() {
    if (!online || add.isPending) return;
    if (!note.trim()) {
      setProblem(serviceRequestWords.noteRequired);
      return;
    }
    try {
      await add.mutateAsync({ serviceRequestId, note });
      setNote('');
      setProblem(undefined);
      showToast({ text: serviceRequestWords.noteAdded, kind: 'success' });
    } catch (error) {
      showToast({ text: explainedRefusal(error) ?? serviceRequestWords.noteFailure(), kind: 'error' });
    }
  }

  return (
    <form
      className="sr-note-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={problem ? 'ui-field ui-field--error' : 'ui-field'}>
        <label htmlFor={id} className="ui-field__label">
          Add a note
        </label>
        <textarea
          id={id}
          className="ui-field__input sr-textarea"
          rows={3}
          maxLength={maxLengthOf(ServiceRequestNoteBody, 'note')}
          required
          value={note}
          disabled={add.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[problem ? `${id}-error` : '', online ? '' : `${id}-offline`].join(' ').trim() || undefined}
          onChange={(event) => {
            setNote(event.target.value);
            if (problem && event.target.value.trim()) setProblem(undefined);
          }}
        />
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
        {add.isPending ? 'Adding…' : 'Add Note'}
      </button>
      {!online && (
        <p id={`${id}-offline`} className="account-muted sr-offline">
          {serviceRequestWords.offline}
        </p>
      )}
    </form>
  );
}
