/** Notes of a ticket, newest first, and the field to add one (absent without `onAdd`: the ticket is read-only). */
import { useState } from 'react';
import { formatDateTime } from './format.ts';
import type { DispatchTicket } from './offline/types.ts';

export function NotesPanel({ ticket, onAdd }: { ticket: DispatchTicket; onAdd?(note: string): Promise<void> }) {
  const [note, setNote] = useState('');
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
          onSubmit={async (event) => {
            event.preventDefault();
            if (!note.trim()) return;
            await onAdd(note.trim());
            setNote('');
          }}
        >
          <label>
            Note
            <textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
          <button type="submit" className="button button--primary" disabled={!note.trim()}>
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
