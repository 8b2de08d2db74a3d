/**
 * The file-upload dialog for contractors: pick a photo (the camera on
 * phones) or a file, see its name and size, send it. The file goes into the device's upload queue, so
 * offline it waits there; online the dialog waits for the queue to send it, then says "File Sent",
 * closes, and the ticket and the contractor profile reload.
 */
import { messages } from '@hw/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { UPLOAD_TIMEOUT_MS, withGlobalWait } from '#web/lib/api/index.ts';
import { useSession } from '#web/lib/session/index.ts';
import { apiTransport, syncEngine } from '#web/offline/index.ts';
import { dismissToast, Modal, showToast } from '#web/ui/index.ts';
import { contractorProfileQueryOptions } from './api/get-contractor-profile.ts';
import { type DispatchTicket, queueFile, refreshTicket } from './offline/index.ts';
import { uploads } from './offline/stores.ts';

export const FILE_SAVED_FOR_LATER = 'The file is saved on this device and will be sent once you are back online.';

const onPhone = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
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
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function pick(next: File) {
    setFile(next);
    setProblem(null);
  }

  async function send() {
    if (!file || sending) return;
    setSending(true);
    setProblem(null);
    // "Sending File..." stays until the file is sent or kept for later, however long that takes.
    const sendingToast = showToast({ text: messages.fileUpload.sending, kind: 'info', durationMs: 0 });
    let outcome: SendOutcome;
    try {
      outcome = await withGlobalWait(() => sendTicketFile(ticket, file), { timeoutMs: UPLOAD_TIMEOUT_MS });
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
          <button type="button" className="button button--primary" onClick={send} disabled={!file || sending}>
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
            <span className="cw-muted">({formatFileSize(file.size)})</span>
          </>
        ) : (
          <span className="cw-muted">No file chosen yet.</span>
        )}
      </p>
      {problem && (
        <p className="cw-error" role="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}
