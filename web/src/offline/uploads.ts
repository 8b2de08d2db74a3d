/** Photos and documents: resized, hashed and kept as Blobs until the outbox sends them. */
import { explainStorageError, offlineDb, type UploadRow } from './db.ts';
import { enqueue } from './outbox.ts';

const MAX_IMAGE_SIDE = 1600;

/** Shrinks a photo whose long side is above 1600 px; other files (and browsers without canvas) pass as they are. */
export async function resizeImage(file: Blob, maxSide = MAX_IMAGE_SIDE): Promise<Blob> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = maxSide / Math.max(bitmap.width, bitmap.height);
  if (scale >= 1) {
    bitmap.close();
    return file;
  }
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  try {
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
      return await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', 0.85));
  } finally {
    bitmap.close();
  }
}

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(data: ArrayBuffer | string): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return hex(await crypto.subtle.digest('SHA-256', bytes));
}

/** Some browsers (older Safari) cannot keep Blobs in IndexedDB; the bytes are kept instead. */
async function storable(blob: Blob, bytes: ArrayBuffer): Promise<Blob | ArrayBuffer> {
  return typeof indexedDB !== 'undefined' && blob instanceof Blob ? blob : bytes;
}

const jpegName = (name: string) => `${name.replace(/\.[^.]+$/, '')}.jpg`;

/**
 * Queues a file for a ticket. The same content added twice to the same ticket is one upload:
 * its key is derived from the content hash, so the server also stores it once.
 * Answers the upload row id.
 */
export async function queueFile(ticket: { dispatchId: string; workOrderId: string }, file: File): Promise<number> {
  const resized = await resizeImage(file);
  const bytes = await resized.arrayBuffer();
  const contentHash = await sha256Hex(bytes);
  const idempotencyKey = `file-${await sha256Hex(`${ticket.dispatchId}:${contentHash}`)}`;
  const db = offlineDb();
  const existing = await db.uploads.where('contentHash').equals(contentHash).toArray();
  const same = existing.find((row) => row.dispatchId === ticket.dispatchId && row.state !== 'failed');
  if (same?.id) return same.id;
  const contentType = resized.type || file.type || 'application/octet-stream';
  const row: UploadRow = {
    dispatchId: ticket.dispatchId,
    workOrderId: ticket.workOrderId,
    data: await storable(resized, bytes),
    fileName: resized === file ? file.name : jpegName(file.name),
    contentType,
    contentHash,
    size: bytes.byteLength,
    state: 'queued',
    createdAt: new Date().toISOString(),
    error: null,
  };
  try {
    const id = (await db.uploads.add(row)) as number;
    await enqueue(
      {
        name: 'addFile',
        args: { dispatchId: ticket.dispatchId, workOrderId: ticket.workOrderId, uploadId: id, fileName: row.fileName },
      },
      idempotencyKey,
    );
    return id;
  } catch (error) {
    throw explainStorageError(error);
  }
}
