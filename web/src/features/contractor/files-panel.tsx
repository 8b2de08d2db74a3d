/** Photos and documents of a ticket: those on the server, and those waiting on this device. */
import { messages } from '@hw/shared';
import { useEffect, useMemo, useState } from 'react';
import { apiGetBlob } from '#web/lib/api/index.ts';
import { afterEnqueue, useSyncState } from '#web/offline/index.ts';
import { useFeedback } from './feedback.ts';
import { type DispatchTicket, queueFile, type UploadRow, useUploads } from './offline/index.ts';

const UPLOAD_STATE_LABELS: Record<UploadRow['state'], string> = {
  queued: 'Waiting to upload',
  uploading: messages.fileUpload.sending,
  synced: messages.fileUpload.success,
  failed: messages.fileUpload.failure,
};

const onPhone = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

function Thumbnail({ upload }: { upload: UploadRow }) {
  const url = useMemo(
    () =>
      upload.contentType.startsWith('image/')
        ? URL.createObjectURL(upload.data instanceof Blob ? upload.data : new Blob([upload.data]))
        : null,
    [upload],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url ? <img className="cw-thumb" src={url} alt="" /> : <span className="cw-thumb cw-thumb--doc">PDF</span>;
}

/** Server files need the session's token, so they are fetched and shown from a local copy. */
function ServerFileLink({ file }: { file: DispatchTicket['files'][number] }) {
  const { toast } = useFeedback();
  const [opening, setOpening] = useState(false);
  async function open() {
    setOpening(true);
    try {
      const blob = await apiGetBlob(file.url, { auth: true });
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href: url, target: '_blank', rel: 'noopener' });
      if (!blob.type.startsWith('image/') && blob.type !== 'application/pdf') link.download = file.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
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

export function FilesPanel({ ticket }: { ticket: DispatchTicket }) {
  const uploads = useUploads(ticket.dispatchId).filter((u) => u.state !== 'synced');
  const { toast } = useFeedback();
  const { online } = useSyncState();
  const [busy, setBusy] = useState(false);
  const [phone] = useState(onPhone);

  async function add(files: FileList | null) {
    if (!files?.length) return;
    setBusy(true);
    try {
      for (const file of Array.from(files)) await queueFile(ticket, file);
      afterEnqueue();
    } catch (error) {
      toast(error instanceof Error ? error.message : messages.fileUpload.failure, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="cw-card" aria-labelledby="cw-files-title">
      <h3 id="cw-files-title">Files and Photos</h3>
      <div className="cw-row">
        {phone && (
          <label className="button button--primary cw-file-button">
            Take Photo
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="cw-visually-hidden"
              onChange={(e) => {
                void add(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
        )}
        <label className="button button--ghost cw-file-button">
          Add File
          <input
            type="file"
            accept="image/*,application/pdf"
            multiple
            className="cw-visually-hidden"
            disabled={busy}
            onChange={(e) => {
              void add(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      <ul className="cw-files">
        {uploads.map((upload) => (
          <li key={upload.id} className="cw-file">
            <Thumbnail upload={upload} />
            <span className="cw-file__name">{upload.fileName}</span>
            <span className={`cw-tag cw-tag--${upload.state}`}>{UPLOAD_STATE_LABELS[upload.state]}</span>
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
