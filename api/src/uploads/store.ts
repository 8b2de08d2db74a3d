/**
 * Resumable uploads (tus 1.0 at /api/uploads): the bytes of an upload in progress live in the same place as
 * the files (a folder under DATA_DIR, or the S3 bucket), never in a process, so an upload cut off on one
 * API process resumes on another. A finished upload is only bytes waiting to be attached: a separate call
 * (e.g. POST /contractor/addFileFromUpload) checks their type, copies them into the file storage and
 * removes the upload. Each upload a user holds is also recorded (table uploads_in_progress, ./limits.ts
 * counts them) until it is attached, cancelled or expires.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore, Upload } from '@tus/server';
import { eq, lt } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';

/** An upload nobody finished (or attached) is removed this long after it was created. */
export const UPLOAD_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;
/** The metadata key the server writes with the creator's user id; whatever a client sends under it is replaced. */
export const OWNER_METADATA_KEY = 'ownerUserId';

/** Where uploads in progress are kept on disk (beside the stored files, never inside their folder). */
export const uploadsInProgressFolder = (dataDir: string) => join(dataDir, 'uploads-in-progress');

export interface UploadStore {
  readonly datastore: DataStore;
  /** The upload, if it exists and belongs to `userId`. */
  find(uploadId: string, userId: string): Promise<Upload | undefined>;
  /** The bytes of a finished upload. */
  read(uploadId: string): Promise<Readable>;
  /** Removes an upload and its record; one already gone is not an error. */
  remove(uploadId: string): Promise<void>;
  /** Drops the record of an upload whose bytes are gone (cancelled through tus) or were never kept. */
  forget(uploadId: string): Promise<void>;
  /** Removes the recorded uploads created more than UPLOAD_EXPIRY_MS before `now`, finished or not; answers how many. */
  removeExpired(now: Date): Promise<number>;
}

/**
 * The folder, made now. tus's FileStore makes it from its constructor without waiting and throws from the
 * callback when that fails (an uncaught exception): with the folder there, its own attempt has nothing to do.
 */
function madeFolder(folder: string): string {
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** The tus data store the config names: the S3 bucket when S3_BUCKET is set, else a folder. */
export function createUploadStore(config: Config, database: Database): UploadStore {
  const { t } = database;
  const datastore: DataStore = config.s3
    ? new S3Store({
        expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
        // Expired uploads are removed by the job expired-uploads, not by a bucket rule on object tags,
        // which not every S3-compatible storage has.
        useTags: false,
        s3ClientConfig: {
          bucket: config.s3.bucket,
          region: config.s3.region,
          forcePathStyle: config.s3.forcePathStyle,
          ...(config.s3.endpoint ? { endpoint: config.s3.endpoint } : {}),
          ...(config.s3.credentials ? { credentials: config.s3.credentials } : {}),
        },
      })
    : new FileStore({
        directory: madeFolder(uploadsInProgressFolder(config.dataDir)),
        expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
      });
  const forget = async (uploadId: string) => {
    await database.transaction((tx) =>
      tx.delete(t.uploadsInProgress).where(eq(t.uploadsInProgress.uploadId, uploadId)),
    );
  };
  return {
    datastore,
    forget,
    async find(uploadId, userId) {
      // Ids are the store's own (hex); anything else is not one of ours.
      if (!isUploadId(uploadId)) return undefined;
      const upload = await datastore.getUpload(uploadId).catch(() => undefined);
      if (!upload || upload.metadata?.[OWNER_METADATA_KEY] !== userId) return undefined;
      return upload;
    },
    async read(uploadId) {
      return (await (datastore as unknown as { read(id: string): Promise<Readable> | Readable }).read(
        uploadId,
      )) as Readable;
    },
    async remove(uploadId) {
      await datastore.remove(uploadId).catch(() => undefined);
      await forget(uploadId);
    },
    async removeExpired(now) {
      const expired = await database.db
        .select({ uploadId: t.uploadsInProgress.uploadId })
        .from(t.uploadsInProgress)
        .where(lt(t.uploadsInProgress.createdAt, new Date(now.getTime() - UPLOAD_EXPIRY_MS)));
      for (const { uploadId } of expired) {
        await datastore.remove(uploadId).catch(() => undefined);
        await forget(uploadId);
      }
      return expired.length;
    },
  };
}

/** The ids the stores make: 32 hex digits. */
export const isUploadId = (value: string) => /^[0-9a-f]{32}$/.test(value);

/** Whether every announced byte has arrived. */
export const isFinished = (upload: Pick<Upload, 'size' | 'offset'>) =>
  upload.size !== undefined && upload.offset === upload.size;
