/** Photos and documents kept on the device: hashed, and stored in a form IndexedDB accepts. */

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
