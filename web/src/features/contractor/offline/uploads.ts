/**
 * Photos and documents of a ticket: hashed and kept as Blobs until the outbox sends them (as resumable
 * uploads, attached to the ticket once every byte arrived). Photos arrive
 * here already made small (or deliberately not) by the upload dialog: the file is queued as given.
 */
import { offlineDb } from '#web/offline/db.ts';
import { sha256Hex, storableFile } from '#web/offline/files.ts';
import { ChangeRefusedError, enqueue } from '#web/offline/outbox.ts';
import { explainStorageError } from '#web/offline/storage.ts';
import { type UploadRow, uploads } from './stores.ts';
import { attachUpload, type TicketIds } from './ticket-mutations.ts';

/**
 * Queues a file for a ticket. The same content added twice to the same ticket is one upload:
 * its key is derived from the content hash, so the server also stores it once.
 * Answers the upload row id. Nothing is kept for a ticket that can no longer be changed.
 */
export async function queueFile(ticket: TicketIds, file: File): Promise<number> {
  const refusal = await attachUpload.refuse?.({ ...ticket, uploadId: 0, fileName: file.name }, offlineDb());
  if (refusal) throw new ChangeRefusedError(refusal);
  const bytes = await file.arrayBuffer();
  const contentHash = await sha256Hex(bytes);
  const idempotencyKey = `file-${await sha256Hex(`${ticket.dispatchId}:${contentHash}`)}`;
  const existing = await uploads.table().where('contentHash').equals(contentHash).toArray();
  const same = existing.find((row) => row.dispatchId === ticket.dispatchId && row.state !== 'failed');
  if (same?.id) return same.id;
  const row: UploadRow = {
    dispatchId: ticket.dispatchId,
    workOrderId: ticket.workOrderId,
    data: storableFile(file, bytes),
    fileName: file.name,
    contentType: file.type || 'application/octet-stream',
    contentHash,
    size: bytes.byteLength,
    state: 'queued',
    createdAt: new Date().toISOString(),
    error: null,
  };
  try {
    const id = (await uploads.table().add(row)) as number;
    const args = {
      dispatchId: ticket.dispatchId,
      workOrderId: ticket.workOrderId,
      uploadId: id,
      fileName: row.fileName,
    };
    await enqueue(attachUpload, args, { idempotencyKey });
    return id;
  } catch (error) {
    throw explainStorageError(error);
  }
}
