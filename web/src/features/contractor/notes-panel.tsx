/** Notes of a ticket, newest first, and the field to add one (absent without `onAdd`: the ticket is read-only). */
import { useForm, useSelector } from '@tanstack/react-form';
import { formatDateTime } from './format.ts';
import type { DispatchTicket } from './offline/types.ts';

export function NotesPanel({ ticket, onAdd }: { ticket: DispatchTicket; onAdd?(note: string): Promise<void> }) {
  const form = useForm({
    defaultValues: { note: '' },
    onSubmit: async ({ value, formApi }) => {
      if (!value.note.trim()) return;
      await onAdd?.(value.note.trim());
      formApi.reset();
    },
  });
  const given = useSelector(form.store, (state) => state.values.note.trim().length > 0);
  const notes = [...ticket.notes].sort((a, b) => {
    if (a.pending !== b.pending) return a.pending ? -1 : 1;
    return String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? ''));
  });
  return (
    <section className="cw-card" aria-labelledby="cw-notes-title">
      <h3 id="cw-notes-title">Notes</h3>
      {onAdd && (
        <form
          className="cw-form"
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <form.Field name="note">
            {(field) => (
              <label>
                Note
                <textarea
                  rows={3}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                />
              </label>
            )}
          </form.Field>
          <button type="submit" className="button button--primary" disabled={!given}>
            Add Note
          </button>
        </form>
      )}
      {notes.length === 0 && !onAdd && <p className="cw-muted">No notes.</p>}
      <ul className="cw-notes">
        {notes.map((n, index) => (
          <li key={n.noteId ?? `local-${index}`} className="cw-note">
            <p>{n.note}</p>
            <span className="cw-muted">
              {n.pending ? 'Waiting to sync' : [n.createdBy, formatDateTime(n.createdAt)].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
