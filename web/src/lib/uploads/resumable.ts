/**
 * Resumable uploads (tus 1.0 at /api/uploads): the bytes go up in chunks the server confirms, and an upload
 * whose address is known goes on from the last byte the server holds. The client library is loaded only
 * when a file is sent, so no page carries it until then. A finished upload is then attached by its id
 * (e.g. POST /api/contractor/addFileFromUpload).
 */
import { ApiError, accessToken, apiUrl } from '#web/lib/api/index.ts';

export const UPLOADS_ENDPOINT = '/api/uploads';
/** Each PATCH carries at most this much, so a cut costs at most one chunk and the server confirms each. */
export const UPLOAD_CHUNK_BYTES = 512 * 1024;

/**
 * An upload that moves no byte for this long (a phone between cell towers) is stopped as a lost connection,
 * so it never holds a queue: the next attempt goes on from what the server holds.
 */
export const UPLOAD_STALL_MS = 30_000;

export interface ResumableOptions {
  fileName: string;
  contentType: string;
  /** The address of an upload begun before: it goes on from there (a new one is made if it is gone). */
  uploadUrl?: string | null;
  /** Told the upload's address as soon as the server names it, to be kept for a later resume. */
  onUploadUrl?(uploadUrl: string): void;
  /** Bytes the server holds (after each chunk) or that are on their way. */
  onProgress?(sentBytes: number): void;
}

/** The upload's id: the last part of its address. */
export function uploadIdOf(uploadUrl: string): string {
  const path = new URL(uploadUrl, 'http://localhost').pathname;
  return path.slice(path.lastIndexOf('/') + 1);
}

/** A whole percentage of the bytes sent, for a progress bar. */
export function progressPercent({ sentBytes, size }: { sentBytes?: number | undefined; size: number }): number {
  if (!size) return 0;
  return Math.min(100, Math.floor(((sentBytes ?? 0) / size) * 100));
}

/** A failed upload as the app's transport error: a network error for a lost connection. */
export function uploadFailure(status: number | undefined, body: string | undefined): ApiError {
  if (!status) return ApiError.network();
  let parsed: unknown = body;
  try {
    parsed = body ? JSON.parse(body) : undefined;
  } catch {
    // The upload protocol answers plain text.
  }
  const text = typeof parsed === 'string' ? parsed.trim() : '';
  return ApiError.fromStatus(status, text ? { hasErrors: true, errors: [{ message: text }] } : parsed);
}

/** Uploads the bytes and answers the upload's id once the server holds all of them; rejects with an ApiError. */
export async function uploadResumably(blob: Blob, options: ResumableOptions): Promise<string> {
  const { Upload } = await import('tus-js-client');
  return new Promise<string>((resolve, reject) => {
    let stall: ReturnType<typeof setTimeout> | undefined;
    const moved = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        void upload.abort();
        reject(ApiError.network());
      }, UPLOAD_STALL_MS);
    };
    const settle = () => clearTimeout(stall);
    const upload = new Upload(blob, {
      // Absolute: the server's Location is resolved against it.
      endpoint: new URL(apiUrl(UPLOADS_ENDPOINT), window.location.href).href,
      uploadUrl: options.uploadUrl ?? null,
      chunkSize: UPLOAD_CHUNK_BYTES,
      // Short blips are retried here; a longer outage is the caller's to retry later.
      retryDelays: [0, 1000, 3000],
      // The caller keeps the address (onUploadUrl), not the library's own storage.
      storeFingerprintForResuming: false,
      metadata: { filename: options.fileName, filetype: options.contentType },
      async onBeforeRequest(request) {
        const token = await accessToken();
        if (token) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onUploadUrlAvailable() {
        if (upload.url) options.onUploadUrl?.(upload.url);
      },
      onProgress(sent) {
        moved();
        options.onProgress?.(sent);
      },
      onChunkComplete(_chunk, accepted) {
        moved();
        options.onProgress?.(accepted);
      },
      onSuccess() {
        settle();
        options.onProgress?.(blob.size);
        resolve(uploadIdOf(upload.url ?? ''));
      },
      onError(error) {
        settle();
        const response = 'originalResponse' in error ? error.originalResponse : null;
        reject(uploadFailure(response?.getStatus(), response?.getBody()));
      },
    });
    moved();
    upload.start();
  });
}
