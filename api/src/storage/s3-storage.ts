/**
 * Uploaded files in S3-compatible object storage (AWS S3, MinIO, Ceph, R2...): one bucket the API
 * processes share. Uploads stream as multipart uploads (@aws-sdk/lib-storage); downloads stream the
 * object's body.
 */
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config.ts';
import type { FileStorage } from './file-storage.ts';

/** S3's smallest part: a file up to this size goes up in one request. */
const UPLOAD_PART_BYTES = 5 * 1024 * 1024;

const missing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export function s3Storage(settings: S3Settings): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    client,
    async put(name, body: Readable, contentType) {
      let size = 0;
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      // One 5 MB part in memory at a time per upload. A failed multipart upload is aborted by the SDK: no
      // object is left under the name.
      await new Upload({
        client,
        params: { Bucket, Key: name, Body: body, ContentType: contentType },
        partSize: UPLOAD_PART_BYTES,
        queueSize: 1,
      }).done();
      return { size };
    },
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!answer.Body) return undefined;
        return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
  };
}
