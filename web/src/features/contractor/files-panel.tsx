/** Photos and documents of a ticket: those on the server, those waiting on this device, and "Add File". */
import { messages } from '@hw/shared';
import { useEffect, useMemo, useState } from 'react';
import { openFileWithToken } from '#web/lib/open-file.ts';
import { progressPercent } from '#web/lib/uploads/resumable.ts';
import { useSyncState } from '#web/offline/index.ts';
import { useFeedback } from './feedback.ts';
import { type DispatchTicket, type UploadRow, useUploads } from './offline/index.ts';
import { UploadDialog } from './upload-dialog.tsx';

const UPLOAD_STATE_LABELS: Record<UploadRow['state'], string> = {
  queued: 'Waiting to upload',
  uploading: messages.fileUpload.sending,
  synced: messages.fileUpload.success,
  failed: messages.fileUpload.failure,
};

function Thumbnail({ upload }: { upload: UploadRow }) {
  // One picture per file: the row is read again at every bit of progress, its bytes never change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the row, not by each fresh copy of it
  const url = useMemo(
    () =>
      upload.contentType.startsWith('image/')
        ? URL.createObjectURL(upload.data instanceof Blob ? upload.data : new Blob([upload.data]))
        : null,
    [upload.id],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url ? <img className="cw-thumb" src={url} alt="" /> : <span className="cw-thumb cw-thumb--doc">PDF</span>;
}

/** How much of a file the server holds: it goes on from there after a lost signal or a reload. */
function UploadProgress({ upload }: { upload: UploadRow }) {
  const percent = progressPercent(upload);
  return (
    <span className="cw-upload-progress">
      <progress max={100} value={percent} aria-label={`${upload.fileName} uploaded`} />
      <span className="cw-muted">{percent}%</span>
    </span>
  );
}

/** Server files need the session's token, so they are fetched and shown from a local copy. */
function ServerFileLink({ file }: { file: DispatchTicket['files'][number] }) {
  const { toast } = useFeedback();
  const [opening, setOpening] = useState(false);
  async function open() {
    setOpening(true);
    try {
      await openFileWithToken(file.url, file.fileName);
    } catch {
      toast('The file could not be opened. Please try again.', 'error');
    } finally {
      setOpening(false);
    }
  }
  return (
    <button type="button" className="cw-file__name cw-link-button" onClick={open} disabled={opening}>
      {file.fileName}
    </button>
  );
}

/** `readOnly`: a ticket the contractor can no longer change (closed) lists its files without a way to add one. */
export function FilesPanel({ ticket, readOnly = false }: { ticket: DispatchTicket; readOnly?: boolean }) {
  const uploads = useUploads(ticket.dispatchId).filter((u) => u.state !== 'synced');
  const { online } = useSyncState();
  const [adding, setAdding] = useState(false);

  return (
    <section className="cw-card" aria-labelledby="cw-files-title">
      <h3 id="cw-files-title">Files and Photos</h3>
      {!readOnly && (
        <div className="cw-row">
          <button type="button" className="button button--ghost cw-file-button" onClick={() => setAdding(true)}>
            Add File
          </button>
        </div>
      )}
      {adding && !readOnly && <UploadDialog ticket={ticket} onClose={() => setAdding(false)} />}
      <ul className="cw-files">
        {uploads.map((upload) => (
          <li key={upload.id} className="cw-file">
            <Thumbnail upload={upload} />
            <span className="cw-file__name">{upload.fileName}</span>
            <span className={`cw-tag cw-tag--${upload.state}`}>{UPLOAD_STATE_LABELS[upload.state]}</span>
            {upload.state !== 'failed' && (upload.sentBytes ?? 0) > 0 && <UploadProgress upload={upload} />}
          </li>
        ))}
        {(ticket.files ?? []).map((file, index) => (
          <li key={file.fileId ?? index} className="cw-file">
            <span className="cw-thumb cw-thumb--doc">{file.contentType?.startsWith('image/') ? 'IMG' : 'DOC'}</span>
            {online ? (
              <ServerFileLink file={file} />
            ) : (
              <span className="cw-file__name">
                {file.fileName}
                <span className="cw-muted"> (opens when you are online)</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      {uploads.length === 0 && (ticket.files ?? []).length === 0 && <p className="cw-muted">No files yet.</p>}
    </section>
  );
}
