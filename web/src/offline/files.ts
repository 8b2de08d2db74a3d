/** Photos and documents kept on the device: resized, hashed, and stored in a form IndexedDB accepts. */

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
export function storableFile(blob: Blob, bytes: ArrayBuffer): Blob | ArrayBuffer {
  return typeof indexedDB !== 'undefined' && blob instanceof Blob ? blob : bytes;
}

/** The name of a file after resizeImage turned it into a JPEG. */
export const jpegName = (name: string) => `${name.replace(/\.[^.]+$/, '')}.jpg`;
