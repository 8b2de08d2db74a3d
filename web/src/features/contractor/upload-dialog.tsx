/**
 * The file-upload dialog for contractors: pick a photo (the camera on
 * phones) or a file, see its name and size, send it. A photo is first made small on the device
 * (lib/images/shrink-photo.ts) and the dialog shows its size before and after; "Send the original photo"
 * sends the full photo instead, for when every detail matters. The file goes into the device's upload queue, so
 * offline it waits there; online the dialog waits for the queue to send it, then says "File Sent",
 * closes, and the ticket and the contractor profile reload.
 */
import { isShrinkablePhoto, messages } from '@hw/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { UPLOAD_TIMEOUT_MS, withGlobalWait } from '#web/lib/api/index.ts';
import { shrinkPhoto } from '#web/lib/images/shrink-photo.ts';
import { useSession } from '#web/lib/session/index.ts';
import { apiTransport, syncEngine } from '#web/offline/index.ts';
import { dismissToast, Modal, showToast } from '#web/ui/index.ts';
import { contractorProfileQueryOptions } from './api/get-contractor-profile.ts';
import { type DispatchTicket, queueFile, refreshTicket } from './offline/index.ts';
import { uploads } from './offline/stores.ts';

export const FILE_SAVED_FOR_LATER = 'The file is saved on this device and will be sent once you are back online.';

const onPhone = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

export const SEND_ORIGINAL_PHOTO = 'Send the original photo';
export const PREPARING_PHOTO = 'Preparing the photo...';

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 100 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

type SendOutcome = { kind: 'sent' } | { kind: 'saved' } | { kind: 'failed'; reason: string };

/** Queues the file and, online, lets the queue run until it has been sent or refused. */
async function sendTicketFile(ticket: DispatchTicket, file: File): Promise<SendOutcome> {
  let uploadId: number;
  try {
    uploadId = await queueFile(ticket, file);
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : messages.fileUpload.failure };
  }
  const engine = syncEngine();
  void engine.registerBackgroundSync();
  if (!navigator.onLine) return { kind: 'saved' };
  try {
    // Resolves once the replay (this file included, after whatever was queued before it) has run.
    await engine.syncNow();
  } catch {
    return { kind: 'saved' };
  }
  const row = await uploads.table().get(uploadId);
  if (row?.state === 'synced') return { kind: 'sent' };
  if (row?.state === 'failed') return { kind: 'failed', reason: row.error ?? messages.fileUpload.failure };
  // Not sent yet (no connection after all, a server that did not answer, a session to renew): it stays queued.
  return { kind: 'saved' };
}

function FilePicker({
  label,
  accept,
  capture,
  primary,
  disabled,
  onPick,
}: {
  label: string;
  accept: string;
  capture?: 'environment';
  primary?: boolean;
  disabled: boolean;
  onPick(file: File): void;
}) {
  return (
    <label className={`button ${primary ? 'button--primary' : 'button--ghost'} cw-file-button`}>
      {label}
      <input
        type="file"
        accept={accept}
        capture={capture}
        className="cw-visually-hidden"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPick(file);
          event.target.value = '';
        }}
      />
    </label>
  );
}

export function UploadDialog({ ticket, onClose }: { ticket: DispatchTicket; onClose(): void }) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [phone] = useState(onPhone);
  const [file, setFile] = useState<File | null>(null);
  /** The smaller copy of the chosen photo, once prepared; null while preparing or when there is none. */
  const [small, setSmall] = useState<File | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [sendOriginal, setSendOriginal] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const picked = useRef<File | null>(null);

  function pick(next: File) {
    picked.current = next;
    setFile(next);
    setSmall(null);
    setProblem(null);
    if (!isShrinkablePhoto(next)) {
      setPreparing(false);
      return;
    }
    setPreparing(true);
    void shrinkPhoto(next).then((result) => {
      // Another file may have been picked meanwhile: only the latest one counts.
      if (picked.current !== next) return;
      setSmall(result === next ? null : result);
      setPreparing(false);
    });
  }

  const toSend = small && !sendOriginal ? small : file;

  async function send() {
    const chosen = toSend;
    if (!chosen || sending || preparing) return;
    setSending(true);
    setProblem(null);
    // "Sending File..." stays until the file is sent or kept for later, however long that takes.
    const sendingToast = showToast({ text: messages.fileUpload.sending, kind: 'info', durationMs: 0 });
    let outcome: SendOutcome;
    try {
      outcome = await withGlobalWait(() => sendTicketFile(ticket, chosen), { timeoutMs: UPLOAD_TIMEOUT_MS });
    } catch (error) {
      outcome = { kind: 'failed', reason: error instanceof Error ? error.message : messages.fileUpload.failure };
    } finally {
      dismissToast(sendingToast);
    }
    if (outcome.kind === 'failed') {
      showToast({ text: messages.fileUpload.failure, kind: 'error' });
      setProblem(outcome.reason);
      setSending(false);
      return;
    }
    if (outcome.kind === 'saved') {
      showToast({ text: FILE_SAVED_FOR_LATER, kind: 'info' });
      onClose();
      return;
    }
    showToast({ text: messages.fileUpload.success, kind: 'success' });
    if (user) void queryClient.invalidateQueries({ queryKey: contractorProfileQueryOptions(user.userId).queryKey });
    void refreshTicket(apiTransport, ticket.workOrderId).catch(() => undefined);
    onClose();
  }

  return (
    <Modal
      open
      title="Add File"
      onClose={() => {
        if (!sending) onClose();
      }}
      closeOnOverlay={!sending}
      closeOnEscape={!sending}
      closeButton={!sending}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={sending}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={send}
            disabled={!file || sending || preparing}
          >
            {sending ? messages.fileUpload.sending : 'Send'}
          </button>
        </>
      }
    >
      <p>Take a photo or choose a photo or PDF for work order {ticket.workOrderId}.</p>
      <div className="cw-row">
        {phone && (
          <FilePicker
            label="Take Photo"
            accept="image/*"
            capture="environment"
            primary
            disabled={sending}
            onPick={pick}
          />
        )}
        <FilePicker label="Choose File" accept="image/*,application/pdf" disabled={sending} onPick={pick} />
      </div>
      <p className="cw-upload__chosen" aria-live="polite">
        {file ? (
          <>
            <span className="cw-file__name">{file.name}</span>{' '}
            <span className="cw-muted cw-upload__size" data-testid="upload-size">
              {small
                ? `(${formatFileSize(file.size)} -> ${formatFileSize(small.size)})`
                : `(${formatFileSize(file.size)})`}
            </span>
            {preparing && <span className="cw-muted"> {PREPARING_PHOTO}</span>}
          </>
        ) : (
          <span className="cw-muted">No file chosen yet.</span>
        )}
      </p>
      {small && (
        <label className="cw-check cw-upload__original">
          <input
            type="checkbox"
            checked={sendOriginal}
            disabled={sending}
            onChange={(event) => setSendOriginal(event.target.checked)}
          />
          {SEND_ORIGINAL_PHOTO}
        </label>
      )}
      {problem && (
        <p className="cw-error" role="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}
