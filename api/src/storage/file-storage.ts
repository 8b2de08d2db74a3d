/**
 * Where uploaded files live (docs/decisions/008-file-storage.md): a folder on this machine (the default)
 * or S3-compatible object storage (S3_BUCKET), so that several API processes share them. Bytes are
 * streamed both ways, never held whole in memory. Names are chosen by the server.
 */
import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface FileStorage {
  /** For logs and the status page. */
  readonly kind: 'disk' | 's3';
  /** Writes the stream under `name` and answers its size. A write that fails leaves nothing under the name. */
  put(name: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** The bytes under `name`, or undefined when there are none. */
  get(name: string): Promise<StoredFile | undefined>;
  /** Removes the bytes under `name`; nothing there is not an error. */
  remove(name: string): Promise<void>;
}
