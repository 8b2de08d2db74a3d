/**
 * Sends a queued file's bytes as a resumable upload (web/src/lib/uploads). The upload's address is kept
 * with the file on the device as soon as the server names it, so an upload cut off by a lost signal, a
 * closed tab or a reload goes on from the last byte the server holds, never from zero.
 */

import { uploadResumably } from '#web/lib/uploads/resumable.ts';
import type { OfflineDatabase } from '#web/offline/db.ts';
import { type UploadRow, uploads } from './stores.ts';

/** Progress is written to the device at most this often. */
const PROGRESS_EVERY_MS = 250;

/** Uploads the row's bytes, resuming its upload when it has one; answers the upload's id. */
export async function sendResumable(row: UploadRow & { id: number }, db: OfflineDatabase): Promise<string> {
  const table = uploads.table(db);
  const blob = row.data instanceof Blob ? row.data : new Blob([row.data], { type: row.contentType });
  let lastWrite = 0;
  return uploadResumably(blob, {
    fileName: row.fileName,
    contentType: row.contentType,
    uploadUrl: row.uploadUrl ?? null,
    onUploadUrl(uploadUrl) {
      if (uploadUrl !== row.uploadUrl) void table.update(row.id, { uploadUrl });
    },
    onProgress(sentBytes) {
      const now = Date.now();
      if (now - lastWrite < PROGRESS_EVERY_MS && sentBytes < row.size) return;
      lastWrite = now;
      void table.update(row.id, { sentBytes });
    },
  });
}
