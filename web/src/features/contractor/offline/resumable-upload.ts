/**
 * Sends a queued file's bytes as a resumable upload (tus 1.0 at /api/uploads). The upload's address is
 * kept with the file on the device as soon as the server names it, so an upload cut off by a lost signal,
 * a closed tab or a reload goes on from the last byte the server holds, never from zero. The client
 * library is loaded only when a file is sent, so no other page carries it.
 */
import { ApiError, accessToken, apiUrl } from '#web/lib/api/index.ts';
import type { OfflineDatabase } from '#web/offline/db.ts';
import { type UploadRow, uploads } from './stores.ts';

export const UPLOADS_ENDPOINT = '/api/uploads';
/** Each PATCH carries at most this much, so a cut costs at most one chunk and the server confirms each. */
export const UPLOAD_CHUNK_BYTES = 512 * 1024;
/** Progress is written to the device at most this often. */
const PROGRESS_EVERY_MS = 250;

/** The upload's id: the last part of its address. */
export function uploadIdOf(uploadUrl: string): string {
  const path = new URL(uploadUrl, 'http://localhost').pathname;
  return path.slice(path.lastIndexOf('/') + 1);
}

/** A whole percentage of the bytes the server holds, for the ticket and the sync bar. */
export function progressPercent(row: Pick<UploadRow, 'sentBytes' | 'size'>): number {
  if (!row.size) return 0;
  return Math.min(100, Math.floor(((row.sentBytes ?? 0) / row.size) * 100));
}

/** What a failed upload means to the outbox: its error, classified like every other request's. */
export function uploadFailure(status: number | undefined, body: string | undefined): ApiError {
  if (!status) return ApiError.network();
  let parsed: unknown = body;
  try {
    parsed = body ? JSON.parse(body) : undefined;
  } catch {
    // tus answers plain text
  }
  const text = typeof parsed === 'string' ? parsed.trim() : '';
  return ApiError.fromStatus(status, text ? { hasErrors: true, errors: [{ message: text }] } : parsed);
}

/**
 * Uploads the row's bytes, resuming its upload when it has one, and answers the upload's id once the
 * server holds every byte. Failures reject with an ApiError (a network error for a lost connection).
 */
export async function sendResumable(row: UploadRow & { id: number }, db: OfflineDatabase): Promise<string> {
  const { Upload } = await import('tus-js-client');
  const table = uploads.table(db);
  const blob = row.data instanceof Blob ? row.data : new Blob([row.data], { type: row.contentType });
  let lastWrite = 0;
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(blob, {
      // Absolute: the server's Location is resolved against it.
      endpoint: new URL(apiUrl(UPLOADS_ENDPOINT), window.location.href).href,
      uploadUrl: row.uploadUrl ?? null,
      chunkSize: UPLOAD_CHUNK_BYTES,
      // Short blips are retried here; anything longer goes back to the outbox, which retries on reconnect.
      retryDelays: [0, 1000, 3000],
      // The address is kept with the file (below), not in the library's own storage.
      storeFingerprintForResuming: false,
      metadata: { filename: row.fileName, filetype: row.contentType },
      async onBeforeRequest(request) {
        const token = await accessToken();
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onUploadUrlAvailable() {
        if (upload.url && upload.url !== row.uploadUrl) void table.update(row.id, { uploadUrl: upload.url });
      },
      onProgress(sent) {
        const now = Date.now();
        if (now - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now;
        void table.update(row.id, { sentBytes: sent });
      },
      onChunkComplete(_chunk, accepted) {
        void table.update(row.id, { sentBytes: accepted });
      },
      onSuccess() {
        void table.update(row.id, { sentBytes: row.size });
        resolve(uploadIdOf(upload.url ?? ''));
      },
      onError(error) {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        reject(uploadFailure(response?.getStatus(), response?.getBody()));
      },
    });
    upload.start();
  });
}
