/** A request's notes (loaded when the panel opens), oldest first, and the form to add one while it is open. */

import { m } from '@hw/shared/i18n';
import { moment } from '#web/lib/format.ts';
import { useServiceRequestNotes } from '../api/get-service-request-notes.ts';
import { AddNoteForm } from './add-note-form.tsx';

export function RequestNotes({
  serviceRequestId,
  canAdd,
  online,
}: {
  serviceRequestId: string;
  canAdd: boolean;
  online: boolean;
}) {
  const notes = useServiceRequestNotes(serviceRequestId, true);
  return (
    <div className="sr-notes">
      {notes.isPending && <p className="account-muted">{m.account_sr_loading_notes()}</p>}
      {notes.isError && !notes.data && <p className="account-muted">{m.account_sr_notes_load_failure()}</p>}
      {notes.data?.length === 0 && <p className="account-muted">{m.account_sr_no_notes()}</p>}
      {notes.data && notes.data.length > 0 && (
        <ul className="account-notes">
          {notes.data.map((note) => (
            <li key={note.noteId} data-testid="service-request-note">
              <p>{note.note}</p>
              <p className="account-muted">
                {note.createdBy} · {moment(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {canAdd && <AddNoteForm serviceRequestId={serviceRequestId} online={online} />}
    </div>
  );
}
